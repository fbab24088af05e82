import { sql, type Kysely } from 'kysely';

// Service level policies: ordered per organisation (the first enabled policy whose conditions match a
// ticket applies), each measured in business time against one schedule, which cannot be deleted while
// a policy uses it. Conditions, targets per priority and escalation rules are JSON documents whose
// shape the api checks. A name is unique per organisation whatever its case.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sla_policies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('schedule_id', 'uuid', (c) => c.notNull().references('schedules.id').onDelete('restrict'))
    .addColumn('conditions', 'jsonb', (c) => c.notNull())
    .addColumn('targets', 'jsonb', (c) => c.notNull())
    .addColumn('escalations', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index sla_policies_org_name_key on sla_policies (organization_id, lower(name))`.execute(db);
  // The policies in order: the list, the matching of a ticket, and the next position of a new one.
  await sql`create index sla_policies_org_position_idx on sla_policies (organization_id, position)`.execute(db);
  // Deleting a schedule looks for policies that use it.
  await sql`create index sla_policies_schedule_idx on sla_policies (schedule_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sla_policies').ifExists().execute();
}
