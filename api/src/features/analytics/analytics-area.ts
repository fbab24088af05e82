import { area } from '../../plugins/area.js';
import { bearerSecurity } from '../../plugins/authentication.js';
import { statusDashboardRoutes } from './status/index.js';
import { trendDashboardRoutes } from './trend/index.js';

/** The dashboards (the `analytics:*` permissions): read from the figures the analytics fold keeps, never from scans of `tickets`. */
export const analyticsArea = area({
  name: 'switchboard-analytics-area',
  dependencies: ['switchboard-db', 'switchboard-config', 'switchboard-authentication'],
  security: bearerSecurity,
  folders: [
    ['status dashboard', statusDashboardRoutes],
    ['trend dashboard', trendDashboardRoutes],
  ],
});
