import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { MailWorker } from '../mail/index.js';

/** Category administration with the field designer's data (issue #4). */
export const categoriesAdminRoutes: FastifyPluginAsyncTypebox<{ db: Db; config: Config; mailWorker: MailWorker }> = async () => {};
