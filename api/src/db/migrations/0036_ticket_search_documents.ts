import { sql, type Kysely } from 'kysely';

// Creating a ticket wrote two trigram GIN indexes (title, description) in its transaction: half of what
// PostgreSQL spent per ticket. The text a search reads now lives in a search document per ticket,
// written after the fact, so a creation writes no trigram entry of its own.
//
// - `ticket_search_pending`: a journal of tickets whose title or description changed, one row per
//   change (a bigint identity, no unique ticket key: a change made while a worker holds an older row of
//   the same ticket must stay queued on its own, or it could be dropped with the older one). Triggers
//   add the rows, whoever writes (the api, a merge, an import in SQL), in the writing transaction.
// - `ticket_search_documents`: the title and description of each ticket as the search reads them, with
//   one two-column trigram GIN index. The search document worker moves journal rows into it in batches
//   (one statement deletes a batch and upserts its tickets' documents, so a crash loses nothing).
// - The search stays exact without waiting for the worker: tickets still in the journal are matched on
//   `tickets` itself (a handful of primary-key reads), and their possibly older documents are skipped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ticket_search_documents (
      ticket_id uuid primary key references tickets (id) on delete cascade,
      organization_id uuid not null,
      title text not null,
      description text not null
    )
  `.execute(db);
  await sql`create table ticket_search_pending (id bigint generated always as identity primary key, ticket_id uuid not null)`.execute(db);

  await sql`
    create function ticket_search_pending_add() returns trigger language plpgsql as $$
    begin
      insert into ticket_search_pending (ticket_id) values (new.id);
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger tickets_search_pending_insert after insert on tickets for each row execute function ticket_search_pending_add()`.execute(db);
  await sql`
    create trigger tickets_search_pending_update after update of title, description on tickets for each row
    when (old.title is distinct from new.title or old.description is distinct from new.description)
    execute function ticket_search_pending_add()
  `.execute(db);

  // Existing tickets get their documents now; nothing is left for the worker.
  await sql`insert into ticket_search_documents (ticket_id, organization_id, title, description) select id, organization_id, title, description from tickets`.execute(db);

  await sql`drop index if exists tickets_title_trgm_idx`.execute(db);
  await sql`drop index if exists tickets_description_trgm_idx`.execute(db);
  // Without pg_trgm (see 0005) the search still works by scanning the organisation's documents.
  const { rows } = await sql<{ installed: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`.execute(db);
  if (rows[0]?.installed) {
    await sql`create index ticket_search_documents_trgm_idx on ticket_search_documents using gin (title gin_trgm_ops, description gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists tickets_search_pending_update on tickets`.execute(db);
  await sql`drop trigger if exists tickets_search_pending_insert on tickets`.execute(db);
  await sql`drop function if exists ticket_search_pending_add()`.execute(db);
  await sql`drop table if exists ticket_search_pending`.execute(db);
  await sql`drop table if exists ticket_search_documents`.execute(db);
  const { rows } = await sql<{ installed: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`.execute(db);
  if (rows[0]?.installed) {
    await sql`create index tickets_title_trgm_idx on tickets using gin (title gin_trgm_ops)`.execute(db);
    await sql`create index tickets_description_trgm_idx on tickets using gin (description gin_trgm_ops)`.execute(db);
  }
}
