import { sql, type Kysely } from 'kysely';

// An agent's job title, shown in user administration (null: none), and an index that serves the
// users list's default order (by name within an organisation).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column title text`.execute(db);
  await sql`create index users_org_name_idx on users (organization_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_org_name_idx`.execute(db);
  await sql`alter table users drop column if exists title`.execute(db);
}
