import {
  CurrentUserSchema,
  UserDetailsSchema,
  UserExpandQuerySchema,
  UserIdParamsSchema,
  UserSearchRequestSchema,
  UserSearchResponseSchema,
  UserUpdateRequestSchema,
  type CurrentUser,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../plugins/errors.js';
import { preferencesOf } from '../profile/index.js';
import { auditActorOf } from '../../organization/audit/index.js';
import { expandsOf, searchUsers, updateUser, userDetails } from './users-admin.service.js';
import { userLifecycleRoutes } from './lifecycle-routes.js';
import { findUserInOrganization } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(userLifecycleRoutes);

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
      if (expandsOf(request.query.expand).has('authorization')) user.authorization = { permissions: auth.permissions };
      user.preferences = await preferencesOf(app.db, auth.userId);
      return user;
    },
  );

  app.post(
    '/v1/users/search',
    {
      schema: {
        summary: 'Search users (name, email), filter by status and role, sort and page; each row with its roles',
        body: UserSearchRequestSchema,
        response: { 200: UserSearchResponseSchema },
      },
      // A search sent with no body at all lists everything, like `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: app.requirePermission('directory:users:view'),
    },
    async (request) => searchUsers(app.db, request.auth!.organizationId, request.body),
  );

  app.get(
    '/v1/users/:id',
    {
      schema: {
        summary: 'An agent of the caller’s organisation; `expand=roles,authorization` adds roles and permissions',
        params: UserIdParamsSchema,
        querystring: UserExpandQuerySchema,
        response: { 200: UserDetailsSchema },
      },
      preHandler: app.requirePermission('directory:users:view'),
    },
    async (request) => {
      // Scoped to the caller's organisation: another organisation's id is simply not found.
      const row = await findUserInOrganization(app.db, request.auth!.organizationId, request.params.id);
      // A removed user is gone from administration; only history still names them.
      if (!row || row.status === 'removed') throw notFound();
      return userDetails(app.db, row, expandsOf(request.query.expand));
    },
  );

  app.put(
    '/v1/users',
    {
      schema: {
        summary: 'Change an agent’s name or title, enable or disable them (CONFLICT on disabling yourself or the last holder of a permission)',
        body: UserUpdateRequestSchema,
        response: { 200: UserDetailsSchema },
      },
      preHandler: app.requirePermission('directory:users:edit'),
    },
    async (request) => {
      const { organizationId, userId } = request.auth!;
      const user = await updateUser(app.db, app.push, { organizationId, userId, actor: auditActorOf(request.auth!) }, request.body);
      if (!user) throw notFound();
      return user;
    },
  );
};
