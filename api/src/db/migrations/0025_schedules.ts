import { sql, type Kysely } from 'kysely';

// Schedules: the business hours of an organisation (weekly open intervals in an IANA time zone, plus
// holidays that close whole local days). Service level policies measure their targets in business time
// against one schedule. A name is unique per organisation whatever its case.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('weekly', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('holidays', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Also serves the list, which is ordered by name within the organisation.
  await sql`create unique index schedules_org_name_key on schedules (organization_id, lower(name))`.execute(db);
  // The list sorted by last change, and the oldest schedule as the organisation's default.
  await sql`create index schedules_org_updated_idx on schedules (organization_id, updated_at, id)`.execute(db);
  await sql`create index schedules_org_created_idx on schedules (organization_id, created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('schedules').ifExists().execute();
}
