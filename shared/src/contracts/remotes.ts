import { SETTINGS_PERMISSIONS, type Permission } from './permissions.js';

/**
 * The runtime remotes and the top-level path prefixes each one owns. The shell fetches a remote only
 * on the first visit to one of its paths; each remote also runs standalone for development.
 */
export const REMOTE_IDS = ['tickets', 'settings', 'dashboard', 'hub'] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];

/** Federation container names (`name` in each remote's ModuleFederationPlugin). */
export const REMOTE_CONTAINERS: Record<RemoteId, string> = {
  tickets: 'mfe_tickets',
  settings: 'mfe_settings',
  dashboard: 'mfe_dashboard',
  hub: 'mfe_hub',
};

/** First path segment → remote. The shell loads a remote on the first visit to one of these. */
export const REMOTE_PREFIXES: Record<RemoteId, readonly string[]> = {
  tickets: ['tickets', 'categories', 'customers'],
  settings: ['settings'],
  dashboard: ['dashboard'],
  hub: ['hub'],
};

export function remoteForPath(pathname: string): RemoteId | undefined {
  const first = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return REMOTE_IDS.find((id) => REMOTE_PREFIXES[id].includes(first));
}

/**
 * Version (semver) of the contract between the shell and its remotes: the shape of the `feature` a
 * remote exposes and the sidebar entries below. Raise the minor for additions an older partner can
 * ignore, the major for changes it cannot. The shell loads a remote whose version has the same major
 * and refuses one a major apart (its section shows the retry panel saying so).
 */
export const REMOTE_CONTRACT_VERSION = '1.2.0';

/** What a remote built before features carried a version implements. */
export const UNVERSIONED_REMOTE_CONTRACT = '1.0.0';

/** `1.4.2` → `{ major: 1, minor: 4 }`; anything else (a tag, a range, garbage) → undefined. */
function parseVersion(version: string): { major: number; minor: number } | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : undefined;
}

export type RemoteCompatibility =
  | { compatible: true; minorsApart: number }
  | { compatible: false; reason: 'major' | 'invalid' };

/** Whether a remote built against `remoteVersion` may load in a shell built against `hostVersion`. */
export function remoteCompatibility(remoteVersion: string, hostVersion: string = REMOTE_CONTRACT_VERSION): RemoteCompatibility {
  const remote = parseVersion(remoteVersion);
  const host = parseVersion(hostVersion);
  if (!remote || !host) return { compatible: false, reason: 'invalid' };
  if (remote.major !== host.major) return { compatible: false, reason: 'major' };
  return { compatible: true, minorsApart: Math.abs(remote.minor - host.minor) };
}

/** Icons the shell can draw beside a sidebar entry. */
export const SIDEBAR_ICONS = ['dashboard', 'appstore', 'tags', 'team', 'setting', 'inbox', 'bar-chart', 'tool'] as const;
export type SidebarIcon = (typeof SIDEBAR_ICONS)[number];

/**
 * One entry of the agent app's sidebar, declared by the remote that serves it. The shell draws the
 * sidebar before any remote loads, so the entries live in this contract, not in the remote's bundle;
 * for the same reason the label is `sidebar.<id>` in shared's `common` namespace, which every app loads.
 */
export interface RemoteSidebarEntry {
  id: string;
  /** Path the entry opens; its first segment must be one of the remote's prefixes. */
  path: string;
  icon: SidebarIcon;
  /** Shown when the user holds any one of these. */
  permissions: readonly Permission[];
  /** Position in the sidebar, lowest first (entries of all remotes are sorted together). */
  order: number;
}

/** Each remote's sidebar entries; the hub is customer-facing and has none. */
export const REMOTE_SIDEBAR_ENTRIES: Record<RemoteId, readonly RemoteSidebarEntry[]> = {
  dashboard: [
    {
      id: 'dashboard',
      path: '/dashboard',
      icon: 'dashboard',
      permissions: ['analytics:statusDashboard:view', 'analytics:trendDashboard:view'],
      order: 10,
    },
  ],
  tickets: [
    { id: 'tickets', path: '/tickets', icon: 'appstore', permissions: ['tickets:tickets:view'], order: 20 },
    { id: 'categories', path: '/categories', icon: 'tags', permissions: ['tickets:categories:view'], order: 30 },
    { id: 'customers', path: '/customers', icon: 'team', permissions: ['tickets:customers:view'], order: 40 },
  ],
  settings: [{ id: 'settings', path: '/settings', icon: 'setting', permissions: SETTINGS_PERMISSIONS, order: 90 }],
  hub: [],
};

/** Every remote's sidebar entries in sidebar order. */
export function sidebarEntriesOfRemotes(entries: Record<RemoteId, readonly RemoteSidebarEntry[]> = REMOTE_SIDEBAR_ENTRIES): RemoteSidebarEntry[] {
  return REMOTE_IDS.flatMap((id) => entries[id]).sort((a, b) => a.order - b.order);
}
