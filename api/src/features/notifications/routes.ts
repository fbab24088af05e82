import {
  MarkAllNotificationsReadResponseSchema,
  NotificationChoicesSchema,
  NotificationChoicesWriteSchema,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationParamsSchema,
  NotificationSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { pageOf } from '../../db/search.js';
import { area } from '../../plugins/area.js';
import { bearerSecurity } from '../../plugins/authentication.js';
import { signedInAgent } from '../auth/authentication.js';
import { forbidden, notFound } from '../../plugins/errors.js';
import { choicesOf, updateChoices } from './choices.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.js';

/**
 * The signed-in agent's notifications: `v1/notifications`. Any agent may read their own;
 * no permission is needed and nobody reads or marks another's (404).
 */
const agentNotificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/notifications',
    {
      schema: {
        summary: 'Your notifications, newest first, with the unread count',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const page = pageOf(request.query, { defaultSize: NOTIFICATIONS_PAGE_SIZE, maxSize: NOTIFICATIONS_MAX_PAGE_SIZE });
      return listNotifications(app.db, signedInAgent(request), { ...page, isRead: request.query.isRead });
    },
  );

  // Choices are a person's: an integration's service user has none (403), and each agent reads and
  // changes only their own (the route takes no id).
  const ownChoices = (request: FastifyRequest) => {
    const caller = signedInAgent(request);
    if (caller.clientId) throw forbidden();
    return caller;
  };

  app.get(
    '/v1/notifications/choices',
    {
      schema: { summary: 'Which new tickets and customer replies you hear of (defaults filled in)', response: { 200: NotificationChoicesSchema } },
      preHandler: app.authenticate,
    },
    async (request) => {
      const choices = await choicesOf(app.db, ownChoices(request));
      if (!choices) throw notFound();
      return choices;
    },
  );

  app.put(
    '/v1/notifications/choices',
    {
      schema: {
        summary: 'Choose which new tickets and customer replies you hear of: none, your groups\' tickets, nobody\'s tickets, or both (null: the default)',
        body: NotificationChoicesWriteSchema,
        response: { 200: NotificationChoicesSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const choices = await updateChoices(app.db, ownChoices(request), request.body);
      if (!choices) throw notFound();
      return choices;
    },
  );

  app.post(
    '/v1/notifications/read-all',
    {
      schema: { summary: 'Mark all your notifications read', response: { 200: MarkAllNotificationsReadResponseSchema } },
      preHandler: app.authenticate,
    },
    async (request) => markAllNotificationsRead(app.db, signedInAgent(request)),
  );

  app.post(
    '/v1/notifications/:id/read',
    {
      schema: { summary: 'Mark one of your notifications read (body ignored)', params: NotificationParamsSchema, response: { 200: NotificationSchema } },
      preHandler: app.authenticate,
    },
    async (request) => {
      const notification = await markNotificationRead(app.db, signedInAgent(request), request.params.id);
      if (!notification) throw notFound();
      return notification;
    },
  );
};

/** The agents' own notifications, outside the permission areas. */
export const notificationsRoutes = area({
  name: 'switchboard-notifications-routes',
  dependencies: ['switchboard-db', 'switchboard-authentication'],
  security: bearerSecurity,
  folders: [['notifications', agentNotificationsRoutes]],
});
