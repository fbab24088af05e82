import { crudPermissions, SlaDetailsSchema, SlaOrderRequestSchema, SlaOrderResponseSchema, SlaSearchRequestSchema, SlaSearchResponseSchema, SlaWriteRequestSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { signedInAgent } from '../../auth/authentication.js';
import { createSla, deleteSla, getSla, reorderSlas, searchSlas, updateSla } from './slas.service.js';

const permissions = crudPermissions('tickets:sla');

/** Service level policy administration: the policies, their order, conditions, targets and escalations. */
export const slasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A static path: the router prefers it to the CRUD routes' `/:id` (ids are uuids anyway).
  app.put(
    '/v1/slas/order',
    {
      schema: { summary: 'Put every policy of the organisation in a new order (the first enabled matching policy applies)', body: SlaOrderRequestSchema, response: { 200: SlaOrderResponseSchema } },
      preHandler: app.requirePermission(permissions.edit),
    },
    async (request) => reorderSlas(app.db, signedInAgent(request), request.body.ids),
  );

  registerCrudRoutes(app, {
    path: '/v1/slas',
    tag: 'slas',
    permissions,
    summaries: {
      search: 'Search service level policies by name, filter by enabled, in their order or by name',
      get: 'A service level policy with its schedule, conditions, targets and escalations',
      create: 'Create a service level policy, last in the order (names are unique in the organisation, whatever their case)',
      update: 'Change a service level policy (its place in the order stays)',
      delete: 'Delete a service level policy; the ones after it move up',
    },
    schemas: {
      searchRequest: SlaSearchRequestSchema,
      searchResponse: SlaSearchResponseSchema,
      details: SlaDetailsSchema,
      write: SlaWriteRequestSchema,
    },
    uniqueConstraints: { sla_policies_org_name_key: { field: '/name', message: 'is already used by another policy' } },
    service: {
      search: (scope, request) => searchSlas(app.db, scope.organizationId, request),
      get: (scope, id) => getSla(app.db, scope.organizationId, id),
      create: (scope, body) => createSla(app.db, scope, body),
      update: (scope, id, body) => updateSla(app.db, scope, id, body),
      delete: (scope, id) => deleteSla(app.db, scope, id),
    },
  });
};
