import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/index.js';
import { organizationRoutes } from './settings/index.js';

/** The organisation itself (the `organization:*` permissions): its settings. */
export const organizationArea: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  await app.register(organizationRoutes, { db });
};
