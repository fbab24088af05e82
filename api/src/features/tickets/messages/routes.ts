import {
  MESSAGES_DEFAULT_PAGE_SIZE,
  TicketMessageListQuerySchema,
  type Permission,
  SaveDraftRequestSchema,
  TicketMessageListResponseSchema,
  TicketMessageParamsSchema,
  TicketMessageSchema,
  TicketMessagesParamsSchema,
  UpdateDraftRequestSchema,
  type TicketMessage,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { Type } from 'typebox';
import { pageOf } from '../../../db/search.js';
import { bearerToken } from '../../../plugins/authentication.js';
import { unauthenticated } from '../../../plugins/errors.js';
import { createIdempotently } from '../shared/index.js';
import type { ThreadMailSettings } from './agent-mail.js';
import { deleteDraft, getMessage, listMessages, saveDraft, sendDraft, updateDraft, type MessageActor } from './messages.service.js';

/** Customer tokens carry `typ: customer+jwt`; anything else is taken for an agent token. */
function isCustomerToken(token: string): boolean {
  try {
    return decodeProtectedHeader(token).typ === 'customer+jwt';
  } catch {
    throw unauthenticated();
  }
}

const actorKey = (actor: MessageActor) => (actor.kind === 'customer' ? `customer:${actor.customerId}` : `user:${actor.userId}`);

/**
 * A ticket's message thread: `v1/tickets/{ticketId}/messages` (a draft is saved, edited, then sent once), for
 * the ticket's customer and for agents holding `tickets:messages:*`.
 */
export const ticketMessagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, mailWorker } = app;
  // The service-level clock reads the app's clock (tests move it).
  const now = () => (config.clock ? config.clock() : new Date());
  const mail: ThreadMailSettings = {
    supportAddress: `support@${config.supportEmailDomain}`,
    messageIdDomain: config.supportEmailDomain,
    publicUrl: config.publicUrl,
  };

  /** Either the customer (their own tickets) or an agent holding `permission`. */
  const customerOrAgentWith = (permission: Permission) => {
    const agentGuard = app.requirePermission(permission);
    return async function (this: typeof app, request: FastifyRequest, reply: FastifyReply) {
      const token = bearerToken(request);
      if (!token) throw unauthenticated();
      if (isCustomerToken(token)) await app.authenticateCustomer.call(this, request, reply);
      else await agentGuard.call(this, request, reply);
    };
  };

  /** Absolute attachment links must be on PUBLIC_URL or on the origin the caller reached us at. */
  const fileOrigins = (request: FastifyRequest) => {
    const origins = [new URL(config.publicUrl).origin];
    try {
      origins.push(new URL(`${request.protocol}://${request.host}`).origin);
    } catch {
      // A Host header no URL can carry: only PUBLIC_URL then.
    }
    return origins;
  };

  function actorOf(request: FastifyRequest): MessageActor {
    const customer = request.customer;
    if (customer) return { kind: 'customer', organizationId: customer.organizationId, customerId: customer.customerId, name: customer.name, email: customer.email };
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    return { kind: 'agent', organizationId: auth.organizationId, userId: auth.userId, name: auth.name, email: auth.email, mail, permissions: auth.permissions, clientId: auth.clientId };
  }

  app.get(
    '/v1/tickets/:ticketId/messages',
    {
      schema: {
        summary: "The thread, oldest first: sent messages plus the caller's drafts (agents: every agent's draft)",
        params: TicketMessagesParamsSchema,
        querystring: TicketMessageListQuerySchema,
        response: { 200: TicketMessageListResponseSchema },
      },
      preHandler: customerOrAgentWith('tickets:messages:view'),
    },
    async (request) => {
      const page = pageOf(request.query, { defaultSize: MESSAGES_DEFAULT_PAGE_SIZE, maxSize: MESSAGES_DEFAULT_PAGE_SIZE });
      return listMessages(db, actorOf(request), request.params.ticketId, page);
    },
  );

  app.get(
    '/v1/tickets/:ticketId/messages/:messageId',
    { schema: { summary: 'One message of the thread', params: TicketMessageParamsSchema, response: { 200: TicketMessageSchema } }, preHandler: customerOrAgentWith('tickets:messages:view') },
    async (request) => getMessage(db, actorOf(request), request.params.ticketId, request.params.messageId),
  );

  app.post(
    '/v1/tickets/:ticketId/messages',
    {
      schema: { summary: 'Save a draft; `Idempotency-Key` makes a retry return the same draft', params: TicketMessagesParamsSchema, body: SaveDraftRequestSchema, response: { 200: TicketMessageSchema, 201: TicketMessageSchema } },
      preHandler: [customerOrAgentWith('tickets:messages:add'), app.hubQuota.messages],
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { ticketId } = request.params;
      const scope = { organizationId: actor.organizationId, actor: actorKey(actor), route: `POST tickets/${ticketId}/messages` };
      return createIdempotently<TicketMessage>(db, request, reply, scope, (trx) => saveDraft(trx, actor, ticketId, request.body, fileOrigins(request)));
    },
  );

  app.put(
    '/v1/tickets/:ticketId/messages',
    { schema: { summary: 'Update one of your drafts', params: TicketMessagesParamsSchema, body: UpdateDraftRequestSchema, response: { 200: TicketMessageSchema } }, preHandler: customerOrAgentWith('tickets:messages:edit') },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction().execute((trx) => updateDraft(trx, actor, request.params.ticketId, request.body.id, request.body, fileOrigins(request)));
    },
  );

  app.delete(
    '/v1/tickets/:ticketId/messages/:messageId',
    {
      schema: { summary: 'Discard a draft (customers: their own; agents: any agent draft)', params: TicketMessageParamsSchema, response: { 204: Type.Null() } },
      preHandler: customerOrAgentWith('tickets:messages:delete'),
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await db.transaction().execute((trx) => deleteDraft(trx, actor, request.params.ticketId, request.params.messageId));
      return reply.code(204).send(null);
    },
  );

  // Send takes no body; clients that still set a JSON content type (or send `{}`) must not be refused.
  await app.register(async (scope) => {
    const sendScope = scope.withTypeProvider<TypeBoxTypeProvider>();
    sendScope.removeAllContentTypeParsers();
    sendScope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
    sendScope.put(
      '/v1/tickets/:ticketId/messages/:messageId/send',
      {
        schema: { summary: "Send one of your drafts (an agent's is e-mailed to its recipients)", params: TicketMessageParamsSchema, response: { 200: TicketMessageSchema } },
        preHandler: [customerOrAgentWith('tickets:messages:add'), app.hubQuota['message-sends']],
      },
      async (request) => {
        const actor = actorOf(request);
        const sent = await db.transaction().execute((trx) => sendDraft(trx, actor, request.params.ticketId, request.params.messageId, now()));
        // The mail row committed with the message; deliver it now rather than at the next poll.
        if (actor.kind === 'agent') mailWorker.wake();
        return sent;
      },
    );
  });
};
