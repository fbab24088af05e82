import { sql, type Kysely } from 'kysely';

// The agents' free-text search also finds a ticket by its customer (name, email, phone) and by the
// category field values stored on it.
//
// - Customers, a small table written rarely, get trigram indexes on name, email and the digits of
//   the phone number; the search looks the matching customers up there and reaches their tickets
//   through tickets_customer_idx, never by scanning tickets.
// - Field values live in `tickets.fields` (jsonb, a snapshot per ticket). `ticket_fields_search_text`
//   turns them into one text, a line per searchable value: text, long text, email, date and
//   date-time values as stored; numbers without trailing zeros (129.90 is stored as 129.9); chosen
//   options by their stored value and by their label. Yes/no values are left out: "true" or "yes"
//   would find every ticket that has such a field. The lines let a typed number match a whole value
//   (`\n129.9\n`) as well as a part of one.
// - Its trigram index on tickets is partial: only tickets that carry field values have an entry, so
//   creating a ticket without fields costs nothing more, and one with fields pays for a few short
//   strings (unlike the title/description indexes, which index the whole description).
// Without pg_trgm (see 0005) the function still exists and the search still works, by scanning.
export async function up(db: Kysely<unknown>): Promise<void> {
  // PL/pgSQL rather than SQL: a SQL function that cannot be inlined is planned again in every
  // statement that calls it (each ticket insert, for the index), while PL/pgSQL keeps its plan for the
  // session; measured on 1,000 inserts of tickets with three field values, that cuts what the index
  // adds by more than half.
  await sql`
    create or replace function ticket_fields_search_text(fields jsonb) returns text
    language plpgsql immutable parallel safe as $$
    declare
      result text;
    begin
      select E'\\n' || string_agg(term, E'\\n') || E'\\n' into result
      from jsonb_array_elements(case jsonb_typeof(fields) when 'array' then fields else '[]'::jsonb end) as field
      cross join lateral (
        select field ->> 'value' as term
        where field ->> 'type' in ('text', 'textarea', 'email', 'date', 'datetime_picker') and jsonb_typeof(field -> 'value') = 'string'
        union all
        select trim_scale((field ->> 'value')::numeric)::text
        where field ->> 'type' = 'number' and jsonb_typeof(field -> 'value') = 'number'
        union all
        select chosen
        from jsonb_array_elements_text(case jsonb_typeof(field -> 'value') when 'array' then field -> 'value' when 'string' then jsonb_build_array(field -> 'value') else '[]'::jsonb end) as chosen
        where field ->> 'type' in ('select', 'multi_selection')
        union all
        select label
        from jsonb_array_elements_text(case jsonb_typeof(field -> 'labels') when 'array' then field -> 'labels' else '[]'::jsonb end) as label
        where field ->> 'type' in ('select', 'multi_selection')
      ) as terms;
      return result;
    end
    $$
  `.execute(db);

  const { rows } = await sql<{ installed: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`.execute(db);
  if (!rows[0]?.installed) return;
  await sql`create index customers_name_trgm_idx on customers using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index customers_email_trgm_idx on customers using gin (email gin_trgm_ops)`.execute(db);
  await sql`create index customers_phone_digits_trgm_idx on customers using gin ((regexp_replace(phone, '[^0-9]+', '', 'g')) gin_trgm_ops)`.execute(db);
  await sql`create index tickets_fields_trgm_idx on tickets using gin (ticket_fields_search_text(fields) gin_trgm_ops) where fields <> '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['tickets_fields_trgm_idx', 'customers_phone_digits_trgm_idx', 'customers_email_trgm_idx', 'customers_name_trgm_idx']) {
    await sql`drop index if exists ${sql.ref(index)}`.execute(db);
  }
  await sql`drop function if exists ticket_fields_search_text(jsonb)`.execute(db);
}
