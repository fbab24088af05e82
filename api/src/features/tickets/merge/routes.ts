import { MergeTicketsRequestSchema, MergeTicketsResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/index.js';
import { bearerSecurity } from '../../../plugins/authentication.js';
import { signedInAgent } from '../../auth/authentication.js';
import { errorResponses } from '../../../plugins/errors.js';
import type { MailWorker } from '../../mail/index.js';
import { mergeTickets } from './merge.service.js';

/** Merging tickets into one: `POST v1/tickets/merge`. */
export const ticketMergeRoutes: FastifyPluginAsyncTypebox<{ db: Db; config: Config; mailWorker: MailWorker }> = async (app, { db }) => {
  app.post(
    '/v1/tickets/merge',
    {
      schema: {
        tags: ['tickets'],
        summary: "Merge tickets of one customer into a target: messages and comments move, the sources close",
        security: bearerSecurity,
        body: MergeTicketsRequestSchema,
        response: { 200: MergeTicketsResponseSchema, ...errorResponses },
      },
      preHandler: app.requirePermission('tickets:tickets:merge'),
    },
    async (request) => {
      const caller = signedInAgent(request);
      return db.transaction().execute((trx) => mergeTickets(trx, caller, request.body));
    },
  );
};
