import { randomUUID } from 'node:crypto';
import {
  ClientTicketListQuerySchema,
  ClientTicketListResponseSchema,
  ClientTicketSchema,
  CreateComplaintRequestSchema,
  TicketIdParamsSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { negotiateLocale } from '../../../plugins/error-messages.js';
import { AppError, notFound } from '../../../plugins/errors.js';
import { signedInCustomer } from '../accounts/guard.js';
import { validateComplaint } from '../../tickets/shared/complaint-validation.js';
import { checkIdempotencyKey, claimedKeyAnswer, idempotencyKeyOf, requestHash, sendIdempotentResult } from '../../tickets/shared/idempotency.js';
import { organizationFactsIn, type OrganizationFacts } from '../../tickets/tickets/organization-facts.js';
import { categoryFieldsFor, createCustomerTicket, getCustomerTicket, listCustomerTickets, markCustomerTicketRead } from './tickets.service.js';

/** The signed-in customer, with the language their tickets' status names are shown in. */
const customerOf = (request: FastifyRequest) => ({ ...signedInCustomer(request), locale: negotiateLocale(request.headers['accept-language']) });

/** Hub complaints (customer token): `v1/client/tickets`. */
export const clientTicketsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The service-level clock reads the app's clock (tests move it).
  const now = () => (app.config.clock ? app.config.clock() : new Date());
  // Organisations' policies and default status, kept between complaints until a change of them.
  const factsCache = app.permissionCache.dependent<OrganizationFacts>();
  app.post(
    '/v1/client/tickets',
    {
      schema: {
        summary: 'Raise a complaint; `Idempotency-Key` makes a retry return the same ticket',
        body: CreateComplaintRequestSchema,
        response: { 200: ClientTicketSchema, 201: ClientTicketSchema },
      },
      preHandler: [app.authenticateCustomer, app.hubQuota.tickets],
    },
    async (request, reply) => {
      const customer = customerOf(request);
      const body = request.body;
      const categoryId = body.categoryId?.trim() ? body.categoryId.trim() : null;
      const key = idempotencyKeyOf(request.headers);
      checkIdempotencyKey(key);
      const scope = key === undefined ? undefined : { organizationId: customer.organizationId, actor: `customer:${customer.customerId}`, key, hash: requestHash('POST client/tickets', body) };
      const earlierAnswer = () => scope && claimedKeyAnswer(app.db, scope, (ticketId) => getCustomerTicket(app.db, customer, ticketId));

      const category = await categoryFieldsFor(app.db, customer.organizationId, categoryId, customer.locale);
      const checked = category && validateComplaint(body, category.fields);
      if (!checked?.ok) {
        // A retry of a complaint that went through gets its ticket, even if its category has closed since.
        const earlier = await earlierAnswer();
        if (earlier) return sendIdempotentResult(reply, earlier);
        throw new AppError(400, 'VALIDATION_FAILED', checked ? checked.details : [{ field: '/categoryId', message: 'is not an active category' }]);
      }
      const claim = scope && { actor: scope.actor, key: scope.key, requestHash: scope.hash, ticketId: randomUUID() };
      const facts = organizationFactsIn(factsCache, app.db, customer.organizationId);
      const ticket = await createCustomerTicket(app.db, customer, categoryId, checked.complaint, now(), claim, facts);
      if (ticket) return reply.code(201).send(ticket);
      // Nothing created: the key was claimed first (by a request that has committed since).
      const earlier = await earlierAnswer();
      if (!earlier) throw new Error('a complaint created nothing and its key holds no answer');
      return sendIdempotentResult(reply, earlier);
    },
  );

  app.get(
    '/v1/client/tickets',
    {
      schema: { summary: "The customer's own tickets, newest first", querystring: ClientTicketListQuerySchema, response: { 200: ClientTicketListResponseSchema } },
      preHandler: app.authenticateCustomer,
    },
    async (request) => {
      const { page, pageNumber, pageSize } = request.query;
      // `page` is the older spelling of `pageNumber`.
      return listCustomerTickets(app.db, customerOf(request), { pageNumber: pageNumber ?? page, pageSize });
    },
  );

  app.get(
    '/v1/client/tickets/:id',
    {
      schema: {
        summary: "One of the customer's tickets; opening it marks support's replies so far as read (`newReply` false)",
        params: TicketIdParamsSchema,
        response: { 200: ClientTicketSchema },
      },
      preHandler: app.authenticateCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      // Read first, so the answer already says there is nothing new.
      await markCustomerTicketRead(app.db, customer, request.params.id, now());
      const ticket = await getCustomerTicket(app.db, customer, request.params.id);
      if (!ticket) throw notFound();
      return ticket;
    },
  );
};
