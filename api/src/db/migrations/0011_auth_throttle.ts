import { sql, type Kysely } from 'kysely';

// Sign-in throttling counters (src/plugins/throttle-store.ts), shared by every api replica when no
// Redis is configured. One row per counter key; times are epoch milliseconds so the check-and-
// increment statements do their arithmetic in SQL. Rows past `expires_at` mean nothing and are
// deleted now and then through the index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('blocked_until', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index auth_throttle_expires_idx on auth_throttle (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_throttle').ifExists().execute();
}
