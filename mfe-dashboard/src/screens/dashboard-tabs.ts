import { hasAny } from '@switchboard/shared/permissions';
import { useSession } from '@switchboard/shared/session';

// Which view the overview shows, decided without the views' code: the remote's feature module asks
// for the opened view's figures from here while the page's code loads.

export const STATUS_PERMISSION = 'analytics:statusDashboard:view';
export const TREND_PERMISSION = 'analytics:trendDashboard:view';

export type DashboardTab = 'status' | 'trend';

/** The views a user may open, status first. */
export function dashboardTabs(has: (permission: string) => boolean): DashboardTab[] {
  return [...(has(STATUS_PERMISSION) ? (['status'] as const) : []), ...(has(TREND_PERMISSION) ? (['trend'] as const) : [])];
}

/** The view the page shows: `?view=trend` when the user may see both, else the one they may see. */
export function activeTab(tabs: DashboardTab[], view: string | null): DashboardTab {
  return tabs.includes('trend') && (view === 'trend' || !tabs.includes('status')) ? 'trend' : (tabs[0] ?? 'status');
}

/** The view a page opened at `search` shows the signed-in user; null when they may see neither. */
export function openedTab(search: string): DashboardTab | null {
  const held = useSession.getState().user?.permissions;
  const tabs = dashboardTabs((permission) => hasAny(held, [permission]));
  return tabs.length > 0 ? activeTab(tabs, new URLSearchParams(search).get('view')) : null;
}
