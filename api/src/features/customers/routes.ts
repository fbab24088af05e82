import {
  ApiErrorSchema,
  CustomerIdParamsSchema,
  CustomerSchema,
  CustomerSearchRequestSchema,
  CustomerSearchResponseSchema,
  CustomerTicketListResponseSchema,
  CustomerTicketsQuerySchema,
  CustomerWriteRequestSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../plugins/errors.js';
import type { MailWorker } from '../mail/index.js';
import {
  createCustomerByAgent,
  deleteCustomerByAgent,
  getCustomerForAdmin,
  listTicketsOfCustomer,
  searchCustomers,
  updateCustomerByAgent,
} from './customers-admin.service.js';

const errors = { '4xx': ApiErrorSchema };
const tags = ['customers'];
const security = [{ bearer: [] }];

/** Customer administration for agents (issue #4). */
export const customersRoutes: FastifyPluginAsyncTypebox<{ db: Db; config: Config; mailWorker: MailWorker }> = async (app, { db }) => {
  app.post(
    '/v1/customers/search',
    {
      schema: {
        tags,
        summary: 'Search customers (name, email, phone), filter verified/unverified, sort and page',
        security,
        body: CustomerSearchRequestSchema,
        response: { 200: CustomerSearchResponseSchema, ...errors },
      },
      // A search sent with no body at all lists everything, like `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: app.requirePermission('tickets:customers:view'),
    },
    async (request) => searchCustomers(db, request.auth!.organizationId, request.body),
  );

  app.get(
    '/v1/customers/:id',
    {
      schema: { tags, summary: 'A customer with their ticket counts', security, params: CustomerIdParamsSchema, response: { 200: CustomerSchema, ...errors } },
      preHandler: app.requirePermission('tickets:customers:view'),
    },
    async (request) => {
      const customer = await getCustomerForAdmin(db, request.auth!.organizationId, request.params.id);
      if (!customer) throw notFound();
      return customer;
    },
  );

  app.post(
    '/v1/customers',
    {
      schema: {
        tags,
        summary: 'Create a customer (no password: they set one through the hub’s forgot-password link)',
        security,
        body: CustomerWriteRequestSchema,
        response: { 201: CustomerSchema, ...errors },
      },
      preHandler: app.requirePermission('tickets:customers:add'),
    },
    async (request, reply) => reply.code(201).send(await createCustomerByAgent(db, request.auth!.organizationId, request.body)),
  );

  app.put(
    '/v1/customers/:id',
    {
      schema: {
        tags,
        summary: 'Change a customer’s name, email and phone (a missing phone keeps the stored one)',
        security,
        params: CustomerIdParamsSchema,
        body: CustomerWriteRequestSchema,
        response: { 200: CustomerSchema, ...errors },
      },
      preHandler: app.requirePermission('tickets:customers:edit'),
    },
    async (request) => {
      const customer = await updateCustomerByAgent(db, request.auth!.organizationId, request.params.id, request.body);
      if (!customer) throw notFound();
      return customer;
    },
  );

  app.delete(
    '/v1/customers/:id',
    {
      schema: {
        tags,
        summary: 'Delete a customer who has no tickets (CONFLICT while they have any)',
        security,
        params: CustomerIdParamsSchema,
        response: { 204: Type.Null(), ...errors },
      },
      preHandler: app.requirePermission('tickets:customers:delete'),
    },
    async (request, reply) => {
      if (!(await deleteCustomerByAgent(db, request.auth!.organizationId, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/customers/:id/tickets',
    {
      schema: {
        tags,
        summary: 'A customer’s tickets, newest first (needs customers view and tickets view)',
        security,
        params: CustomerIdParamsSchema,
        querystring: CustomerTicketsQuerySchema,
        response: { 200: CustomerTicketListResponseSchema, ...errors },
      },
      // Both: the list shows ticket data, which customer access alone does not open.
      preHandler: [app.requirePermission('tickets:customers:view'), app.requirePermission('tickets:tickets:view')],
    },
    async (request) => {
      const { pageNumber = 1, pageSize = 25 } = request.query;
      const tickets = await listTicketsOfCustomer(db, request.auth!.organizationId, request.params.id, pageNumber, pageSize);
      if (!tickets) throw notFound();
      return tickets;
    },
  );
};
