import { sql, type Kysely } from 'kysely';

// Issue #4: customer and category administration.
export async function up(db: Kysely<unknown>): Promise<void> {
  // An agent-created customer has no password until they set one through the reset link.
  await db.schema.alterTable('customers').alterColumn('password_hash', (c) => c.dropNotNull()).execute();
  // Customer list sorted by name or by date (email order uses customers_org_email_key).
  await sql`create index customers_org_name_idx on customers (organization_id, lower(name), id)`.execute(db);
  await sql`create index customers_org_created_idx on customers (organization_id, created_at desc, id)`.execute(db);
  // Category list counts its tickets; also keeps the delete rule's "is it used?" check cheap.
  await sql`create index tickets_category_idx on tickets (category_id) where category_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['tickets_category_idx', 'customers_org_created_idx', 'customers_org_name_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await sql`update customers set password_hash = '' where password_hash is null`.execute(db);
  await db.schema.alterTable('customers').alterColumn('password_hash', (c) => c.setNotNull()).execute();
}
