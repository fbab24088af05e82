import type { AgentTicket, PersonRef, TicketStatusSummary } from '@switchboard/shared/contracts';
import type { MockReply } from '@switchboard/test-utils';

/** A 404 in the API's error shape. */
export const NOT_FOUND: MockReply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };

export const OPEN: TicketStatusSummary = { id: '5a000000-0000-4000-8000-000000000001', name: 'Open', color: '#1677ff', kind: 'open' };
export const PENDING: TicketStatusSummary = { id: '5a000000-0000-4000-8000-000000000002', name: 'Pending', color: '#faad14', kind: 'pending' };
export const CLOSED: TicketStatusSummary = { id: '5a000000-0000-4000-8000-000000000003', name: 'Closed', color: '#52c41a', kind: 'closed' };
export const STATUSES = [OPEN, PENDING, CLOSED];

export const ANA: PersonRef = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Ana Agent', email: 'ana@example.com' };
export const BEN: PersonRef = { id: 'a0000000-0000-4000-8000-000000000002', name: 'Ben Agent', email: 'ben@example.com' };
export const AGENTS = [ANA, BEN];

export const BILLING = { id: 'ca000000-0000-4000-8000-000000000001', name: 'Billing' };
export const CATEGORIES = [BILLING];

export const NIGHT_SHIFT = { id: '9a000000-0000-4000-8000-000000000001', name: 'Night shift', isMember: true };
export const BILLING_TEAM = { id: '9a000000-0000-4000-8000-000000000002', name: 'Billing team', isMember: false };
export const USER_GROUPS = [BILLING_TEAM, NIGHT_SHIFT];

export const HOME_DIVISION = { id: 'd1000000-0000-4000-8000-000000000001', name: 'Home' };
export const NORTH_DIVISION = { id: 'd1000000-0000-4000-8000-000000000002', name: 'North' };
export const DIVISIONS = [HOME_DIVISION, NORTH_DIVISION];

export const MAYA: PersonRef = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Maya Rao', email: 'maya@example.com' };

/** A ticket with sensible defaults; `n` makes ids and serials distinct. */
export function makeTicket(n: number, overrides: Partial<AgentTicket> = {}): AgentTicket {
  return {
    id: `7c000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    serialNumber: n,
    title: `Ticket number ${n}`,
    description: `Description of ticket ${n}`,
    priority: 'High',
    status: OPEN,
    category: BILLING,
    fields: [],
    customer: MAYA,
    assignee: null,
    userGroupId: null,
    userGroup: null,
    resolutionDueDate: null,
    resolutionDueOverridden: false,
    sla: null,
    division: HOME_DIVISION,
    mergedIntoId: null,
    addedDate: '2026-11-20T10:00:00.000Z',
    updatedDate: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** Answers for the pick lists every screen loads. */
export function lookupReply(url: string | undefined): { status: number; data: unknown } | null {
  if (url === 'statuses') return { status: 200, data: { entities: STATUSES, totalCount: STATUSES.length } };
  if (url === 'tickets/assignees') return { status: 200, data: { entities: AGENTS, totalCount: AGENTS.length } };
  if (url === 'tickets/usergroups') return { status: 200, data: { entities: USER_GROUPS, totalCount: USER_GROUPS.length } };
  if (url === 'tickets/divisions') return { status: 200, data: { entities: DIVISIONS, totalCount: DIVISIONS.length } };
  if (url === 'categories/search') return { status: 200, data: { entities: CATEGORIES, totalCount: CATEGORIES.length } };
  return null;
}
