import type { RemoteFeature } from '@switchboard/shared/ui';
import { SETTINGS_NAMESPACE, settingsResources } from './i18n/resources';
import { settingsRoutes } from './routes';

/** What the shell mounts: `/settings/**` (DESIGN §4). */
export const feature: RemoteFeature = {
  id: 'settings',
  sections: [{ prefix: 'settings', routes: settingsRoutes }],
  i18n: { namespace: SETTINGS_NAMESPACE, resources: settingsResources },
};
