/**
 * Which help page the documentation drawer shows for a screen.
 * Kept as data so the drawer, the static site in /docs and the tests agree on one list.
 */
export const HELP_PAGES = [
  'dashboard',
  'tickets-list',
  'tickets-details',
  'tickets-merge',
  'categories',
  'customers',
  'settings',
  'users',
  'roles',
  'divisions',
  'user-groups',
  'organization',
  'audit',
  'profile',
  'schedules',
  'sla',
  'data-action-templates',
  'data-action-authorizations',
  'status',
  'oauth',
  'workflows',
  'email-domain',
  'email-templates',
] as const;
export type HelpPageId = (typeof HELP_PAGES)[number];

/** `root` is the documentation index, shown for any screen without its own page. */
export type HelpTarget = HelpPageId | 'root';

/** Path prefixes (ids already stripped) → page. The longest matching prefix wins. */
export const HELP_ROUTES: ReadonlyArray<{ prefix: string; page: HelpPageId }> = [
  { prefix: 'dashboard', page: 'dashboard' },
  { prefix: 'tickets', page: 'tickets-list' },
  { prefix: 'tickets/list', page: 'tickets-list' },
  { prefix: 'tickets/details', page: 'tickets-details' },
  { prefix: 'tickets/merge', page: 'tickets-merge' },
  { prefix: 'categories', page: 'categories' },
  { prefix: 'customers', page: 'customers' },
  { prefix: 'settings', page: 'settings' },
  { prefix: 'settings/users', page: 'users' },
  { prefix: 'settings/roles', page: 'roles' },
  { prefix: 'settings/divisions', page: 'divisions' },
  { prefix: 'settings/user-groups', page: 'user-groups' },
  { prefix: 'settings/organization', page: 'organization' },
  { prefix: 'settings/audit', page: 'audit' },
  { prefix: 'profile', page: 'profile' },
  { prefix: 'settings/schedules', page: 'schedules' },
  { prefix: 'settings/sla', page: 'sla' },
  { prefix: 'settings/dataactions', page: 'data-action-templates' },
  { prefix: 'settings/dataactions/templates', page: 'data-action-templates' },
  { prefix: 'settings/dataactions/authorizations', page: 'data-action-authorizations' },
  { prefix: 'settings/templates', page: 'data-action-templates' },
  { prefix: 'settings/authorizations', page: 'data-action-authorizations' },
  { prefix: 'settings/status', page: 'status' },
  { prefix: 'settings/oauth', page: 'oauth' },
  { prefix: 'settings/workflows', page: 'workflows' },
  { prefix: 'settings/email-domain', page: 'email-domain' },
  { prefix: 'settings/email-templates', page: 'email-templates' },
];

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC_SEGMENT = /^\d+$/;
/** Layout variants that share their desktop screen's help page. */
const VARIANT_SEGMENTS = new Set(['mobile']);

/** `/tickets/details/3f2a…/mobile` → `tickets/details`: identifiers and variants removed. */
export function stripIds(pathname: string): string {
  return pathname
    .split(/[?#]/)[0]
    .split('/')
    .filter((s) => s !== '' && !UUID_SEGMENT.test(s) && !NUMERIC_SEGMENT.test(s) && !VARIANT_SEGMENTS.has(s))
    .join('/')
    .toLowerCase();
}

export function helpPageFor(pathname: string): HelpTarget {
  const stripped = stripIds(pathname);
  let best: { prefix: string; page: HelpPageId } | undefined;
  for (const route of HELP_ROUTES) {
    const matches = stripped === route.prefix || stripped.startsWith(`${route.prefix}/`);
    if (matches && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best?.page ?? 'root';
}

/** File of a page inside the static help site (`docs/` in the repository). */
export function helpPageFile(target: HelpTarget): string {
  return target === 'root' ? 'index.html' : `${target}.html`;
}

/** Absolute or base-relative URL of the help page for `pathname`. */
export function helpPageUrl(docsBaseUrl: string, pathname: string): string {
  const base = docsBaseUrl.endsWith('/') ? docsBaseUrl : `${docsBaseUrl}/`;
  const target = helpPageFor(pathname);
  return target === 'root' ? base : `${base}${helpPageFile(target)}`;
}
