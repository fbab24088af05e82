import type { MockReply } from '@switchboard/test-utils';
import type { UserAdminSummary, UserDetails } from '@switchboard/shared/contracts';

export const USER_PERMISSIONS = ['directory:users:view', 'directory:users:edit'];
export const NOT_FOUND: MockReply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
export const AGENT_ROLE = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Agent' };

/** A user row with sensible defaults; `n` makes ids distinct. */
export function makeUser(n: number, overrides: Partial<UserAdminSummary> = {}): UserAdminSummary {
  return {
    id: `u0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `User ${n}`,
    email: `user${n}@example.com`,
    title: null,
    status: 'active',
    roles: [AGENT_ROLE],
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The details answer of a row (`expand=roles`). */
export const detailsOf = (user: UserAdminSummary): UserDetails => ({ ...user, profilePicture: null });
