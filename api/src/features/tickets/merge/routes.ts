import { MergeTicketsRequestSchema, MergeTicketsResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInAgent } from '../../auth/authentication.js';
import { mergeTickets } from './merge.service.js';

/** Merging tickets into one: `POST v1/tickets/merge`. */
export const ticketMergeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/tickets/merge',
    {
      schema: {
        summary: "Merge tickets of one customer into a target: messages and comments move, the sources close",
        body: MergeTicketsRequestSchema,
        response: { 200: MergeTicketsResponseSchema },
      },
      preHandler: app.requirePermission('tickets:tickets:merge'),
    },
    async (request) => {
      const caller = signedInAgent(request);
      return app.db.transaction().execute((trx) => mergeTickets(trx, caller, request.body));
    },
  );
};
