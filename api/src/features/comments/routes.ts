import {
  ApiErrorSchema,
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
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { unauthenticated } from '../../plugins/errors.js';
import type { MailWorker } from '../mail/index.js';
import { addComment, deleteComment, listComments, updateComment, type CommentCaller } from './comments.service.js';

const errors = { '4xx': ApiErrorSchema };
const tags = ['ticket comments'];
const security = [{ bearer: [] }];

function callerOf(request: FastifyRequest): CommentCaller {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  return { organizationId: auth.organizationId, userId: auth.userId, name: auth.name, permissions: auth.permissions };
}

/**
 * Internal comments on tickets with @mentions (issue #4): `v1/tickets/{ticketId}/comments`. Agents
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
      const pageNumber = request.query.pageNumber ?? 1;
      const pageSize = Math.min(request.query.pageSize ?? COMMENTS_DEFAULT_PAGE_SIZE, COMMENTS_MAX_PAGE_SIZE);
      return listComments(db, callerOf(request), request.params.ticketId, { pageNumber, pageSize });
    },
  );

  app.post(
    '/v1/tickets/:ticketId/comments',
    {
      schema: { tags, summary: 'Add an internal comment; `@[Name](user-id)` mentions notify those agents', security, params: TicketCommentsParamsSchema, body: SaveCommentRequestSchema, response: { 201: TicketCommentSchema, ...errors } },
      preHandler: app.requirePermission('tickets:comments:add'),
    },
    async (request, reply) => {
      const caller = callerOf(request);
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
      const caller = callerOf(request);
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
      const caller = callerOf(request);
      await db.transaction().execute((trx) => deleteComment(trx, caller, request.params.ticketId, request.params.commentId));
      return reply.code(204).send(null);
    },
  );
};
