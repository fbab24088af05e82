import { area } from '../../plugins/area.js';
import { bearerSecurity } from '../../plugins/authentication.js';
import { auditRoutes } from './audit/index.js';
import { organizationRoutes } from './settings/index.js';

/** The organisation itself (the `organization:*` permissions): its settings and the audit log of administration changes. */
export const organizationArea = area({
  name: 'switchboard-organization-area',
  dependencies: ['switchboard-db', 'switchboard-authentication'],
  security: bearerSecurity,
  folders: [
    ['organization', organizationRoutes],
    ['audit', auditRoutes],
  ],
});
