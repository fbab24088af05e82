import { isFinishedKind, type Locale, type TicketSearchRequest, type TicketSearchResponse, type TicketSlaFilter, type TicketSortField } from '@switchboard/shared/contracts';
import { expressionBuilder, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/index.js';
import { likePattern, pageOf, rowCount, sortDirection } from '../../../db/search.js';
import { selectInWrittenJoinOrder } from '../../../db/written-join-order.js';
import { AppError } from '../../../plugins/errors.js';
import { slaBadges } from '../../service-levels/engine/index.js';
import { ticketsInDivisions, ticketsInScope, type DivisionScope } from '../shared/index.js';
import { agentTicketPageQuery, toAgentTicket, type HomeDivision } from './agent-ticket-query.js';
import { organizationFacts, type OrganizationFacts } from './organization-facts.js';

export const SEARCH_DEFAULT_PAGE_SIZE = 25;
export const SEARCH_MAX_PAGE_SIZE = 100;

export interface SearchCaller {
  organizationId: string;
  userId: string;
  /** The caller's permissions: free text reaches message bodies only with `tickets:messages:view`. */
  permissions?: readonly string[];
  /** Where the caller holds `tickets:tickets:view`: the search never leaves these divisions. */
  scope: DivisionScope;
  /** The language status names are shown in; their default names without it. */
  locale?: Locale;
  /** The time service-level filters and badges are computed at (the app's clock). */
  now?: Date;
  /** The Home division and service-level policies, when the caller remembers them; read afresh otherwise. */
  facts?: OrganizationFacts;
}

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

/** A number as typed ("129.90", "0,5", "-3.0") as field values store it ("129.9", "0.5", "-3"); undefined for other text. */
export function canonicalNumber(query: string): string | undefined {
  const match = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(query);
  if (!match || (!match[2] && !match[3])) return undefined;
  const whole = match[2]!.replace(/^0+(?=\d)/, '') || '0';
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const sign = match[1] === '-' && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A calendar date typed the way the agent's language writes it, as field values store it
 * (YYYY-MM-DD): 14.3.2026 and 14-03-2026 are day first, 2026/3/14 year first, and 14/03/2026 day
 * first except in US English (3/14/2026). Undefined for anything else, or a day that does not exist.
 */
export function isoDateIn(query: string, locale?: Locale): string | undefined {
  let parts: [string, string, string] | undefined;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(query))) parts = [match[1]!, match[2]!, match[3]!];
  else if ((match = /^(\d{1,2})[.-](\d{1,2})[.-](\d{4})$/.exec(query))) parts = [match[3]!, match[2]!, match[1]!];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(query))) parts = locale === 'en-us' ? [match[3]!, match[1]!, match[2]!] : [match[3]!, match[2]!, match[1]!];
  if (!parts) return undefined;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The digits of a query that looks like a phone number (digits, spaces, + - . / and brackets; five digits at least). */
export function phoneDigitsIn(query: string): string | undefined {
  if (!/^[+\d\s().\-/]+$/.test(query)) return undefined;
  const digits = query.replace(/\D/g, '');
  return digits.length >= 5 ? digits : undefined;
}

/**
 * The ways a ticket can match the free-text `query`, each its own branch of a UNION so each uses its
 * own index instead of one scan with ORs across tables:
 * - its title or description, on its search document (one bitmap scan of their two-column trigram GIN
 *   index, migration 0036). Documents are written a moment after the ticket changes; until then the
 *   ticket is in `ticket_search_pending`, and such tickets (a handful) are matched on `tickets` itself
 *   while their older documents are skipped, so the search never shows a stale or missing match;
 * - its customer: name or email, and the phone number's digits when the query looks like one and the
 *   caller may see customers (`tickets:customers:view`; the list shows name and email, not the phone).
 *   The matching customers are looked up on their trigram indexes (migration 0030), their tickets
 *   through tickets_customer_idx;
 * - a category field value stored on it (`ticket_fields_search_text`, migration 0030): any part of a
 *   text, email, date or date-time value or of a chosen option's value or label; a typed number also
 *   matches a number field of the same value however it was written (129.90 finds 129.9); a typed
 *   date in the agent's way of writing it also matches the stored YYYY-MM-DD. Yes/no values are not
 *   searched;
 * - a message agents can see (sent ones and the team's drafts, never a customer's draft; the message
 *   trigram index; only for callers holding `tickets:messages:view`, else the search would reveal what
 *   the messages say);
 * - its number.
 */
