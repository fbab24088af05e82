import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { PollingWorker, type Db } from '../../../db/index.js';
import { recomputeStale } from './engine.service.js';

export interface SlaWorkResult {
  recomputed: number;
  fired: number;
}

/** Stale tickets recomputed, and escalations fired, per transaction. */
const RECOMPUTE_BATCH = 200;
const FIRE_BATCH = 100;
export const DEFAULT_SLA_POLL_INTERVAL_MS = 10_000;

/** The domain event of one fired escalation; the notifications turn it into bell entries (and mail). */
export const SLA_ESCALATION_EVENT = 'sla.escalation';

/**
 * The service-level worker: recomputes tickets marked stale by a policy or schedule change, then fires
 * the escalations that are due. Each escalation is claimed with `FOR UPDATE SKIP LOCKED` and marked
 * fired in the transaction that writes its domain event, so several api instances share the work, a
 * crash before the commit leaves it to fire later, and none fires twice. `now` is the app's clock.
 */
export class SlaWorker extends PollingWorker<SlaWorkResult> {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** Called after escalations were fired (their notifications are waiting to be raised). */
    private readonly onFired: () => void,
    log: FastifyBaseLogger,
    pollIntervalMs = DEFAULT_SLA_POLL_INTERVAL_MS,
  ) {
    super(log, 'service levels', pollIntervalMs);
  }

  protected async drainAll(): Promise<SlaWorkResult> {
    const total: SlaWorkResult = { recomputed: 0, fired: 0 };
    for (;;) {
      const done = await recomputeStale(this.db, this.now(), RECOMPUTE_BATCH);
      total.recomputed += done;
      if (done < RECOMPUTE_BATCH) break;
    }
    for (;;) {
      const fired = await this.fireDue(FIRE_BATCH);
      total.fired += fired;
      if (fired < FIRE_BATCH) break;
    }
    if (total.fired > 0) this.onFired();
    return total;
  }

  /**
   * Fires up to `limit` due escalations in one transaction; the number fired. `afterClaim` runs once
   * they are claimed and before anything is written (tests end the transaction there, as a crash would).
   */
  async fireDue(limit: number, afterClaim?: (ids: string[]) => void): Promise<number> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const due = await sql<{ id: string; organization_id: string; ticket_id: string; target: string; timing: string; due_at: Date; rule: unknown }>`
        select id, organization_id, ticket_id, target, timing, due_at, rule from sla_escalations
        where fired_at is null and due_at <= ${now}
        order by due_at, id
        limit ${limit}
        for update skip locked`.execute(trx);
      if (due.rows.length === 0) return 0;
      afterClaim?.(due.rows.map((row) => row.id));
      await trx
        .insertInto('domain_events')
        .values(
          due.rows.map((row) => ({
            organization_id: row.organization_id,
            type: SLA_ESCALATION_EVENT,
            payload: JSON.stringify({ ticketId: row.ticket_id, escalationId: row.id, target: row.target, timing: row.timing, dueAt: new Date(row.due_at).toISOString(), rule: row.rule }),
          })),
        )
        .execute();
      await trx
        .updateTable('sla_escalations')
        .set({ fired_at: now })
        .where('id', 'in', due.rows.map((row) => row.id))
        .execute();
      return due.rows.length;
    });
  }
}
