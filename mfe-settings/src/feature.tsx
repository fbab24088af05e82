import type { RemoteFeature } from '@switchboard/shared/ui';
import { settingsStrings } from './i18n/resources';
import { settingsRoutes } from './routes';

/** What the shell mounts: `/settings/**`, exposed as `./feature`. */
export const feature: RemoteFeature = {
  id: 'settings',
  // The shell ⇄ remote contract version this remote is built against, written out: the shared contracts module at run time is the shell's.
  version: '1.2.0',
  sections: [{ prefix: 'settings', routes: settingsRoutes }],
  i18n: { namespace: settingsStrings.namespace, resources: settingsStrings.resources },
};
