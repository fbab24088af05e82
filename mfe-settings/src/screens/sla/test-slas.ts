import type { MockReply } from '@switchboard/test-utils';
import type { SlaDetails } from '@switchboard/shared/contracts';

export const SLA_PERMISSIONS = ['tickets:sla:view', 'tickets:sla:add', 'tickets:sla:edit', 'tickets:sla:delete'];
export const NOT_FOUND: MockReply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const OFFICE = { id: id('a', 1), name: 'Office hours' };
export const ROUND_THE_CLOCK = { id: id('a', 2), name: 'Round the clock' };
const none = { firstResponseMinutes: null, nextResponseMinutes: null, resolutionMinutes: null };

/** A policy with sensible defaults; `n` makes ids distinct and gives its position. */
export function makePolicy(n: number, overrides: Partial<SlaDetails> = {}): SlaDetails {
  return {
    id: id('5', n),
    name: `Policy ${n}`,
    description: null,
    position: n,
    enabled: true,
    schedule: OFFICE,
    conditions: { priorities: [], categoryIds: [], customerIds: [], userGroupIds: [] },
    targets: { Low: none, Medium: none, High: { firstResponseMinutes: 90, nextResponseMinutes: null, resolutionMinutes: 480 }, Critical: none },
    escalations: [],
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}
