import type { AgentTicket } from '@switchboard/shared/contracts';
import { applyPatch, editableValues, rollbackPatch, ticketPatch } from './ticket-patch';

const OPEN = { id: 's-open', name: 'Open', color: '#1677ff', kind: 'open' as const };
const PENDING = { id: 's-pending', name: 'Pending', color: '#faad14', kind: 'pending' as const };
const ANA = { id: 'u-ana', name: 'Ana', email: 'ana@example.com' };

const TICKET: AgentTicket = {
  id: 't1',
  serialNumber: 12,
  title: 'Printer broken',
  description: 'It smokes.',
  priority: 'High',
  status: OPEN,
  category: null,
  fields: [],
  customer: { id: 'c1', name: 'Maya', email: 'maya@example.com' },
  assignee: null,
  userGroupId: null,
  userGroup: null,
  resolutionDueDate: '2026-11-30T10:00:00.000Z',
  resolutionDueOverridden: true,
  sla: null,
  division: { id: 'd-home', name: 'Home' },
  mergedIntoId: null,
  addedDate: '2026-11-20T10:00:00.000Z',
  updatedDate: '2026-11-21T10:00:00.000Z',
};

describe('ticketPatch', () => {
  const before = editableValues(TICKET);

  it('sends only the changed property', () => {
    expect(ticketPatch(before, { statusId: 's-pending' })).toEqual({ statusId: 's-pending' });
    expect(ticketPatch(before, { statusId: 's-pending', priority: 'High', assigneeId: null })).toEqual({ statusId: 's-pending' });
  });

  it('sends null for a cleared property and nothing for no change', () => {
    expect(ticketPatch(before, { priority: null })).toEqual({ priority: null });
    expect(ticketPatch(before, { priority: '' })).toEqual({ priority: null });
    expect(ticketPatch(before, { assigneeId: undefined })).toBeNull();
    expect(ticketPatch(before, {})).toBeNull();
  });

  it('sends a trimmed new title, never an empty one', () => {
    expect(ticketPatch(before, { title: '  Printer still broken ' })).toEqual({ title: 'Printer still broken' });
    expect(ticketPatch(before, { title: ' Printer broken ' })).toBeNull();
    expect(ticketPatch(before, { title: '   ' })).toBeNull();
  });

  it('compares due dates as instants and never clears the status', () => {
    expect(ticketPatch(before, { resolutionDueDate: '2026-11-30T11:00:00+01:00' })).toBeNull();
    expect(ticketPatch(before, { resolutionDueDate: '2026-12-01T10:00:00.000Z' })).toEqual({ resolutionDueDate: '2026-12-01T10:00:00.000Z' });
    expect(ticketPatch(before, { statusId: null })).toBeNull();
  });
});

describe('optimistic display', () => {
  const lookups = { statuses: [OPEN, PENDING], assignees: [ANA], categories: [{ id: 'cat', name: 'Billing' }] };

  it('shows the change before the server answers', () => {
    const next = applyPatch(TICKET, { statusId: 's-pending', assigneeId: 'u-ana', categoryId: 'cat', priority: null }, lookups);
    expect(next.status).toBe(PENDING);
    expect(next.assignee).toBe(ANA);
    expect(next.category).toEqual({ id: 'cat', name: 'Billing' });
    expect(next.priority).toBeNull();
    expect(next.title).toBe(TICKET.title);
  });

  it('rolls back only the failed properties', () => {
    const optimistic = applyPatch(TICKET, { statusId: 's-pending' }, lookups);
    const withOtherEdit = { ...optimistic, priority: 'Low' };
    const rolledBack = rollbackPatch(withOtherEdit, TICKET, { statusId: 's-pending' });
    expect(rolledBack.status).toBe(OPEN);
    expect(rolledBack.priority).toBe('Low');
  });
});
