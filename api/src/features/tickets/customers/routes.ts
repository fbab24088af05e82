import {
  crudPermissions,
  CustomerIdParamsSchema,
  CustomerSchema,
  CustomerSearchRequestSchema,
  CustomerSearchResponseSchema,
  CustomerTicketListResponseSchema,
  CustomerTicketsQuerySchema,
  CustomerWriteRequestSchema,
  SEARCH_DEFAULT_PAGE_SIZE,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { organizationScoped, registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { pageOf } from '../../../db/search.js';
import { notFound } from '../../../plugins/errors.js';
import { divisionScope } from '../shared/division-scope.js';
import {
  createCustomerByAgent,
  deleteCustomerByAgent,
  getCustomerForAdmin,
  listTicketsOfCustomer,
  searchCustomers,
  updateCustomerByAgent,
} from './customers-admin.service.js';

/** Customer administration for agents. */
export const customersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    path: '/v1/customers',
    tag: 'customers',
    permissions: crudPermissions('tickets:customers'),
    summaries: {
      search: 'Search customers (name, email, phone), filter verified/unverified, sort and page; ticket counts cover the tickets the caller sees',
      get: 'A customer with the counts of their tickets the caller sees',
      create: 'Create a customer (no password: they set one through the hub’s forgot-password link)',
      update: 'Change a customer’s name, email and phone (a missing phone keeps the stored one)',
      delete: 'Delete a customer who has no tickets (CONFLICT while they have any)',
    },
    schemas: {
      searchRequest: CustomerSearchRequestSchema,
      searchResponse: CustomerSearchResponseSchema,
      details: CustomerSchema,
      write: CustomerWriteRequestSchema,
    },
    uniqueConstraints: { customers_org_email_key: { field: '/email', message: 'is already used by another customer' } },
    service: {
      ...organizationScoped(app.db, { create: createCustomerByAgent, delete: deleteCustomerByAgent }),
      // Ticket counts depend on the caller's divisions, so these take the whole caller.
      search: (scope, request) => searchCustomers(app.db, scope, request),
      get: (scope, id) => getCustomerForAdmin(app.db, scope, id),
      update: (scope, id, input) => updateCustomerByAgent(app.db, scope, id, input),
    },
  });

  app.get(
    '/v1/customers/:id/tickets',
    {
      schema: {
        summary: 'A customer’s tickets, newest first (needs customers view and tickets view)',
        params: CustomerIdParamsSchema,
        querystring: CustomerTicketsQuerySchema,
        response: { 200: CustomerTicketListResponseSchema },
      },
      // Both: the list shows ticket data, which customer access alone does not open.
      preHandler: [app.requirePermission('tickets:customers:view'), app.requirePermission('tickets:tickets:view')],
    },
    async (request) => {
      const caller = request.auth!;
      const divisions = await divisionScope(app.db, caller, 'tickets:tickets:view');
      const tickets = await listTicketsOfCustomer(app.db, caller.organizationId, request.params.id, divisions, pageOf(request.query, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE }));
      if (!tickets) throw notFound();
      return tickets;
    },
  );
};
