import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/index.js';
import { usersRoutes } from './users/index.js';

/** Who works in the organisation (the `directory:*` permissions): users and their roles. */
export const directoryArea: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  await app.register(usersRoutes, { db });
};
