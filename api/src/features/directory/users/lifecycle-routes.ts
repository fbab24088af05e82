import {
  InvitationAcceptRequestSchema,
  InvitationAcceptResponseSchema,
  UserBulkRemoveRequestSchema,
  UserDetailsSchema,
  UserIdParamsSchema,
  UserInviteRequestSchema,
  UserRemoveResponseSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../plugins/errors.js';
import { addressAndAccountRateLimit } from '../../../plugins/rate-limit.js';
import { linkBase } from '../../auth/link-base.js';
import { auditActorOf } from '../../organization/audit/index.js';
import { acceptInvitation, inviteUser, resendInvitation, type InvitationScope } from './invitations.service.js';
import { removeUsers, type RemovalScope } from './removal.service.js';

/** Inviting agents, their accepting, and removing agents. */
export const userLifecycleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, mailWorker } = app;
  const now = () => (config.clock ? config.clock() : new Date());

  const invitationScope = (request: FastifyRequest): InvitationScope => {
    const auth = request.auth!;
    return { organizationId: auth.organizationId, userId: auth.userId, clientId: auth.clientId, actor: auditActorOf(auth), permissions: auth.permissions, linkBase: linkBase(config, request) };
  };
  const removalScope = (request: FastifyRequest): RemovalScope => {
    const auth = request.auth!;
    return { organizationId: auth.organizationId, userId: auth.userId, name: auth.name, actor: auditActorOf(auth) };
  };

  app.post(
    '/v1/users',
    {
      schema: {
        summary: 'Invite a colleague: an invited user with these roles and a mailed single-use link (7 days) to choose a password (CONFLICT on a used email, PERMISSION_NOT_HELD for a role giving more than the caller holds)',
        body: UserInviteRequestSchema,
        response: { 201: UserDetailsSchema },
      },
      preHandler: app.requirePermission('directory:users:add'),
    },
    async (request, reply) => {
      // userGroupIds is accepted for the form's sake; memberships are not set here.
      const user = await inviteUser(db, invitationScope(request), request.body, now());
      mailWorker.wake();
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/v1/users/:id/invite',
    {
      schema: {
        summary: 'Send an invited user a new invitation link; the previous one stops working (CONFLICT once the invitation is accepted)',
        params: UserIdParamsSchema,
        response: { 200: UserDetailsSchema },
      },
      preHandler: app.requirePermission('directory:users:add'),
    },
    async (request) => {
      const user = await resendInvitation(db, invitationScope(request), request.params.id, now());
      if (!user) throw notFound();
      mailWorker.wake();
      return user;
    },
  );

  app.post(
    '/v1/oauth/invite/accept',
    {
      config: { public: true },
      schema: {
        summary: 'Accept an invitation: choose a password with the mailed link (works once); the user becomes active and signs in with the returned email',
        body: InvitationAcceptRequestSchema,
        response: { 200: InvitationAcceptResponseSchema },
      },
      preHandler: addressAndAccountRateLimit(app, 'agent-invite-accept', config.hubAuthRateLimit),
    },
    async (request) => {
      const { email } = await acceptInvitation(db, request.body, now());
      return { success: true as const, email };
    },
  );

  app.delete(
    '/v1/users/:id',
    {
      schema: {
        summary: 'Remove a user: kept for history, never listed or signed in again; their open tickets are unassigned (CONFLICT for yourself, LAST_PERMISSION_HOLDER)',
        params: UserIdParamsSchema,
        response: { 200: UserRemoveResponseSchema },
      },
      preHandler: app.requirePermission('directory:users:delete'),
    },
    async (request) => removeUsers(db, app.push, removalScope(request), [request.params.id], () => '/id', now()),
  );

  app.post(
    '/v1/users/bulk/remove',
    {
      schema: {
        summary: 'Remove several users, all or none: a refusal names each failing id as `/ids/<index>`',
        body: UserBulkRemoveRequestSchema,
        response: { 200: UserRemoveResponseSchema },
      },
      preHandler: app.requirePermission('directory:users:delete'),
    },
    async (request) => removeUsers(db, app.push, removalScope(request), request.body.ids, (index) => `/ids/${index}`, now()),
  );
};