function textBranches(db: Kysely<Database>, caller: SearchCaller, query: string): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, 'tickets'>();
  const pattern = likePattern(query);
  const serial = serialNumberIn(query);
  const branches: Expression<SqlBool>[] = [
    sql<SqlBool>`tickets.id in (
      select d.ticket_id from ticket_search_documents d
      where d.organization_id = ${caller.organizationId} and (d.title ilike ${pattern} or d.description ilike ${pattern})
        and not exists (select 1 from ticket_search_pending p where p.ticket_id = d.ticket_id)
    )`,
    sql<SqlBool>`(tickets.id in (select p.ticket_id from ticket_search_pending p) and ${eb.or([eb('tickets.title', 'ilike', pattern), eb('tickets.description', 'ilike', pattern)])})`,
  ];

  const phoneDigits = caller.permissions?.includes('tickets:customers:view') ? phoneDigitsIn(query) : undefined;
  branches.push(
    eb(
      'tickets.customer_id',
      'in',
      db
        .selectFrom('customers as matched')
        .select('matched.id')
        .where('matched.organization_id', '=', caller.organizationId)
        .where((c) =>
          c.or([
            c('matched.name', 'ilike', pattern),
            c('matched.email', 'ilike', pattern),
            // The same expression as customers_phone_digits_trgm_idx, so the index serves it.
            ...(phoneDigits ? [sql<SqlBool>`regexp_replace(matched.phone, '[^0-9]+', '', 'g') like ${likePattern(phoneDigits)}`] : []),
          ]),
        ),
    ),
  );

  // A number on a line of its own is a whole field value (the function puts one value per line).
  const number = canonicalNumber(query);
  const date = isoDateIn(query, caller.locale);
  const fieldPatterns = [pattern, ...(number !== undefined && number !== query ? [likePattern(`\n${number}\n`)] : []), ...(date && date !== query ? [likePattern(date)] : [])];
  // `fields <> '[]'` is the predicate of the partial index tickets_fields_trgm_idx, written as it is there.
  branches.push(sql<SqlBool>`(tickets.fields <> '[]'::jsonb and (${sql.join(
    fieldPatterns.map((p) => sql`ticket_fields_search_text(tickets.fields) ilike ${p}`),
    sql` or `,
  )}))`);

  if (caller.permissions?.includes('tickets:messages:view')) {
    branches.push(
      eb(
        'tickets.id',
        'in',
        db
          .selectFrom('ticket_messages')
          .select('ticket_messages.ticket_id')
          .where('ticket_messages.organization_id', '=', caller.organizationId)
          .where('ticket_messages.body_html', 'ilike', pattern)
          .where((m) => m.or([m('ticket_messages.status', '=', 'sent'), m('ticket_messages.sent_by', '=', 'agent')])),
      ),
    );
  }
  if (serial !== undefined) branches.push(eb('tickets.serial_number', '=', serial));
  return branches;
}

/**
 * Merged tickets (merged_into_id set) live on in the ticket they were merged into, so lists leave
 * them out, unless the request filters on statuses explicitly: finished kinds (resolved, closed) or chosen status ids
 * then show them too (a merged ticket is normally closed).
 */
function includesMerged(filters: TicketSearchRequest['filters']): boolean {
  return Boolean(filters?.statusKinds?.some(isFinishedKind) || (filters?.statusIds && filters.statusIds.length > 0));
}

