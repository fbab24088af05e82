import type { TicketSearchRequest, TicketSearchResponse, TicketSortField } from '@switchboard/shared/contracts';
import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/index.js';
import { AppError } from '../../plugins/errors.js';
import { agentTicketQuery, toAgentTicket } from './agent-ticket-query.js';

export const SEARCH_DEFAULT_PAGE_SIZE = 25;
export const SEARCH_MAX_PAGE_SIZE = 100;

export interface SearchCaller {
  organizationId: string;
  userId: string;
}

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A date-time the schema accepted but a Date cannot hold (a leap second `:60`) is a 400, not a 500. */
export function instant(value: string, field: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new AppError(400, 'VALIDATION_FAILED', [{ field, message: 'must be a valid date and time' }]);
  return date;
}

/** `12` or `#12` also finds ticket number 12. */
export function serialNumberIn(query: string): number | undefined {
  const match = /^#?\s*(\d{1,9})$/.exec(query);
  return match ? Number(match[1]) : undefined;
}

/**
 * Tickets whose title, description or a message agents can see (sent ones and agents' drafts)
 * contains `query`, or whose number it is. A union of id lists, so each part uses its own
 * index (trigram GIN on PostgreSQL with pg_trgm, see migration 0005) instead of one scan with ORs.
 */
function textMatches(db: Kysely<Database>, caller: SearchCaller, query: string) {
  const pattern = likePattern(query);
  const serial = serialNumberIn(query);
  let ids = db
    .selectFrom('tickets as matched')
    .select('matched.id')
    .where('matched.organization_id', '=', caller.organizationId)
    .where((eb) => eb.or([eb('matched.title', 'ilike', pattern), eb('matched.description', 'ilike', pattern)]))
    .union(
      db
        .selectFrom('ticket_messages')
        .select('ticket_messages.ticket_id as id')
        .where('ticket_messages.organization_id', '=', caller.organizationId)
        .where('ticket_messages.body_html', 'ilike', pattern)
        // What agents see on the thread: sent messages and the team's drafts, never a customer's draft.
        .where((eb) => eb.or([eb('ticket_messages.status', '=', 'sent'), eb('ticket_messages.sent_by', '=', 'agent')])),
    );
  if (serial !== undefined) {
    ids = ids.union(db.selectFrom('tickets as numbered').select('numbered.id').where('numbered.organization_id', '=', caller.organizationId).where('numbered.serial_number', '=', serial));
  }
  return ids;
}

/**
 * Merged tickets (merged_into_id set) live on in the ticket they were merged into, so lists leave
 * them out, unless the request filters on statuses explicitly: closed kinds or chosen status ids
 * then show them too (a merged ticket is normally closed).
 */
function includesMerged(filters: TicketSearchRequest['filters']): boolean {
  return Boolean(filters?.statusKinds?.includes('closed') || (filters?.statusIds && filters.statusIds.length > 0));
}

/**
 * The request's filters as conditions on `tickets` alone (status kinds through a status-id
 * subquery), so the page query and the count share them and the count needs no join.
 */
