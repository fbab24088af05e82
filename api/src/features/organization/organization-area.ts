import { area } from '../../plugins/area.js';
import { bearerSecurity } from '../../plugins/authentication.js';
import { organizationRoutes } from './settings/index.js';

/** The organisation itself (the `organization:*` permissions): its settings. */
export const organizationArea = area({
  name: 'switchboard-organization-area',
  dependencies: ['switchboard-db', 'switchboard-authentication'],
  security: bearerSecurity,
  folders: [['organization', organizationRoutes]],
});
