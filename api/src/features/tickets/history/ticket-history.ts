import type { Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';

/** Who made a change: an agent, a customer, or the system. */
export type HistoryActor = { type: 'agent'; userId: string; name: string } | { type: 'customer'; customerId: string; name: string } | { type: 'system'; name: string };

export interface HistoryChange {
  /**
   * e.g. `created` (to: `{serialNumber, title, channel}`, channel `agent`/`hub`/`email`/`api`), `status`,
   * `priority`, `category`, `fields`, `assignee`, `userGroup`, `division`, `resolutionDueDate`, `merged`,
   * `mergedInto`, `message` (a sent public message, to: `{id, sentBy}`), `note` (an internal note, to: `{id}`).
   */
  field: string;
  /** Display-ready values (ids with their names at the time), or null. */
  from: unknown;
  to: unknown;
}

/** Records changes to one ticket; call inside the transaction that makes them (pass `trx`). */
export async function recordHistory(db: Kysely<Database>, organizationId: string, ticketId: string, actor: HistoryActor, changes: HistoryChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto('ticket_history')
    .values(
      changes.map((change) => ({
        organization_id: organizationId,
        ticket_id: ticketId,
        user_id: actor.type === 'agent' ? actor.userId : null,
        customer_id: actor.type === 'customer' ? actor.customerId : null,
        actor_name: actor.name,
        field: change.field,
        from_value: change.from === undefined || change.from === null ? null : JSON.stringify(change.from),
        to_value: change.to === undefined || change.to === null ? null : JSON.stringify(change.to),
      })),
    )
    .execute();
}
