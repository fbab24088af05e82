import { sql, type Kysely } from 'kysely';

// Dashboard figures kept in step with tickets, so no dashboard request scans the tickets table.
//
// `tickets.channel`: how the ticket came in (agent, hub, email). Tickets from before this migration
// are hub tickets unless an agent's "created" entry heads their history.
//
// `analytics_deltas`: an append-only journal written by triggers in the transaction of every change
// that moves a figure — a ticket inserted, changed in status / division / category / group /
// assignee / priority / channel, merged or deleted, a status whose kind changes, an agent's first
// reply sent. Triggers catch every writer (services, foreign-key actions, administration), so no
// code path can forget one. Rows only ever get inserted, so concurrent writers never wait on each
// other here. Each row carries the ticket's dimensions at that moment and what changed:
// `created`, `resolved`, `reopened`, `responded` (first agent reply), `open_delta` (+n / −n tickets
// open with these dimensions).
//
// A worker folds the journal, in batches claimed with SKIP LOCKED, into
// - `analytics_rollup`: per organisation × grain (local hour, local day) × division × dimension
//   (all, category, group, agent, priority, channel) × value: counts, summed open deltas (backlog is
//   their running sum), first-response and resolution durations (sum + log-scale histogram for
//   percentiles) and service-level outcomes;
// - `analytics_open_counts`: open tickets per division × status × priority × category × group ×
//   assignee (what the live dashboard adds up);
// and deletes what it folded, in one transaction.
const OPEN_KINDS = `('new', 'open', 'pending')`;
const DIMENSION_COLUMNS = 'division_id, category_id, user_group_id, assignee_id, priority, channel, status_id';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets add column channel text not null default 'agent' check (channel in ('agent', 'hub', 'email'))`.execute(db);
  await sql`update tickets t set channel = 'hub' where not exists (
    select 1 from ticket_history h where h.ticket_id = t.id and h.field = 'created' and h.user_id is not null)`.execute(db);

  await sql`create table analytics_deltas (
    id bigint generated always as identity primary key,
    organization_id uuid not null,
    ticket_id uuid not null,
    at timestamptz not null,
    ticket_created_at timestamptz not null,
    division_id uuid,
    category_id uuid,
    user_group_id uuid,
    assignee_id uuid,
    priority text,
    channel text not null,
    status_id uuid,
    created integer not null default 0,
    resolved integer not null default 0,
    reopened integer not null default 0,
    responded integer not null default 0,
    open_delta integer not null default 0
  )`.execute(db);

  await sql`create table analytics_rollup (
    organization_id uuid not null references organizations(id) on delete cascade,
    grain text not null check (grain in ('hour', 'day')),
    bucket timestamp not null,
    division_id uuid,
    dimension text not null check (dimension in ('all', 'category', 'group', 'agent', 'priority', 'channel')),
    dimension_value text,
    created integer not null default 0,
    resolved integer not null default 0,
    reopened integer not null default 0,
    open_delta integer not null default 0,
    responded integer not null default 0,
    response_seconds bigint not null default 0,
    response_histogram integer[] not null default '{}',
    resolution_seconds bigint not null default 0,
    resolution_histogram integer[] not null default '{}',
    sla_met integer not null default 0,
    sla_breached integer not null default 0
  )`.execute(db);
  await sql`create unique index analytics_rollup_key on analytics_rollup (organization_id, grain, dimension, dimension_value, bucket, division_id) nulls not distinct`.execute(db);
  // A period of one dimension, all its values (the trend's breakdowns): an index-only range scan.
  await sql`create index analytics_rollup_period_idx on analytics_rollup (organization_id, grain, dimension, bucket)
    include (dimension_value, division_id, created, resolved, reopened, responded, response_seconds, resolution_seconds, sla_met, sla_breached)`.execute(db);

  await sql`create table analytics_open_counts (
    organization_id uuid not null references organizations(id) on delete cascade,
    division_id uuid,
    status_id uuid not null,
    priority text,
    category_id uuid,
    user_group_id uuid,
    assignee_id uuid,
    count integer not null
  )`.execute(db);
  await sql`create unique index analytics_open_counts_key on analytics_open_counts (organization_id, division_id, status_id, priority, category_id, user_group_id, assignee_id) nulls not distinct`.execute(db);
  // The live dashboard's "oldest open ticket per agent": one index probe per agent and status.
  await sql`create index tickets_org_assignee_status_created_idx on tickets (organization_id, assignee_id, status_id, created_at) where assignee_id is not null and merged_into_id is null`.execute(db);
  // "Due today": open tickets whose resolution date falls in a range.
  await sql`create index tickets_org_resolution_due_idx on tickets (organization_id, resolution_due_date) where resolution_due_date is not null and merged_into_id is null`.execute(db);

  // Element-wise sum of two histograms of different lengths (the fold's upsert adds a batch's counts).
  await sql.raw(`
    create function analytics_add_histograms(a integer[], b integer[]) returns integer[] language sql immutable as $fn$
      select coalesce(array_agg(coalesce(x, 0) + coalesce(y, 0) order by i), '{}') from unnest(a, b) with ordinality as t(x, y, i)
    $fn$
  `).execute(db);
  // A service-level target met late (first or next response, resolution) marks the ticket as having missed its SLA.
  await sql`alter table ticket_slas add column missed boolean not null default false`.execute(db);

  await sql.raw(`
    create function analytics_ticket_delta() returns trigger language plpgsql as $fn$
    declare
      old_kind text;
      new_kind text;
      old_open boolean := false;
      new_open boolean := false;
      moved boolean;
      at_time timestamptz;
    begin
      if tg_op = 'UPDATE' then
        if new.status_id is not distinct from old.status_id and new.merged_into_id is not distinct from old.merged_into_id
          and new.division_id is not distinct from old.division_id and new.category_id is not distinct from old.category_id
          and new.user_group_id is not distinct from old.user_group_id and new.assignee_id is not distinct from old.assignee_id
          and new.priority is not distinct from old.priority and new.channel is not distinct from old.channel then
          return null;
        end if;
      end if;
      if tg_op <> 'INSERT' then
        select kind into old_kind from statuses where id = old.status_id;
        old_open := old.merged_into_id is null and old_kind in ${OPEN_KINDS};
      end if;
      if tg_op <> 'DELETE' then
        select kind into new_kind from statuses where id = new.status_id;
        new_open := new.merged_into_id is null and new_kind in ${OPEN_KINDS};
      end if;

      if tg_op = 'INSERT' then
        insert into analytics_deltas (organization_id, ticket_id, at, ticket_created_at, ${DIMENSION_COLUMNS}, created, open_delta)
        values (new.organization_id, new.id, new.created_at, new.created_at, new.division_id, new.category_id, new.user_group_id,
                new.assignee_id, new.priority, new.channel, new.status_id, 1, case when new_open then 1 else 0 end);
        return null;
      end if;

      if tg_op = 'DELETE' then
        if old_open then
          insert into analytics_deltas (organization_id, ticket_id, at, ticket_created_at, ${DIMENSION_COLUMNS}, open_delta)
          values (old.organization_id, old.id, now(), old.created_at, old.division_id, old.category_id, old.user_group_id,
                  old.assignee_id, old.priority, old.channel, old.status_id, -1);
        end if;
        return null;
      end if;

      -- A change stamped with the row's own time (services set updated_at); else the transaction's.
      at_time := case when new.updated_at is distinct from old.updated_at then new.updated_at else now() end;
      moved := new.status_id is distinct from old.status_id or new.division_id is distinct from old.division_id
        or new.category_id is distinct from old.category_id or new.user_group_id is distinct from old.user_group_id
        or new.assignee_id is distinct from old.assignee_id or new.priority is distinct from old.priority
        or new.channel is distinct from old.channel;
      if old_open and (not new_open or moved) then
        insert into analytics_deltas (organization_id, ticket_id, at, ticket_created_at, ${DIMENSION_COLUMNS}, open_delta)
        values (old.organization_id, old.id, at_time, old.created_at, old.division_id, old.category_id, old.user_group_id,
                old.assignee_id, old.priority, old.channel, old.status_id, -1);
      end if;
      if new_open and (not old_open or moved) then
        insert into analytics_deltas (organization_id, ticket_id, at, ticket_created_at, ${DIMENSION_COLUMNS}, open_delta, reopened)
        values (new.organization_id, new.id, at_time, new.created_at, new.division_id, new.category_id, new.user_group_id,
                new.assignee_id, new.priority, new.channel, new.status_id, 1,
                case when not old_open and old.merged_into_id is null and old_kind in ('resolved', 'closed') then 1 else 0 end);
      end if;
      -- Resolved: left the open kinds for resolved or closed. A merge closes the ticket without resolving it.
      if old_open and not new_open and new.merged_into_id is null and new_kind in ('resolved', 'closed') then
        insert into analytics_deltas (organization_id, ticket_id, at, ticket_created_at, ${DIMENSION_COLUMNS}, resolved)
        values (new.organization_id, new.id, at_time, new.created_at, new.division_id, new.category_id, new.user_group_id,
                new.assignee_id, new.priority, new.channel, new.status_id, 1);
      end if;
      return null;
    end
    $fn$

  `).execute(db);
  await sql.raw(`create trigger tickets_analytics after insert or update or delete on tickets for each row execute function analytics_ticket_delta()`).execute(db);
  await sql.raw(`
    -- A status that changes between an open kind and a closed one opens or closes all its tickets at once.
    create function analytics_status_kind_delta() returns trigger language plpgsql as $fn$
    declare
      was_open boolean := old.kind in ${OPEN_KINDS};
      is_open boolean := new.kind in ${OPEN_KINDS};
    begin
      if was_open = is_open then
        return null;
      end if;
      insert into analytics_deltas (organization_id, ticket_id, at, ticket_created_at, ${DIMENSION_COLUMNS}, open_delta)
      select t.organization_id, min(t.id::text)::uuid, now(), min(t.created_at), t.division_id, t.category_id, t.user_group_id,
             t.assignee_id, t.priority, t.channel, t.status_id, case when is_open then count(*) else -count(*) end
      from tickets t
      where t.status_id = new.id and t.merged_into_id is null
      group by t.organization_id, t.division_id, t.category_id, t.user_group_id, t.assignee_id, t.priority, t.channel, t.status_id;
      return null;
    end
    $fn$

  `).execute(db);
  await sql.raw(`create trigger statuses_analytics after update of kind on statuses for each row execute function analytics_status_kind_delta()`).execute(db);
  await sql.raw(`
    -- The first reply an agent sends on a ticket: its first response.
    create function analytics_first_response() returns trigger language plpgsql as $fn$
    begin
      if new.sent_by <> 'agent' or new.status <> 'sent' or (tg_op = 'UPDATE' and old.status = 'sent') then
        return null;
      end if;
      if exists (select 1 from ticket_messages m where m.ticket_id = new.ticket_id and m.sent_by = 'agent' and m.status = 'sent' and m.id <> new.id) then
        return null;
      end if;
      insert into analytics_deltas (organization_id, ticket_id, at, ticket_created_at, ${DIMENSION_COLUMNS}, responded)
      select t.organization_id, t.id, coalesce(new.sent_at, now()), t.created_at, t.division_id, t.category_id, t.user_group_id,
             t.assignee_id, t.priority, t.channel, t.status_id, 1
      from tickets t where t.id = new.ticket_id;
      return null;
    end
    $fn$

  `).execute(db);
  await sql.raw(`create trigger ticket_messages_analytics after insert or update of status on ticket_messages for each row execute function analytics_first_response()`).execute(db);

  // Tickets from before: created at their creation, open since then unless they are resolved or
  // closed now (then resolved at their last change); first replies from the messages.
  await sql.raw(`
    insert into analytics_deltas (organization_id, ticket_id, at, ticket_created_at, ${DIMENSION_COLUMNS}, created, open_delta)
    select t.organization_id, t.id, t.created_at, t.created_at, t.division_id, t.category_id, t.user_group_id, t.assignee_id, t.priority, t.channel, t.status_id,
           1, case when t.merged_into_id is null then 1 else 0 end
    from tickets t order by t.created_at
  `).execute(db);
  await sql.raw(`
    insert into analytics_deltas (organization_id, ticket_id, at, ticket_created_at, ${DIMENSION_COLUMNS}, open_delta, resolved)
    select t.organization_id, t.id, greatest(t.updated_at, t.created_at), t.created_at, t.division_id, t.category_id, t.user_group_id, t.assignee_id, t.priority, t.channel, t.status_id,
           -1, 1
    from tickets t join statuses s on s.id = t.status_id
    where t.merged_into_id is null and s.kind not in ${OPEN_KINDS} order by t.updated_at
  `).execute(db);
  await sql.raw(`
    insert into analytics_deltas (organization_id, ticket_id, at, ticket_created_at, ${DIMENSION_COLUMNS}, responded)
    select t.organization_id, t.id, m.first_sent, t.created_at, t.division_id, t.category_id, t.user_group_id, t.assignee_id, t.priority, t.channel, t.status_id, 1
    from tickets t
    join (select ticket_id, min(coalesce(sent_at, created_at)) as first_sent from ticket_messages where sent_by = 'agent' and status = 'sent' group by ticket_id) m on m.ticket_id = t.id
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop trigger if exists ticket_messages_analytics on ticket_messages',
    'drop trigger if exists statuses_analytics on statuses',
    'drop trigger if exists tickets_analytics on tickets',
    'drop function if exists analytics_first_response()',
    'drop function if exists analytics_status_kind_delta()',
    'drop function if exists analytics_ticket_delta()',
    'drop function if exists analytics_add_histograms(integer[], integer[])',
    'alter table ticket_slas drop column if exists missed',
    'drop index if exists tickets_org_resolution_due_idx',
    'drop index if exists tickets_org_assignee_status_created_idx',
    'drop table if exists analytics_open_counts',
    'drop table if exists analytics_rollup',
    'drop table if exists analytics_deltas',
    'alter table tickets drop column if exists channel',
  ])
    await sql.raw(statement).execute(db);
}
