import {
  CurrentUserSchema,
  UserExpandQuerySchema,
  UserIdParamsSchema,
  type CurrentUser,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/index.js';
import { bearerSecurity } from '../../../plugins/authentication.js';
import { errorResponses as errors, notFound } from '../../../plugins/errors.js';
import { findUserInOrganization, permissionsOfUser } from './users.service.js';

const wantsAuthorization = (expand: string | undefined) =>
  (expand ?? '').split(',').some((part) => part.trim().toLowerCase() === 'authorization');

export const usersRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in agent; `expand=authorization` adds the permissions',
        security: bearerSecurity,
        querystring: UserExpandQuerySchema,
        response: { 200: CurrentUserSchema, ...errors },
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
        tags: ['users'],
        summary: 'An agent of the caller’s organisation',
        security: bearerSecurity,
        params: UserIdParamsSchema,
        querystring: UserExpandQuerySchema,
        response: { 200: CurrentUserSchema, ...errors },
      },
      preHandler: app.requirePermission('directory:users:view'),
    },
    async (request) => {
      // Scoped to the caller's organisation: another organisation's id is simply not found.
      const row = await findUserInOrganization(db, request.auth!.organizationId, request.params.id);
      if (!row) throw notFound();
      const user: CurrentUser = { id: row.id, name: row.name, email: row.email, profilePicture: row.profile_picture };
      if (wantsAuthorization(request.query.expand)) user.authorization = { permissions: await permissionsOfUser(db, row.id) };
      return user;
    },
  );
};
