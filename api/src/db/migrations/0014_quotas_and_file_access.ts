import { sql, type Kysely } from 'kysely';

// `files.attached_at`: set when a saved message first refers to the file. Upload slots still
// unattached after the grace period are removed by the upload sweeper; the partial index lets it
// find them without scanning attached files. Files from before this migration count as attached,
// so nothing already in use can be swept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files add column attached_at timestamptz`.execute(db);
  await sql`update files set attached_at = coalesce(uploaded_at, created_at)`.execute(db);
  await sql`create index files_unattached_idx on files (created_at) where attached_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists files_unattached_idx`.execute(db);
  await sql`alter table files drop column if exists attached_at`.execute(db);
}
