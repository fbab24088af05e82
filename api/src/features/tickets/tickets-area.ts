import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { MailWorker } from '../mail/index.js';
import { categoriesAdminRoutes } from './categories/index.js';
import { ticketCommentsRoutes } from './comments/index.js';
import { customersRoutes } from './customers/index.js';
import { filesRoutes } from './files/index.js';
import { ticketMergeRoutes } from './merge/index.js';
import { ticketMessagesRoutes } from './messages/index.js';
import { agentTicketsRoutes } from './tickets/index.js';

export interface TicketsAreaOptions {
  db: Db;
  config: Config;
  mailWorker: MailWorker;
}

/** The agents' ticket workspace (the `tickets:*` permissions): tickets, their messages, comments and merges, categories, customers and attachments. */
export const ticketsArea: FastifyPluginAsyncTypebox<TicketsAreaOptions> = async (app, { db, config, mailWorker }) => {
  await app.register(ticketMessagesRoutes, { db, config, mailWorker });
  await app.register(agentTicketsRoutes, { db, config, mailWorker });
  await app.register(ticketCommentsRoutes, { db, config, mailWorker });
  await app.register(ticketMergeRoutes, { db, config, mailWorker });
  await app.register(categoriesAdminRoutes, { db, config, mailWorker });
  await app.register(customersRoutes, { db, config, mailWorker });
  await app.register(filesRoutes, { db, files: config.files, jwtSecret: config.jwtSecret, publicUrl: config.publicUrlConfigured ? config.publicUrl : undefined });
};
