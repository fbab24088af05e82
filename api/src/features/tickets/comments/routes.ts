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
import { pageOf } from '../../../db/search.js';
import { signedInAgent } from '../../auth/authentication.js';
import { addComment, deleteComment, listComments, updateComment } from './comments.service.js';

/**
 * Internal comments on tickets with @mentions: `v1/tickets/{ticketId}/comments`. Agents
 * only; no customer endpoint returns them.
 */
export const ticketCommentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/tickets/:ticketId/comments',
    {
      schema: { summary: "A ticket's internal comments, oldest first", params: TicketCommentsParamsSchema, querystring: TicketCommentListQuerySchema, response: { 200: TicketCommentListResponseSchema } },
      preHandler: app.requirePermission('tickets:tickets:view'),
    },
    async (request) => {
      const page = pageOf(request.query, { defaultSize: COMMENTS_DEFAULT_PAGE_SIZE, maxSize: COMMENTS_MAX_PAGE_SIZE });
      return listComments(app.db, signedInAgent(request), request.params.ticketId, page);
    },
  );

  app.post(
    '/v1/tickets/:ticketId/comments',
    {
      schema: { summary: 'Add an internal comment; `@[Name](user-id)` mentions notify those agents', params: TicketCommentsParamsSchema, body: SaveCommentRequestSchema, response: { 201: TicketCommentSchema } },
      preHandler: app.requirePermission('tickets:comments:add'),
    },
    async (request, reply) => {
      const caller = signedInAgent(request);
      const comment = await app.db.transaction().execute((trx) => addComment(trx, caller, request.params.ticketId, request.body.text));
      return reply.code(201).send(comment);
    },
  );

  app.put(
    '/v1/tickets/:ticketId/comments/:commentId',
    {
      schema: { summary: 'Change your own comment (its mentions are replaced)', params: TicketCommentParamsSchema, body: SaveCommentRequestSchema, response: { 200: TicketCommentSchema } },
      preHandler: app.requirePermission('tickets:comments:edit'),
    },
    async (request) => {
      const caller = signedInAgent(request);
      return app.db.transaction().execute((trx) => updateComment(trx, caller, request.params.ticketId, request.params.commentId, request.body.text));
    },
  );

  app.delete(
    '/v1/tickets/:ticketId/comments/:commentId',
    {
      schema: { summary: 'Delete a comment (anyone holding the delete permission)', params: TicketCommentParamsSchema, response: { 204: Type.Null() } },
      preHandler: app.requirePermission('tickets:comments:delete'),
    },
    async (request, reply) => {
      const caller = signedInAgent(request);
      await app.db.transaction().execute((trx) => deleteComment(trx, caller, request.params.ticketId, request.params.commentId));
      return reply.code(204).send(null);
    },
  );
};
