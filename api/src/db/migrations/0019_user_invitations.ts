import { sql, type Kysely } from 'kysely';

// Inviting and removing agents.
// - `users.status` gains `invited` (added by an administrator, no usable password until the mailed
//   link is used) and `removed` (kept so tickets, comments, messages and history still name them,
//   but never listed, picked or signed in).
// - A removed user's address may be invited again: the per-organisation unique email index leaves
//   removed users out.
// - Invitation links live beside the reset links in `agent_password_resets`, told apart by `purpose`,
//   so both share one single-use, hashed-secret machinery.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint if exists users_status_check`.execute(db);
  await sql`alter table users add constraint users_status_check check (status in ('active', 'disabled', 'invited', 'removed'))`.execute(db);
  await sql`drop index if exists users_org_email_key`.execute(db);
  await sql`create unique index users_org_email_key on users (organization_id, lower(email)) where status <> 'removed'`.execute(db);
  await sql`alter table agent_password_resets add column purpose text not null default 'reset' check (purpose in ('reset', 'invite'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table agent_password_resets drop column if exists purpose`.execute(db);
  await sql`drop index if exists users_org_email_key`.execute(db);
  await sql`create unique index users_org_email_key on users (organization_id, lower(email))`.execute(db);
  await sql`alter table users drop constraint if exists users_status_check`.execute(db);
  await sql`alter table users add constraint users_status_check check (status in ('active', 'disabled'))`.execute(db);
}
