import { matchPath } from 'react-router-dom';
import type { RemoteFeature } from '@switchboard/shared/ui';
import { dashboardStrings } from './i18n/resources';
import { dashboardRoutes } from './routes';
import { openedTab } from './screens/dashboard-tabs';
import { askFirstFigures } from './screens/status/first-figures';

/** The address the page opened, as the overview sees it: `/dashboard` redirects there without its query. */
function overviewSearch(pathname: string, search: string): string | null {
  if (matchPath('/dashboard/overview', pathname)) return search;
  return matchPath('/dashboard', pathname) ? '' : null;
}

/** What the shell mounts: `/dashboard/**`, exposed as `./feature`. */
export const feature: RemoteFeature = {
  id: 'dashboard',
  // The shell ⇄ remote contract version this remote is built against, written out: the shared contracts module at run time is the shell's.
  version: '1.2.0',
  sections: [{ prefix: 'dashboard', routes: dashboardRoutes }],
  i18n: { namespace: dashboardStrings.namespace, resources: dashboardStrings.resources },
  // A page opened on the status view asks for its figures while the view's code loads.
  preloadData: (pathname, search) => {
    const opened = overviewSearch(pathname, search);
    if (opened !== null && openedTab(opened) === 'status') askFirstFigures(opened);
  },
};
