import { sql, type Kysely } from 'kysely';

// The audit log: one row per change of an administration resource (users, roles, groups,
// divisions, organisation, OAuth clients): who, what, when, and the changed fields before and
// after. Rows are only ever inserted; the actor's name is kept so a removed user stays readable.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('actor_kind', 'text', (c) => c.notNull().check(sql`actor_kind in ('user', 'client', 'system')`))
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('entity_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The log reads newest first, whole or for one resource.
  await sql`create index audit_log_org_time_idx on audit_log (organization_id, created_at desc, id desc)`.execute(db);
  await sql`create index audit_log_org_entity_idx on audit_log (organization_id, entity_type, entity_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
}
