import type { MockReply } from '@switchboard/test-utils';
import type { StatusDetails } from '@switchboard/shared/contracts';

export const STATUS_PERMISSIONS = ['tickets:status:view', 'tickets:status:add', 'tickets:status:edit', 'tickets:status:delete'];
export const NOT_FOUND: MockReply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };

/** A status with sensible defaults; `n` makes ids distinct and is its position. */
export function makeStatus(n: number, overrides: Partial<StatusDetails> = {}): StatusDetails {
  return {
    id: `5a000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Status ${n}`,
    names: {},
    color: '#0958d9',
    kind: 'open',
    isDefault: false,
    pausesSla: false,
    position: n,
    ticketCount: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export const OPEN = makeStatus(0, { name: 'Open', kind: 'new', isDefault: true, names: { 'de-de': 'Offen' }, ticketCount: 4 });
export const PENDING = makeStatus(1, { name: 'Pending', kind: 'pending', color: '#faad14', pausesSla: true, ticketCount: 3 });
export const CLOSED = makeStatus(2, { name: 'Closed', kind: 'closed', color: '#8c8c8c' });
