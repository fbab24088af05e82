import type { OAuthClient, OAuthClientWithSecret } from '@switchboard/shared/contracts';
import type { MockReply } from '@switchboard/test-utils';

export const CLIENT_PERMISSIONS = ['integrations:oauths:view', 'integrations:oauths:add', 'integrations:oauths:edit', 'integrations:oauths:delete'];
export const NOT_FOUND: MockReply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
export const READER_ROLE = { id: 'r0000000-0000-4000-8000-000000000001', name: 'Ticket reader' };
export const WRITER_ROLE = { id: 'r0000000-0000-4000-8000-000000000002', name: 'Ticket writer' };

export const HOME_DIVISION = { id: 'd0000000-0000-4000-8000-000000000001', name: 'Home', isHome: true };
export const EAST_DIVISION = { id: 'd0000000-0000-4000-8000-000000000002', name: 'East', isHome: false };
/** The divisions picker's answer. */
export const DIVISIONS_REPLY: MockReply = { status: 200, data: { entities: [HOME_DIVISION, EAST_DIVISION], totalCount: 2 } };

/** The roles picker's answer. */
export const ROLES_REPLY: MockReply = {
  status: 200,
  data: { entities: [READER_ROLE, WRITER_ROLE].map((role) => ({ ...role, builtIn: false, permissions: [], userCount: 0, createdAt: '2026-11-01T09:00:00.000Z' })), totalCount: 2, pageNumber: 1, pageSize: 100 },
};

export function makeClient(n: number, overrides: Partial<OAuthClient> = {}): OAuthClient {
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Integration ${n}`,
    description: null,
    enabled: true,
    roles: [READER_ROLE],
    divisionIds: null,
    secretRotatedAt: '2026-11-01T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export const withSecret = (client: OAuthClient, secret: string): OAuthClientWithSecret => ({ ...client, secret });
