import type { MockReply } from '@switchboard/test-utils';
import type { ScheduleDetails } from '@switchboard/shared/contracts';

export const SCHEDULE_PERMISSIONS = ['organization:schedules:view', 'organization:schedules:add', 'organization:schedules:edit', 'organization:schedules:delete'];
export const NOT_FOUND: MockReply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };

/** A Monday–Friday 09:00–17:00 schedule in Berlin; `n` makes ids distinct. */
export function makeSchedule(n: number, overrides: Partial<ScheduleDetails> = {}): ScheduleDetails {
  return {
    id: `5c000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Schedule ${n}`,
    description: null,
    timeZone: 'Europe/Berlin',
    weekly: ([1, 2, 3, 4, 5] as const).map((day) => ({ day, start: '09:00', end: '17:00' })),
    holidays: [],
    slaPolicyCount: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

/** The preview of a Monday–Friday schedule seen on a Friday afternoon. */
export const FRIDAY_PREVIEW: MockReply = {
  status: 200,
  data: {
    openNow: true,
    transitions: [
      { at: '2026-11-27T16:00:00.000Z', open: false },
      { at: '2026-11-30T08:00:00.000Z', open: true },
    ],
  },
};
