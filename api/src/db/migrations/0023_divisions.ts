import { sql, type Kysely } from 'kysely';

// Divisions: parts of an organisation that scope access. Every organisation has one Home division
// (`is_home`), which cannot be removed. Tickets, categories and user groups belong to a division; a
// row without one (`division_id` null) belongs to its organisation's Home division, so rows written
// before divisions existed need no backfill. A role assignment holds in every division
// (`user_roles.division_ids` null) or only in the listed ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('divisions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_home', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index divisions_org_name_key on divisions (organization_id, lower(name))`.execute(db);
  await sql`create unique index divisions_org_home_key on divisions (organization_id) where is_home`.execute(db);
  await sql`insert into divisions (organization_id, name, is_home) select id, 'Home', true from organizations`.execute(db);

  for (const table of ['tickets', 'categories', 'user_groups']) {
    await sql`alter table ${sql.table(table)} add column division_id uuid references divisions(id) on delete set null`.execute(db);
  }
  // Ticket search filters by organisation and the divisions the agent may see.
  await sql`create index tickets_org_division_idx on tickets (organization_id, division_id)`.execute(db);
  await sql`alter table user_roles add column division_ids uuid[]`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_roles drop column if exists division_ids`.execute(db);
  await sql`drop index if exists tickets_org_division_idx`.execute(db);
  for (const table of ['user_groups', 'categories', 'tickets']) {
    await sql`alter table ${sql.table(table)} drop column if exists division_id`.execute(db);
  }
  await db.schema.dropTable('divisions').ifExists().execute();
}
