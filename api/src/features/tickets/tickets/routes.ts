import {
  AgentPickListResponseSchema,
  AgentTicketSchema,
  AssigneeQuerySchema,
  CreateAgentTicketRequestSchema,
  PatchTicketRequestSchema,
  StatusListResponseSchema,
  TicketHistoryQuerySchema,
  TicketHistoryResponseSchema,
  TicketIdParamsSchema,
  TicketSearchRequestSchema,
  TicketSearchResponseSchema,
  TICKET_HISTORY_MAX_PAGE_SIZE,
  type AgentTicket,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/index.js';
import { pageOf } from '../../../db/search.js';
import { bearerSecurity as security } from '../../../plugins/authentication.js';
import { signedInAgent } from '../../auth/authentication.js';
import { errorResponses as errors, notFound } from '../../../plugins/errors.js';
import type { MailWorker } from '../../mail/index.js';
import { listTicketHistory } from '../history/index.js';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../shared/index.js';
import { getAgentTicket, ticketExists } from './agent-ticket-query.js';
import { createAgentTicket } from './create.service.js';
import { listAssignableAgents, listStatuses } from './lookups.service.js';
import { deleteTicket, patchTicket } from './patch.service.js';
import { searchTickets } from './search.service.js';

const tags = ['agent tickets'];

/** Agent ticket calls: search, create, read, change, delete, history, statuses, assignees. */
export const agentTicketsRoutes: FastifyPluginAsyncTypebox<{ db: Db; config: Config; mailWorker: MailWorker }> = async (app, { db }) => {
  app.post(
    '/v1/tickets/search',
    {
      schema: {
        tags,
        summary: 'Search tickets: filters, free text over title, description, number and messages, sort, pages',
        security,
        body: TicketSearchRequestSchema,
        response: { 200: TicketSearchResponseSchema, ...errors },
      },
      preHandler: app.requirePermission('tickets:tickets:view'),
    },
    async (request) => searchTickets(db, signedInAgent(request), request.body),
  );

  app.post(
    '/v1/tickets',
    {
      schema: {
        tags,
        summary: 'Create a ticket for an existing or a new customer; `Idempotency-Key` makes a retry return the same ticket',
        security,
        body: CreateAgentTicketRequestSchema,
        response: { 200: AgentTicketSchema, 201: AgentTicketSchema, ...errors },
      },
      preHandler: app.requirePermission('tickets:tickets:add'),
    },
    async (request, reply) => {
      const actor = signedInAgent(request);
      const result = await runIdempotent<AgentTicket>(
        db,
        { organizationId: actor.organizationId, actor: `user:${actor.userId}`, key: idempotencyKeyOf(request.headers), hash: requestHash('POST tickets', request.body) },
        async (trx) => ({ statusCode: 201, body: await createAgentTicket(trx, actor, request.body) }),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  );

  app.get(
    '/v1/tickets/assignees',
    {
      schema: {
        tags,
        summary: 'Active agents of the organisation matching `query` (name or email), at most 50, by name',
        security,
        querystring: AssigneeQuerySchema,
        response: { 200: AgentPickListResponseSchema, ...errors },
      },
      preHandler: app.requirePermission('tickets:tickets:view'),
    },
    async (request) => listAssignableAgents(db, signedInAgent(request).organizationId, request.query.query),
  );

  app.get(
    '/v1/tickets/:id',
    { schema: { tags, summary: 'One ticket', security, params: TicketIdParamsSchema, response: { 200: AgentTicketSchema, ...errors } }, preHandler: app.requirePermission('tickets:tickets:view') },
    async (request) => {
      const ticket = await getAgentTicket(db, signedInAgent(request).organizationId, request.params.id);
      if (!ticket) throw notFound();
      return ticket;
    },
  );

  app.patch(
    '/v1/tickets/:id',
    {
      schema: {
        tags,
        summary: 'Change title, description, status, priority, category, field values, assignee, user group or due date; each real change is recorded in the history',
        security,
        params: TicketIdParamsSchema,
        body: PatchTicketRequestSchema,
        response: { 200: AgentTicketSchema, ...errors },
      },
      preHandler: app.requirePermission('tickets:tickets:edit'),
    },
    async (request) => {
      const actor = signedInAgent(request);
      const ticket = await db.transaction().execute((trx) => patchTicket(trx, actor, request.params.id, request.body));
      if (!ticket) throw notFound();
      return ticket;
    },
  );

  app.delete(
    '/v1/tickets/:id',
    {
      schema: { tags, summary: 'Delete a ticket with its messages, comments and history', security, params: TicketIdParamsSchema, response: { 204: Type.Null(), ...errors } },
      preHandler: app.requirePermission('tickets:tickets:delete'),
    },
    async (request, reply) => {
      if (!(await deleteTicket(db, signedInAgent(request).organizationId, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/tickets/:id/history',
    {
      schema: {
        tags,
        summary: "A ticket's changes, oldest first",
        security,
        params: TicketIdParamsSchema,
        querystring: TicketHistoryQuerySchema,
        response: { 200: TicketHistoryResponseSchema, ...errors },
      },
      preHandler: app.requirePermission('tickets:tickets:view'),
    },
    async (request) => {
      const { organizationId } = signedInAgent(request);
      if (!(await ticketExists(db, organizationId, request.params.id))) throw notFound();
      return listTicketHistory(db, organizationId, request.params.id, pageOf(request.query, { defaultSize: TICKET_HISTORY_MAX_PAGE_SIZE }));
    },
  );

  app.get(
    '/v1/statuses',
    { schema: { tags, summary: "The organisation's ticket statuses in order", security, response: { 200: StatusListResponseSchema, ...errors } }, preHandler: app.requirePermission('tickets:tickets:view', 'tickets:status:view') },
    async (request) => listStatuses(db, signedInAgent(request).organizationId),
  );
};
