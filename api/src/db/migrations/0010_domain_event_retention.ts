import { sql, type Kysely } from 'kysely';

// Processed domain events are deleted after the retention period (notifications processor): this
// index lets the hourly delete find them without scanning the pending ones or the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index domain_events_processed_idx on domain_events (processed_at) where processed_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists domain_events_processed_idx`.execute(db);
}
