import { crudPermissions, DivisionDeleteResponseSchema, DivisionDetailsSchema, DivisionOptionListResponseSchema, DivisionSearchRequestSchema, DivisionSearchResponseSchema, DivisionWriteRequestSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { signedInAgent } from '../../auth/authentication.js';
import { createDivision, deleteDivision, divisionOptions, getDivision, searchDivisions, updateDivision } from './divisions.service.js';

const permissions = crudPermissions('directory:divisions');

/** Division administration, and the pick list of the screens that give roles, categories and groups a division. */
export const divisionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Registered before the CRUD routes' `/:id`, which would otherwise not take "options" anyway (ids are uuids).
  app.get(
    '/v1/divisions/options',
    {
      schema: { summary: 'Every division by name, Home first: the pick list of the role, category, user group and OAuth client screens', response: { 200: DivisionOptionListResponseSchema } },
      // Whoever manages something that takes a division needs to pick one.
      preHandler: app.requirePermission(permissions.view, 'directory:roles:view', 'directory:users:view', 'tickets:categories:view', 'directory:userGroups:view', 'integrations:oauths:view'),
    },
    async (request) => divisionOptions(app.db, signedInAgent(request).organizationId),
  );

  registerCrudRoutes(app, {
    path: '/v1/divisions',
    tag: 'divisions',
    permissions,
    summaries: {
      search: 'Search divisions by name, sort and page; each row with its ticket, category and user group counts (Home always listed)',
      get: 'A division with its ticket, category and user group counts',
      create: 'Create a division (names are unique in the organisation, whatever their case)',
      update: 'Rename or describe a division (Home too)',
      delete: 'Delete a division: its tickets, categories and user groups move to Home, role assignments lose it (CONFLICT HOME_DIVISION_LOCKED for Home)',
    },
    schemas: {
      searchRequest: DivisionSearchRequestSchema,
      searchResponse: DivisionSearchResponseSchema,
      details: DivisionDetailsSchema,
      write: DivisionWriteRequestSchema,
      deleted: DivisionDeleteResponseSchema,
    },
    uniqueConstraints: { divisions_org_name_key: { field: '/name', message: 'is already used by another division' } },
    service: {
      search: (scope, request) => searchDivisions(app.db, scope.organizationId, request),
      get: (scope, id) => getDivision(app.db, scope.organizationId, id),
      create: (scope, body) => createDivision(app.db, scope, body),
      update: (scope, id, body) => updateDivision(app.db, scope, id, body),
      delete: (scope, id) => deleteDivision(app.db, scope, id),
    },
  });
};
