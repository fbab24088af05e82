import { sql, type Kysely } from 'kysely';

// Pictures and preferences: the organisation's logo and each agent's picture point at an uploaded
// image (served publicly while it is in use, see the images route), and each agent keeps their
// language, theme and muted notification types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organizations add column logo_file_id uuid references files(id) on delete set null`.execute(db);
  await sql`alter table users add column picture_file_id uuid references files(id) on delete set null`.execute(db);
  await sql`alter table users add column preferences jsonb not null default '{}'::jsonb`.execute(db);
  // The images route asks "is this file someone's picture or a logo?" by file id.
  await sql`create index organizations_logo_file_idx on organizations (logo_file_id) where logo_file_id is not null`.execute(db);
  await sql`create index users_picture_file_idx on users (picture_file_id) where picture_file_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists preferences`.execute(db);
  await sql`alter table users drop column if exists picture_file_id`.execute(db);
  await sql`alter table organizations drop column if exists logo_file_id`.execute(db);
}
