import type { MockReply } from '@switchboard/test-utils';
import type { UserGroupDetails, UserGroupMember, UserGroupSummary } from '@switchboard/shared/contracts';

export const GROUP_PERMISSIONS = ['directory:userGroups:view', 'directory:userGroups:add', 'directory:userGroups:edit', 'directory:userGroups:delete', 'directory:users:view'];
export const NOT_FOUND: MockReply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A group row with sensible defaults; `n` makes ids distinct. */
export function makeGroup(n: number, overrides: Partial<UserGroupSummary> = {}): UserGroupSummary {
  return { id: id('g', n), name: `Group ${n}`, description: null, memberCount: 0, createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-02T09:00:00.000Z', ...overrides };
}

export const HOME_DIVISION = { id: 'd0000000-0000-4000-8000-000000000001', name: 'Home' };
export const detailsOf = (group: UserGroupSummary, ticketCount = 0, division = HOME_DIVISION): UserGroupDetails => ({ ...group, ticketCount, division });

export function makeMember(n: number, overrides: Partial<UserGroupMember> = {}): UserGroupMember {
  return { id: id('u', n), name: `User ${n}`, email: `user${n}@example.com`, title: null, status: 'active', addedDate: '2026-11-03T09:00:00.000Z', ...overrides };
}
