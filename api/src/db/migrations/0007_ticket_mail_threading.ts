import type { Kysely } from 'kysely';

// Issue #4: agents' replies leave as e-mail through the outbox. A ticket mail needs its own sender,
// copies and threading headers: a stable Message-ID (written at enqueue time into the
// existing `message_id`), In-Reply-To and References.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('from_address', 'text')
    .addColumn('reply_to', 'text')
    .addColumn('cc_address', 'text')
    .addColumn('in_reply_to', 'text')
    .addColumn('references_header', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .dropColumn('from_address')
    .dropColumn('reply_to')
    .dropColumn('cc_address')
    .dropColumn('in_reply_to')
    .dropColumn('references_header')
    .execute();
}
