import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DashboardChannel, type DashboardPush } from './live/index.js';
import { DEFAULT_ROLLUP_POLL_INTERVAL_MS, RollupWorker } from './rollup/index.js';
import { forgetAnswers } from './shared/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Folds the analytics journal into the dashboards' figures; started when the server listens, tests call `drain()`. */
    analytics: RollupWorker;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The rollup worker on the root instance, and the dashboards' live channel: woken after every
 * successful write under `/api/` (its journal rows are committed by then), it drops the remembered
 * answers of the organisations whose figures changed and tells their dashboards. Stops on close, before the database goes away.
 */
export const analyticsRollupPlugin = fp(
  async (app: FastifyInstance, options: { pollIntervalMs?: number }) => {
    // An embedder may build the app without the hub: then nobody is told.
    const push = (): DashboardPush | undefined => (app.hasDecorator('push') ? app.push : undefined);
    const channel = new DashboardChannel(app.db, push, app.log);
    const folded = (organizations: Set<string>) => {
      forgetAnswers([...organizations]);
      channel.changed(organizations);
    };
    const worker = new RollupWorker(app.db, app.log, folded, options.pollIntervalMs ?? DEFAULT_ROLLUP_POLL_INTERVAL_MS);
    app.decorate('analytics', worker);
    app.addHook('onReady', async () => {
      channel.register();
    });
    app.addHook('onListen', async () => {
      worker.start();
    });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 400 && WRITE_METHODS.has(request.method) && request.url.startsWith('/api/')) worker.wake();
    });
    app.addHook('preClose', async () => {
      await worker.stop();
      channel.stop();
    });
  },
  { name: 'switchboard-analytics-rollup', dependencies: ['switchboard-db', 'switchboard-config'] },
);
