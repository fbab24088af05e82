import {
  crudPermissions,
  IdParamsSchema,
  StatusDeleteQuerySchema,
  StatusDeleteResponseSchema,
  StatusDetailsSchema,
  StatusOrderRequestSchema,
  StatusSearchRequestSchema,
  StatusSearchResponseSchema,
  StatusWriteRequestSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { bearerSecurity as security } from '../../../plugins/authentication.js';
import { errorResponses as errors, notFound } from '../../../plugins/errors.js';
import { signedInAgent } from '../../auth/authentication.js';
import { createStatus, deleteStatus, getStatus, reorderStatuses, searchStatuses, updateStatus } from './statuses.service.js';

const permissions = crudPermissions('tickets:status');
const tags = ['statuses'];

/** Status administration (`tickets:status:*`); the pick list `GET v1/statuses` stays with the agent ticket routes. */
export const statusesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Registered as a static path, which the router prefers over the CRUD routes' `/:id`.
  app.put(
    '/v1/statuses/order',
    {
      schema: { tags, summary: 'Reorder the statuses: the listed `ids` first in that order, the others after them in their current order; answers the list in the new order', security, body: StatusOrderRequestSchema, response: { 200: StatusSearchResponseSchema, ...errors } },
      preHandler: app.requirePermission(permissions.edit),
    },
    async (request) => reorderStatuses(app.db, signedInAgent(request), request.body),
  );

  registerCrudRoutes(app, {
    path: '/v1/statuses',
    tag: 'statuses',
    permissions,
    summaries: {
      search: 'Search statuses by name; in their order unless sorted by name; each with its ticket count',
      get: 'A status with its translations and ticket count',
      create: 'Create a status (names unique whatever their case; the colour must be readable as a tag)',
      update: 'Change a status; `isDefault: true` takes the default mark from the previous default',
      delete: 'Delete a status: not the default one; a status in use needs `moveTo`, where its tickets go',
    },
    schemas: {
      searchRequest: StatusSearchRequestSchema,
      searchResponse: StatusSearchResponseSchema,
      details: StatusDetailsSchema,
      write: StatusWriteRequestSchema,
    },
    uniqueConstraints: {
      statuses_org_name_key: { field: '/name', message: 'is already used by another status' },
      statuses_org_default_key: { field: '/isDefault', message: 'another status became the default meanwhile' },
    },
    service: {
      search: (scope, request) => searchStatuses(app.db, scope.organizationId, request),
      get: (scope, id) => getStatus(app.db, scope.organizationId, id),
      create: (scope, body) => createStatus(app.db, scope, body),
      update: (scope, id, body) => updateStatus(app.db, scope, id, body),
    },
  });

  // Delete takes `moveTo` from the query string, which the CRUD kit's delete has no place for.
  app.delete(
    '/v1/statuses/:id',
    {
      schema: {
        tags,
        summary: 'Delete a status: not the default one nor the last that is neither resolved nor closed; a status in use needs `moveTo`, where its tickets go (each move in their history)',
        security,
        params: IdParamsSchema,
        querystring: StatusDeleteQuerySchema,
        response: { 200: StatusDeleteResponseSchema, ...errors },
      },
      preHandler: app.requirePermission(permissions.delete),
    },
    async (request) => {
      const deleted = await deleteStatus(app.db, signedInAgent(request), request.params.id, request.query.moveTo);
      if (!deleted) throw notFound();
      return deleted;
    },
  );
};
