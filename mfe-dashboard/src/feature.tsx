import type { RemoteFeature } from '@switchboard/shared/ui';
import { dashboardStrings } from './i18n/resources';
import { dashboardRoutes } from './routes';

/** What the shell mounts: `/dashboard/**`, exposed as `./feature`. */
export const feature: RemoteFeature = {
  id: 'dashboard',
  // The shell ⇄ remote contract version this remote is built against, written out: the shared contracts module at run time is the shell's.
  version: '1.2.0',
  sections: [{ prefix: 'dashboard', routes: dashboardRoutes }],
  i18n: { namespace: dashboardStrings.namespace, resources: dashboardStrings.resources },
};
