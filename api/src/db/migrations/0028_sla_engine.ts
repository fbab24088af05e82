import { sql, type Kysely } from 'kysely';

// The service-level clock of each ticket and the escalations it has planned.
//
// `ticket_slas`: one row per ticket under a policy — where its clock stands (start, pause, paused
// business time, when each target was met) and the due dates that follow (null while paused or met).
// `next_due_at` is the earliest pending due date: the "breaching soonest" order and the "breached"
// filter walk its index. `stale` marks rows to recompute after a policy or schedule change; the
// worker takes them in batches.
//
// `sla_escalations`: each planned escalation, fired once by the worker (`fired_at`). A fired one keeps
// its row so a recomputation of the same period (`cycle_start`) does not plan it again.
//
// `tickets.resolution_due_overridden`: an agent typed the resolution date; the policy leaves it alone.
// `organizations.service_levels_seeded`: the default schedule and policy were given once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket_slas')
    .addColumn('ticket_id', 'uuid', (c) => c.primaryKey().references('tickets.id').onDelete('cascade'))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('policy_id', 'uuid', (c) => c.references('sla_policies.id').onDelete('set null'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paused_at', 'timestamptz')
    .addColumn('paused_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('first_response_at', 'timestamptz')
    .addColumn('next_response_started_at', 'timestamptz')
    .addColumn('next_response_pause_base', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('first_response_due_at', 'timestamptz')
    .addColumn('next_response_due_at', 'timestamptz')
    .addColumn('resolution_due_at', 'timestamptz')
    .addColumn('next_due_at', 'timestamptz')
    .addColumn('stale', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index ticket_slas_org_next_due_idx on ticket_slas (organization_id, next_due_at, ticket_id) where next_due_at is not null`.execute(db);
  await sql`create index ticket_slas_stale_idx on ticket_slas (organization_id) where stale`.execute(db);
  await sql`create index ticket_slas_policy_idx on ticket_slas (policy_id)`.execute(db);

  await db.schema
    .createTable('sla_escalations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('ticket_id', 'uuid', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull().check(sql`target in ('firstResponse', 'nextResponse', 'resolution')`))
    .addColumn('timing', 'text', (c) => c.notNull().check(sql`timing in ('before', 'onTime', 'after')`))
    .addColumn('rule_index', 'integer', (c) => c.notNull())
    .addColumn('cycle_start', 'timestamptz', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rule', 'jsonb', (c) => c.notNull())
    .addColumn('fired_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index sla_escalations_once_key on sla_escalations (ticket_id, target, timing, rule_index, cycle_start)`.execute(db);
  await sql`create index sla_escalations_due_idx on sla_escalations (due_at) where fired_at is null`.execute(db);

  await sql`alter table tickets add column resolution_due_overridden boolean not null default false`.execute(db);
  // Set once the organisation got its default schedule and policy: deleting them later is not undone.
  await sql`alter table organizations add column service_levels_seeded boolean not null default false`.execute(db);
  // Dates typed before policies existed stay as the agents set them.
  await sql`update tickets set resolution_due_overridden = true where resolution_due_date is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organizations drop column if exists service_levels_seeded`.execute(db);
  await sql`alter table tickets drop column if exists resolution_due_overridden`.execute(db);
  await db.schema.dropTable('sla_escalations').ifExists().execute();
  await db.schema.dropTable('ticket_slas').ifExists().execute();
}
