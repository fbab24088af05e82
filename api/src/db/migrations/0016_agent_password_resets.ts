import { sql, type Kysely } from 'kysely';

// Agents' password reset links. Like the customers' `password_resets`: the link's selector is
// stored to find the row, only a hash of its secret half, and a link works once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_password_resets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('selector', 'text', (c) => c.notNull().unique())
    .addColumn('verifier_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('agent_password_resets_user_idx').on('agent_password_resets').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_password_resets').ifExists().execute();
}
