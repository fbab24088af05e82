import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { MailWorker } from '../mail/index.js';
import { customerSessionRoutes, hubAuthRoutes } from './accounts/index.js';
import { clientCategoriesRoutes } from './categories/index.js';
import { clientTicketsRoutes } from './tickets/index.js';

export interface HubAreaOptions {
  db: Db;
  config: Config;
  mailWorker: MailWorker;
}

/** What the customer hub calls: customer accounts and sessions, the category list and the customer's own tickets. */
export const hubArea: FastifyPluginAsyncTypebox<HubAreaOptions> = async (app, { db, config, mailWorker }) => {
  await app.register(hubAuthRoutes, { db, config, mailWorker });
  await app.register(customerSessionRoutes, { db, config });
  await app.register(clientCategoriesRoutes, { db });
  await app.register(clientTicketsRoutes, { db });
};
