import type { Kysely } from 'kysely';

// A merge carries each source ticket's description into the target as a customer message; the
// message remembers which ticket it came from (`merged_from_ticket_id`, and its number, which never
// changes) so both the hub and the agent thread can say so.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ticket_messages')
    .addColumn('merged_from_ticket_id', 'uuid', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('merged_from_serial', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_messages').dropColumn('merged_from_serial').dropColumn('merged_from_ticket_id').execute();
}
