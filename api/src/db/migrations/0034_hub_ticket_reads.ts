import { sql, type Kysely } from 'kysely';

// When a customer last opened each of their tickets in the hub. The hub's ticket list compares it with
// the newest sent agent message to mark "new reply from support"; one row per ticket and customer (a
// ticket moved to another customer starts unread for them), found by its primary key from the list's
// one statement. Rows go with their ticket or customer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hub_ticket_reads')
    .addColumn('ticket_id', 'uuid', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('hub_ticket_reads_pkey', ['ticket_id', 'customer_id'])
    .execute();
  // Deleting a customer finds their rows without scanning the table.
  await sql`create index hub_ticket_reads_customer_idx on hub_ticket_reads (customer_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hub_ticket_reads').ifExists().execute();
}