/**
 * The request's filters as conditions on `tickets` alone (status kinds through a status-id
 * subquery), so the page query and the count share them and the count needs no join. The free
 * text is not among them: see `textBranches`.
 */
function ticketConditions(db: Kysely<Database>, caller: SearchCaller, request: TicketSearchRequest, home: HomeDivision): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, 'tickets'>();
  const f = request.filters ?? {};
  const conditions: Expression<SqlBool>[] = [eb('tickets.organization_id', '=', caller.organizationId), ticketsInScope(caller.scope)(eb)];
  if (f.divisionIds?.length) conditions.push(ticketsInDivisions(f.divisionIds, home.id)(eb));
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
  if (f.userGroupIds?.length || f.myGroups) {
    // Either of the chosen groups or one the caller belongs to (like `me` among assignees); the
    // caller's groups come from user_group_members_user_idx, tickets_org_group_idx serves each group.
    const either: Expression<SqlBool>[] = [];
    if (f.userGroupIds?.length) either.push(eb('tickets.user_group_id', 'in', f.userGroupIds));
    if (f.myGroups) either.push(eb('tickets.user_group_id', 'in', db.selectFrom('user_group_members').select('user_group_members.group_id').where('user_group_members.user_id', '=', caller.userId)));
    conditions.push(eb.or(either));
  }
  if (f.createdFrom) conditions.push(eb('tickets.created_at', '>=', instant(f.createdFrom, '/filters/createdFrom')));
  if (f.createdTo) conditions.push(eb('tickets.created_at', '<=', instant(f.createdTo, '/filters/createdTo')));
  if (f.updatedFrom) conditions.push(eb('tickets.updated_at', '>=', instant(f.updatedFrom, '/filters/updatedFrom')));
  if (f.updatedTo) conditions.push(eb('tickets.updated_at', '<=', instant(f.updatedTo, '/filters/updatedTo')));
  // The resolution date range (tickets_org_resolution_due_idx); tickets without one never match.
  if (f.dueFrom) conditions.push(eb('tickets.resolution_due_date', '>=', instant(f.dueFrom, '/filters/dueFrom')));
  if (f.dueTo) conditions.push(eb('tickets.resolution_due_date', '<=', instant(f.dueTo, '/filters/dueTo')));
  if (!includesMerged(request.filters)) conditions.push(eb('tickets.merged_into_id', 'is', null));
  return conditions;
}

/** One hour: "due soon" means a pending service-level target falls due within it. */
const SLA_DUE_SOON_MS = 60 * 60 * 1000;

/**
 * The service-level filter as a condition on `tickets`: a pending target past due (`breached`) or due
 * within the hour (`dueSoon`), read on ticket_slas_org_next_due_idx.
 */
export function slaConditions(db: Kysely<Database>, organizationId: string, filter: TicketSlaFilter | undefined, now: Date): Expression<SqlBool>[] {
  if (!filter) return [];
  let due = db.selectFrom('ticket_slas').select('ticket_slas.ticket_id').where('ticket_slas.organization_id', '=', organizationId);
  due = filter === 'breached' ? due.where('ticket_slas.next_due_at', '<=', now) : due.where('ticket_slas.next_due_at', '>', now).where('ticket_slas.next_due_at', '<=', new Date(now.getTime() + SLA_DUE_SOON_MS));
  return [sql<SqlBool>`tickets.id in (${due})`];
}

/**
 * What each sort field orders by: text case-insensitively, priority by rank, status by position.
 * `nullable` ones put tickets without a value last in both directions; the others keep the plain
 * order so the (organization_id, created_at desc) and similar indexes serve the page directly.
 */
