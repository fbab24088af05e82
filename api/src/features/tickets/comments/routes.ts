import {
  COMMENTS_DEFAULT_PAGE_SIZE,
  COMMENTS_MAX_PAGE_SIZE,
  SaveCommentRequestSchema,
  TicketCommentListQuerySchema,
  TicketCommentListResponseSchema,
  TicketCommentParamsSchema,
  TicketCommentSchema,
  TicketCommentsParamsSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/index.js';
import { pageOf } from '../../../db/search.js';
import { bearerSecurity as security } from '../../../plugins/authentication.js';
import { signedInAgent } from '../../auth/authentication.js';
import { errorResponses as errors } from '../../../plugins/errors.js';
import type { MailWorker } from '../../mail/index.js';
import { addComment, deleteComment, listComments, updateComment } from './comments.service.js';

const tags = ['ticket comments'];

/**
 * Internal comments on tickets with @mentions: `v1/tickets/{ticketId}/comments`. Agents
 * only; no customer endpoint returns them.
 */
export const ticketCommentsRoutes: FastifyPluginAsyncTypebox<{ db: Db; config: Config; mailWorker: MailWorker }> = async (app, { db }) => {
  app.get(
    '/v1/tickets/:ticketId/comments',
    {
      schema: { tags, summary: "A ticket's internal comments, oldest first", security, params: TicketCommentsParamsSchema, querystring: TicketCommentListQuerySchema, response: { 200: TicketCommentListResponseSchema, ...errors } },
      preHandler: app.requirePermission('tickets:tickets:view'),
    },
    async (request) => {
      const page = pageOf(request.query, { defaultSize: COMMENTS_DEFAULT_PAGE_SIZE, maxSize: COMMENTS_MAX_PAGE_SIZE });
      return listComments(db, signedInAgent(request), request.params.ticketId, page);
    },
  );

  app.post(
    '/v1/tickets/:ticketId/comments',
    {
      schema: { tags, summary: 'Add an internal comment; `@[Name](user-id)` mentions notify those agents', security, params: TicketCommentsParamsSchema, body: SaveCommentRequestSchema, response: { 201: TicketCommentSchema, ...errors } },
      preHandler: app.requirePermission('tickets:comments:add'),
    },
    async (request, reply) => {
      const caller = signedInAgent(request);
      const comment = await db.transaction().execute((trx) => addComment(trx, caller, request.params.ticketId, request.body.text));
      return reply.code(201).send(comment);
    },
  );

  app.put(
    '/v1/tickets/:ticketId/comments/:commentId',
    {
      schema: { tags, summary: 'Change your own comment (its mentions are replaced)', security, params: TicketCommentParamsSchema, body: SaveCommentRequestSchema, response: { 200: TicketCommentSchema, ...errors } },
      preHandler: app.requirePermission('tickets:comments:edit'),
    },
    async (request) => {
      const caller = signedInAgent(request);
      return db.transaction().execute((trx) => updateComment(trx, caller, request.params.ticketId, request.params.commentId, request.body.text));
    },
  );

  app.delete(
    '/v1/tickets/:ticketId/comments/:commentId',
    {
      schema: { tags, summary: 'Delete a comment (anyone holding the delete permission)', security, params: TicketCommentParamsSchema, response: { 204: Type.Null(), ...errors } },
      preHandler: app.requirePermission('tickets:comments:delete'),
    },
    async (request, reply) => {
      const caller = signedInAgent(request);
      await db.transaction().execute((trx) => deleteComment(trx, caller, request.params.ticketId, request.params.commentId));
      return reply.code(204).send(null);
    },
  );
};
