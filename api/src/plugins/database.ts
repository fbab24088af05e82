import fp from 'fastify-plugin';
import type { Db } from '../db/index.js';
import type { FirstStartResult } from '../first-start.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** What the first-start step created on this boot (the administrator's generated password, if any). */
    firstStart: FirstStartResult;
  }
}

export interface DatabasePluginOptions {
  db: Db;
  firstStart: FirstStartResult;
}

/** The migrated database as `app.db` (and this boot's first-start result); closed last when the app closes. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { db, firstStart }) => {
    app.decorate('db', db);
    app.decorate('firstStart', firstStart);
    // onClose hooks run in reverse order: plugins registered later (workers) stop before this.
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'switchboard-db' },
);
