import type { StatusDashboard, TrendBucket, TrendResponse, TrendTotals } from '@switchboard/shared/contracts';

export const NEW_STATUS = '11111111-1111-4111-8111-111111111111';
export const OPEN_STATUS = '22222222-2222-4222-8222-222222222222';
export const PENDING_STATUS = '33333333-3333-4333-8333-333333333333';
export const DIVISION = '44444444-4444-4444-8444-444444444444';
export const GROUP = '55555555-5555-4555-8555-555555555555';
export const CATEGORY = '66666666-6666-4666-8666-666666666666';
export const AGENT = '77777777-7777-4777-8777-777777777777';

/** A status dashboard of a small organisation on 26 November 2026. */
export function sampleStatus(overrides: Partial<StatusDashboard['tiles']> = {}): StatusDashboard {
  return {
    generatedAt: '2026-11-26T14:00:00.000Z',
    timeZone: 'Europe/Amsterdam',
    today: '2026-11-26',
    tiles: { open: 42, openNew: 12, openOpen: 20, waitingOnCustomer: 10, unassigned: 7, dueToday: 5, breached: 3, dueSoon: 2, newToday: 9, ...overrides },
    byStatus: [
      { statusId: NEW_STATUS, name: 'New', color: '#1677ff', kind: 'new', count: 12 },
      { statusId: OPEN_STATUS, name: 'In progress', color: '#faad14', kind: 'open', count: 20 },
      { statusId: PENDING_STATUS, name: 'Waiting', color: '#8c8c8c', kind: 'pending', count: 10 },
    ],
    byPriority: [
      { priority: 'High', count: 30 },
      { priority: null, count: 12 },
    ],
    byCategory: [
      { categoryId: CATEGORY, name: 'Billing', count: 40 },
      { categoryId: null, name: null, count: 2 },
    ],
    byGroup: [{ groupId: GROUP, name: 'First line', count: 42 }],
    agents: [
      { userId: AGENT, name: 'Grace Hopper', removed: false, openAssigned: 30, breached: 1, oldestOpenSince: '2026-11-20T10:00:00.000Z' },
      { userId: '88888888-8888-4888-8888-888888888888', name: 'Alan Turing', removed: true, openAssigned: 5, breached: 2, oldestOpenSince: '2026-11-26T12:00:00.000Z' },
    ],
  };
}

const percentiles = (medianSeconds: number | null, p90Seconds: number | null) => ({ count: medianSeconds === null ? 0 : 10, medianSeconds, p90Seconds });

function totals(from: string, to: string, change: Partial<TrendTotals>): TrendTotals {
  return {
    from,
    to,
    created: 120,
    resolved: 110,
    reopened: 4,
    backlogAtEnd: 45,
    firstResponse: percentiles(3 * 3600 + 20 * 60, 8 * 3600),
    resolution: percentiles(2 * 86_400 + 4 * 3600, 5 * 86_400),
    slaMet: 90,
    slaBreached: 10,
    createdByChannel: { agent: 20, hub: 90, email: 10 },
    ...change,
  };
}

function bucket(start: string, created: number, resolved: number): TrendBucket {
  return {
    start,
    created,
    resolved,
    reopened: 0,
    backlog: 40 + created - resolved,
    firstResponse: percentiles(3600, 7200),
    resolution: percentiles(86_400, 172_800),
    slaMet: resolved,
    slaBreached: 1,
    createdByChannel: { agent: 1, hub: created - 1, email: 0 },
  };
}

/** A November trend against October: more resolved (good), slower first response (bad), same created. */
export function sampleTrend(): TrendResponse {
  return {
    timeZone: 'Europe/Amsterdam',
    interval: 'day',
    current: totals('2026-11-01', '2026-11-30', { resolved: 110 }),
    previous: totals('2026-10-02', '2026-10-31', { resolved: 100, firstResponse: percentiles(2 * 3600, 6 * 3600), slaMet: 80, slaBreached: 20 }),
    buckets: [bucket('2026-11-01T00:00', 4, 3), bucket('2026-11-02T00:00', 6, 5)],
    breakdowns: {
      category: [
        { key: CATEGORY, name: '=HYPERLINK("x")', created: 80, resolved: 70, reopened: 2, slaMet: 60, slaBreached: 5, firstResponseAvgSeconds: 5400, resolutionAvgSeconds: 90_000 },
        { key: null, name: null, created: 40, resolved: 40, reopened: 2, slaMet: 0, slaBreached: 0, firstResponseAvgSeconds: null, resolutionAvgSeconds: null },
      ],
      group: [],
      agent: [{ key: AGENT, name: 'Grace Hopper', created: 0, resolved: 50, reopened: 1, slaMet: 45, slaBreached: 5, firstResponseAvgSeconds: 600, resolutionAvgSeconds: 7200 }],
      priority: [{ key: 'High', name: 'High', created: 60, resolved: 55, reopened: 1, slaMet: 50, slaBreached: 5, firstResponseAvgSeconds: 1800, resolutionAvgSeconds: 36_000 }],
    },
  };
}
