import {
  ApiErrorSchema,
  SaveDraftRequestSchema,
  TicketMessageListResponseSchema,
  TicketMessageParamsSchema,
  TicketMessageSchema,
  TicketMessagesParamsSchema,
  UpdateDraftRequestSchema,
  type TicketMessage,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { unauthenticated } from '../../plugins/errors.js';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../tickets/index.js';
import { getMessage, listMessages, saveDraft, sendDraft, updateDraft, type MessageActor } from './messages.service.js';

const errors = { '4xx': ApiErrorSchema };
const tags = ['ticket messages'];
const security = [{ bearer: [] }];

/**
 * The signed-in actor. Customer tokens only for now; issue #4 adds agents here (an agent token with
 * `tickets:messages:*` → `{kind:'agent', …}`) without touching the service.
 */
function actorOf(request: FastifyRequest): MessageActor {
  const customer = request.customer;
  if (!customer) throw unauthenticated();
  return { kind: 'customer', organizationId: customer.organizationId, customerId: customer.customerId, name: customer.name, email: customer.email };
}

const actorKey = (actor: MessageActor) => (actor.kind === 'customer' ? `customer:${actor.customerId}` : `user:${actor.userId}`);

/** A ticket's message thread: `v1/tickets/{ticketId}/messages` (spec §4 draft → sent lifecycle). */
export const ticketMessagesRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const preHandler = app.authenticateCustomer;

  app.get(
    '/v1/tickets/:ticketId/messages',
    { schema: { tags, summary: 'The thread, oldest first (others\' drafts hidden)', security, params: TicketMessagesParamsSchema, response: { 200: TicketMessageListResponseSchema, ...errors } }, preHandler },
    async (request) => {
      const entities = await listMessages(db, actorOf(request), request.params.ticketId);
      return { entities, totalCount: entities.length };
    },
  );

  app.get(
    '/v1/tickets/:ticketId/messages/:messageId',
    { schema: { tags, summary: 'One message of the thread', security, params: TicketMessageParamsSchema, response: { 200: TicketMessageSchema, ...errors } }, preHandler },
    async (request) => getMessage(db, actorOf(request), request.params.ticketId, request.params.messageId),
  );

  app.post(
    '/v1/tickets/:ticketId/messages',
    {
      schema: { tags, summary: 'Save a draft; `Idempotency-Key` makes a retry return the same draft', security, params: TicketMessagesParamsSchema, body: SaveDraftRequestSchema, response: { 200: TicketMessageSchema, 201: TicketMessageSchema, ...errors } },
      preHandler,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { ticketId } = request.params;
      const result = await runIdempotent<TicketMessage>(
        db,
        { organizationId: actor.organizationId, actor: actorKey(actor), key: idempotencyKeyOf(request.headers), hash: requestHash(`POST tickets/${ticketId}/messages`, request.body) },
        async (trx) => ({ statusCode: 201, body: await saveDraft(trx, actor, ticketId, request.body) }),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  );

  app.put(
    '/v1/tickets/:ticketId/messages',
    { schema: { tags, summary: 'Update one of your drafts', security, params: TicketMessagesParamsSchema, body: UpdateDraftRequestSchema, response: { 200: TicketMessageSchema, ...errors } }, preHandler },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction().execute((trx) => updateDraft(trx, actor, request.params.ticketId, request.body.id, request.body));
    },
  );

  // Send takes no body; clients that still set a JSON content type (or send `{}`) must not be refused.
  await app.register(async (scope) => {
    const sendScope = scope.withTypeProvider<TypeBoxTypeProvider>();
    sendScope.removeAllContentTypeParsers();
    sendScope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
    sendScope.put(
      '/v1/tickets/:ticketId/messages/:messageId/send',
      { schema: { tags, summary: 'Send one of your drafts', security, params: TicketMessageParamsSchema, response: { 200: TicketMessageSchema, ...errors } }, preHandler },
      async (request) => {
        const actor = actorOf(request);
        return db.transaction().execute((trx) => sendDraft(trx, actor, request.params.ticketId, request.params.messageId));
      },
    );
  });
};
