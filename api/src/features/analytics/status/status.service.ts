import { ANALYTICS_COUNT_CAP, localizedStatusName, PRIORITIES, type Locale, type StatusDashboard, type StatusDashboardQuery, type StatusNames } from '@switchboard/shared/contracts';
import { DateTime } from 'luxon';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/index.js';
import { isoDate } from '../../../db/search.js';
import { slaConditions } from '../../tickets/tickets/search.service.js';
import { inSlice, organizationTimeZone, sliceIsEmpty, sliceKey, statusAnswers, type DivisionSlice } from '../shared/index.js';

/** Who asks, where they may look, in which language and at what time (the app's clock). */
export interface StatusCaller {
  organizationId: string;
  userId: string;
  slice: DivisionSlice;
  locale: Locale;
  now: Date;
}

/** Status kinds that count as open (a merged ticket is never open). */
const OPEN_KINDS = ['new', 'open', 'pending'] as const;

/**
 * The request's filters as one condition on a table with the ticket's dimension columns (`tickets`
 * or `analytics_open_counts`): divisions, category, and the group or the caller's groups (either,
 * like `userGroupIds` + `myGroups` in the tickets list).
 */
function figureFilters(table: string, caller: StatusCaller, query: StatusDashboardQuery): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const parts: RawBuilder<SqlBool>[] = [inSlice(`${table}.division_id`, caller.slice)];
  if (query.categoryId) parts.push(sql<SqlBool>`${column('category_id')} = ${query.categoryId}`);
  const groups: RawBuilder<SqlBool>[] = [];
  if (query.groupId) groups.push(sql<SqlBool>`${column('user_group_id')} = ${query.groupId}`);
  if (query.myGroups) groups.push(sql<SqlBool>`${column('user_group_id')} in (select group_id from user_group_members where user_id = ${caller.userId})`);
  if (groups.length > 0) parts.push(sql<SqlBool>`(${sql.join(groups, sql` or `)})`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** `grouping(status_id, priority, category_id, user_group_id, assignee_id)` of each grouping set below. */
const BY_STATUS = 0b01111;
const BY_PRIORITY = 0b10111;
const BY_CATEGORY = 0b11011;
const BY_GROUP = 0b11101;
const BY_ASSIGNEE_STATUS = 0b01110;

interface OpenCountRow {
  status_id: string | null;
  priority: string | null;
  category_id: string | null;
  user_group_id: string | null;
  assignee_id: string | null;
  g: number;
  n: number;
}

/** Open tickets per status, priority, category, group and (assignee, status), in one pass over the open counts. */
async function openCounts(db: Kysely<Database>, caller: StatusCaller, query: StatusDashboardQuery): Promise<OpenCountRow[]> {
  const { rows } = await sql<OpenCountRow>`
    select c.status_id, c.priority, c.category_id, c.user_group_id, c.assignee_id,
      grouping(c.status_id, c.priority, c.category_id, c.user_group_id, c.assignee_id)::int as g, sum(c.count)::int as n
    from analytics_open_counts c
    where c.organization_id = ${caller.organizationId} and ${figureFilters('c', caller, query)}
    group by grouping sets ((c.status_id), (c.priority), (c.category_id), (c.user_group_id), (c.assignee_id, c.status_id))
  `.execute(db);
  return rows.filter((row) => row.n !== 0);
}

/** Open, unmerged tickets of the organisation matching the filters (conditions on `tickets`). */
function openTickets(db: Kysely<Database>, caller: StatusCaller, query: StatusDashboardQuery, extra: Expression<SqlBool>[]) {
  return db
    .selectFrom('tickets')
    .where('tickets.organization_id', '=', caller.organizationId)
    .where('tickets.merged_into_id', 'is', null)
    .where(figureFilters('tickets', caller, query))
    .where((eb) => eb.and(extra));
}

/** How many rows a (capped) query yields. */
const countOf = async (db: Kysely<Database>, rows: Expression<unknown>) => (await sql<{ n: number }>`select count(*)::int as n from (${rows}) x`.execute(db)).rows[0]!.n;

/**
 * Tickets with a service-level target past due, per assignee: the tickets list's `sla: breached`
 * predicate (ticket_slas_org_next_due_idx), read up to the count cap. Beyond the cap the per-agent
 * figures are lower bounds; the tile then reads "10,000+".
 */
async function breachedByAssignee(db: Kysely<Database>, caller: StatusCaller, query: StatusDashboardQuery): Promise<Map<string | null, number>> {
  const capped = openTickets(db, caller, query, slaConditions(db, caller.organizationId, 'breached', caller.now)).select('tickets.assignee_id').limit(ANALYTICS_COUNT_CAP);
  const { rows } = await sql<{ assignee_id: string | null; n: number }>`select x.assignee_id, count(*)::int as n from (${capped}) x group by x.assignee_id`.execute(db);
  return new Map(rows.map((row) => [row.assignee_id, row.n]));
}

/** …and the ones due within the hour, not yet breached (the list's `sla: dueSoon`), capped. */
function dueSoonCount(db: Kysely<Database>, caller: StatusCaller, query: StatusDashboardQuery): Promise<number> {
  return countOf(db, openTickets(db, caller, query, slaConditions(db, caller.organizationId, 'dueSoon', caller.now)).select(sql`1`.as('one')).limit(ANALYTICS_COUNT_CAP));
}

/** Open tickets whose resolution date falls in [from, to) (tickets_org_resolution_due_idx), capped. */
function dueBetweenCount(db: Kysely<Database>, caller: StatusCaller, query: StatusDashboardQuery, from: Date, to: Date): Promise<number> {
  const open = db.selectFrom('statuses').select('statuses.id').where('statuses.organization_id', '=', caller.organizationId).where('statuses.kind', 'in', OPEN_KINDS);
  const rows = openTickets(db, caller, query, [])
    .where('tickets.resolution_due_date', '>=', from)
    .where('tickets.resolution_due_date', '<', to)
    .where('tickets.status_id', 'in', open)
    .select(sql`1`.as('one'))
    .limit(ANALYTICS_COUNT_CAP);
  return countOf(db, rows);
}

/**
 * Tickets created on the local day `day` (open or not, merged or deleted since too): the day's
 * rollup rows of the filter's dimension. Category and group together cannot be read from one
 * dimension, so that combination counts the day's tickets instead (index on creation time, capped).
 */
async function createdOn(db: Kysely<Database>, caller: StatusCaller, query: StatusDashboardQuery, day: DateTime): Promise<number> {
  const byGroup = query.groupId !== undefined || query.myGroups === true;
  if (query.categoryId && byGroup) {
    const start = day.toJSDate();
    const rows = db
      .selectFrom('tickets')
      .where('tickets.organization_id', '=', caller.organizationId)
      .where('tickets.created_at', '>=', start)
      .where('tickets.created_at', '<', day.plus({ days: 1 }).toJSDate())
      .where(figureFilters('tickets', caller, query))
      .select(sql`1`.as('one'))
      .limit(ANALYTICS_COUNT_CAP);
    return countOf(db, rows);
  }
  let dimension: 'all' | 'category' | 'group' = 'all';
  let values: string[] | null = null;
  if (query.categoryId) [dimension, values] = ['category', [query.categoryId.toLowerCase()]];
  else if (byGroup) {
    const mine = query.myGroups ? (await db.selectFrom('user_group_members').select('group_id').where('user_id', '=', caller.userId).execute()).map((row) => row.group_id) : [];
    values = [...new Set([...(query.groupId ? [query.groupId] : []), ...mine].map((id) => id.toLowerCase()))];
    dimension = 'group';
    if (values.length === 0) return 0;
  }
  const { rows } = await sql<{ n: number }>`
    select coalesce(sum(r.created), 0)::int as n from analytics_rollup r
    where r.organization_id = ${caller.organizationId} and r.grain = 'day' and r.dimension = ${dimension}
      and ${values === null ? sql`r.dimension_value is null` : sql`r.dimension_value in (${sql.join(values)})`}
      and r.bucket = ${day.toFormat('yyyy-MM-dd 00:00:00')}::timestamp and ${inSlice('r.division_id', caller.slice)}
  `.execute(db);
  return rows[0]!.n;
}

/**
 * The creation time of each agent's oldest open ticket: for every (agent, open status) pair one probe
 * of tickets_org_assignee_status_created_idx (a LATERAL subquery), the minimum per agent.
 */
async function oldestOpenByAgent(db: Kysely<Database>, caller: StatusCaller, query: StatusDashboardQuery, pairs: { assigneeId: string; statusId: string }[]): Promise<Map<string, Date>> {
  if (pairs.length === 0) return new Map();
  const values = sql.join(pairs.map((p) => sql`(${p.assigneeId}::uuid, ${p.statusId}::uuid)`));
  const { rows } = await sql<{ assignee_id: string; oldest: Date }>`
    select p.assignee_id, min(o.created_at) as oldest
    from (values ${values}) as p(assignee_id, status_id)
    cross join lateral (
      select tickets.created_at from tickets
      where tickets.organization_id = ${caller.organizationId} and tickets.assignee_id = p.assignee_id and tickets.status_id = p.status_id
        and tickets.merged_into_id is null and ${figureFilters('tickets', caller, query)}
      order by tickets.created_at limit 1
    ) o
    group by p.assignee_id
  `.execute(db);
  return new Map(rows.map((row) => [row.assignee_id, new Date(row.oldest)]));
}

/** Names of what the counts refer to: statuses (all of the organisation's, few), categories, groups, agents. */
async function namesFor(db: Kysely<Database>, organizationId: string, ids: { categories: string[]; groups: string[]; users: string[] }) {
  const [statuses, categories, groups, users] = await Promise.all([
    db.selectFrom('statuses').select(['id', 'name', 'names', 'color', 'kind', 'position']).where('organization_id', '=', organizationId).orderBy('position').execute(),
    ids.categories.length ? db.selectFrom('categories').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', 'in', ids.categories).execute() : [],
    ids.groups.length ? db.selectFrom('user_groups').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', 'in', ids.groups).execute() : [],
    ids.users.length ? db.selectFrom('users').select(['id', 'name', 'status']).where('organization_id', '=', organizationId).where('id', 'in', ids.users).execute() : [],
  ]);
  return {
    statuses,
    category: new Map(categories.map((row) => [row.id, row.name])),
    group: new Map(groups.map((row) => [row.id, row.name])),
    user: new Map(users.map((row) => [row.id, row])),
  };
}

const byCountThenName = <T extends { count: number; name: string | null }>(a: T, b: T) => b.count - a.count || (a.name ?? '').localeCompare(b.name ?? '');
const PRIORITY_ORDER = [...PRIORITIES].reverse();
const priorityRank = (priority: string | null) => (priority === null ? PRIORITY_ORDER.length : PRIORITY_ORDER.indexOf(priority as (typeof PRIORITY_ORDER)[number]));

const EMPTY_DASHBOARD_SLICE = { open: [] as OpenCountRow[], breached: new Map<string | null, number>(), dueSoon: 0, dueToday: 0, newToday: 0 };

/**
 * `GET v1/analytics/status`: what is open right now, read from the open counts the fold keeps
 * (never a scan of `tickets`), plus the time-bound tiles (breached, due soon, due today) counted on
 * their indexes up to the cap, and today's new tickets from the day's rollup rows. Every figure
 * honours the same filters and the caller's divisions.
 *
 * `byStatus` lists every open-kind status in its order (zeros too, so the chart keeps its shape);
 * the other breakdowns list what has open tickets, most first (priorities: Critical first, none last).
 */
export function statusDashboard(db: Kysely<Database>, caller: StatusCaller, query: StatusDashboardQuery): Promise<StatusDashboard> {
  // "My groups" depends on who asks; the rest only on where they may look.
  const key = [caller.organizationId, sliceKey(caller.slice), caller.locale, query.categoryId ?? '', query.groupId ?? '', query.myGroups ? caller.userId : ''].join('|');
  return statusAnswers.remember(key, Date.now(), () => statusFigures(db, caller, query));
}

async function statusFigures(db: Kysely<Database>, caller: StatusCaller, query: StatusDashboardQuery): Promise<StatusDashboard> {
  const timeZone = await organizationTimeZone(db, caller.organizationId);
  const today = DateTime.fromJSDate(caller.now, { zone: timeZone }).startOf('day');
  const figures = sliceIsEmpty(caller.slice)
    ? EMPTY_DASHBOARD_SLICE
    : await (async () => {
        const [open, breached, dueSoon, dueToday, newToday] = await Promise.all([
          openCounts(db, caller, query),
          breachedByAssignee(db, caller, query),
          dueSoonCount(db, caller, query),
          dueBetweenCount(db, caller, query, today.toJSDate(), today.plus({ days: 1 }).toJSDate()),
          createdOn(db, caller, query, today),
        ]);
        return { open, breached, dueSoon, dueToday, newToday };
      })();

  const set = (g: number) => figures.open.filter((row) => row.g === g);
  const assigned = set(BY_ASSIGNEE_STATUS);
  const perAgent = new Map<string | null, number>();
  for (const row of assigned) perAgent.set(row.assignee_id, (perAgent.get(row.assignee_id) ?? 0) + row.n);
  const agentIds = [...perAgent.keys()].filter((id): id is string => id !== null);
  const pairs = assigned.filter((row) => row.assignee_id !== null).map((row) => ({ assigneeId: row.assignee_id!, statusId: row.status_id! }));
  const [names, oldest] = await Promise.all([
    namesFor(db, caller.organizationId, {
      categories: set(BY_CATEGORY).flatMap((row) => (row.category_id ? [row.category_id] : [])),
      groups: set(BY_GROUP).flatMap((row) => (row.user_group_id ? [row.user_group_id] : [])),
      users: agentIds,
    }),
    oldestOpenByAgent(db, caller, query, pairs),
  ]);

  const perStatus = new Map(set(BY_STATUS).map((row) => [row.status_id, row.n]));
  const kindOf = new Map(names.statuses.map((status) => [status.id, status.kind]));
  const openOfKind = (kind: string) => set(BY_STATUS).reduce((sum, row) => sum + (kindOf.get(row.status_id!) === kind ? row.n : 0), 0);
  const breachedTotal = [...figures.breached.values()].reduce((sum, n) => sum + n, 0);

  return {
    generatedAt: caller.now.toISOString(),
    timeZone,
    today: today.toISODate()!,
    tiles: {
      open: set(BY_STATUS).reduce((sum, row) => sum + row.n, 0),
      openNew: openOfKind('new'),
      openOpen: openOfKind('open'),
      waitingOnCustomer: openOfKind('pending'),
      unassigned: perAgent.get(null) ?? 0,
      dueToday: figures.dueToday,
      breached: Math.min(breachedTotal, ANALYTICS_COUNT_CAP),
      dueSoon: figures.dueSoon,
      newToday: figures.newToday,
    },
    byStatus: names.statuses
      .filter((status) => (OPEN_KINDS as readonly string[]).includes(status.kind))
      .map((status) => ({ statusId: status.id, name: localizedStatusName({ name: status.name, names: status.names as StatusNames }, caller.locale), color: status.color, kind: status.kind, count: perStatus.get(status.id) ?? 0 })),
    byPriority: set(BY_PRIORITY)
      .map((row) => ({ priority: row.priority, count: row.n }))
      .sort((a, b) => priorityRank(a.priority) - priorityRank(b.priority)),
    byCategory: set(BY_CATEGORY)
      .map((row) => ({ categoryId: row.category_id, name: row.category_id ? (names.category.get(row.category_id) ?? null) : null, count: row.n }))
      .sort(byCountThenName),
    byGroup: set(BY_GROUP)
      .map((row) => ({ groupId: row.user_group_id, name: row.user_group_id ? (names.group.get(row.user_group_id) ?? null) : null, count: row.n }))
      .sort(byCountThenName),
    agents: agentIds
      .map((id) => {
        const user = names.user.get(id);
        const since = oldest.get(id);
        return {
          userId: id,
          name: user?.name ?? '',
          removed: !user || user.status === 'removed',
          openAssigned: perAgent.get(id) ?? 0,
          breached: figures.breached.get(id) ?? 0,
          oldestOpenSince: since ? isoDate(since) : null,
        };
      })
      .sort((a, b) => b.openAssigned - a.openAssigned || a.name.localeCompare(b.name)),
  };
}