function ticketConditions(db: Kysely<Database>, caller: SearchCaller, request: TicketSearchRequest): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, 'tickets'>();
  const f = request.filters ?? {};
  const conditions: Expression<SqlBool>[] = [eb('tickets.organization_id', '=', caller.organizationId)];
  if (f.statusIds?.length) conditions.push(eb('tickets.status_id', 'in', f.statusIds));
  if (f.statusKinds?.length) {
    conditions.push(eb('tickets.status_id', 'in', db.selectFrom('statuses').select('statuses.id').where('statuses.organization_id', '=', caller.organizationId).where('statuses.kind', 'in', f.statusKinds)));
  }
  if (f.priorities?.length) {
    const named = f.priorities.filter((p) => p !== 'none');
    const either: Expression<SqlBool>[] = [];
    if (named.length) either.push(eb('tickets.priority', 'in', named));
    if (f.priorities.includes('none')) either.push(eb('tickets.priority', 'is', null));
    conditions.push(eb.or(either));
  }
  if (f.categoryIds?.length) conditions.push(eb('tickets.category_id', 'in', f.categoryIds));
  if (f.assignees?.length) {
    const userIds = [...new Set(f.assignees.filter((a) => a !== 'unassigned').map((a) => (a === 'me' ? caller.userId : a)))];
    const either: Expression<SqlBool>[] = [];
    if (userIds.length) either.push(eb('tickets.assignee_id', 'in', userIds));
    if (f.assignees.includes('unassigned')) either.push(eb('tickets.assignee_id', 'is', null));
    conditions.push(eb.or(either));
  }
  if (f.customerIds?.length) conditions.push(eb('tickets.customer_id', 'in', f.customerIds));
  if (f.userGroupIds?.length) conditions.push(eb('tickets.user_group_id', 'in', f.userGroupIds));
  if (f.createdFrom) conditions.push(eb('tickets.created_at', '>=', instant(f.createdFrom, '/filters/createdFrom')));
  if (f.createdTo) conditions.push(eb('tickets.created_at', '<=', instant(f.createdTo, '/filters/createdTo')));
  if (f.updatedFrom) conditions.push(eb('tickets.updated_at', '>=', instant(f.updatedFrom, '/filters/updatedFrom')));
  if (f.updatedTo) conditions.push(eb('tickets.updated_at', '<=', instant(f.updatedTo, '/filters/updatedTo')));
  if (!includesMerged(request.filters)) conditions.push(eb('tickets.merged_into_id', 'is', null));
  const text = request.query?.trim();
  if (text) conditions.push(eb('tickets.id', 'in', textMatches(db, caller, text)));
  return conditions;
}

/**
 * What each sort field orders by: text case-insensitively, priority by rank, status by position.
 * `nullable` ones put tickets without a value last in both directions; the others keep the plain
 * order so the (organization_id, created_at desc) and similar indexes serve the page directly.
 */
const SORTS: Record<TicketSortField, { by: Expression<unknown>; nullable: boolean }> = {
  serialNumber: { by: sql`tickets.serial_number`, nullable: false },
  title: { by: sql`lower(tickets.title)`, nullable: false },
  priority: { by: sql`case tickets.priority when 'Low' then 1 when 'Medium' then 2 when 'High' then 3 when 'Critical' then 4 end`, nullable: true },
  status: { by: sql`statuses.position`, nullable: false },
  category: { by: sql`lower(categories.name)`, nullable: true },
  customer: { by: sql`lower(customers.name)`, nullable: true },
  assignee: { by: sql`lower(assignees.name)`, nullable: true },
  addedDate: { by: sql`tickets.created_at`, nullable: false },
  updatedDate: { by: sql`tickets.updated_at`, nullable: false },
  resolutionDueDate: { by: sql`tickets.resolution_due_date`, nullable: true },
};

/** `POST v1/tickets/search`: one page plus the total, newest first unless asked otherwise. */
export async function searchTickets(db: Kysely<Database>, caller: SearchCaller, request: TicketSearchRequest): Promise<TicketSearchResponse> {
  const pageNumber = request.pageNumber ?? 1;
  const pageSize = Math.min(request.pageSize ?? SEARCH_DEFAULT_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE);
  const { field, order } = request.sort ?? { field: 'addedDate', order: 'desc' };
  const conditions = ticketConditions(db, caller, request);
  const sort = SORTS[field as TicketSortField];

  // The id breaks ties so pages never overlap or skip rows.
  const rows = await agentTicketQuery(db, caller.organizationId)
    .where((eb) => eb.and(conditions))
    .orderBy(sort.by, (ob) => {
      const directed = order === 'asc' ? ob.asc() : ob.desc();
      return sort.nullable ? directed.nullsLast() : directed;
    })
    .orderBy('tickets.id', order)
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)
    .execute();
  const count = await db
    .selectFrom('tickets')
    .where((eb) => eb.and(conditions))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { entities: rows.map(toAgentTicket), totalCount: Number(count.n), pageNumber, pageSize };
}
