import { sql, type Kysely } from 'kysely';

// Issue #4: the agent workspace's shared tables. Ticket history (who changed what, from → to),
// internal comments with their @mentions (read by the notifications), and the link a
// merged ticket keeps to the ticket it was merged into. Feature-specific indexes and tables come in
// their own later migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const id = sql`gen_random_uuid()`;

  await db.schema
    .alterTable('tickets')
    .addColumn('merged_into_id', 'uuid', (c) => c.references('tickets.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('ticket_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('ticket_id', 'uuid', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    // Who: an agent, a customer, or the system (both null).
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('customer_id', 'uuid', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    // e.g. created, status, priority, category, fields, assignee, userGroup, resolutionDueDate, merged, mergedInto, deleted
    .addColumn('field', 'text', (c) => c.notNull())
    // Display-ready JSON values: ids together with the names they had then.
    .addColumn('from_value', 'jsonb')
    .addColumn('to_value', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index ticket_history_ticket_idx on ticket_history (ticket_id, created_at)`.execute(db);

  await db.schema
    .createTable('ticket_comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('ticket_id', 'uuid', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index ticket_comments_ticket_idx on ticket_comments (ticket_id, created_at)`.execute(db);

  await db.schema
    .createTable('ticket_comment_mentions')
    .addColumn('comment_id', 'uuid', (c) => c.notNull().references('ticket_comments.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('ticket_comment_mentions_pkey', ['comment_id', 'user_id'])
    .execute();
  await sql`create index ticket_comment_mentions_user_idx on ticket_comment_mentions (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ticket_comment_mentions', 'ticket_comments', 'ticket_history']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('tickets').dropColumn('merged_into_id').execute();
}
