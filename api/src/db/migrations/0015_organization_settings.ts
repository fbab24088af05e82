import { sql, type Kysely } from 'kysely';

// An organisation's settings. Every column has a default, so organisations created before (and
// inserts that name only `name`) keep working and read as: English, UTC, day-first dates, no support
// address, customers may register in the hub, the hub titled with the organisation's name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table organizations
      add column default_language text not null default 'en-us',
      add column time_zone text not null default 'UTC',
      add column date_format text not null default 'DD/MM/YYYY',
      add column support_email text,
      add column hub_self_registration boolean not null default true,
      add column hub_title text
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table organizations
      drop column if exists hub_title,
      drop column if exists hub_self_registration,
      drop column if exists support_email,
      drop column if exists date_format,
      drop column if exists time_zone,
      drop column if exists default_language
  `.execute(db);
}