type SortLookup = 'statuses' | 'categories' | 'customers' | 'assignees' | 'ticket_slas';
const SORTS: Record<TicketSortField, { by: RawBuilder<unknown>; nullable: boolean; lookup?: SortLookup }> = {
  serialNumber: { by: sql`tickets.serial_number`, nullable: false },
  title: { by: sql`lower(tickets.title)`, nullable: false },
  priority: { by: sql`case tickets.priority when 'Low' then 1 when 'Medium' then 2 when 'High' then 3 when 'Critical' then 4 end`, nullable: true },
  status: { by: sql`statuses.position`, nullable: false, lookup: 'statuses' },
  category: { by: sql`lower(categories.name)`, nullable: true, lookup: 'categories' },
  customer: { by: sql`lower(customers.name)`, nullable: true, lookup: 'customers' },
  assignee: { by: sql`lower(assignees.name)`, nullable: true, lookup: 'assignees' },
  addedDate: { by: sql`tickets.created_at`, nullable: false },
  updatedDate: { by: sql`tickets.updated_at`, nullable: false },
  resolutionDueDate: { by: sql`tickets.resolution_due_date`, nullable: true },
  // The pending service-level target due first (ticket_slas_org_next_due_idx); none: last.
  slaDue: { by: sql`ticket_slas.next_due_at`, nullable: true, lookup: 'ticket_slas' },
};

/**
 * Totals are counted up to this many; beyond it the answer is `totalCount` 10,000 with
 * `totalCountCapped` (the list shows "10,000+"). An exact count of a big organisation's whole
 * list reads every row (a 45 ms sequential scan at 100k tickets, on every page load); nobody
 * pages through 400 pages, they filter.
 */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * "More than the cap" answers, briefly remembered per organisation and filter set (the SQL of the
 * count): the busiest list (everything, or all open tickets) is the one every agent loads, and a
 * capped total stays true until the matches drop below the cap, so a few seconds' reuse shows
 * nothing stale in practice. Exact (smaller) totals are always counted afresh.
 */
const CAPPED_TTL_MS = 15_000;
const CAPPED_MAX_ENTRIES = 1000;
const cappedTotals = new Map<string, number>();

function cappedRecently(key: string): boolean {
  const until = cappedTotals.get(key);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  cappedTotals.delete(key);
  return false;
}

function rememberCapped(key: string): void {
  if (cappedTotals.size >= CAPPED_MAX_ENTRIES) cappedTotals.delete(cappedTotals.keys().next().value as string);
  cappedTotals.set(key, Date.now() + CAPPED_TTL_MS);
}

/**
 * `POST v1/tickets/search`: one page plus the total, newest first unless asked otherwise, in one
 * statement. The page's ids are found on `tickets` alone (index order for the default sort), then
 * only those rows are joined to status, category, customer and assignee. With free text the match
 * set is a UNION of id lists (`textBranches`) computed once for both the page and its count.
 */
