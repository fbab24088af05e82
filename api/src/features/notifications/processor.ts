import { LOCALES, NOTIFICATION_PUSH_TARGET, type AgentNotification, type Locale } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { PollingWorker, type Db } from '../../db/index.js';
import { enqueueMail, renderEscalationMail } from '../mail/index.js';
import { notificationsById } from './notifications.service.js';
import { withoutMuted } from './muted.js';
import { notificationsFor, type DomainEvent, type NotificationDraft } from './rules.js';
import { RoundLookups } from './round-lookups.js';

/** What the processor needs of the push hub (`app.push`, `src/push/`). */
export interface NotificationPushSender {
  sendToUser(userId: string, target: string, args: unknown[]): Promise<void>;
}

export interface ProcessResult {
  events: number;
  notifications: number;
}

/** Events claimed per transaction: a short lock, and a bounded push burst per round. */
const BATCH_SIZE = 50;
/** Notifications written per statement (ten parameters each, well under PostgreSQL's limit). */
const INSERT_CHUNK = 500;
export const DEFAULT_POLL_INTERVAL_MS = 1500;
/** Processed events are kept this long (to answer "why did I get this?"), then deleted. */
export const EVENT_RETENTION_DAYS = 30;
/** Deleting is cheap but needless on every round: at most once an hour per instance. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Turns unprocessed `domain_events` into stored notifications and pushes each to its recipient.
 *
 * A round claims a batch with `FOR UPDATE SKIP LOCKED` in one transaction, writes the notifications
 * (`on conflict do nothing` on recipient + source event), stamps `processed_at`, commits, then
 * pushes: several api instances share the work and no event is handled twice, and a push never
 * announces a row that could still roll back. A push that fails is only logged: the list is the
 * truth and the shell re-fetches it after a reconnect.
 *
 * Runs when woken (after each successful write request: the events commit with the business
 * change) and every `pollIntervalMs` as a safety net (writes by another instance, a crash between
 * commit and wake). Tests call `drain()`. Events processed more than `EVENT_RETENTION_DAYS` ago are
 * deleted at most once an hour (`ticket_history` is the audit trail, not this outbox).
 */
