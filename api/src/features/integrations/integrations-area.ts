import { area } from '../../plugins/area.js';
import { bearerSecurity } from '../../plugins/authentication.js';
import { oauthClientsRoutes } from './oauth-clients/index.js';

/** What other systems use to work with the organisation (the `integrations:*` permissions): OAuth clients. */
export const integrationsArea = area({
  name: 'switchboard-integrations-area',
  dependencies: ['switchboard-db', 'switchboard-authentication'],
  security: bearerSecurity,
  folders: [['oauthClients', oauthClientsRoutes]],
});
