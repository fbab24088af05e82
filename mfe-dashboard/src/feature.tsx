import type { RemoteFeature } from '@switchboard/shared/ui';
import { DASHBOARD_NAMESPACE, dashboardResources } from './i18n/resources';
import { dashboardRoutes } from './routes';

/** What the shell mounts: `/dashboard/**` (DESIGN §4). */
export const feature: RemoteFeature = {
  id: 'dashboard',
  sections: [{ prefix: 'dashboard', routes: dashboardRoutes }],
  i18n: { namespace: DASHBOARD_NAMESPACE, resources: dashboardResources },
};
