import {
  crudPermissions,
  PermissionCatalogResponseSchema,
  RoleDeleteResponseSchema,
  RoleDetailsSchema,
  RoleSearchRequestSchema,
  RoleSearchResponseSchema,
  RoleWriteRequestSchema,
} from '@switchboard/shared/contracts';
import { permissionCatalog } from '@switchboard/shared/contracts/permission-labels';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { organizationScoped, registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { negotiateLocale } from '../../../plugins/error-messages.js';
import { createRole, deleteRole, getRole, searchRoles, updateRole } from './roles-admin.service.js';
import { userRolesRoutes } from './user-roles.routes.js';

/** Role administration, the labelled permission catalog, and the roles of each user. */
export const rolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { search, get } = organizationScoped(app.db, { search: searchRoles, get: getRole });
  registerCrudRoutes(app, {
    path: '/v1/roles',
    tag: 'roles',
    permissions: crudPermissions('directory:roles'),
    summaries: {
      search: 'Search roles (name), filter built-in or not, sort by name or user count, page; each with its permissions and user count',
      get: 'A role with its permissions and how many users hold it',
      create: 'Create a role (FORBIDDEN PERMISSION_NOT_HELD for a permission the caller lacks; CONFLICT on a name in use)',
      update: 'Replace a role’s name and permissions (built-in roles keep their name, the Administrator role every permission; no permission may lose its last active holder)',
      delete: 'Delete a role and take it from its users (the answer counts them); not a built-in role, nor the last active holder of a permission',
    },
    schemas: {
      searchRequest: RoleSearchRequestSchema,
      searchResponse: RoleSearchResponseSchema,
      details: RoleDetailsSchema,
      write: RoleWriteRequestSchema,
      deleted: RoleDeleteResponseSchema,
    },
    uniqueConstraints: { roles_org_name_key: { field: '/name', message: 'is already used by another role' } },
    service: {
      search,
      get,
      create: (scope, body) => createRole(app.db, scope, body),
      update: (scope, id, body) => updateRole(app.db, scope, id, body),
      delete: (scope, id) => deleteRole(app.db, scope, id),
    },
  });

  app.get(
    '/v1/permissions',
    {
      schema: {
        summary: 'The permission catalog by area, resource and action, labelled in the caller’s language (Accept-Language)',
        response: { 200: PermissionCatalogResponseSchema },
      },
      preHandler: app.requirePermission('directory:roles:view'),
    },
    async (request) => ({ areas: permissionCatalog(negotiateLocale(request.headers['accept-language'])) }),
  );

  await app.register(userRolesRoutes);
};