export async function searchTickets(db: Kysely<Database>, caller: SearchCaller, request: TicketSearchRequest): Promise<TicketSearchResponse> {
  const { pageNumber, pageSize, offset } = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE, maxSize: SEARCH_MAX_PAGE_SIZE });
  const { field, order } = request.sort ?? { field: 'addedDate', order: 'desc' };
  const facts = caller.facts ?? organizationFacts(db, caller.organizationId);
  const home = await facts.home();
  const now = caller.now ?? new Date();
  const conditions = [...ticketConditions(db, caller, request, home), ...slaConditions(db, caller.organizationId, request.filters?.sla, now)];
  const withBadges = async (rows: Parameters<typeof toAgentTicket>[0][]) => {
    const badges = await slaBadges(facts.policies, rows, now);
    return rows.map((row) => toAgentTicket(row, home, caller.locale, badges.get(row.id) ?? null));
  };
  const sort = SORTS[field as TicketSortField];
  const text = request.query?.trim();

  // Only the lookup the sort key reads is joined (a left join on its primary key): a text search
  // plans each UNION branch on its own, and planning a join PostgreSQL then drops still costs time.
  const keysWhere = (where: Expression<SqlBool>[]) => {
    const from = db.selectFrom('tickets');
    const joined = (() => {
      switch (sort.lookup) {
        case 'statuses':
          return from.leftJoin('statuses', 'statuses.id', 'tickets.status_id');
        case 'categories':
          return from.leftJoin('categories', 'categories.id', 'tickets.category_id');
        case 'customers':
          return from.leftJoin('customers', 'customers.id', 'tickets.customer_id');
        case 'assignees':
          return from.leftJoin('users as assignees', 'assignees.id', 'tickets.assignee_id');
        case 'ticket_slas':
          return from.leftJoin('ticket_slas', 'ticket_slas.ticket_id', 'tickets.id');
        default:
          return from;
      }
    })() as typeof from;
    return joined.where((eb) => eb.and(where)).select(['tickets.id', sort.by.as('sort_key')]);
  };
  // The id breaks ties so pages never overlap or skip rows.
  const dir = sortDirection(order, 'desc');
  const byKey = (key: RawBuilder<unknown>) => sql`${key} ${dir}${sql.raw(sort.nullable ? ' nulls last' : '')}`;

  if (text) {
    const [first, ...rest] = textBranches(db, caller, text).map((branch) => keysWhere([...conditions, branch]));
    const keys = rest.reduce((union, branch) => union.union(branch), first!);
    // The window counts every match of the union before the page is cut from it.
    const page = db
      .selectFrom(keys.as('keys'))
      .select(['keys.id', 'keys.sort_key', sql<string>`count(*) over ()`.as('total')])
      .orderBy(byKey(sql.ref('keys.sort_key')))
      .orderBy(sql`keys.id ${dir}`)
      .limit(pageSize)
      .offset(offset);
    const rows = await selectInWrittenJoinOrder(
      db,
      agentTicketPageQuery(db, caller.organizationId, page.as('page'))
        .select(sql<string>`page.total`.as('total'))
        .orderBy(byKey(sql.ref('page.sort_key')))
        .orderBy(sql`page.id ${dir}`),
    );
    // Past the last page no row carries the total.
    const total = rows[0] ? Number(rows[0].total) : offset === 0 ? 0 : Number((await db.selectFrom(keys.as('keys')).select(rowCount).executeTakeFirstOrThrow()).n);
    return { entities: await withBadges(rows), totalCount: total, totalCountCapped: false, pageNumber, pageSize };
  }

  const page = keysWhere(conditions).orderBy(byKey(sort.by)).orderBy(sql`tickets.id ${dir}`).limit(pageSize).offset(offset);
  const capped = db.selectFrom('tickets').select(sql`1`.as('one')).where((eb) => eb.and(conditions)).limit(SEARCH_COUNT_CAP + 1);
  const compiled = capped.compile();
  const countKey = `${caller.organizationId}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const knownCapped = cappedRecently(countKey);
  const countCapped = () => db.selectFrom(capped.as('capped')).select(rowCount);
  const rows = await selectInWrittenJoinOrder(
    db,
    agentTicketPageQuery(db, caller.organizationId, page.as('page'))
      // An uncorrelated subquery: PostgreSQL runs it once for the statement, not per row.
      .select(knownCapped ? sql<string>`${SEARCH_COUNT_CAP + 1}`.as('total') : countCapped().as('total'))
      .orderBy(byKey(sql.ref('page.sort_key')))
      .orderBy(sql`page.id ${dir}`),
  );
  const counted = rows[0] ? Number(rows[0].total) : offset === 0 ? 0 : knownCapped ? SEARCH_COUNT_CAP + 1 : Number((await countCapped().executeTakeFirstOrThrow()).n);
  const isCapped = counted > SEARCH_COUNT_CAP;
  if (isCapped && !knownCapped) rememberCapped(countKey);
  return { entities: await withBadges(rows), totalCount: isCapped ? SEARCH_COUNT_CAP : counted, totalCountCapped: isCapped, pageNumber, pageSize };
}
