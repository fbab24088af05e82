import { sql, type Kysely } from 'kysely';

// Issue #3, second slice: tickets (hub complaints now, the agent workspace later), the message
// thread, idempotency records, domain events for notifications, and uploaded files.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const id = sql`gen_random_uuid()`;

  // One row per organisation; `update … set next_serial = next_serial + 1 returning` inside the
  // ticket's transaction locks the row, so serial numbers are gap-free under concurrency.
  await db.schema
    .createTable('ticket_counters')
    .addColumn('organization_id', 'uuid', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('next_serial', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('serial_number', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'uuid', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('category_id', 'uuid', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.check(sql`priority in ('Low', 'Medium', 'High', 'Critical')`))
    .addColumn('status_id', 'uuid', (c) => c.notNull().references('statuses.id'))
    .addColumn('assignee_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // User groups arrive with the agent workspace; no foreign key until their table exists.
    .addColumn('user_group_id', 'uuid')
    // Submitted category values with the field definitions snapshotted (id, key, name, type).
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('resolution_due_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index tickets_org_serial_key on tickets (organization_id, serial_number)`.execute(db);
  await sql`create index tickets_customer_idx on tickets (organization_id, customer_id, created_at desc)`.execute(db);
  // Agent workspace lists and filters.
  await sql`create index tickets_org_created_idx on tickets (organization_id, created_at desc)`.execute(db);
  await sql`create index tickets_org_status_idx on tickets (organization_id, status_id, created_at desc)`.execute(db);
  await sql`create index tickets_org_assignee_idx on tickets (organization_id, assignee_id, created_at desc)`.execute(db);
  await sql`create index tickets_org_group_idx on tickets (organization_id, user_group_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('ticket_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('ticket_id', 'uuid', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('sent_by', 'text', (c) => c.notNull().check(sql`sent_by in ('customer', 'agent')`))
    // Exactly one author, matching sent_by.
    .addColumn('customer_id', 'uuid', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'sent')`))
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('email_from', 'text')
    .addColumn('email_from_name', 'text')
    .addColumn('email_to', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('email_cc', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('subject', 'text')
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index ticket_messages_thread_idx on ticket_messages (ticket_id, created_at)`.execute(db);

  // First answer of a retried POST: same (organisation, actor, key) → same response.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['organization_id', 'actor', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();

  // Domain events, written in the business change's transaction; the notifications module consumes them.
  await db.schema
    .createTable('domain_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('processed_at', 'timestamptz')
    .execute();
  await sql`create index domain_events_pending_idx on domain_events (created_at) where processed_at is null`.execute(db);

  // A signed upload slot; `uploaded_at` set by the one PUT it accepts.
  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer')
    .addColumn('secured', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('upload_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('uploaded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['files', 'domain_events', 'idempotency_keys', 'ticket_messages', 'tickets', 'ticket_counters']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
