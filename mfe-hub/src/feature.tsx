import type { RemoteFeature } from '@switchboard/shared/ui';
import { HUB_NAMESPACE, hubResources } from './i18n/resources';
import { hubRoutes } from './routes';

/** The customer hub: `/hub/**`, standalone for customers or mounted by the shell. */
export const feature: RemoteFeature = {
  id: 'hub',
  // The shell ⇄ remote contract version this remote is built against, written out: the shared contracts module at run time is the shell's.
  version: '1.1.0',
  sections: [{ prefix: 'hub', routes: hubRoutes }],
  i18n: { namespace: HUB_NAMESPACE, resources: hubResources },
};
