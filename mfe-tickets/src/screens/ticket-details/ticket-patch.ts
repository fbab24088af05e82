import type { AgentTicket, PatchTicketRequest, PersonRef, TicketDivision, TicketStatusSummary, UserGroupRef } from '@switchboard/shared/contracts';

/** The header properties an agent edits in place. */
export type EditableProperty = 'title' | 'statusId' | 'priority' | 'assigneeId' | 'userGroupId' | 'categoryId' | 'divisionId' | 'resolutionDueDate';

/** What the header's controls hold: ids, a priority name, an ISO instant; null when unset. */
export type EditableValues = Record<EditableProperty, string | null>;

export function editableValues(ticket: AgentTicket): EditableValues {
  return {
    title: ticket.title,
    statusId: ticket.status.id,
    priority: ticket.priority ?? null,
    assigneeId: ticket.assignee?.id ?? null,
    userGroupId: ticket.userGroup?.id ?? null,
    categoryId: ticket.category?.id ?? null,
    divisionId: ticket.division?.id ?? null,
    resolutionDueDate: ticket.resolutionDueDate ?? null,
  };
}

const sameInstant = (a: string | null, b: string | null) => (a && b ? new Date(a).getTime() === new Date(b).getTime() : a === b);

/**
 * The PATCH body for going from `before` to `after`: only the properties that changed (a due date
 * counts as changed only when it is another instant). Null when nothing changed.
 */
export function ticketPatch(before: EditableValues, after: Partial<EditableValues>): PatchTicketRequest | null {
  const patch: Record<string, string | null> = {};
  for (const property of Object.keys(after) as EditableProperty[]) {
    const raw = after[property];
    const next = property === 'title' ? (raw ?? '').trim() || null : raw === '' ? null : (raw ?? null);
    const previous = before[property];
    const unchanged = property === 'resolutionDueDate' ? sameInstant(previous, next) : previous === next;
    // A ticket always has a status, a title and a division: clearing them is no change.
    if (unchanged || ((property === 'statusId' || property === 'title' || property === 'divisionId') && next === null)) continue;
    patch[property] = next;
  }
  return Object.keys(patch).length ? (patch as PatchTicketRequest) : null;
}

export interface PatchLookups {
  statuses: readonly TicketStatusSummary[];
  assignees: readonly PersonRef[];
  userGroups?: readonly UserGroupRef[];
  categories: readonly { id: string; name: string }[];
  divisions?: readonly TicketDivision[];
}

/** The ticket as it will look once the server accepts `patch` (optimistic display). */
export function applyPatch(ticket: AgentTicket, patch: PatchTicketRequest, lookups: PatchLookups): AgentTicket {
  const next: AgentTicket = { ...ticket };
  if (patch.statusId !== undefined) next.status = lookups.statuses.find((status) => status.id === patch.statusId) ?? ticket.status;
  if (patch.title !== undefined) next.title = patch.title;
  if (patch.priority !== undefined) next.priority = patch.priority;
  if (patch.assigneeId !== undefined) {
    next.assignee = patch.assigneeId === null ? null : (lookups.assignees.find((agent) => agent.id === patch.assigneeId) ?? ticket.assignee);
  }
  if (patch.userGroupId !== undefined) {
    const group = patch.userGroupId === null ? null : lookups.userGroups?.find((entry) => entry.id === patch.userGroupId);
    next.userGroup = group ? { id: group.id, name: group.name } : patch.userGroupId === null ? null : ticket.userGroup;
    next.userGroupId = next.userGroup?.id ?? null;
  }
  if (patch.categoryId !== undefined) {
    const category = patch.categoryId === null ? null : lookups.categories.find((entry) => entry.id === patch.categoryId);
    next.category = category ? { id: category.id, name: category.name } : patch.categoryId === null ? null : ticket.category;
  }
  if (patch.divisionId !== undefined) {
    const division = lookups.divisions?.find((entry) => entry.id === patch.divisionId);
    if (division) next.division = { id: division.id, name: division.name };
  }
  if (patch.resolutionDueDate !== undefined) next.resolutionDueDate = patch.resolutionDueDate;
  return next;
}

const TICKET_KEYS: Record<EditableProperty, keyof AgentTicket> = {
  title: 'title',
  statusId: 'status',
  priority: 'priority',
  assigneeId: 'assignee',
  userGroupId: 'userGroup',
  categoryId: 'category',
  divisionId: 'division',
  resolutionDueDate: 'resolutionDueDate',
};

/** Undoes an optimistic change of the patched properties only (other edits made meanwhile stay). */
export function rollbackPatch(current: AgentTicket, previous: AgentTicket, patch: PatchTicketRequest): AgentTicket {
  const next = { ...current } as Record<string, unknown>;
  for (const property of Object.keys(patch) as EditableProperty[]) {
    const key = TICKET_KEYS[property];
    if (key) next[key] = previous[key];
    if (property === 'userGroupId') next.userGroupId = previous.userGroupId;
  }
  return next as AgentTicket;
}
