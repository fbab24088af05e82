import { MergeTicketsRequestSchema, MergeTicketsResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInAgent } from '../../auth/authentication.js';
import { linkBase } from '../../auth/link-base.js';
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
      const merged = await app.db.transaction().execute((trx) => mergeTickets(trx, caller, request.body, { hubLinkBase: linkBase(app.config, request) }));
      // The customer's notice committed with the merge; deliver it now rather than at the next poll.
      app.mailWorker.wake();
      return merged;
    },
  );
};
