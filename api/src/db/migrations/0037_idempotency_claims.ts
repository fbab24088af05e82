import { sql, type Kysely } from 'kysely';

// A hub complaint is written by one statement that also claims its Idempotency-Key (no transaction
// around it, so the organisation's ticket counter is never locked across a round trip). Such a claim
// cannot hold the answer, which is made from the row the statement returns: it names the ticket it
// created instead, and a retry is answered with that ticket as it is now. Records of the other
// idempotent routes keep their stored answer, so exactly one of the two is set.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('ticket_id', 'uuid').execute();
  await db.schema.alterTable('idempotency_keys').alterColumn('response', (c) => c.dropNotNull()).execute();
  await sql`alter table idempotency_keys add constraint idempotency_keys_answer_check check ((response is null) <> (ticket_id is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from idempotency_keys where response is null`.execute(db);
  await sql`alter table idempotency_keys drop constraint idempotency_keys_answer_check`.execute(db);
  await db.schema.alterTable('idempotency_keys').alterColumn('response', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('ticket_id').execute();
}