export class NotificationProcessor extends PollingWorker<ProcessResult> {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private push: () => NotificationPushSender | undefined,
    log: FastifyBaseLogger,
    pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
    /** Where the agent application lives: escalation mail links to the ticket there. */
    private readonly publicUrl?: string,
  ) {
    super(log, 'notifications', pollIntervalMs);
  }

  /** Replaces where pushes go (tests record them; an embedder may forward them elsewhere). */
  setPushSender(sender: NotificationPushSender | undefined): void {
    this.push = () => sender;
  }

  protected async drainAll(): Promise<ProcessResult> {
    const total: ProcessResult = { events: 0, notifications: 0 };
    for (;;) {
      const { events, created } = await this.processBatch();
      if (events === 0) {
        if (Date.now() - this.lastPrune >= PRUNE_EVERY_MS) await this.pruneProcessedEvents();
        return total;
      }
      total.events += events;
      total.notifications += created.length;
      await this.pushAll(created);
    }
  }

  /** Deletes events processed more than `EVENT_RETENTION_DAYS` ago; pending ones are never touched. */
  async pruneProcessedEvents(): Promise<number> {
    this.lastPrune = Date.now();
    const result = await this.db
      .deleteFrom('domain_events')
      .where('processed_at', '<', sql<Date>`now() - make_interval(days => ${EVENT_RETENTION_DAYS})`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async processBatch(): Promise<{ events: number; created: { id: string; recipientId: string }[] }> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await sql<DomainEvent & { created_at: Date }>`
        select id, organization_id, type, payload, created_at from domain_events
        where processed_at is null
        order by created_at, id
        limit ${BATCH_SIZE}
        for update skip locked`.execute(trx);
      const events = claimed.rows;
      if (events.length === 0) return { events: 0, created: [] };
      // The round's lookups are read for all its events at once, and its notifications written in one go.
      const lookups = await new RoundLookups(trx).load(events.map((event) => ({ ...event, payload: event.payload ?? {} })));
      const drafted: { event: (typeof events)[number]; draft: NotificationDraft }[] = [];
      // Event and recipient of each notification the rule also mails.
      const wantsMail = new Set<string>();
      for (const event of events) {
        const drafts = await withoutMuted(trx, await notificationsFor(trx, { ...event, payload: event.payload ?? {} }, lookups), lookups);
        for (const draft of drafts) {
          drafted.push({ event, draft });
          if (draft.mail) wantsMail.add(`${event.id}:${draft.recipientId}`);
        }
      }
      const created: { id: string; recipientId: string }[] = [];
      const toMail = new Map<string, string[]>();
      for (let start = 0; start < drafted.length; start += INSERT_CHUNK) {
        const rows = await trx
          .insertInto('notifications')
          .values(
            drafted.slice(start, start + INSERT_CHUNK).map(({ event, draft: d }) => ({
              organization_id: event.organization_id,
              recipient_id: d.recipientId,
              type: d.type,
              header: d.header,
              message: d.message,
              ticket_id: d.ticketId,
              actor_user_id: d.actorUserId,
              actor_customer_id: d.actorCustomerId,
              source_event_id: event.id,
              // Events of one round share the round's now(): the event's time keeps the list in the order things happened.
              created_at: new Date(event.created_at),
            })),
          )
          .onConflict((oc) => oc.columns(['recipient_id', 'source_event_id']).doNothing())
          .returning(['id', 'recipient_id', 'source_event_id'])
          .execute();
        // Only notifications written now are mailed: a conflict means an earlier round told them.
        for (const row of rows) {
          created.push({ id: row.id, recipientId: row.recipient_id });
          if (!wantsMail.has(`${row.source_event_id}:${row.recipient_id}`)) continue;
          toMail.set(row.source_event_id!, [...(toMail.get(row.source_event_id!) ?? []), row.recipient_id]);
        }
      }
      for (const event of events) {
        const recipients = toMail.get(event.id);
        if (recipients) await this.mailEscalation(trx, event, recipients);
      }
      await trx
        .updateTable('domain_events')
        .set({ processed_at: sql<Date>`now()` })
        .where('id', 'in', events.map((e) => e.id))
        .execute();
      return { events: events.length, created };
    });
  }

  /**
   * An escalation that asks for mail: one to each recipient who got its notification, in their own
   * language (else the organisation's), queued in the transaction that stores the notifications.
   */
  private async mailEscalation(trx: Db, event: DomainEvent, recipientIds: string[]): Promise<void> {
    const p = event.payload;
    const ticket = await trx.selectFrom('tickets').select(['id', 'serial_number', 'title']).where('id', '=', String(p.ticketId)).executeTakeFirst();
    if (!ticket) return;
    const organization = await trx.selectFrom('organizations').select('default_language').where('id', '=', event.organization_id).executeTakeFirstOrThrow();
    const users = await trx.selectFrom('users').select(['id', 'email', 'preferences']).where('id', 'in', recipientIds).execute();
    const link = this.publicUrl ? `${this.publicUrl.replace(/\/$/, '')}/tickets/details/${ticket.id}` : null;
    for (const user of users) {
      const preferred = user.preferences?.language;
      const locale = preferred && (LOCALES as readonly string[]).includes(preferred) ? (preferred as Locale) : organization.default_language;
      await enqueueMail(trx, {
        organizationId: event.organization_id,
        kind: 'agent.escalation',
        locale,
        to: user.email,
        ...renderEscalationMail(locale, {
          serialNumber: ticket.serial_number,
          title: ticket.title,
          timing: p.timing as 'before' | 'onTime' | 'after',
          target: p.target as 'firstResponse' | 'nextResponse' | 'resolution',
          link,
        }),
      });
    }
  }

  private async pushAll(created: { id: string; recipientId: string }[]): Promise<void> {
    const sender = this.push();
    if (!sender || created.length === 0) return;
    let objects: Map<string, AgentNotification>;
    try {
      objects = await notificationsById(this.db, created.map((c) => c.id));
    } catch (error) {
      this.log.warn({ err: error }, 'notifications: could not read back for push');
      return;
    }
    await Promise.all(
      created.map(async ({ id, recipientId }) => {
        const notification = objects.get(id);
        if (!notification) return;
        try {
          await sender.sendToUser(recipientId, NOTIFICATION_PUSH_TARGET, [notification]);
        } catch (error) {
          this.log.warn({ err: error, notificationId: id }, 'notifications: push failed (the list still has it)');
        }
      }),
    );
  }
}
