import {
  ApiErrorSchema,
  MarkAllNotificationsReadResponseSchema,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationParamsSchema,
  NotificationSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { notFound, unauthenticated } from '../../plugins/errors.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type NotificationReader } from './notifications.service.js';

const errors = { '4xx': ApiErrorSchema };
const tags = ['notifications'];
const security = [{ bearer: [] }];

function readerOf(request: FastifyRequest): NotificationReader {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  return { organizationId: auth.organizationId, userId: auth.userId };
}

/**
 * The signed-in agent's notifications (spec §7): `v1/notifications`. Any agent may read their own;
 * no permission is needed and nobody reads or marks another's (404).
 */
export const notificationsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/notifications',
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first, with the unread count',
        security,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const pageNumber = request.query.pageNumber ?? 1;
      const pageSize = Math.min(request.query.pageSize ?? NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_PAGE_SIZE);
      return listNotifications(db, readerOf(request), { pageNumber, pageSize, isRead: request.query.isRead });
    },
  );

  app.post(
    '/v1/notifications/read-all',
    {
      schema: { tags, summary: 'Mark all your notifications read', security, response: { 200: MarkAllNotificationsReadResponseSchema, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => markAllNotificationsRead(db, readerOf(request)),
  );

  app.post(
    '/v1/notifications/:id/read',
    {
      schema: { tags, summary: 'Mark one of your notifications read (body ignored)', security, params: NotificationParamsSchema, response: { 200: NotificationSchema, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => {
      const notification = await markNotificationRead(db, readerOf(request), request.params.id);
      if (!notification) throw notFound();
      return notification;
    },
  );
};
