import { IdParamsSchema, UserRolesRequestSchema, UserRolesResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInAgent } from '../../auth/authentication.js';
import { notFound } from '../../../plugins/errors.js';
import { changeUserRoles, getUserRoles, type UserRolesChange } from './user-roles.service.js';

/** The roles of one user: read with `directory:users:view`, changed with `directory:users:edit`. */
export const userRolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/users/:id/roles',
    {
      schema: { summary: 'The roles of a user of the caller’s organisation, by name', params: IdParamsSchema, response: { 200: UserRolesResponseSchema } },
      preHandler: app.requirePermission('directory:users:view'),
    },
    async (request) => {
      const roles = await getUserRoles(app.db, signedInAgent(request).organizationId, request.params.id);
      if (!roles) throw notFound();
      return roles;
    },
  );

  const changes: Array<['PUT' | 'PATCH', string, UserRolesChange, string]> = [
    ['PUT', '/v1/users/:id/roles', 'add', 'Give a user roles, in every division or only in `divisionIds` (FORBIDDEN PERMISSION_NOT_HELD for a role carrying a permission the caller lacks)'],
    ['PATCH', '/v1/users/:id/roles/replace', 'replace', 'Replace a user’s roles, each holding in every division or only in `divisionIds` (CONFLICT LAST_PERMISSION_HOLDER when a permission would lose its last active holder)'],
    ['PUT', '/v1/users/:id/roles/remove', 'remove', 'Take roles from a user (CONFLICT LAST_PERMISSION_HOLDER when a permission would lose its last active holder)'],
  ];
  for (const [method, url, change, summary] of changes) {
    app.route({
      method,
      url,
      schema: { summary, params: IdParamsSchema, body: UserRolesRequestSchema, response: { 200: UserRolesResponseSchema } },
      preHandler: app.requirePermission('directory:users:edit'),
      handler: async (request) => {
        const roles = await changeUserRoles(app.db, signedInAgent(request), request.params.id, change, request.body.roleIds, request.body.divisionIds);
        if (!roles) throw notFound();
        return roles;
      },
    });
  }
};
