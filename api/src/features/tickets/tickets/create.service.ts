import { EMAIL_PATTERN, type AgentTicket, type CreateAgentTicketRequest, type Locale, type ValidationIssue } from '@switchboard/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { prepared } from '../../../db/prepared.js';
import { AppError } from '../../../plugins/errors.js';
import { planNewTicketSla } from '../../service-levels/engine/index.js';
import { createTicketStatement, divisionScope, scopeCovers, validateComplaint } from '../shared/index.js';
import { getAgentTicket } from './agent-ticket-query.js';
import { findActiveAgent, findCategory, findDivision, findStatus, findUserGroup } from './lookups.service.js';

export interface AgentActor {
  organizationId: string;
  userId: string;
  name: string;
  /** The agent's permissions: creating a customer with a ticket needs `tickets:customers:add`. */
  permissions: readonly string[];
  /** Set for an OAuth client: it holds its permissions in every division. */
  clientId?: string;
  /** The caller's language: a sample category's field names and labels are stored with the ticket in it. */
  locale?: Locale;
}

/**
 * The ticket's customer: the given id (same organisation), or the one with that email, or a new one
 * (only for an agent who may add customers: 403 otherwise).
 */
async function resolveCustomer(trx: Kysely<Database>, actor: AgentActor, body: CreateAgentTicketRequest, details: ValidationIssue[]): Promise<string | undefined> {
  const { organizationId } = actor;
  if (body.customerId && body.customer) {
    details.push({ field: '/customer', message: 'give either customerId or customer, not both' });
    return undefined;
  }
  if (body.customerId) {
    const row = await trx.selectFrom('customers').select('id').where('organization_id', '=', organizationId).where('id', '=', body.customerId).executeTakeFirst();
    if (!row) details.push({ field: '/customerId', message: 'is not a customer of this organisation' });
    return row?.id;
  }
  if (!body.customer) {
    details.push({ field: '/customerId', message: 'customerId or customer is required' });
    return undefined;
  }
  const name = body.customer.name.trim();
  const email = body.customer.email.trim();
  if (!name) details.push({ field: '/customer/name', message: 'is required' });
  if (!EMAIL_PATTERN.test(email)) details.push({ field: '/customer/email', message: 'must be an email address' });
  if (details.length > 0) return undefined;
  const existing = await trx
    .selectFrom('customers')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (existing) return existing.id;
  if (!actor.permissions?.includes('tickets:customers:add')) {
    throw new AppError(403, 'FORBIDDEN', [{ field: '/customer', message: 'creating a new customer needs the tickets:customers:add permission' }]);
  }
  // Unverified and without a password (as customer administration creates them): registering or a
  // reset link later gives the customer the account.
  const inserted = await trx
    .insertInto('customers')
    .values({ organization_id: organizationId, name, email, phone: body.customer.phone?.trim() ?? '', password_hash: null })
    .onConflict((oc) => oc.expression(sql`organization_id, lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  // Created by someone else meanwhile.
  const raced = await trx.selectFrom('customers').select('id').where('organization_id', '=', organizationId).where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirstOrThrow();
  return raced.id;
}

/** `POST v1/tickets`: validates everything first (one 400 listing every problem), then inserts inside `trx`. */
export async function createAgentTicket(trx: Kysely<Database>, actor: AgentActor, body: CreateAgentTicketRequest, now = new Date()): Promise<AgentTicket> {
  const { organizationId } = actor;
  const details: ValidationIssue[] = [];

  const categoryId = body.categoryId ?? null;
  const category = categoryId ? await findCategory(trx, organizationId, categoryId, actor.locale) : undefined;
  if (categoryId && (!category || !category.isActive)) details.push({ field: '/categoryId', message: 'is not an active category' });
  const checked = validateComplaint(body, category?.fields ?? []);
  if (!checked.ok) details.push(...checked.details);

  const status = body.statusId ? await findStatus(trx, organizationId, body.statusId) : undefined;
  if (body.statusId && !status) details.push({ field: '/statusId', message: 'is not a status of this organisation' });
  const assignee = body.assigneeId ? await findActiveAgent(trx, organizationId, body.assigneeId) : undefined;
  if (body.assigneeId && !assignee) details.push({ field: '/assigneeId', message: 'is not an active agent of this organisation' });
  const group = body.userGroupId ? await findUserGroup(trx, organizationId, body.userGroupId) : undefined;
  if (body.userGroupId && !group) details.push({ field: '/userGroupId', message: 'is not a user group of this organisation' });

  const division = body.divisionId ? await findDivision(trx, organizationId, body.divisionId) : undefined;
  if (body.divisionId && !division) details.push({ field: '/divisionId', message: 'is not a division of this organisation' });

  const customerId = await resolveCustomer(trx, actor, body, details);
  if (details.length > 0 || !checked.ok) throw new AppError(400, 'VALIDATION_FAILED', details);
  // The ticket's division: the one asked for, else its category's, else Home (null). Adding there
  // needs the caller's right in it (a customer created above rolls back with the 403).
  const divisionId = division?.id ?? category?.divisionId ?? null;
  if (!scopeCovers(await divisionScope(trx, actor, 'tickets:tickets:add'), divisionId)) {
    throw new AppError(403, 'FORBIDDEN', [{ field: '/divisionId', message: 'adding tickets to this division needs the tickets:tickets:add permission there' }]);
  }
  const complaint = checked.complaint;

  // Everything is checked: one statement takes the serial and writes the ticket, its history
  // entry and events (the counter's lock is held only from there to COMMIT).
  const events: { type: string; payload: Record<string, unknown> }[] = [{ type: 'ticket.created', payload: { customerId: customerId ?? null, createdBy: actor.userId } }];
  // Assigned right away: the assignee is told just as after a later assignment.
  if (assignee) events.push({ type: 'ticket.assigned', payload: { assigneeId: assignee.id, previousAssigneeId: null, assignedBy: actor.userId } });
  // Created in a group: its members are told, as after a later move to it.
  if (group) events.push({ type: 'ticket.groupAssigned', payload: { userGroupId: group.id, previousUserGroupId: null, assignedBy: actor.userId } });
  const ticket = {
    organizationId,
    customerId: customerId ?? null,
    categoryId: category ? category.id : null,
    title: complaint.title,
    description: complaint.description,
    priority: complaint.priority,
    statusId: status?.id ?? null,
    assigneeId: assignee?.id ?? null,
    userGroupId: group?.id ?? null,
    divisionId,
    fields: complaint.fields,
  };
  // The policy that matches sets the targets and the resolution date (written by the creating statement).
  const sla = await planNewTicketSla(trx, ticket, now);
  const created = createTicketStatement(
    trx,
    ticket,
    events,
    { userId: actor.userId, customerId: null, name: actor.name, ...(actor.clientId ? { via: 'api' as const } : {}) },
    sla,
  );
  const row = await prepared(created.selectFrom('tickets').select('tickets.id')).executeTakeFirst();
  // Read after the creating statement, whose snapshot cannot see the service level it wrote: the
  // answer shows the dates and badge the policy just set.
  const answer = row && (await getAgentTicket(trx, organizationId, row.id, undefined, now));
  if (!answer) throw new Error(`organisation ${organizationId} has no ticket status`);
  return answer;
}
