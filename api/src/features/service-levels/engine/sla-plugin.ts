import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_SLA_POLL_INTERVAL_MS, SlaWorker } from './sla-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recomputes stale service levels and fires due escalations; started when the server listens, tests call `drain()`. */
    sla: SlaWorker;
  }
}

/**
 * The service-level worker on the root instance: it follows the app's clock, starts once the server
 * listens (tests that only inject drain it themselves), and stops on close before the database goes
 * away. What it fires is raised as notifications at once (the processor is woken).
 */
export const slaPlugin = fp(
  async (app: FastifyInstance, options: { pollIntervalMs?: number }) => {
    const now = () => (app.config.clock ? app.config.clock() : new Date());
    const worker = new SlaWorker(app.db, now, () => app.notifications.wake(), app.log, options.pollIntervalMs ?? DEFAULT_SLA_POLL_INTERVAL_MS);
    app.decorate('sla', worker);
    app.addHook('onListen', async () => {
      worker.start();
    });
    // A policy or schedule change marks tickets for recomputation: do it now rather than at the next poll.
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 400 && request.method !== 'GET' && /^\/api\/v1\/(slas|schedules)(\/|$)/.test(request.url)) worker.wake();
    });
    app.addHook('preClose', async () => {
      await worker.stop();
    });
  },
  { name: 'switchboard-sla', dependencies: ['switchboard-db', 'switchboard-config', 'switchboard-notifications'] },
);
