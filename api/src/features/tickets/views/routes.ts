import { TicketViewSchema, TicketViewSearchRequestSchema, TicketViewSearchResponseSchema, TicketViewWriteRequestSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { createTicketView, deleteTicketView, listTicketViews, updateTicketView } from './views.service.js';

/** Whoever may see the tickets list keeps views of it; each agent sees and changes only their own. */
const LIST_VIEWER = 'tickets:tickets:view';

/** Saved views of the tickets list (`v1/tickets/views`). */
export const ticketViewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    path: '/v1/tickets/views',
    tag: 'tickets',
    permissions: { view: LIST_VIEWER, add: LIST_VIEWER, edit: LIST_VIEWER, delete: LIST_VIEWER },
    summaries: {
      search: "The calling agent's saved views of the tickets list, by name",
      get: '',
      create: 'Save a view of the tickets list (a name, unique for the agent, and the list query)',
      update: 'Rename a saved view or change its query',
      delete: 'Delete a saved view',
    },
    schemas: { searchRequest: TicketViewSearchRequestSchema, searchResponse: TicketViewSearchResponseSchema, details: TicketViewSchema, write: TicketViewWriteRequestSchema },
    uniqueConstraints: { ticket_views_user_name_key: { field: '/name', message: 'is already the name of another of your views' } },
    service: {
      search: (scope) => listTicketViews(app.db, scope),
      create: (scope, body) => createTicketView(app.db, scope, body),
      update: (scope, id, body) => updateTicketView(app.db, scope, id, body),
      delete: (scope, id) => deleteTicketView(app.db, scope, id),
    },
  });
};
