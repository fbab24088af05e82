import {
  CurrentUserSchema,
  UserExpandQuerySchema,
  UserIdParamsSchema,
  type CurrentUser,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../plugins/errors.js';
import { findUserInOrganization, permissionsOfUser } from './users.service.js';

const wantsAuthorization = (expand: string | undefined) =>
  (expand ?? '').split(',').some((part) => part.trim().toLowerCase() === 'authorization');

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/users/me',
    {
      schema: {
        summary: 'The signed-in agent; `expand=authorization` adds the permissions',
        querystring: UserExpandQuerySchema,
        response: { 200: CurrentUserSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const auth = request.auth!;
      const user: CurrentUser = { id: auth.userId, name: auth.name, email: auth.email, profilePicture: auth.profilePicture };
      if (wantsAuthorization(request.query.expand)) user.authorization = { permissions: auth.permissions };
      return user;
    },
  );

  app.get(
    '/v1/users/:id',
    {
      schema: {
        summary: 'An agent of the caller’s organisation',
        params: UserIdParamsSchema,
        querystring: UserExpandQuerySchema,
        response: { 200: CurrentUserSchema },
      },
      preHandler: app.requirePermission('directory:users:view'),
    },
    async (request) => {
      // Scoped to the caller's organisation: another organisation's id is simply not found.
      const row = await findUserInOrganization(app.db, request.auth!.organizationId, request.params.id);
      if (!row) throw notFound();
      const user: CurrentUser = { id: row.id, name: row.name, email: row.email, profilePicture: row.profile_picture };
      if (wantsAuthorization(request.query.expand)) user.authorization = { permissions: await permissionsOfUser(app.db, row.id) };
      return user;
    },
  );
};
