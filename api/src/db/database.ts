import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';
import { runMarkedStatementsPrepared } from './prepared.js';
import { useForWrittenJoinOrder } from './written-join-order.js';

export type Db = Kysely<Database>;

/** Opens Kysely over embedded PGlite (on disk or in memory) or over a PostgreSQL server. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  if (config.kind === 'postgres') {
    // Planner settings for each connection, sent once when it opens (queued before its first query):
    // - random_page_cost 1.1 (default 4 assumes spinning disks): on SSDs and with the hot tables in
    //   memory an index lookup is about as cheap as a sequential read, and with the default the
    //   planner sometimes swaps a few hundred primary-key lookups (text search matches) for a scan
    //   of every ticket when its match estimate is high;
    // - jit off: compiling a query costs tens of milliseconds and only pays off for long reports,
    //   while a big list sort can cross jit_above_cost and get slower, not faster.
    // Plain SETs, so they also work through a connection pooler that refuses startup options.
    const planner = 'set random_page_cost = 1.1; set jit = off';
    const pool = poolWith(config.url, planner);
    // Connections that keep each statement's written join order, for `selectInWrittenJoinOrder`
    // (no SET and RESET around each of those statements); opened when first needed, closed when idle.
    const writtenOrderPool = poolWith(config.url, `${planner}; set join_collapse_limit = 1`);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: {
          options: pool.options,
          connect: () => pool.connect(),
          end: async () => {
            await Promise.all([pool.end(), writtenOrderPool.end()]);
          },
        },
      }),
    });
    useForWrittenJoinOrder(db, new Kysely<Database>({ dialect: new PostgresDialect({ pool: writtenOrderPool }) }));
    return db;
  }
  return pgliteDatabase(await openPglite(config.dataDir));
}

function poolWith(url: string, settings: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('connect', (client) => {
    // Tuning only: a server that refuses a setting still serves every query.
    client.query(settings).catch(() => {});
    runMarkedStatementsPrepared(client);
  });
  return pool;
}

/**
 * Embedded PGlite on disk or in memory. `template`, a data directory dumped by `dumpDataDir`, is
 * the cluster to start from instead of an empty one (the tests start each app from a migrated copy).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the trigram indexes of the ticket text search (migration 0005).
  const options = { extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) };
  return dataDir ? PGlite.create(dataDir, options) : PGlite.create(options);
}

/** Kysely over an open PGlite; destroying it closes the PGlite. */
export function pgliteDatabase(pglite: PGlite): Db {
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}
