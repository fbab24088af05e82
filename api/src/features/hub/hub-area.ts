import { area } from '../../plugins/area.js';
import { bearerSecurity } from '../../plugins/authentication.js';
import { customerSessionRoutes, hubAuthRoutes } from './accounts/index.js';
import { hubBrandingRoutes } from './branding/index.js';
import { clientCategoriesRoutes } from './categories/index.js';
import { clientTicketsRoutes } from './tickets/index.js';

/**
 * What the customer hub calls: customer accounts and sessions, the category list and the customer's own
 * tickets. Customer access tokens are bearer tokens too; sign-in routes are public.
 */
export const hubArea = area({
  name: 'switchboard-hub-area',
  dependencies: ['switchboard-db', 'switchboard-config', 'switchboard-mail', 'switchboard-customer-authentication', 'throttle', 'hub-quotas'],
  security: bearerSecurity,
  folders: [
    ['hub auth', hubAuthRoutes],
    ['hub auth', customerSessionRoutes],
    ['hub auth', hubBrandingRoutes],
    ['hub categories', clientCategoriesRoutes],
    ['hub tickets', clientTicketsRoutes],
  ],
});
