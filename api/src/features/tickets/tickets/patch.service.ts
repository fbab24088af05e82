import { TICKET_DESCRIPTION_MAX_LENGTH, TICKET_PRIORITIES, TICKET_TITLE_MAX_LENGTH, type AgentTicket, type CategoryField, type Locale, type PatchTicketRequest, type TicketPriority, type ValidationIssue } from '@switchboard/shared/contracts';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, TicketFieldValue, TicketsTable } from '../../../db/index.js';
import { AppError } from '../../../plugins/errors.js';
import { refreshTicketSla } from '../../service-levels/engine/index.js';
import { recordHistory, type HistoryChange } from '../history/index.js';
import { checkFieldValue, choiceLabels, typedText, divisionScope, ensureTicketAccess, scopeCovers } from '../shared/index.js';
import { getAgentTicket } from './agent-ticket-query.js';
import type { AgentActor } from './create.service.js';
import { instant } from './search.service.js';
import { findActiveAgent, findCategory, findDivision, findStatus, findUserGroup, type CategoryWithFields, type StatusRef } from './lookups.service.js';

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A category value as history shows it: which field (`key`, `fieldName`), the stored `value`, and
 * for choice fields the chosen options' `label`. No `name` key, so readers that show `name` of
 * `{id, name}` values do not mistake the field's name for its value.
 */
const fieldForHistory = (f: TicketFieldValue | undefined) => (f ? { key: f.key, fieldName: f.name, value: f.value, ...(f.labels ? { label: f.labels.join(', ') } : {}) } : null);

/**
 * Applies submitted values to the ticket's stored ones. Only fields of `category` are accepted,
 * checked by type; an empty value clears the field unless it is required. Values of fields outside
 * the category (kept from a former category, with their snapshotted names) stay as they are.
 */
function applyFieldValues(current: TicketFieldValue[], category: CategoryWithFields | undefined, submitted: NonNullable<PatchTicketRequest['fields']>, details: ValidationIssue[]): TicketFieldValue[] {
  const next = new Map(current.map((f) => [f.id, f]));
  const fields: CategoryField[] = category?.fields ?? [];
  for (const entry of submitted) {
    const field = fields.find((f) => f.id === entry.id) ?? fields.find((f) => f.key === entry.id);
    if (!field) {
      details.push({ field: `/fields/${entry.id}`, message: 'is not a field of this category' });
      continue;
    }
    if (isEmpty(entry.value)) {
      if (field.isRequired) details.push({ field: `/fields/${field.key}`, message: 'is required' });
      else next.delete(field.id);
      continue;
    }
    const checked = checkFieldValue(field, entry.value);
    if ('problem' in checked) details.push({ field: `/fields/${field.key}`, message: checked.problem });
    else next.set(field.id, { id: field.id, key: field.key, name: field.name, type: field.type, value: checked.value, ...typedText(checked), ...choiceLabels(field, checked.value) });
  }
  return [...next.values()];
}

function normalizePriority(raw: string | null, details: ValidationIssue[]): TicketPriority | null {
  const text = raw?.trim();
  if (!text) return null;
  const match = TICKET_PRIORITIES.find((p) => p.toLowerCase() === text.toLowerCase());
  if (!match) details.push({ field: '/priority', message: `must be one of ${TICKET_PRIORITIES.join(', ')}` });
  return match ?? null;
}

/** A new title or description: trimmed, not empty, not too long. */
function checkedText(raw: string | undefined, field: '/title' | '/description', max: number, details: ValidationIssue[]): string | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (!text) details.push({ field, message: 'is required' });
  else if (text.length > max) details.push({ field, message: `must be at most ${max} characters` });
  return text;
}

const ref = (value: { id: string; name: string } | null | undefined) => (value ? { id: value.id, name: value.name } : null);

/** Changes that can change which service-level policy applies or stop and start its clock. */
const SLA_FIELDS = new Set(['status', 'priority', 'category', 'userGroup', 'customer', 'resolutionDueDate']);

/**
 * `PATCH v1/tickets/{id}`: validates every given property (one 400 listing all problems), then
 * writes only what really changes, with one history entry per changed property and the domain
 * events notifications need. The ticket row is locked first, so two concurrent changes record
 * consistent from → to values. Undefined for another organisation's (or an unknown) ticket.
 */
