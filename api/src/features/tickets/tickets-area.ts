import { area } from '../../plugins/area.js';
import { bearerSecurity } from '../../plugins/authentication.js';
import { categoriesAdminRoutes } from './categories/index.js';
import { ticketCommentsRoutes } from './comments/index.js';
import { customersRoutes } from './customers/index.js';
import { filesRoutes } from './files/index.js';
import { ticketMergeRoutes } from './merge/index.js';
import { ticketMessagesRoutes } from './messages/index.js';
import { statusesAdminRoutes } from './statuses/index.js';
import { agentTicketsRoutes } from './tickets/index.js';
import { ticketViewsRoutes } from './views/index.js';

/**
 * The agents' ticket workspace (the `tickets:*` permissions): tickets, their messages, comments and merges,
 * categories, customers and attachments. Messages and files also take customer tokens.
 */
export const ticketsArea = area({
  name: 'switchboard-tickets-area',
  dependencies: ['switchboard-db', 'switchboard-config', 'switchboard-mail', 'switchboard-authentication', 'switchboard-customer-authentication', 'hub-quotas'],
  security: bearerSecurity,
  folders: [
    ['ticket messages', ticketMessagesRoutes],
    ['agent tickets', agentTicketsRoutes],
    ['ticket views', ticketViewsRoutes],
    ['ticket comments', ticketCommentsRoutes],
    ['tickets', ticketMergeRoutes],
    ['categories', categoriesAdminRoutes],
    ['statuses', statusesAdminRoutes],
    ['customers', customersRoutes],
    ['files', filesRoutes],
  ],
});
