import type { Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { AppError, notFound } from '../../../plugins/errors.js';
import { ensureTicketAccess, type ScopeCaller } from '../shared/division-scope.js';

export interface AgentTicketRef {
  id: string;
  serial_number: number;
  assignee_id: string | null;
  merged_into_id: string | null;
  division_id: string | null;
}

/**
 * A ticket of the caller's organisation in a division where they hold `permission` (404 for any
 * other id: another organisation's or division's looks like none; 403 when they only see it).
 */
export async function ticketOfOrganization(
  db: Kysely<Database>,
  caller: ScopeCaller,
  ticketId: string,
  permission: string,
  options: { lockForShare?: boolean } = {},
): Promise<AgentTicketRef> {
  let query = db
    .selectFrom('tickets')
    .select(['id', 'serial_number', 'assignee_id', 'merged_into_id', 'division_id'])
    .where('id', '=', ticketId)
    .where('organization_id', '=', caller.organizationId);
  // A new comment must not slip onto a ticket while a merge moves its comments away: share-lock it.
  if (options.lockForShare) query = query.forShare();
  const ticket = await query.executeTakeFirst();
  if (!ticket) throw notFound();
  await ensureTicketAccess(db, caller, ticket.division_id, permission);
  return ticket;
}

/** Work goes on in the ticket a merged one points to: writing to a merged ticket is refused with its own code. */
export function ensureNotMerged(ticket: AgentTicketRef): void {
  if (ticket.merged_into_id) throw new AppError(409, 'TICKET_MERGED', [{ field: '/ticketId', message: 'the ticket was merged into another ticket' }]);
}
