import type { AgentTicket } from '@switchboard/shared/contracts';
import type { Kysely, QueryCreator } from 'kysely';
import type { Database } from '../../../db/index.js';
import { isoDate, isoDateOrNull } from '../../../db/search.js';
import { statusSummaryColumns, toStatusSummary, toTicketBase } from '../shared/ticket-row.js';

/**
 * Tickets with everything an agent row shows, in one query: status, category, customer,
 * assignee and group are joined by primary key (no per-row lookups).
 */
export function agentTicketQuery(db: QueryCreator<Database>, organizationId: string) {
  return db
    .selectFrom('tickets')
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .leftJoin('categories', 'categories.id', 'tickets.category_id')
    .leftJoin('customers', 'customers.id', 'tickets.customer_id')
    .leftJoin('users as assignees', 'assignees.id', 'tickets.assignee_id')
    .leftJoin('user_groups', 'user_groups.id', 'tickets.user_group_id')
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
      'tickets.merged_into_id',
      'tickets.created_at',
      'tickets.updated_at',
      ...statusSummaryColumns,
      'categories.id as category_id',
      'categories.name as category_name',
      'customers.id as customer_id',
      'customers.name as customer_name',
      'customers.email as customer_email',
      'assignees.id as assignee_id',
      'assignees.name as assignee_name',
      'assignees.email as assignee_email',
      'user_groups.name as user_group_name',
    ]);
}

export type AgentTicketRow = Awaited<ReturnType<ReturnType<typeof agentTicketQuery>['executeTakeFirstOrThrow']>>;

export function toAgentTicket(row: AgentTicketRow): AgentTicket {
  return {
    ...toTicketBase(row),
    status: toStatusSummary(row),
    category: row.category_id && row.category_name !== null ? { id: row.category_id, name: row.category_name } : null,
    fields: row.fields ?? [],
    customer: row.customer_id && row.customer_name !== null ? { id: row.customer_id, name: row.customer_name, email: row.customer_email } : null,
    assignee: row.assignee_id && row.assignee_name !== null ? { id: row.assignee_id, name: row.assignee_name, email: row.assignee_email } : null,
    userGroupId: row.user_group_id,
    userGroup: row.user_group_id && row.user_group_name !== null ? { id: row.user_group_id, name: row.user_group_name } : null,
    resolutionDueDate: isoDateOrNull(row.resolution_due_date),
    mergedIntoId: row.merged_into_id,
    addedDate: isoDate(row.created_at),
    updatedDate: isoDate(row.updated_at),
  };
}

/** One ticket of the organisation; undefined for an unknown id or another organisation's. */
export async function getAgentTicket(db: Kysely<Database>, organizationId: string, ticketId: string): Promise<AgentTicket | undefined> {
  const row = await agentTicketQuery(db, organizationId).where('tickets.id', '=', ticketId).executeTakeFirst();
  return row ? toAgentTicket(row) : undefined;
}

export async function ticketExists(db: Kysely<Database>, organizationId: string, ticketId: string): Promise<boolean> {
  const row = await db.selectFrom('tickets').select('id').where('id', '=', ticketId).where('organization_id', '=', organizationId).executeTakeFirst();
  return row !== undefined;
}
