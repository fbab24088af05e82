import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_POLL_INTERVAL_MS, NotificationProcessor, type NotificationPushSender } from './processor.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Raises notifications from domain events; started when the server listens, tests call `drain()`. */
    notifications: NotificationProcessor;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The notification processor on the root instance: it starts once the server listens (tests that
 * only inject drain it themselves), is woken after every successful write under `/api/` (the domain
 * events are committed by then, as handlers finish their transaction before replying), and stops on
 * close, before the database goes away. Pushes go to `app.push` (the push hub) when it is present.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, options: { pollIntervalMs?: number }) => {
    const pushSender = () => (app.hasDecorator('push') ? (app as unknown as { push: NotificationPushSender }).push : undefined);
    const processor = new NotificationProcessor(app.db, pushSender, app.log, options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS, app.config.publicUrl);
    app.decorate('notifications', processor);
    app.addHook('onListen', async () => {
      processor.start();
    });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 400 && WRITE_METHODS.has(request.method) && request.url.startsWith('/api/')) processor.wake();
    });
    app.addHook('preClose', async () => {
      await processor.stop();
    });
  },
  { name: 'switchboard-notifications', dependencies: ['switchboard-db', 'switchboard-config'] },
);
