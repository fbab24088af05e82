import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { PollingWorker, type Db } from '../../../db/index.js';

/** Journal rows per statement: a busy second's creations, written to the trigram index in one go. */
export const SEARCH_DOCUMENT_BATCH = 1000;
/**
 * How often the journal is drained. Not woken per write on purpose: one drain of many tickets writes the
 * trigram index far more cheaply than one per request, and the search never waits for it (tickets still
 * in the journal are matched on `tickets` itself), so half a second keeps documents within a second.
 */
export const DEFAULT_SEARCH_DOCUMENT_POLL_MS = 500;

/**
 * Moves up to `limit` journal rows (oldest first) into the search documents: one statement deletes them
 * and upserts their tickets' current title and description, so a crash either keeps the rows queued or
 * has written their documents. Rows another worker holds are skipped (several api instances share the
 * journal). A ticket changed again meanwhile has a newer journal row of its own, left for the next batch
 * when this statement cannot see it. Returns how many journal rows it took.
 */
export async function writeSearchDocuments(db: Db, limit = SEARCH_DOCUMENT_BATCH): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with taken as (
      delete from ticket_search_pending
      where id in (select p.id from ticket_search_pending p order by p.id limit ${limit} for update skip locked)
      returning ticket_id
    ), written as (
      insert into ticket_search_documents as d (ticket_id, organization_id, title, description)
      select t.id, t.organization_id, t.title, t.description
      from tickets t
      where t.id in (select taken.ticket_id from taken)
      on conflict (ticket_id) do update set organization_id = excluded.organization_id, title = excluded.title, description = excluded.description
      where d.title is distinct from excluded.title or d.description is distinct from excluded.description or d.organization_id is distinct from excluded.organization_id
    )
    select count(*)::int as n from taken`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Keeps `ticket_search_documents` up to date from the journal the ticket triggers fill (migration 0036). */
export class SearchDocumentWorker extends PollingWorker<number> {
  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    pollIntervalMs = DEFAULT_SEARCH_DOCUMENT_POLL_MS,
  ) {
    super(log, 'search documents', pollIntervalMs);
  }

  protected async drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const taken = await writeSearchDocuments(this.db);
      total += taken;
      if (taken < SEARCH_DOCUMENT_BATCH) return total;
    }
  }
}
