import type { TicketHistoryEntry, TicketHistoryResponse } from '@switchboard/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { inPage, isoDate, pageResult, rowCount, type Page } from '../../../db/search.js';

/** Entries written by one change share its time; they read in this order (unlisted ones after). */
const FIELD_ORDER = ['created', 'title', 'description', 'status', 'priority', 'category', 'fields', 'assignee', 'userGroup', 'division', 'resolutionDueDate', 'merged', 'mergedInto', 'message', 'note'];
const fieldRank = sql<number>`case ticket_history.field ${sql.join(
  FIELD_ORDER.map((field, rank) => sql`when ${sql.lit(field)} then ${sql.lit(rank)}`),
  sql` `,
)} else ${sql.lit(FIELD_ORDER.length)} end`;

/**
 * One page of a ticket's history, oldest first; entries of one change in FIELD_ORDER, then by id. The caller
 * has already checked the ticket belongs to the organisation; the filter on it stays as a guard.
 */
export async function listTicketHistory(db: Kysely<Database>, organizationId: string, ticketId: string, page: Page): Promise<TicketHistoryResponse> {
  const scope = db.selectFrom('ticket_history').where('ticket_history.ticket_id', '=', ticketId).where('ticket_history.organization_id', '=', organizationId);
  const rows = await scope
    // The acting agent's status in the same query: a removed one is marked as a former user.
    .leftJoin('users', 'users.id', 'ticket_history.user_id')
    .select([
      'ticket_history.id',
      'ticket_history.field',
      'ticket_history.from_value',
      'ticket_history.to_value',
      'ticket_history.user_id',
      'ticket_history.customer_id',
      'ticket_history.actor_name',
      'ticket_history.created_at',
      'users.status as actor_status',
    ])
    .orderBy('ticket_history.created_at')
    .orderBy(fieldRank)
    .orderBy('ticket_history.id')
    .$call(inPage(page))
    .execute();
  const count = await scope.select(rowCount).executeTakeFirstOrThrow();
  const entities: TicketHistoryEntry[] = rows.map((row) => ({
    id: row.id,
    field: row.field,
    from: row.from_value ?? null,
    to: row.to_value ?? null,
    actor: row.user_id
      ? { type: 'agent', id: row.user_id, name: row.actor_name, ...(row.actor_status === 'removed' ? { former: true } : {}) }
      : row.customer_id
        ? { type: 'customer', id: row.customer_id, name: row.actor_name }
        : { type: 'system', id: null, name: row.actor_name },
    addedDate: isoDate(row.created_at),
  }));
  return pageResult(entities, count.n, page);
}
