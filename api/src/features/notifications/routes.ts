import {
  MarkAllNotificationsReadResponseSchema,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationParamsSchema,
  NotificationSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/index.js';
import { pageOf } from '../../db/search.js';
import { bearerSecurity as security } from '../../plugins/authentication.js';
import { signedInAgent } from '../auth/authentication.js';
import { errorResponses as errors, notFound } from '../../plugins/errors.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.js';

const tags = ['notifications'];

/**
 * The signed-in agent's notifications: `v1/notifications`. Any agent may read their own;
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
      const page = pageOf(request.query, { defaultSize: NOTIFICATIONS_PAGE_SIZE, maxSize: NOTIFICATIONS_MAX_PAGE_SIZE });
      return listNotifications(db, signedInAgent(request), { ...page, isRead: request.query.isRead });
    },
  );

  app.post(
    '/v1/notifications/read-all',
    {
      schema: { tags, summary: 'Mark all your notifications read', security, response: { 200: MarkAllNotificationsReadResponseSchema, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => markAllNotificationsRead(db, signedInAgent(request)),
  );

  app.post(
    '/v1/notifications/:id/read',
    {
      schema: { tags, summary: 'Mark one of your notifications read (body ignored)', security, params: NotificationParamsSchema, response: { 200: NotificationSchema, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => {
      const notification = await markNotificationRead(db, signedInAgent(request), request.params.id);
      if (!notification) throw notFound();
      return notification;
    },
  );
};
