import { sql, type Kysely } from 'kysely';

// An OAuth client acts in every division (`division_ids` null, which existing clients keep) or only
// in the listed divisions of its organisation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table oauth_clients add column division_ids uuid[]`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table oauth_clients drop column if exists division_ids`.execute(db);
}
