/** The runtime remotes (DESIGN §4) and the top-level path prefixes each one owns. */
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
