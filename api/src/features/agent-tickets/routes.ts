import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { MailWorker } from '../mail/index.js';

/** Agent ticket calls (issue #4): search, create, read, change, delete, history, statuses. */
export const agentTicketsRoutes: FastifyPluginAsyncTypebox<{ db: Db; config: Config; mailWorker: MailWorker }> = async () => {};
