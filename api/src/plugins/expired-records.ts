import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type RawBuilder } from 'kysely';
import { PollingWorker, type Db } from '../db/index.js';
import type { ExpiredRecordsSweepConfig } from '../quota-config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes records past their use; `start()` after listen, tests call `sweep()`. */
    expiredRecordsSweeper: ExpiredRecordsSweeper;
  }
}

const DAY = 24 * 60 * 60 * 1000;
/**
 * Ended sessions and expired single-use links are kept this long after they ended, then deleted: until
 * then a link opened late still says "expired" rather than "invalid". Either way it works no more, and a
 * refresh token of a deleted session is refused as one of an ended session is.
 */
export const ENDED_RECORD_RETENTION_MS = 30 * DAY;
/** Rows deleted per statement: each delete holds its locks briefly; a round goes on until none is due. */
const BATCH_SIZE = 5000;

/** One kind of record past its use: `table`'s rows matching `due(cutoff)`, kept `keepMs` before deleting. */
interface ExpiryRule {
  table: string;
  keepMs: number;
  due: (cutoff: Date) => RawBuilder<unknown>;
}

/** What is deleted, and when. Sessions take their refresh tokens along (the foreign key cascades). */
function expiryRules(settings: ExpiredRecordsSweepConfig): ExpiryRule[] {
  const endedSession = (cutoff: Date) => sql`expires_at < ${cutoff} or revoked_at < ${cutoff}`;
  const expiredLink = (cutoff: Date) => sql`expires_at < ${cutoff}`;
  return [
    // A retry comes within seconds of its request; the record names what it created, which stays.
    { table: 'idempotency_keys', keepMs: settings.idempotencyKeyRetentionMs, due: (cutoff) => sql`created_at < ${cutoff}` },
    { table: 'sessions', keepMs: ENDED_RECORD_RETENTION_MS, due: endedSession },
    { table: 'customer_sessions', keepMs: ENDED_RECORD_RETENTION_MS, due: endedSession },
    // Password resets and invitations of agents, password resets of customers: used or not.
    { table: 'agent_password_resets', keepMs: ENDED_RECORD_RETENTION_MS, due: expiredLink },
    { table: 'password_resets', keepMs: ENDED_RECORD_RETENTION_MS, due: expiredLink },
    // Mail sent (its bodies were dropped then) or given up; mail still to be sent is never due.
    { table: 'mail_outbox', keepMs: ENDED_RECORD_RETENTION_MS, due: (cutoff) => sql`sent_at < ${cutoff} or failed_at < ${cutoff}` },
  ];
}

/**
 * Deletes what no request can use any more, so these tables hold about one retention period of records
 * rather than every sign-in, link, mail and keyed creation ever made: Idempotency-Key records after
 * `IDEMPOTENCY_KEY_RETENTION_MS`; sessions (with their refresh tokens), password or invitation links and
 * the outbox's sent or failed mail `ENDED_RECORD_RETENTION_MS` after they ended. A live session keeps
 * every token it rotated through, so a stolen one coming back still ends it. Runs every `intervalMs`
 * once started; `sweep()` runs one round. Every instance may run it: two deletes of the same rows
 * simply find fewer.
 */
export class ExpiredRecordsSweeper extends PollingWorker<Record<string, number>> {
  private readonly rules: ExpiryRule[];

  constructor(
    private readonly db: Db,
    settings: ExpiredRecordsSweepConfig,
    log: FastifyBaseLogger,
  ) {
    super(log, 'expired records sweeper', settings.intervalMs);
    this.rules = expiryRules(settings);
  }

  /** One round now; the rows deleted per table. */
  sweep(): Promise<Record<string, number>> {
    return this.drain();
  }

  protected async drainAll(): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    for (const rule of this.rules) deleted[rule.table] = await this.deleteDue(rule);
    return deleted;
  }

  private async deleteDue(rule: ExpiryRule): Promise<number> {
    const cutoff = new Date(Date.now() - rule.keepMs);
    let deleted = 0;
    for (;;) {
      const result = await sql`
        delete from ${sql.table(rule.table)} where ctid = any(array(
          select ctid from ${sql.table(rule.table)} where ${rule.due(cutoff)} limit ${BATCH_SIZE}))`.execute(this.db);
      const count = Number(result.numAffectedRows ?? 0);
      deleted += count;
      if (count < BATCH_SIZE) return deleted;
    }
  }
}

/** `app.expiredRecordsSweeper`; stopped (after its round) when the app closes. */
export const expiredRecordsSweeperPlugin = fp(
  async (app: FastifyInstance) => {
    const sweeper = new ExpiredRecordsSweeper(app.db, app.config.quotas.expiredRecordsSweep, app.log);
    app.decorate('expiredRecordsSweeper', sweeper);
    app.addHook('preClose', async () => {
      await sweeper.stop();
    });
  },
  { name: 'expired-records-sweeper', dependencies: ['switchboard-db', 'switchboard-config'] },
);
