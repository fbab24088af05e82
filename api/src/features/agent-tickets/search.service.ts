import type { TicketSearchRequest, TicketSearchResponse, TicketSortField } from '@switchboard/shared/contracts';
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { agentTicketQuery, toAgentTicket } from './agent-ticket-query.js';

export const SEARCH_DEFAULT_PAGE_SIZE = 25;
export const SEARCH_MAX_PAGE_SIZE = 100;

export interface SearchCaller {
  organizationId: string;
  userId: string;
}

type TicketQuery = ReturnType<typeof agentTicketQuery>;

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `12` or `#12` also finds ticket number 12. */
export function serialNumberIn(query: string): number | undefined {
  const match = /^#?\s*(\d{1,9})$/.exec(query);
  return match ? Number(match[1]) : undefined;
}

/**
 * Tickets whose title, description or a message the caller can see (sent ones, and their own
 * drafts) contains `query`, or whose number it is. A union of id lists, so each part uses its own
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
        .where((eb) => eb.or([eb('ticket_messages.status', '=', 'sent'), eb('ticket_messages.user_id', '=', caller.userId)])),
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

function applyFilters(db: Kysely<Database>, q: TicketQuery, caller: SearchCaller, request: TicketSearchRequest): TicketQuery {
  const f = request.filters ?? {};
  if (f.statusIds?.length) q = q.where('tickets.status_id', 'in', f.statusIds);
  if (f.statusKinds?.length) q = q.where('statuses.kind', 'in', f.statusKinds);
  if (f.priorities?.length) {
    const named = f.priorities.filter((p) => p !== 'none');
    const none = f.priorities.includes('none');
    q = q.where((eb) => {
      const parts: Expression<unknown>[] = [];
      if (named.length) parts.push(eb('tickets.priority', 'in', named));
      if (none) parts.push(eb('tickets.priority', 'is', null));
      return eb.or(parts as never);
    });
  }
  if (f.categoryIds?.length) q = q.where('tickets.category_id', 'in', f.categoryIds);
  if (f.assignees?.length) {
    const userIds = [...new Set(f.assignees.filter((a) => a !== 'unassigned').map((a) => (a === 'me' ? caller.userId : a)))];
    const unassigned = f.assignees.includes('unassigned');
    q = q.where((eb) => {
      const parts: Expression<unknown>[] = [];
      if (userIds.length) parts.push(eb('tickets.assignee_id', 'in', userIds));
      if (unassigned) parts.push(eb('tickets.assignee_id', 'is', null));
      return eb.or(parts as never);
    });
  }
  if (f.customerIds?.length) q = q.where('tickets.customer_id', 'in', f.customerIds);
  if (f.userGroupIds?.length) q = q.where('tickets.user_group_id', 'in', f.userGroupIds);
  if (f.createdFrom) q = q.where('tickets.created_at', '>=', new Date(f.createdFrom));
  if (f.createdTo) q = q.where('tickets.created_at', '<=', new Date(f.createdTo));
  if (f.updatedFrom) q = q.where('tickets.updated_at', '>=', new Date(f.updatedFrom));
  if (f.updatedTo) q = q.where('tickets.updated_at', '<=', new Date(f.updatedTo));
  if (!includesMerged(request.filters)) q = q.where('tickets.merged_into_id', 'is', null);
  const text = request.query?.trim();
  if (text) q = q.where('tickets.id', 'in', textMatches(db, caller, text));
  return q;
}

/** What each sort field orders by; text case-insensitively, priority by rank, status by its position. */
const SORT_EXPRESSIONS: Record<TicketSortField, Expression<unknown>> = {
  serialNumber: sql`tickets.serial_number`,
  title: sql`lower(tickets.title)`,
  priority: sql`case tickets.priority when 'Low' then 1 when 'Medium' then 2 when 'High' then 3 when 'Critical' then 4 end`,
  status: sql`statuses.position`,
  category: sql`lower(categories.name)`,
  customer: sql`lower(customers.name)`,
  assignee: sql`lower(assignees.name)`,
  addedDate: sql`tickets.created_at`,
  updatedDate: sql`tickets.updated_at`,
  resolutionDueDate: sql`tickets.resolution_due_date`,
};

/** `POST v1/tickets/search`: one page plus the total, newest first unless asked otherwise. */
export async function searchTickets(db: Kysely<Database>, caller: SearchCaller, request: TicketSearchRequest): Promise<TicketSearchResponse> {
  const pageNumber = request.pageNumber ?? 1;
  const pageSize = Math.min(request.pageSize ?? SEARCH_DEFAULT_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE);
  const { field, order } = request.sort ?? { field: 'addedDate', order: 'desc' };
  const filtered = applyFilters(db, agentTicketQuery(db, caller.organizationId), caller, request);

  // Tickets without a value (no category, no due date, …) come last in both directions; the id
  // breaks ties so pages never overlap or skip rows.
  const rows = await filtered
    .orderBy(SORT_EXPRESSIONS[field as TicketSortField], (ob) => (order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('tickets.id', order)
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)
    .execute();
  // Unused left joins are dropped by the planner, so the count costs the filters only.
  const count = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { entities: rows.map(toAgentTicket), totalCount: Number(count.n), pageNumber, pageSize };
}
