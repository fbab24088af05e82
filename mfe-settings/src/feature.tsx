import { matchPath } from 'react-router-dom';
import { hasAny } from '@switchboard/shared/permissions';
import { useSession } from '@switchboard/shared/session';
import type { RemoteFeature } from '@switchboard/shared/ui';
import { SETTINGS_AREAS } from './areas';
import { settingsStrings } from './i18n/resources';
import { settingsRoutes } from './routes';
import { LIST_FIRST_PAGES } from './screens/list-first-pages';

/**
 * A page opened on an area's list (`/settings/<area>/list`) asks for the list's first page while the
 * list's code loads, when the agent may see that list.
 */
function askListFirstPage(pathname: string, search: string): void {
  const path = matchPath('/settings/:area/list', pathname)?.params.area;
  const area = SETTINGS_AREAS.find((candidate) => candidate.path === path && candidate.pages.kind === 'list-details');
  if (!area || area.pages.kind !== 'list-details' || !(area.key in LIST_FIRST_PAGES)) return;
  const view = area.pages.view;
  if (view && !hasAny(useSession.getState().user?.permissions, [view])) return;
  LIST_FIRST_PAGES[area.key as keyof typeof LIST_FIRST_PAGES].ask(search);
}

/** What the shell mounts: `/settings/**`, exposed as `./feature`. */
export const feature: RemoteFeature = {
  id: 'settings',
  // The shell ⇄ remote contract version this remote is built against, written out: the shared contracts module at run time is the shell's.
  version: '1.2.0',
  sections: [{ prefix: 'settings', routes: settingsRoutes }],
  i18n: { namespace: settingsStrings.namespace, resources: settingsStrings.resources },
  preloadData: askListFirstPage,
};
