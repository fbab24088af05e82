import { sql, type Kysely } from 'kysely';

// Issue #12: customers get server-side sessions like agents (a family of rotated refresh tokens
// kept in an HttpOnly cookie), so a customer sign-out can revoke and access tokens can be short.
// The columns the refresh rotation reads are the same as `sessions` / `refresh_tokens`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // `customers.token_version` at sign-in: a password reset bumps it and ends every older session.
    .addColumn('token_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('customer_sessions_customer_idx').on('customer_sessions').column('customer_id').execute();

  await db.schema
    .createTable('customer_refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('customer_sessions.id').onDelete('cascade'))
    // sha256 of the token; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('customer_refresh_tokens_session_idx').on('customer_refresh_tokens').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_refresh_tokens').ifExists().execute();
  await db.schema.dropTable('customer_sessions').ifExists().execute();
}
