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
import { signedInAgent } from '../../auth/authentication.js';
import { unreadNotificationCount } from '../../notifications/notifications.service.js';
import { auditActorOf } from '../../organization/audit/index.js';
import { organizationBasics } from '../../organization/settings/index.js';
import { expandsOf, searchUsers, updateUser, userDetails } from './users-admin.service.js';
import { userLifecycleRoutes } from './lifecycle-routes.js';
import { findUserInOrganization } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(userLifecycleRoutes);

  app.get(
    '/v1/users/me',
    {
      schema: {
        summary:
          'The signed-in agent with their preferences; `expand=authorization` adds the permissions, `organization` the organisation’s basics, `notifications` the unread count (one page-load call)',
        querystring: UserExpandQuerySchema,
        response: { 200: CurrentUserSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const auth = signedInAgent(request);
      const expand = expandsOf(request.query.expand);
      const user: CurrentUser = { id: auth.userId, name: auth.name, email: auth.email, profilePicture: auth.profilePicture };
      if (expand.has('authorization')) user.authorization = { permissions: auth.permissions };
      // Only what the caller may read anyway: their own preferences and notifications, and the
      // basics `organization/me` gives every agent of their organisation. No permission-bound data.
      const [preferences, organization, unreadCount] = await Promise.all([
        preferencesOf(app.db, auth.userId),
        expand.has('organization') ? organizationBasics(app.db, auth.organizationId) : undefined,
        expand.has('notifications') ? unreadNotificationCount(app.db, auth) : undefined,
      ]);
      user.preferences = preferences;
      if (organization) user.organization = organization;
      if (unreadCount !== undefined) user.notifications = { unreadCount };
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
