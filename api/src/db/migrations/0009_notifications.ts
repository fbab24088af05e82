import { sql, type Kysely } from 'kysely';

// Issue #5: stored notifications, raised from `domain_events` (whose `processed_at` and pending
// index already exist since 0003: the processor marks each event it turned into notifications).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('recipient_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('header', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    // A deleted ticket or actor leaves the notification readable, without the link.
    .addColumn('ticket_id', 'uuid', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('actor_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_customer_id', 'uuid', (c) => c.references('customers.id').onDelete('set null'))
    // No foreign key: processed events may be pruned one day; the id still guards against duplicates.
    .addColumn('source_event_id', 'uuid', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Processing an event twice (a retry, a second instance) inserts nothing new.
  await sql`create unique index notifications_recipient_event_key on notifications (recipient_id, source_event_id)`.execute(db);
  // The popover list, newest first (the isRead filters read it too).
  await sql`create index notifications_recipient_created_idx on notifications (recipient_id, created_at desc, id desc)`.execute(db);
  // The bell's unread count and the unread filter.
  await sql`create index notifications_recipient_unread_idx on notifications (recipient_id, created_at desc, id desc) where not is_read`.execute(db);
  // Events written before notifications existed are old news: an upgrade must not flood agents with them.
  await sql`update domain_events set processed_at = now() where processed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').ifExists().execute();
}
