import type { RemoteFeature } from '@switchboard/shared/ui';
import { HUB_NAMESPACE, hubResources } from './i18n/resources';
import { hubRoutes } from './routes';

/** The customer hub: `/hub/**`, standalone for customers or mounted by the shell (DESIGN §4). */
export const feature: RemoteFeature = {
  id: 'hub',
  sections: [{ prefix: 'hub', routes: hubRoutes }],
  i18n: { namespace: HUB_NAMESPACE, resources: hubResources },
};
