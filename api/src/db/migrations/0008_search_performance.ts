import { sql, type Kysely } from 'kysely';

// Issue #4, sized for 100k tickets per organisation: the agent list sorts by (created_at, id) and filters
// out merged tickets; the status + assignee filter is the common "my open tickets" view.
// - (organization_id, created_at desc, id desc) replaces 0003's (organization_id, created_at desc):
//   the page is read in index order with the id tie-break (no sort step), and `merged_into_id` is
//   carried in the index so the capped count is an index-only scan.
// - (organization_id, assignee_id, status_id, created_at desc, id desc): status + assignee pages in
//   index order and their count without touching the table; it also counts assignee-only filters.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists tickets_org_created_idx`.execute(db);
  await sql`create index tickets_org_created_idx on tickets (organization_id, created_at desc, id desc) include (merged_into_id)`.execute(db);
  await sql`create index tickets_org_assignee_status_idx on tickets (organization_id, assignee_id, status_id, created_at desc, id desc) include (merged_into_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists tickets_org_assignee_status_idx`.execute(db);
  await sql`drop index if exists tickets_org_created_idx`.execute(db);
  await sql`create index tickets_org_created_idx on tickets (organization_id, created_at desc)`.execute(db);
}
