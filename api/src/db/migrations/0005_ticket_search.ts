import { sql, type Kysely } from 'kysely';

// Issue #4: ticket search. The agent list filters on (organization_id, status|assignee|group,
// created_at) indexes from 0003; the free-text `query` runs `ILIKE '%…%'` over the title, the
// description and message bodies, which only trigram GIN indexes can serve. PGlite loads pg_trgm
// (db/database.ts); on a PostgreSQL server the extension may be missing or not ours to create, in
// which case the search still works (sequential scan of the organisation's rows), only slower.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The filters and sorts 0003 left without an index.
  await sql`create index tickets_org_category_idx on tickets (organization_id, category_id, created_at desc)`.execute(db);
  await sql`create index tickets_org_updated_idx on tickets (organization_id, updated_at desc)`.execute(db);
  await sql`create index tickets_org_title_idx on tickets (organization_id, lower(title))`.execute(db);

  const { rows } = await sql<{ installed: boolean; creatable: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
           exists (select 1 from pg_available_extensions where name = 'pg_trgm')
             and (has_database_privilege(current_database(), 'CREATE')
                  or exists (select 1 from pg_roles where rolname = current_user and rolsuper)) as creatable
  `.execute(db);
  const probe = rows[0];
  if (!probe?.installed && !probe?.creatable) return;
  if (!probe.installed) await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`create index tickets_title_trgm_idx on tickets using gin (title gin_trgm_ops)`.execute(db);
  await sql`create index tickets_description_trgm_idx on tickets using gin (description gin_trgm_ops)`.execute(db);
  await sql`create index ticket_messages_body_trgm_idx on ticket_messages using gin (body_html gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['ticket_messages_body_trgm_idx', 'tickets_description_trgm_idx', 'tickets_title_trgm_idx', 'tickets_org_title_idx', 'tickets_org_updated_idx', 'tickets_org_category_idx']) {
    await sql`drop index if exists ${sql.ref(index)}`.execute(db);
  }
}
