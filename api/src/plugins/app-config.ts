import fp from 'fastify-plugin';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checked configuration of this process. */
    config: Config;
  }
}

/** The configuration as `app.config`, for route folders and services that need settings. */
export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'switchboard-config' },
);
