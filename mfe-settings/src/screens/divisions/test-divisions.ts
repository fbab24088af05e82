import type { MockReply } from '@switchboard/test-utils';
import type { DivisionDetails } from '@switchboard/shared/contracts';

export const DIVISION_PERMISSIONS = ['directory:divisions:view', 'directory:divisions:add', 'directory:divisions:edit', 'directory:divisions:delete'];
export const NOT_FOUND: MockReply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };

/** A division with sensible defaults; `n` makes ids distinct. */
export function makeDivision(n: number, overrides: Partial<DivisionDetails> = {}): DivisionDetails {
  return {
    id: `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Division ${n}`,
    description: null,
    isHome: false,
    ticketCount: 0,
    categoryCount: 0,
    userGroupCount: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export const HOME = makeDivision(1, { name: 'Home', isHome: true, ticketCount: 12, categoryCount: 3, userGroupCount: 2 });
export const optionsReply = (...divisions: DivisionDetails[]): MockReply => ({
  status: 200,
  data: { entities: divisions.map((division) => ({ id: division.id, name: division.name, isHome: division.isHome })), totalCount: divisions.length },
});
