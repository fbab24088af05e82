import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Opens Kysely over embedded PGlite (on disk or in memory) or over a PostgreSQL server. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // pg_trgm backs the trigram indexes of the ticket text search (migration 0005).
  const extensions = { pg_trgm };
  const pglite = config.dataDir ? await PGlite.create(config.dataDir, { extensions }) : await PGlite.create({ extensions });
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}
