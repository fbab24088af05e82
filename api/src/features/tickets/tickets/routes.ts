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
  TicketDivisionPickListResponseSchema,
  TICKET_HISTORY_MAX_PAGE_SIZE,
  UserGroupPickListResponseSchema,
  UserGroupPickQuerySchema,
  type AgentTicket,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { pageOf } from '../../../db/search.js';
import { signedInAgent } from '../../auth/authentication.js';
import { negotiateLocale } from '../../../plugins/error-messages.js';
import { notFound } from '../../../plugins/errors.js';
import { typedSerializerCompiler } from '../../../plugins/typed-serializer.js';
import { listTicketHistory } from '../history/index.js';
import { createIdempotently, divisionScope } from '../shared/index.js';
import { getAgentTicket, ticketDivisionFor } from './agent-ticket-query.js';
import { createAgentTicket } from './create.service.js';
import { rememberedOrganizationFacts } from './organization-facts.js';
import { listAssignableAgents, listPickableUserGroups, listStatuses, listTicketDivisions } from './lookups.service.js';
import { deleteTicket, patchTicket } from './patch.service.js';
import { searchTickets } from './search.service.js';

/** Agent ticket calls: search, create, read, change, delete, history, statuses, assignees, groups. */
export const agentTicketsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The service-level clock reads the app's clock (tests move it).
  const now = () => (app.config.clock ? app.config.clock() : new Date());
  app.post(
    '/v1/tickets/search',
    {
      schema: {
        summary: 'Search tickets: filters, free text over title, description, number and messages, sort, pages',
        body: TicketSearchRequestSchema,
        response: { 200: TicketSearchResponseSchema },
      },
      // A page carries up to 100 tickets with several nullable objects each (plugins/typed-serializer.ts).
      serializerCompiler: typedSerializerCompiler,
      preHandler: app.requirePermission('tickets:tickets:view'),
    },
    async (request) => {
      const caller = signedInAgent(request);
      return searchTickets(
        app.db,
        {
          ...caller,
          scope: await divisionScope(app.db, caller, 'tickets:tickets:view'),
          locale: negotiateLocale(request.headers['accept-language']),
          now: now(),
          facts: rememberedOrganizationFacts(app.db, caller),
        },
        request.body,
      );
    },
  );

  app.post(
    '/v1/tickets',
    {
      schema: {
        summary: 'Create a ticket for an existing or a new customer; `Idempotency-Key` makes a retry return the same ticket',
        body: CreateAgentTicketRequestSchema,
        response: { 200: AgentTicketSchema, 201: AgentTicketSchema },
      },
      preHandler: app.requirePermission('tickets:tickets:add'),
    },
    async (request, reply) => {
      const actor = signedInAgent(request);
      const scope = { organizationId: actor.organizationId, actor: `user:${actor.userId}`, route: 'POST tickets' };
      return createIdempotently<AgentTicket>(app.db, request, reply, scope, (trx) => createAgentTicket(trx, { ...actor, locale: negotiateLocale(request.headers['accept-language']) }, request.body, now()));
    },
  );

  app.get(
    '/v1/tickets/assignees',
    {
      schema: {
        summary: 'Active agents of the organisation matching `query` (name or email), at most 50, by name',
        querystring: AssigneeQuerySchema,
        response: { 200: AgentPickListResponseSchema },
      },
      preHandler: app.requirePermission('tickets:tickets:view'),
    },
    async (request) => listAssignableAgents(app.db, signedInAgent(request).organizationId, request.query.query),
  );

  app.get(
    '/v1/tickets/usergroups',
    {
      schema: {
        summary: 'User groups of the organisation matching `query` (name), at most 50, by name; `isMember` marks the caller’s own',
        querystring: UserGroupPickQuerySchema,
        response: { 200: UserGroupPickListResponseSchema },
      },
      preHandler: app.requirePermission('tickets:tickets:view'),
    },
    async (request) => listPickableUserGroups(app.db, signedInAgent(request), request.query.query),
  );

  app.get(
    '/v1/tickets/divisions',
    {
      schema: {
        summary: 'The divisions where the caller sees tickets (holds `tickets:tickets:view`), by name: the division filter and the move picker',
        response: { 200: TicketDivisionPickListResponseSchema },
      },
      preHandler: app.requirePermission('tickets:tickets:view'),
    },
    async (request) => {
      const caller = signedInAgent(request);
      return listTicketDivisions(app.db, caller.organizationId, await divisionScope(app.db, caller, 'tickets:tickets:view'));
    },
  );

  app.get(
    '/v1/tickets/:id',
    { schema: { summary: 'One ticket', params: TicketIdParamsSchema, response: { 200: AgentTicketSchema } }, preHandler: app.requirePermission('tickets:tickets:view') },
    async (request) => {
      const caller = signedInAgent(request);
      await ticketDivisionFor(app.db, caller, request.params.id, 'tickets:tickets:view');
      const ticket = await getAgentTicket(app.db, caller.organizationId, request.params.id, negotiateLocale(request.headers['accept-language']), now(), rememberedOrganizationFacts(app.db, caller));
      if (!ticket) throw notFound();
      return ticket;
    },
  );

  app.patch(
    '/v1/tickets/:id',
    {
      schema: {
        summary: 'Change title, description, status, priority, category, field values, assignee, user group, division or due date; each real change is recorded in the history',
        params: TicketIdParamsSchema,
        body: PatchTicketRequestSchema,
        response: { 200: AgentTicketSchema },
      },
      preHandler: app.requirePermission('tickets:tickets:edit'),
    },
    async (request) => {
      const actor = signedInAgent(request);
      const ticket = await app.db.transaction().execute((trx) => patchTicket(trx, actor, request.params.id, request.body, negotiateLocale(request.headers['accept-language']), now()));
      if (!ticket) throw notFound();
      return ticket;
    },
  );

  app.delete(
    '/v1/tickets/:id',
    {
      schema: { summary: 'Delete a ticket with its messages, comments and history', params: TicketIdParamsSchema, response: { 204: Type.Null() } },
      preHandler: app.requirePermission('tickets:tickets:delete'),
    },
    async (request, reply) => {
      const caller = signedInAgent(request);
      await ticketDivisionFor(app.db, caller, request.params.id, 'tickets:tickets:delete');
      if (!(await deleteTicket(app.db, caller.organizationId, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/tickets/:id/history',
    {
      schema: {
        summary: "A ticket's changes, oldest first",
        params: TicketIdParamsSchema,
        querystring: TicketHistoryQuerySchema,
        response: { 200: TicketHistoryResponseSchema },
      },
      preHandler: app.requirePermission('tickets:tickets:view'),
    },
    async (request) => {
      const caller = signedInAgent(request);
      await ticketDivisionFor(app.db, caller, request.params.id, 'tickets:tickets:view');
      return listTicketHistory(app.db, caller.organizationId, request.params.id, pageOf(request.query, { defaultSize: TICKET_HISTORY_MAX_PAGE_SIZE }));
    },
  );

  app.get(
    '/v1/statuses',
    { schema: { summary: "The organisation's ticket statuses in order", response: { 200: StatusListResponseSchema } }, preHandler: app.requirePermission('tickets:tickets:view', 'tickets:status:view') },
    async (request) => listStatuses(app.db, signedInAgent(request).organizationId, negotiateLocale(request.headers['accept-language'])),
  );
};
