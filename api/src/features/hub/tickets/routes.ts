import {
  ClientTicketListQuerySchema,
  ClientTicketListResponseSchema,
  ClientTicketSchema,
  CreateComplaintRequestSchema,
  TicketIdParamsSchema,
  type ClientTicket,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/index.js';
import { bearerSecurity as security } from '../../../plugins/authentication.js';
import { AppError, errorResponses as errors, notFound, unauthenticated } from '../../../plugins/errors.js';
import { validateComplaint } from '../../tickets/shared/complaint-validation.js';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../../tickets/shared/idempotency.js';
import { categoryFieldsFor, createCustomerTicket, getCustomerTicket, listCustomerTickets } from './tickets.service.js';

const tags = ['hub tickets'];

/** Hub complaints (customer token): `v1/client/tickets`. */
export const clientTicketsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/v1/client/tickets',
    {
      schema: {
        tags,
        summary: 'Raise a complaint; `Idempotency-Key` makes a retry return the same ticket',
        security,
        body: CreateComplaintRequestSchema,
        response: { 200: ClientTicketSchema, 201: ClientTicketSchema, ...errors },
      },
      preHandler: [app.authenticateCustomer, app.hubQuota.tickets],
    },
    async (request, reply) => {
      const customer = request.customer;
      if (!customer) throw unauthenticated();
      const body = request.body;
      const categoryId = body.categoryId?.trim() ? body.categoryId.trim() : null;
      const result = await runIdempotent<ClientTicket>(
        db,
        { organizationId: customer.organizationId, actor: `customer:${customer.customerId}`, key: idempotencyKeyOf(request.headers), hash: requestHash('POST client/tickets', body) },
        async (trx) => {
          const category = await categoryFieldsFor(trx, customer.organizationId, categoryId);
          if (!category) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/categoryId', message: 'is not an active category' }]);
          const checked = validateComplaint(body, category.fields);
          if (!checked.ok) throw new AppError(400, 'VALIDATION_FAILED', checked.details);
          return { statusCode: 201, body: await createCustomerTicket(trx, customer, categoryId, checked.complaint) };
        },
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  );

  app.get(
    '/v1/client/tickets',
    {
      schema: { tags, summary: "The customer's own tickets, newest first", security, querystring: ClientTicketListQuerySchema, response: { 200: ClientTicketListResponseSchema, ...errors } },
      preHandler: app.authenticateCustomer,
    },
    async (request) => {
      if (!request.customer) throw unauthenticated();
      const { page, pageNumber, pageSize } = request.query;
      // `page` is the older spelling of `pageNumber`.
      return listCustomerTickets(db, request.customer, { pageNumber: pageNumber ?? page, pageSize });
    },
  );

  app.get(
    '/v1/client/tickets/:id',
    {
      schema: { tags, summary: 'One of the customer\'s tickets', security, params: TicketIdParamsSchema, response: { 200: ClientTicketSchema, ...errors } },
      preHandler: app.authenticateCustomer,
    },
    async (request) => {
      if (!request.customer) throw unauthenticated();
      const ticket = await getCustomerTicket(db, request.customer, request.params.id);
      if (!ticket) throw notFound();
      return ticket;
    },
  );
};