export async function patchTicket(trx: Kysely<Database>, actor: AgentActor, ticketId: string, patch: PatchTicketRequest, locale?: Locale, now = new Date()): Promise<AgentTicket | undefined> {
  const { organizationId } = actor;
  const locked = await trx.selectFrom('tickets').select(['id', 'category_id', 'fields', 'division_id']).where('id', '=', ticketId).where('organization_id', '=', organizationId).forUpdate().executeTakeFirst();
  if (!locked) return undefined;
  await ensureTicketAccess(trx, actor, locked.division_id, 'tickets:tickets:edit');
  const before = await getAgentTicket(trx, organizationId, ticketId);
  if (!before) return undefined;

  const details: ValidationIssue[] = [];
  const update: Updateable<TicketsTable> = {};
  const changes: HistoryChange[] = [];
  const events: { type: string; payload: Record<string, unknown> }[] = [];
  const eventBase = { ticketId, serialNumber: before.serialNumber, customerId: before.customer?.id ?? null, changedBy: actor.userId };

  const title = checkedText(patch.title, '/title', TICKET_TITLE_MAX_LENGTH, details);
  const description = checkedText(patch.description, '/description', TICKET_DESCRIPTION_MAX_LENGTH, details);

  let newStatus: StatusRef | undefined;
  if (patch.statusId !== undefined && patch.statusId !== before.status.id) {
    newStatus = await findStatus(trx, organizationId, patch.statusId);
    if (!newStatus) details.push({ field: '/statusId', message: 'is not a status of this organisation' });
  }

  let priority: TicketPriority | null | undefined;
  if (patch.priority !== undefined) priority = normalizePriority(patch.priority, details);

  // The category whose fields `fields` is checked against: the new one, else the current one.
  const categoryChanges = patch.categoryId !== undefined && patch.categoryId !== (before.category?.id ?? null);
  let newCategory: CategoryWithFields | undefined;
  if (categoryChanges && patch.categoryId) {
    newCategory = await findCategory(trx, organizationId, patch.categoryId, locale ?? actor.locale);
    if (!newCategory || !newCategory.isActive) details.push({ field: '/categoryId', message: 'is not an active category' });
  }
  let fields: TicketFieldValue[] | undefined;
  if (patch.fields !== undefined) {
    const category = categoryChanges ? newCategory : locked.category_id ? await findCategory(trx, organizationId, locked.category_id, locale ?? actor.locale) : undefined;
    fields = applyFieldValues(locked.fields ?? [], category, patch.fields, details);
  }

  let newAssignee: { id: string; name: string } | null | undefined;
  if (patch.assigneeId !== undefined && patch.assigneeId !== (before.assignee?.id ?? null)) {
    newAssignee = patch.assigneeId ? await findActiveAgent(trx, organizationId, patch.assigneeId) : null;
    if (newAssignee === undefined) details.push({ field: '/assigneeId', message: 'is not an active agent of this organisation' });
  }

  let newGroup: { id: string; name: string } | null | undefined;
  if (patch.userGroupId !== undefined && patch.userGroupId !== before.userGroupId) {
    newGroup = patch.userGroupId ? await findUserGroup(trx, organizationId, patch.userGroupId) : null;
    if (newGroup === undefined) details.push({ field: '/userGroupId', message: 'is not a user group of this organisation' });
  }

  let newDivision: { id: string; name: string } | undefined;
  if (patch.divisionId !== undefined && patch.divisionId.toLowerCase() !== before.division.id.toLowerCase()) {
    newDivision = await findDivision(trx, organizationId, patch.divisionId);
    if (!newDivision) details.push({ field: '/divisionId', message: 'is not a division of this organisation' });
  }

  if (details.length > 0) throw new AppError(400, 'VALIDATION_FAILED', details);
  // A move needs the edit right where the ticket goes too (where it is was checked above).
  if (newDivision && !scopeCovers(await divisionScope(trx, actor, 'tickets:tickets:edit'), newDivision.id)) {
    throw new AppError(403, 'FORBIDDEN', [{ field: '/divisionId', message: 'moving tickets to this division needs the tickets:tickets:edit permission there' }]);
  }

  if (title !== undefined && title !== before.title) {
    update.title = title;
    changes.push({ field: 'title', from: before.title, to: title });
  }
  if (description !== undefined && description !== before.description) {
    update.description = description;
    changes.push({ field: 'description', from: before.description, to: description });
  }
  if (newStatus) {
    update.status_id = newStatus.id;
    changes.push({ field: 'status', from: ref(before.status), to: ref(newStatus) });
    events.push({
      type: 'ticket.statusChanged',
      payload: { ...eventBase, assigneeId: before.assignee?.id ?? null, from: { id: before.status.id, name: before.status.name, kind: before.status.kind }, to: newStatus },
    });
  }
  if (priority !== undefined && priority !== before.priority) {
    update.priority = priority;
    changes.push({ field: 'priority', from: before.priority, to: priority });
  }
  if (categoryChanges) {
    update.category_id = newCategory?.id ?? null;
    changes.push({ field: 'category', from: ref(before.category), to: ref(newCategory) });
  }
  if (fields) {
    const beforeById = new Map((locked.fields ?? []).map((f) => [f.id, f]));
    const afterById = new Map(fields.map((f) => [f.id, f]));
    for (const id of new Set([...beforeById.keys(), ...afterById.keys()])) {
      const from = fieldForHistory(beforeById.get(id));
      const to = fieldForHistory(afterById.get(id));
      if (!same(from, to)) changes.push({ field: 'fields', from, to });
    }
    if (changes.some((c) => c.field === 'fields')) update.fields = JSON.stringify(fields);
  }
  if (newAssignee !== undefined) {
    update.assignee_id = newAssignee?.id ?? null;
    changes.push({ field: 'assignee', from: ref(before.assignee), to: ref(newAssignee) });
    if (newAssignee) events.push({ type: 'ticket.assigned', payload: { ...eventBase, assigneeId: newAssignee.id, previousAssigneeId: before.assignee?.id ?? null, assignedBy: actor.userId } });
  }
  if (newGroup !== undefined) {
    update.user_group_id = newGroup?.id ?? null;
    changes.push({ field: 'userGroup', from: ref(before.userGroup), to: ref(newGroup) });
    if (newGroup) events.push({ type: 'ticket.groupAssigned', payload: { ...eventBase, userGroupId: newGroup.id, previousUserGroupId: before.userGroupId, assignedBy: actor.userId } });
  }
  if (newDivision) {
    update.division_id = newDivision.id;
    changes.push({ field: 'division', from: ref(before.division), to: ref(newDivision) });
  }
  if (patch.resolutionDueDate !== undefined) {
    const due = patch.resolutionDueDate ? instant(patch.resolutionDueDate, '/resolutionDueDate').toISOString() : null;
    if (due !== before.resolutionDueDate) {
      update.resolution_due_date = due ? new Date(due) : null;
      // A date the agent sets stays; clearing it hands the date back to the service-level policy.
      update.resolution_due_overridden = due !== null;
      changes.push({ field: 'resolutionDueDate', from: before.resolutionDueDate, to: due });
    }
  }

  if (changes.length === 0) return before;
  await trx
    .updateTable('tickets')
    .set({ ...update, updated_at: sql<Date>`now()` })
    .where('id', '=', ticketId)
    .execute();
  await recordHistory(trx, organizationId, ticketId, { type: 'agent', userId: actor.userId, name: actor.name }, changes);
  // What decides the policy or moves its clock: the ticket's service level follows in this transaction.
  if (changes.some((change) => SLA_FIELDS.has(change.field))) await refreshTicketSla(trx, ticketId, now);
  if (events.length > 0) {
    await trx
      .insertInto('domain_events')
      .values(events.map((e) => ({ organization_id: organizationId, type: e.type, payload: JSON.stringify(e.payload) })))
      .execute();
  }
  return getAgentTicket(trx, organizationId, ticketId, locale, now);
}

/** `DELETE v1/tickets/{id}`: messages, comments and history go with it (foreign keys cascade). */
export async function deleteTicket(db: Kysely<Database>, organizationId: string, ticketId: string): Promise<boolean> {
  const result = await db.deleteFrom('tickets').where('id', '=', ticketId).where('organization_id', '=', organizationId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
