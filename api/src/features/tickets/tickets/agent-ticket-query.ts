import type { AgentTicket, Locale, TicketSla } from '@switchboard/shared/contracts';
import type { AliasedSelectQueryBuilder, Kysely, QueryCreator, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/index.js';
import { isoDate, isoDateOrNull } from '../../../db/search.js';
import { selectInWrittenJoinOrder } from '../../../db/written-join-order.js';
import { notFound } from '../../../plugins/errors.js';
import { slaBadges } from '../../service-levels/engine/index.js';
import { statusSummaryColumns, toStatusSummary, toTicketBase } from '../shared/ticket-row.js';
import { ensureTicketAccess, type ScopeCaller } from '../shared/division-scope.js';
import { localizedSampleCategoryName } from '../categories/sample-categories.js';
import { organizationFacts, type HomeDivision, type OrganizationFacts } from './organization-facts.js';

export type { HomeDivision } from './organization-facts.js';

/**
 * Tickets with everything an agent row shows, in one query: status, category, customer,
 * assignee, group and division are joined by primary key (no per-row lookups). Run it with
 * `selectInWrittenJoinOrder`: the written order is the best one, and weighing the others costs
 * PostgreSQL more than running it.
 */
export function agentTicketQuery(db: QueryCreator<Database>, organizationId: string) {
  return withAgentColumns(db.selectFrom('tickets'), organizationId);
}

/**
 * The agent rows of one page of ticket ids (`page`, with at least an `id` column; its other columns
 * are read with `sql.ref('page.…')`). The page comes first in FROM on purpose: read from the page
 * outwards, each lookup is a primary-key probe per row, and a page joined last once made PostgreSQL
 * join every ticket of the organisation to its lookups before keeping the page's 25. Run it with
 * `selectInWrittenJoinOrder`, so that order is kept without the planner weighing the others.
 */
export function agentTicketPageQuery(db: QueryCreator<Database>, organizationId: string, page: AliasedSelectQueryBuilder<{ id: string }, 'page'>) {
  // The page's own columns are not in the row type; callers reach them through `sql.ref`.
  const fromPage = db.selectFrom(page).innerJoin('tickets', 'tickets.id', 'page.id') as unknown as SelectQueryBuilder<Database, 'tickets', object>;
  return withAgentColumns(fromPage, organizationId);
}

function withAgentColumns(query: SelectQueryBuilder<Database, 'tickets', object>, organizationId: string) {
  return query
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .leftJoin('categories', 'categories.id', 'tickets.category_id')
    .leftJoin('customers', 'customers.id', 'tickets.customer_id')
    .leftJoin('users as assignees', 'assignees.id', 'tickets.assignee_id')
    .leftJoin('user_groups', 'user_groups.id', 'tickets.user_group_id')
    .leftJoin('divisions', 'divisions.id', 'tickets.division_id')
    .leftJoin('ticket_slas', 'ticket_slas.ticket_id', 'tickets.id')
    .where('tickets.organization_id', '=', organizationId)
    .select([
      'tickets.id',
      'tickets.serial_number',
      'tickets.title',
      'tickets.description',
      'tickets.priority',
      'tickets.fields',
      'tickets.user_group_id',
      'tickets.resolution_due_date',
      'tickets.resolution_due_overridden',
      'tickets.merged_into_id',
      'tickets.created_at',
      'tickets.updated_at',
      ...statusSummaryColumns,
      'categories.id as category_id',
      'categories.name as category_name',
      'categories.sample_key as category_sample_key',
      'customers.id as customer_id',
      'customers.name as customer_name',
      'customers.email as customer_email',
      'assignees.id as assignee_id',
      'assignees.name as assignee_name',
      'assignees.email as assignee_email',
      'assignees.status as assignee_status',
      'user_groups.name as user_group_name',
      'tickets.division_id',
      'divisions.name as division_name',
      'ticket_slas.policy_id as sla_policy_id',
      'ticket_slas.paused_at as sla_paused_at',
      'ticket_slas.first_response_due_at as sla_first_response_due_at',
      'ticket_slas.next_response_due_at as sla_next_response_due_at',
      'ticket_slas.resolution_due_at as sla_resolution_due_at',
      'ticket_slas.resolved_at as sla_resolved_at',
    ]);
}

export type AgentTicketRow = Awaited<ReturnType<ReturnType<typeof agentTicketQuery>['executeTakeFirstOrThrow']>>;

/**
 * A row as agents see it; a ticket without a division shows the Home division (read once per
 * response), the status named in `locale` when it has a translation, and its service-level badge
 * (`slaBadges`, computed for the whole page at once).
 */
export function toAgentTicket(row: AgentTicketRow, home: HomeDivision, locale?: Locale, sla: TicketSla | null = null): AgentTicket {
  return {
    ...toTicketBase(row),
    status: toStatusSummary(row, locale),
    category: row.category_id && row.category_name !== null ? { id: row.category_id, name: localizedSampleCategoryName(row.category_name, row.category_sample_key, locale) } : null,
    fields: row.fields ?? [],
    customer: row.customer_id && row.customer_name !== null ? { id: row.customer_id, name: row.customer_name, email: row.customer_email } : null,
    // A closed ticket keeps a removed assignee: marked as a former user.
    assignee:
      row.assignee_id && row.assignee_name !== null
        ? { id: row.assignee_id, name: row.assignee_name, email: row.assignee_email, ...(row.assignee_status === 'removed' ? { former: true } : {}) }
        : null,
    userGroupId: row.user_group_id,
    userGroup: row.user_group_id && row.user_group_name !== null ? { id: row.user_group_id, name: row.user_group_name } : null,
    resolutionDueDate: isoDateOrNull(row.resolution_due_date),
    resolutionDueOverridden: row.resolution_due_overridden,
    sla,
    division: row.division_id && row.division_name !== null ? { id: row.division_id, name: row.division_name } : { id: home.id, name: home.name },
    mergedIntoId: row.merged_into_id,
    addedDate: isoDate(row.created_at),
    updatedDate: isoDate(row.updated_at),
  };
}

/**
 * One ticket of the organisation; undefined for an unknown id or another organisation's. `facts` are
 * read through `db` unless the caller brings remembered ones.
 */
export async function getAgentTicket(
  db: Kysely<Database>,
  organizationId: string,
  ticketId: string,
  locale?: Locale,
  now = new Date(),
  facts: OrganizationFacts = organizationFacts(db, organizationId),
): Promise<AgentTicket | undefined> {
  const [row] = await selectInWrittenJoinOrder(db, agentTicketQuery(db, organizationId).where('tickets.id', '=', ticketId));
  if (!row) return undefined;
  const [badges, home] = await Promise.all([slaBadges(facts.policies, [row], now), facts.home()]);
  return toAgentTicket(row, home, locale, badges.get(row.id) ?? null);
}

/**
 * The ticket's organisation check and division rule in one read, for by-id routes: 404 for an
 * unknown id, another organisation's or one the caller cannot see; 403 when they see it but lack
 * `permission` in its division (see `ensureTicketAccess`).
 */
export async function ticketDivisionFor(db: Kysely<Database>, caller: ScopeCaller, ticketId: string, permission: string): Promise<{ id: string; division_id: string | null }> {
  const row = await db.selectFrom('tickets').select(['id', 'division_id']).where('id', '=', ticketId).where('organization_id', '=', caller.organizationId).executeTakeFirst();
  if (!row) throw notFound();
  await ensureTicketAccess(db, caller, row.division_id, permission);
  return row;
}
