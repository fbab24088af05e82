import type { MockReply } from '@switchboard/test-utils';
import type { PermissionCatalogResponse, RoleSummary } from '@switchboard/shared/contracts';

export const NOT_FOUND: MockReply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };

/** A slice of the catalog as `GET permissions` answers it in English. */
export const CATALOG: PermissionCatalogResponse = {
  areas: [
    {
      area: 'tickets',
      label: 'Tickets',
      resources: [
        {
          resource: 'tickets:tickets',
          label: 'Tickets',
          actions: ['view', 'add', 'edit', 'delete', 'merge'].map((action) => ({ action, permission: `tickets:tickets:${action}`, label: action[0].toUpperCase() + action.slice(1) })),
        },
        {
          resource: 'tickets:categories',
          label: 'Categories',
          actions: ['view', 'add', 'edit', 'delete'].map((action) => ({ action, permission: `tickets:categories:${action}`, label: action[0].toUpperCase() + action.slice(1) })),
        },
      ],
    },
    {
      area: 'directory',
      label: 'Directory',
      resources: [
        {
          resource: 'directory:roles',
          label: 'Roles',
          actions: ['view', 'add', 'edit', 'delete'].map((action) => ({ action, permission: `directory:roles:${action}`, label: action[0].toUpperCase() + action.slice(1) })),
        },
      ],
    },
  ],
};

/** What the signed-in agent of the screen tests holds: everything of the catalog slice but deleting and merging tickets. */
export const HELD = [
  'tickets:tickets:view',
  'tickets:tickets:add',
  'tickets:tickets:edit',
  'tickets:categories:view',
  'tickets:categories:add',
  'tickets:categories:edit',
  'tickets:categories:delete',
  'directory:roles:view',
  'directory:roles:add',
  'directory:roles:edit',
  'directory:roles:delete',
  'directory:users:view',
  'directory:users:edit',
];

/** A role row with sensible defaults; `n` makes ids distinct. */
export function makeRole(n: number, overrides: Partial<RoleSummary> = {}): RoleSummary {
  return {
    id: `r0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Role ${n}`,
    builtIn: false,
    permissions: ['tickets:tickets:view'],
    userCount: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}
