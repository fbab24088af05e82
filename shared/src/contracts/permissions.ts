/**
 * Permission catalog: `area:resource:action` strings.
 * The server enforces these; front ends only hide what the server would refuse.
 */
const CRUD = ['view', 'add', 'edit', 'delete'] as const;

/** Every resource with the actions it supports. */
export const PERMISSION_RESOURCES = {
  'organization:settings': ['view', 'edit'],
  'tickets:tickets': ['view', 'add', 'edit', 'delete', 'merge'],
  'tickets:comments': ['add', 'edit', 'delete'],
  'tickets:messages': CRUD,
  'tickets:categories': CRUD,
  'tickets:customers': CRUD,
  'tickets:status': CRUD,
  'tickets:sla': CRUD,
  'directory:users': CRUD,
  'directory:roles': CRUD,
  'directory:divisions': CRUD,
  'directory:userGroups': CRUD,
  'organization:schedules': CRUD,
  'integrations:dataActions': CRUD,
  'integrations:authorizations': CRUD,
  'integrations:oauths': CRUD,
  'workflows:workflows': ['view', 'add', 'edit', 'delete', 'publish'],
  'emails:emails': CRUD,
  'analytics:statusDashboard': ['view'],
  'analytics:trendDashboard': ['view'],
} as const;

type Resources = typeof PERMISSION_RESOURCES;
/** A permission string from the catalog, e.g. `tickets:tickets:view`. */
export type Permission = {
  [R in keyof Resources]: `${R}:${Resources[R][number]}`;
}[keyof Resources];

/** Every permission of the catalog, in catalog order (the Administrator role holds all). */
export const ALL_PERMISSIONS: readonly Permission[] = Object.entries(PERMISSION_RESOURCES).flatMap(
  ([resource, actions]) => (actions as readonly string[]).map((a) => `${resource}:${a}` as Permission),
);

/** Resources of the catalog that have all four of view, add, edit and delete. */
export type CrudPermissionResource = { [R in keyof Resources]: (typeof CRUD)[number] extends Resources[R][number] ? R : never }[keyof Resources];

/** The view, add, edit and delete permissions of a resource, e.g. `tickets:categories` → `tickets:categories:view`, …. */
export function crudPermissions(resource: CrudPermissionResource): Record<(typeof CRUD)[number], Permission> {
  return { view: `${resource}:view`, add: `${resource}:add`, edit: `${resource}:edit`, delete: `${resource}:delete` } as Record<(typeof CRUD)[number], Permission>;
}

/** The permission that opens the audit log of administration changes; each entry then shows only to readers of its resource. */
export const AUDIT_LOG_PERMISSION: Permission = 'organization:settings:edit';

const PERMISSION_SET = new Set<string>(ALL_PERMISSIONS);
export function isPermission(value: string): value is Permission {
  return PERMISSION_SET.has(value);
}

/** Built-in roles created on first start. Supervisor and Agent are sensible defaults, editable later. */
export const BUILT_IN_ROLES: Record<'Administrator' | 'Supervisor' | 'Agent', readonly Permission[]> = {
  Administrator: ALL_PERMISSIONS,
  Supervisor: ALL_PERMISSIONS.filter(
    (p) =>
      p.startsWith('tickets:') ||
      p.startsWith('analytics:') ||
      p === 'organization:settings:view' ||
      p === 'directory:users:view' ||
      p === 'directory:userGroups:view' ||
      p === 'organization:schedules:view' ||
      p === 'emails:emails:view',
  ),
  Agent: [
    'tickets:tickets:view',
    'tickets:tickets:add',
    'tickets:tickets:edit',
    'tickets:comments:add',
    'tickets:comments:edit',
    'tickets:messages:view',
    'tickets:messages:add',
    'tickets:messages:edit',
    'tickets:categories:view',
    'tickets:customers:view',
    'tickets:customers:add',
    'tickets:customers:edit',
    'tickets:status:view',
    'analytics:statusDashboard:view',
  ],
};

/** Permissions that open the settings area: any one of them shows it in the sidebar. */
export const SETTINGS_PERMISSIONS: readonly Permission[] = [
  'directory:users:view',
  'directory:roles:view',
  'directory:divisions:view',
  'organization:settings:view',
  'organization:schedules:view',
  'tickets:sla:view',
  'integrations:dataActions:view',
  'integrations:authorizations:view',
  'tickets:status:view',
  'integrations:oauths:view',
];
