import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { MailWorker } from '../mail/index.js';

/** Customer administration for agents (issue #4). */
export const customersRoutes: FastifyPluginAsyncTypebox<{ db: Db; config: Config; mailWorker: MailWorker }> = async () => {};
