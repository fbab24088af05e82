#!/usr/bin/env node
// Dashboards on PostgreSQL with 1,000,000 tickets and their history (5,000,000 journal rows):
//   - seeding through the analytics triggers (tickets inserted, then moved, reassigned, answered,
//     resolved and reopened by bulk statements stamped with their own times), so the journal is what
//     the triggers write;
//   - folding that journal with the api's `foldBatch` in this process, in the worker's batches:
//     deltas per second, CPU per delta of this process and of PostgreSQL;
//   - the status dashboard and the trend dashboard under load (budget p99 ≤ 50 ms for status and
//     the 90-day trend), as a ratio to a bare Fastify JSON route in the same run, with CPU per request.
// Starts a throwaway cluster from /usr/lib/postgresql/*/bin (or creates a database on
// BENCH_DATABASE_URL / TEST_DATABASE_URL: no PostgreSQL CPU figures nor plans then) and the production
// api (`npm run build -w @switchboard/api` first). Writes bench/results/analytics.json
// (analytics-small.json with --small).
//   node bench/analytics.mjs [--tickets 1000000] [--events 5000000] [--small] [--duration 15] [--warmup 3]
//     [--connections 10] [--fold-minutes 15] [--only <part of a case name>] [--explain] [--keep]
// --small: 20k tickets and 100k journal rows, a quick check. --explain prints EXPLAIN (ANALYZE, BUFFERS) of
// every statement one request of each case runs (auto_explain; also done, briefly, when a budget is missed).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, postgresBinDir, startThrowawayCluster } from '../api/scripts/postgres-server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'api/package.json'));

// `--bare-server PORT`: the reference route, in its own process like the api (one event loop each),
// so it does not share a thread with autocannon.
if (process.argv[2] === '--bare-server') {
  const fastify = require('fastify')({ logger: false });
  fastify.get('/', async () => ({ ok: true }));
  await fastify.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
  process.send?.('ready');
  process.on('disconnect', () => process.exit(0));
  await new Promise(() => {});
}

const { values: args } = parseArgs({
  options: {
    tickets: { type: 'string' },
    events: { type: 'string' },
    small: { type: 'boolean', default: false },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'fold-minutes': { type: 'string', default: '15' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const SMALL = args.small;
const TICKETS = Number(args.tickets ?? (SMALL ? 20_000 : 1_000_000));
const EVENTS = Number(args.events ?? (SMALL ? 100_000 : 5_000_000));
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const FOLD_MINUTES = Number(args['fold-minutes']);
const EXPLAIN = args.explain;
const KEEP = args.keep;
const wanted = (name) => !args.only || name.includes(args.only);
const AGENTS = 20;
const GROUPS = 10;
const CATEGORIES = 20;
const TIME_ZONE = 'Europe/Berlin';
/** The worker's batch (rollup-worker.ts): journal rows per fold transaction. */
const FOLD_BATCH = 2000;
const BUDGET_P99_MS = 50;
const ADMIN = { email: 'bench@switchboard.local', password: 'Bench-pass-123' };
const RESULT_FILE = join(ROOT, `bench/results/analytics${SMALL ? '-small' : ''}.json`);

const pg = require('pg');
const autocannon = (await import(pathToFileURL(createRequire(join(ROOT, 'package.json')).resolve('autocannon')).href)).default;
const dist = (path) => import(pathToFileURL(join(ROOT, 'api/dist', path)).href);
const { loadConfig } = await dist('config.js');
const { prepareDatabase } = await dist('app.js');
const { foldBatch } = await dist('features/analytics/rollup/fold.js');

const log = (text) => console.log(text);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (t0) => (performance.now() - t0) / 1000;

// Everything to undo, last first; run on success, failure and Ctrl-C (not with --keep).
const cleanups = [];
let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

/**
 * A database for the run: on BENCH_DATABASE_URL / TEST_DATABASE_URL, else in a cluster of our own,
 * with auto_explain loaded but silent (`--explain` turns it on for one request of each case).
 */
async function provideDatabase() {
  const dbName = `sb_analytics_${Date.now().toString(36)}`;
  const external = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  let serverUrl;
  let description;
  let postmasterPid;
  let logFile;
  if (external) {
    serverUrl = external;
    description = process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'TEST_DATABASE_URL';
  } else {
    const binDir = postgresBinDir();
    if (!binDir) throw new Error('no /usr/lib/postgresql/*/bin and no BENCH_DATABASE_URL: install the Debian package `postgresql`');
    // Room for the api's pool; checkpoints spaced out for the bulk load.
    const settings = '-c shared_buffers=256MB -c max_connections=50 -c max_wal_size=8GB -c shared_preload_libraries=auto_explain';
    const cluster = await startThrowawayCluster({ binDir, prefix: 'sb-bench-analytics-', settings });
    cleanups.push(cluster.stop);
    postmasterPid = cluster.postmasterPid;
    serverUrl = cluster.url;
    logFile = join(dirname(cluster.dataDir), 'log');
    description = `own cluster, ${binDir}, 127.0.0.1:${cluster.port} (fsync off)`;
    log(`PostgreSQL: ${description}; stop with: su postgres -c "${join(binDir, 'pg_ctl')} -D ${cluster.dataDir} stop"`);
  }
  await withClient(serverUrl, (c) => c.query(`create database ${dbName}`));
  if (external) cleanups.push(() => withClient(serverUrl, (c) => c.query(`drop database if exists ${dbName} with (force)`)));
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const version = await withClient(url.href, async (c) => (await c.query('show server_version')).rows[0].server_version);
  return { url: url.href, serverUrl, description: `${description}, PostgreSQL ${version}`, postmasterPid, logFile };
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// CPU time per request or per delta, read from /proc: unlike req/s it hardly depends on what else runs.
const TICK_MS = 10; // USER_HZ is 100 on Linux
let cpuWatch = { apiPid: undefined, postmasterPid: undefined };
function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}
/** Ticks of the watched processes by pid: the api (or bare server, or this process), the postmaster and its children. */
function cpuSnapshot() {
  const api = new Map();
  const pgTicks = new Map();
  if (cpuWatch.apiPid) api.set(cpuWatch.apiPid, processTicks(cpuWatch.apiPid)?.ticks ?? 0);
  if (cpuWatch.postmasterPid) {
    pgTicks.set(cpuWatch.postmasterPid, processTicks(cpuWatch.postmasterPid)?.ticks ?? 0);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const p = processTicks(entry);
      if (p && p.ppid === cpuWatch.postmasterPid) pgTicks.set(Number(entry), p.ticks);
    }
  }
  return { api, pg: pgTicks };
}
/** CPU milliseconds between two snapshots; a process started in between (autovacuum) counts whole. */
function cpuMs(before, after) {
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return ticks * TICK_MS;
}

/**
 * The organisation's directory: 20 agents in 10 user groups (two per group), 20 categories, two
 * divisions besides Home (null on tickets), the organisation in a time zone with summer time.
 */
async function seedDirectory(c, org) {
  const adminHash = (await c.query(`select password_hash from users where lower(email) = $1`, [ADMIN.email])).rows[0].password_hash;
  const agentRole = (await c.query(`select id from roles where organization_id = $1 and name = 'Agent'`, [org])).rows[0]?.id;
  await c.query(`update organizations set time_zone = $2 where id = $1`, [org, TIME_ZONE]);
  const agents = (
    await c.query(
      `insert into users (organization_id, name, email, password_hash)
       select $1, 'Agent ' || g, 'agent' || g || '@bench.local', $2 from generate_series(1, ${AGENTS}) g returning id`,
      [org, adminHash],
    )
  ).rows.map((r) => r.id);
  if (agentRole) await c.query(`insert into user_roles (organization_id, user_id, role_id) select $1, unnest($2::uuid[]), $3`, [org, agents, agentRole]);
  const divisions = (
    await c.query(`insert into divisions (organization_id, name) select $1, 'Division ' || g from generate_series(1, 2) g returning id`, [org])
  ).rows.map((r) => r.id);
  const groups = (
    await c.query(`insert into user_groups (organization_id, name, description) select $1, 'Group ' || g, null from generate_series(1, ${GROUPS}) g returning id`, [org])
  ).rows.map((r) => r.id);
  await c.query(
    `insert into user_group_members (group_id, user_id, organization_id)
     select ($2::uuid[])[1 + (i - 1) % ${GROUPS}], a, $1 from unnest($3::uuid[]) with ordinality as x(a, i)`,
    [org, groups, agents],
  );
  const existing = Number((await c.query(`select count(*) n from categories where organization_id = $1`, [org])).rows[0].n);
  if (existing < CATEGORIES)
    await c.query(
      `insert into categories (organization_id, name, description) select $1, 'Bench category ' || g, null from generate_series(1, ${CATEGORIES - existing}) g`,
      [org],
    );
  const categories = (await c.query(`select id from categories where organization_id = $1 order by name limit ${CATEGORIES}`, [org])).rows.map((r) => r.id);
  const statuses = (await c.query(`select id, name, kind from statuses where organization_id = $1 order by position`, [org])).rows;
  return { agents, divisions, groups, categories, statuses };
}

/**
 * Indexes of `tickets` and `ticket_messages` that back no constraint, dropped for the bulk load and
 * built again after it (quicker than maintaining them row by row; the triggers fire either way).
 */
async function dropLoadIndexes(c) {
  const { rows } = await c.query(`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ('tickets', 'ticket_messages')
      and not exists (select 1 from pg_constraint k where k.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
      and i.indexname <> 'ticket_messages_thread_idx'`);
  for (const { indexname } of rows) await c.query(`drop index ${indexname}`);
  return rows;
}

/** Probability of reassignment that brings the journal to about `EVENTS` rows (see `seedHistory`). */
function reassignShare() {
  // Per ticket: created 1, status moved (30%) 2, first reply (80%) 1, resolved (98%) 2, reopened and
  // resolved again (5%) 3, reassigned while open 2.
  const fixed = 1 + 0.3 * 2 + 0.8 + 0.98 * 2 + 0.05 * 3;
  return Math.min(1, Math.max(0, (EVENTS / TICKETS - fixed) / 2));
}

/**
 * The plan of every ticket's life, drawn once: creation time over two years (weekdays and office
 * hours busier), dimensions, when it moves, is reassigned, answered, resolved, reopened; whether it
 * is open now (~2%, mostly from the last 30 days).
 */
async function drawPlan(c, dir) {
  const kind = (k) => dir.statuses.filter((s) => s.kind === k).map((s) => s.id);
  const openKind = kind('open');
  const newKind = kind('new').length ? kind('new') : openKind;
  const pendingKind = kind('pending').length ? kind('pending') : openKind;
  const resolvedKind = [...kind('resolved'), ...kind('closed')];
  if (openKind.length === 0 || resolvedKind.length === 0) throw new Error(`unexpected statuses: ${JSON.stringify(dir.statuses)}`);
  await c.query(`drop table if exists bench_plan`);
  await c.query(
    `create unlogged table bench_plan as
     with candidates as (
       select now() - random() * interval '730 days' as created, random() as keep from generate_series(1, ${Math.ceil(TICKETS * 2.6)})
     ), kept as (
       select created from candidates
       where keep < case when extract(isodow from created at time zone '${TIME_ZONE}') >= 6 then 0.3 else 1 end
                  * case when extract(hour from created at time zone '${TIME_ZONE}') between 8 and 17 then 1 else 0.45 end
       order by random() limit ${TICKETS}
     ), drawn as (
       select row_number() over (order by created) as serial, created,
         random() r_cat, random() r_group, random() r_div, random() r_pri, random() r_channel, random() r_assignee, random() r_new_assignee,
         random() r_move, random() r_reassign, random() r_reply, random() r_open, random() r_reopen, random() r_status, random() r_due,
         3600 * exp(random() * ln(240)) as d, random() r_reply_at
       from kept
     )
     select serial::int, gen_random_uuid() as id, created,
       case when r_cat < 0.1 then null else ($1::uuid[])[1 + floor(r_cat * 1000)::int % ${CATEGORIES}] end as category_id,
       case when r_group < 0.15 then null else ($2::uuid[])[1 + floor(r_group * 1000)::int % ${GROUPS}] end as user_group_id,
       case when r_div < 0.5 then null when r_div < 0.8 then ($3::uuid[])[1] else ($3::uuid[])[2] end as division_id,
       (array['Low','Medium','High','Critical',null])[1 + floor(r_pri * 5)::int] as priority,
       case when r_channel < 0.6 then 'hub' else 'agent' end as channel,
       case when r_assignee < 0.4 then null else ($4::uuid[])[1 + floor(r_assignee * 1000)::int % ${AGENTS}] end as assignee_id,
       ($4::uuid[])[1 + floor(r_new_assignee * 1000)::int % ${AGENTS}] as new_assignee_id,
       ($5::uuid[])[1 + floor(r_status * 100)::int % cardinality($5::uuid[])] as new_status_id,
       ($6::uuid[])[1 + floor(r_status * 100)::int % cardinality($6::uuid[])] as open_status_id,
       ($7::uuid[])[1 + floor(r_status * 100)::int % cardinality($7::uuid[])] as pending_status_id,
       ($8::uuid[])[1 + floor(r_status * 100)::int % cardinality($8::uuid[])] as resolved_status_id,
       r_move < 0.3 as moves,
       r_reassign < ${reassignShare()} as reassigned,
       r_reply < 0.8 as replied,
       (created > now() - interval '30 days' and r_open < 0.45) or r_open < 0.0006 as open_now,
       r_reopen < 0.05 and created < now() - interval '20 days' as reopened,
       r_status < 0.25 as ends_pending,
       least(created + d * interval '0.1 second', now() - interval '4 minutes') as moved_at,
       least(created + d * interval '0.3 second', now() - interval '3 minutes') as reassigned_at,
       least(created + (60 + d * 0.25 * r_reply_at) * interval '1 second', now() - interval '2 minutes') as replied_at,
       least(created + d * interval '1 second', now() - interval '1 minute') as resolved_at,
       case when r_due < 0.15 then date_trunc('day', now() at time zone '${TIME_ZONE}') at time zone '${TIME_ZONE}' + r_due * interval '160 hours' end as due_today
     from drawn`,
    [dir.categories, dir.groups, dir.divisions, dir.agents, newKind, openKind, pendingKind, resolvedKind],
  );
  await c.query(`alter table bench_plan add primary key (id)`);
  await c.query(`analyze bench_plan`);
}

/** Runs one bulk statement and says how long it took and how many journal rows it added. */
async function step(c, label, text, params = []) {
  const t0 = performance.now();
  const before = Number((await c.query(`select coalesce(max(id), 0) n from analytics_deltas`)).rows[0].n);
  const { rowCount } = await c.query(text, params);
  const after = Number((await c.query(`select coalesce(max(id), 0) n from analytics_deltas`)).rows[0].n);
  log(`    ${label}: ${rowCount.toLocaleString('en')} rows, +${(after - before).toLocaleString('en')} journal rows, ${seconds(t0).toFixed(1)} s`);
  return { label, rows: rowCount, journalRows: after - before, seconds: Number(seconds(t0).toFixed(1)) };
}

/**
 * Tickets and their history through the triggers: each bulk UPDATE sets `updated_at` to the moment
 * of the change, which the trigger stamps on its journal rows; first replies are sent agent messages.
 */
async function seedHistory(c, org) {
  const steps = [];
  const admin = (await c.query(`select id from users where lower(email) = $1`, [ADMIN.email])).rows[0].id;
  steps.push(
    await step(
      c,
      'tickets created (open)',
      `insert into tickets (id, organization_id, serial_number, customer_id, category_id, title, description, priority, status_id, assignee_id, user_group_id, division_id, channel, fields, resolution_due_date, created_at, updated_at)
       select p.id, $1, p.serial, null, p.category_id, 'Bench ticket ' || p.serial, 'Something is broken', p.priority, p.new_status_id, p.assignee_id, p.user_group_id, p.division_id, p.channel, '[]'::jsonb,
         case when p.open_now then p.due_today end, p.created, p.created
       from bench_plan p order by p.serial`,
      [org],
    ),
  );
  await c.query(`insert into ticket_counters (organization_id, next_serial) values ($1, $2) on conflict (organization_id) do update set next_serial = excluded.next_serial`, [org, TICKETS + 1]);
  const update = (label, set, where) =>
    step(c, label, `update tickets t set ${set} from bench_plan p where t.id = p.id and ${where}`);
  steps.push(await update('status moved (new → open kind)', `status_id = p.open_status_id, updated_at = p.moved_at`, `p.moves`));
  steps.push(await update('reassigned while open', `assignee_id = p.new_assignee_id, updated_at = p.reassigned_at`, `p.reassigned and p.new_assignee_id is distinct from t.assignee_id`));
  steps.push(
    await step(
      c,
      'first replies (sent agent messages)',
      `insert into ticket_messages (organization_id, ticket_id, sent_by, user_id, author_name, status, channel, body_html, created_at, updated_at, sent_at)
       select $1, p.id, 'agent', coalesce(p.new_assignee_id, $2::uuid), 'Agent', 'sent', 'email', '<p>On it.</p>', p.replied_at, p.replied_at, p.replied_at
       from bench_plan p where p.replied order by p.replied_at`,
      [org, admin],
    ),
  );
  steps.push(await update('resolved or closed', `status_id = p.resolved_status_id, updated_at = p.resolved_at`, `not p.open_now`));
  steps.push(await update('reopened a day later', `status_id = p.open_status_id, updated_at = p.resolved_at + interval '1 day'`, `p.reopened and not p.open_now`));
  steps.push(await update('resolved again', `status_id = p.resolved_status_id, updated_at = p.resolved_at + interval '2 days'`, `p.reopened and not p.open_now`));
  steps.push(await update('open ones waiting on the customer', `status_id = p.pending_status_id, updated_at = least(p.reassigned_at + interval '1 minute', now())`, `p.open_now and p.ends_pending`));
  // Service-level clocks of the open tickets: next due around now (a third past due, some within the hour).
  const policy = (await c.query(`select id from sla_policies where organization_id = $1 order by position limit 1`, [org])).rows[0]?.id ?? null;
  steps.push(
    await step(
      c,
      'service-level clocks of open tickets',
      `insert into ticket_slas (ticket_id, organization_id, policy_id, started_at, first_response_due_at, resolution_due_at, next_due_at)
       select p.id, $1, $2, p.created, p.created + interval '4 hours', due, due
       from (select p.*, now() + (random() * 6 - 2) * interval '1 hour' as due from bench_plan p where p.open_now) p`,
      [org, policy],
    ),
  );
  return steps;
}

async function seed(url, org) {
  const t0 = performance.now();
  return withClient(url, async (c) => {
    await c.query(`set maintenance_work_mem = '512MB'`);
    const dir = await seedDirectory(c, org);
    const dropped = await dropLoadIndexes(c);
    const tPlan = performance.now();
    await drawPlan(c, dir);
    log(`    plan of ${TICKETS.toLocaleString('en')} tickets drawn in ${seconds(tPlan).toFixed(1)} s (reassigned share ${reassignShare().toFixed(3)})`);
    const tHistory = performance.now();
    const steps = await seedHistory(c, org);
    const historySeconds = seconds(tHistory);
    const tIndexes = performance.now();
    for (const { indexdef } of dropped) await c.query(indexdef);
    log(`    ${dropped.length} indexes built again in ${seconds(tIndexes).toFixed(1)} s`);
    await c.query(`drop table bench_plan`);
    await c.query('vacuum analyze');
    const counts = (
      await c.query(`select (select count(*) from tickets)::int tickets, (select count(*) from analytics_deltas)::int journal,
        (select count(*) from tickets t join statuses s on s.id = t.status_id where s.kind in ('new', 'open', 'pending'))::int open,
        (select count(*) from ticket_slas where next_due_at <= now())::int breached,
        (select count(*) from ticket_messages)::int messages`)
    ).rows[0];
    return { ...dir, steps, counts, historySeconds: Number(historySeconds.toFixed(1)), seconds: Number(seconds(t0).toFixed(1)) };
  });
}

/** The worker's loop over `foldBatch`, in this process, timed; stops after `--fold-minutes`. */
async function fold(db, postmasterPid) {
  cpuWatch = { apiPid: process.pid, postmasterPid };
  const before = cpuSnapshot();
  const t0 = performance.now();
  let folded = 0;
  let batches = 0;
  let nextReport = 250_000;
  let stoppedEarly = false;
  for (;;) {
    const { deltas } = await foldBatch(db, FOLD_BATCH);
    if (deltas === 0) break;
    folded += deltas;
    batches += 1;
    if (folded >= nextReport) {
      log(`    ${folded.toLocaleString('en')} folded, ${Math.round(folded / seconds(t0)).toLocaleString('en')}/s`);
      nextReport += 250_000;
    }
    if (seconds(t0) > FOLD_MINUTES * 60) {
      stoppedEarly = true;
      break;
    }
  }
  const wall = seconds(t0);
  const after = cpuSnapshot();
  return {
    batchSize: FOLD_BATCH,
    deltas: folded,
    batches,
    seconds: Number(wall.toFixed(1)),
    perSecond: Math.round(folded / wall),
    benchProcessCpuMsPerDelta: Number((cpuMs(before.api, after.api) / folded).toFixed(4)),
    postgresCpuMsPerDelta: postmasterPid ? Number((cpuMs(before.pg, after.pg) / folded).toFixed(4)) : null,
    stoppedEarly,
  };
}

/**
 * What the fold could not reach in `--fold-minutes`, added with one SQL aggregate that mirrors
 * `foldBatch` for this seed (no business-hours calendar on resolved tickets: plain durations; the
 * histogram index as histogram.ts computes it), so the dashboards read the whole history.
 */
async function foldRestWithSql(c) {
  const t0 = performance.now();
  const left = Number((await c.query(`select count(*) n from analytics_deltas`)).rows[0].n);
  if (left === 0) return null;
  await c.query('begin');
  // A histogram (histogram.ts) as an aggregate: element i counts the durations of bucket index i.
  await c.query(`
    create function pg_temp.bench_histogram_add(h int[], idx int, n int) returns int[] language plpgsql immutable as $fn$
    begin
      while coalesce(array_length(h, 1), 0) <= idx loop
        h := h || 0;
      end loop;
      h[idx + 1] := h[idx + 1] + n;
      return h;
    end
    $fn$`);
  await c.query(`create aggregate pg_temp.bench_histogram(int, int) (sfunc = pg_temp.bench_histogram_add, stype = int[], initcond = '{}')`);
  await c.query(`set work_mem = '256MB'`);
  await c.query(
    `insert into analytics_rollup (organization_id, grain, bucket, division_id, dimension, dimension_value, created, resolved, reopened, open_delta, responded,
       response_seconds, response_histogram, resolution_seconds, resolution_histogram)
     with d as (
       select d.*, greatest(0, round(extract(epoch from d.at - d.ticket_created_at)))::bigint secs, o.time_zone
       from analytics_deltas d join organizations o on o.id = d.organization_id
     ), cells as (
       select d.organization_id, g.grain, date_trunc(g.grain, d.at at time zone d.time_zone) bucket, d.division_id, x.dimension, x.value,
         case when d.secs < 1 then 0 else least(99, 1 + floor(4 * ln(d.secs::float8) / ln(2::float8) + 1e-9))::int end idx,
         d.created, d.resolved, d.reopened, d.open_delta, d.responded, d.secs
       from d cross join (values ('hour'), ('day')) g(grain)
       cross join lateral (values ('all', null), ('category', d.category_id::text), ('group', d.user_group_id::text), ('agent', d.assignee_id::text),
         ('priority', d.priority), ('channel', d.channel)) x(dimension, value)
     )
     select organization_id, grain, bucket, division_id, dimension, value, sum(created), sum(resolved), sum(reopened), sum(open_delta), sum(responded),
       sum(secs * responded), coalesce(pg_temp.bench_histogram(idx, responded) filter (where responded <> 0), '{}'),
       sum(secs * resolved), coalesce(pg_temp.bench_histogram(idx, resolved) filter (where resolved <> 0), '{}')
     from cells group by 1, 2, 3, 4, 5, 6
     having sum(created) <> 0 or sum(resolved) <> 0 or sum(reopened) <> 0 or sum(open_delta) <> 0 or sum(responded) <> 0
     on conflict (organization_id, grain, dimension, dimension_value, bucket, division_id) do update set
       created = analytics_rollup.created + excluded.created, resolved = analytics_rollup.resolved + excluded.resolved,
       reopened = analytics_rollup.reopened + excluded.reopened, open_delta = analytics_rollup.open_delta + excluded.open_delta,
       responded = analytics_rollup.responded + excluded.responded, response_seconds = analytics_rollup.response_seconds + excluded.response_seconds,
       response_histogram = analytics_add_histograms(analytics_rollup.response_histogram, excluded.response_histogram),
       resolution_seconds = analytics_rollup.resolution_seconds + excluded.resolution_seconds,
       resolution_histogram = analytics_add_histograms(analytics_rollup.resolution_histogram, excluded.resolution_histogram)`,
  );
  await c.query(`
    insert into analytics_open_counts (organization_id, division_id, status_id, priority, category_id, user_group_id, assignee_id, count)
    select organization_id, division_id, status_id, priority, category_id, user_group_id, assignee_id, sum(open_delta)::int
    from analytics_deltas where open_delta <> 0 and status_id is not null group by 1, 2, 3, 4, 5, 6, 7 having sum(open_delta) <> 0
    on conflict (organization_id, division_id, status_id, priority, category_id, user_group_id, assignee_id) do update set count = analytics_open_counts.count + excluded.count`);
  await c.query(`delete from analytics_open_counts where count = 0`);
  await c.query(`delete from analytics_deltas`);
  await c.query('commit');
  return { deltas: left, seconds: Number(seconds(t0).toFixed(1)), note: 'durations in wall-clock time (no business-hours calendar)' };
}

async function startApi(databaseUrl, dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: child.pid };
    } catch {
      // Not listening yet: try again.
    }
    await sleep(250);
  }
  throw new Error('the api did not become healthy within 60 s');
}

async function startBareServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--bare-server', String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  cleanups.push(() => child.kill('SIGTERM'));
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid };
}

async function request(url, { method = 'GET', body, token } = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** One autocannon run after a warm-up. */
async function load(name, options) {
  if (WARMUP > 0) await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP });
  const cpuBefore = cpuSnapshot();
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  const cpuAfter = cpuSnapshot();
  const out = {
    name,
    connections: CONNECTIONS,
    seconds: DURATION,
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    apiCpuMsPerRequest: Number((cpuMs(cpuBefore.api, cpuAfter.api) / Math.max(1, r.requests.total)).toFixed(3)),
    pgCpuMsPerRequest: cpuWatch.postmasterPid ? Number((cpuMs(cpuBefore.pg, cpuAfter.pg) / Math.max(1, r.requests.total)).toFixed(3)) : null,
  };
  log(`  ${name}: ${out.rps.toFixed(0)} req/s, p99 ${out.p99} ms, CPU per request: api ${out.apiCpuMsPerRequest} ms, PostgreSQL ${out.pgCpuMsPerRequest ?? '?'} ms${out.non2xx || out.errors ? `  (!! ${out.non2xx} non-2xx, ${out.errors} errors)` : ''}`);
  return out;
}

/**
 * The plans of every statement one request runs, from auto_explain (ANALYZE, BUFFERS) in the
 * cluster's log; the rollup worker's idle polls are left out.
 */
async function capturePlans(database, cases, token) {
  if (!database.logFile) return {};
  const setAll = async (values) =>
    withClient(database.url, async (c) => {
      for (const [name, value] of Object.entries(values)) await c.query(`alter system set ${name} = ${value}`);
      await c.query('select pg_reload_conf()');
    });
  await setAll({ 'auto_explain.log_analyze': 'on', 'auto_explain.log_buffers': 'on', 'auto_explain.log_min_duration': 0 });
  await sleep(500);
  const plans = {};
  try {
    for (const [name, options] of Object.entries(cases)) {
      const offset = statSync(database.logFile).size;
      const body = options.requests ? JSON.parse(options.requests[0].setupRequest({}).body) : options.body ? JSON.parse(options.body) : undefined;
      await request(options.url, { method: options.method, body, token });
      await sleep(300);
      const text = readFileSync(database.logFile, 'utf8').slice(offset);
      plans[name] = text
        .split(/\n(?=\S+ \S+ \S+ \[\d+\] LOG:)/)
        .filter((entry) => entry.includes('plan:') && !entry.includes('analytics_deltas') && !entry.includes('sla_escalations'))
        .map((entry) => entry.trim());
    }
  } finally {
    await setAll({ 'auto_explain.log_min_duration': -1 });
  }
  return plans;
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

let exitCode = 0;
try {
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, loadAverageAtStart: loadavg().map((x) => Number(x.toFixed(2))), node: process.version };
  log(`Load average at start: ${machine.loadAverageAtStart.join(' ')} (${machine.cpus} cores)`);
  const database = await provideDatabase();
  log(`Database: ${database.description}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-analytics-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' });
  const { db, firstStart } = await prepareDatabase(config);
  const org = firstStart.organizationId;
  // The migrations' own journal rows (the first administrator's sample data, if any) are folded with the rest.
  log(`Seeding ${TICKETS.toLocaleString('en')} tickets and their history (aiming at ${EVENTS.toLocaleString('en')} journal rows) through the triggers…`);
  const s = await seed(database.url, org);
  log(`  seeded in ${s.seconds} s (history through the triggers ${s.historySeconds} s): ${s.counts.tickets.toLocaleString('en')} tickets, ${s.counts.open.toLocaleString('en')} open, ${s.counts.breached.toLocaleString('en')} past due, ${s.counts.messages.toLocaleString('en')} messages`);
  log(`  journal (analytics_deltas): ${s.counts.journal.toLocaleString('en')} rows`);

  log(`Folding the journal with foldBatch (${FOLD_BATCH} per transaction, one folder, in this process; at most ${FOLD_MINUTES} min)…`);
  const folded = await fold(db, database.postmasterPid);
  await db.destroy();
  log(`  folded ${folded.deltas.toLocaleString('en')} in ${folded.seconds} s: ${folded.perSecond.toLocaleString('en')} deltas/s; CPU per delta: this process ${folded.benchProcessCpuMsPerDelta} ms, PostgreSQL ${folded.postgresCpuMsPerDelta ?? '–'} ms`);
  let rest = null;
  if (folded.stoppedEarly) {
    const left = s.counts.journal - folded.deltas;
    folded.extrapolatedSecondsForAll = Math.round(s.counts.journal / folded.perSecond);
    log(`  stopped after ${FOLD_MINUTES} min; at this rate all ${s.counts.journal.toLocaleString('en')} would take ~${(folded.extrapolatedSecondsForAll / 60).toFixed(0)} min (EXTRAPOLATED)`);
    rest = await withClient(database.url, (c) => foldRestWithSql(c));
    log(`  the other ${left.toLocaleString('en')} added with an equivalent SQL aggregate in ${rest?.seconds} s (${rest?.note})`);
  }
  const rollup = await withClient(database.url, async (c) => {
    await c.query('vacuum analyze analytics_rollup, analytics_open_counts, analytics_deltas');
    const byGrain = (await c.query(`select grain, count(*)::int n from analytics_rollup group by grain order by grain`)).rows;
    const open = (await c.query(`select count(*)::int n, coalesce(sum(count), 0)::int tickets from analytics_open_counts`)).rows[0];
    const size = (await c.query(`select pg_size_pretty(pg_total_relation_size('analytics_rollup')) s`)).rows[0].s;
    // The whole history summed over the day rows of dimension 'all': what the seed put in.
    const sums = (
      await c.query(`select coalesce(sum(created), 0)::int created, coalesce(sum(resolved), 0)::int resolved, coalesce(sum(open_delta), 0)::int open,
        coalesce(sum(responded), 0)::int responded, coalesce(sum((select sum(x) from unnest(response_histogram) x)), 0)::int response_histogram
        from analytics_rollup where grain = 'day' and dimension = 'all'`)
    ).rows[0];
    return { rows: Object.fromEntries(byGrain.map((r) => [r.grain, r.n])), size, openCountRows: open.n, openTickets: open.tickets, sums };
  });
  log(`  analytics_rollup: ${Object.entries(rollup.rows).map(([g, n]) => `${n.toLocaleString('en')} ${g} rows`).join(', ')} (${rollup.size}); analytics_open_counts: ${rollup.openCountRows.toLocaleString('en')} rows over ${rollup.openTickets.toLocaleString('en')} open tickets`);
  if (rollup.openTickets !== s.counts.open) log(`  !! the open counts (${rollup.openTickets}) differ from the open tickets (${s.counts.open})`);
  log(`  rollup totals (day, all): ${rollup.sums.created.toLocaleString('en')} created, ${rollup.sums.resolved.toLocaleString('en')} resolved, backlog ${rollup.sums.open.toLocaleString('en')}, ${rollup.sums.responded.toLocaleString('en')} first replies (histograms count ${rollup.sums.response_histogram.toLocaleString('en')})`);
  if (rollup.sums.created !== s.counts.tickets || rollup.sums.open !== s.counts.open) log(`  !! the rollup does not add up to the seeded tickets (${s.counts.tickets} tickets, ${s.counts.open} open)`);

  const api = await startApi(database.url, dataDir);
  log(`api: ${api.base} (pid ${api.pid})`);
  const token = (await request(`${api.base}/api/v1/oauth/login`, { method: 'POST', body: ADMIN })).access_token;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const status = (query = '') => ({ url: `${api.base}/api/v1/analytics/status${query}`, headers });
  const trend = (body) => ({ url: `${api.base}/api/v1/analytics/trend`, method: 'POST', headers, body: JSON.stringify(body) });
  let window = 0;
  const customWindow = () => {
    window = (window + 1) % 700;
    const to = new Date(Date.now() - window * 86_400_000);
    const from = new Date(to.getTime() - 89 * 86_400_000);
    return { period: 'custom', from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10), interval: 'day' };
  };
  const cases = {
    'status, no filter': status(),
    'status, one group': status(`?groupId=${s.groups[0]}`),
    'trend, 90 days by day': trend({ period: '90d', interval: 'day' }),
    'trend, 90 days by week, one category': trend({ period: '90d', interval: 'week', filter: { dimension: 'category', value: s.categories[0] } }),
    'trend, 7 days by hour': trend({ period: '7d', interval: 'hour' }),
    // The api remembers a trend answer for a few seconds, so the cases above mostly read that; here
    // each request asks for another 90-day window (700 of them, more than it remembers), so every
    // one is computed from the rollup.
    'trend, 90 days by day, uncached': { ...trend({}), requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(customWindow()) }) }] },
  };
  const budgeted = (name) => name.startsWith('status') || name.startsWith('trend, 90 days');
  // The routes may be finished while this runs: wait for them to answer.
  for (let i = 0; ; i++) {
    try {
      const first = await request(cases['status, no filter'].url, { token });
      const sample = await request(cases['trend, 90 days by day'].url, { method: 'POST', body: JSON.parse(cases['trend, 90 days by day'].body), token });
      log(`  status: ${first.tiles.open} open, ${first.tiles.breached} breached, ${first.tiles.dueSoon} due soon, ${first.tiles.dueToday} due today, ${first.tiles.newToday} new today, ${first.agents.length} agents`);
      log(`  trend 90d: ${sample.current.created} created, ${sample.current.resolved} resolved, backlog at end ${sample.current.backlogAtEnd}, ${sample.buckets.length} buckets`);
      break;
    } catch (error) {
      if (i >= 20) throw error;
      log(`  the dashboards do not answer yet (${error.message.slice(0, 160)}); again in 30 s`);
      await sleep(30_000);
    }
  }

  log(`Load: ${CONNECTIONS} connections, ${DURATION} s each after a ${WARMUP} s warm-up`);
  const bareServer = await startBareServer();
  const runs = [];
  cpuWatch = { apiPid: bareServer.pid, postmasterPid: undefined };
  runs.push(await load('bare Fastify JSON route', { url: bareServer.url }));
  cpuWatch = { apiPid: api.pid, postmasterPid: database.postmasterPid };
  for (const [name, options] of Object.entries(cases)) if (wanted(name)) runs.push(await load(name, options));
  const bare = runs[0];
  const table = runs.map((r) => ({ ...r, ratio: r === bare ? 1 : r.rps / bare.rps, budget: r === bare || !budgeted(r.name) ? '' : r.p99 <= BUDGET_P99_MS ? 'ok' : 'MISSED' }));
  const missed = table.filter((r) => r.budget === 'MISSED').map((r) => r.name);
  // Past the trend answers' few seconds of reuse, so the plans show the queries.
  if (EXPLAIN || missed.length > 0) await sleep(6000);
  const plans = EXPLAIN || missed.length > 0 ? await capturePlans(database, Object.fromEntries(Object.entries(cases).filter(([name]) => EXPLAIN || missed.includes(name))), token) : {};

  log('');
  log(`Results (${machine.cpus} cores, load average at start ${machine.loadAverageAtStart.join(' ')}; api, PostgreSQL and autocannon share them):`);
  log(`  ${pad('case', 40)}${lpad('req/s', 8)}${lpad('× bare', 8)}${lpad('p50', 6)}${lpad('p97.5', 7)}${lpad('p99', 6)}${lpad('max', 6)}${lpad('api ms', 8)}${lpad('pg ms', 8)}  p99 ≤ ${BUDGET_P99_MS} ms`);
  for (const r of table)
    log(`  ${pad(r.name, 40)}${lpad(r.rps.toFixed(0), 8)}${lpad(r.ratio.toFixed(3), 8)}${lpad(r.p50, 6)}${lpad(r.p97_5, 7)}${lpad(r.p99, 6)}${lpad(r.max, 6)}${lpad(r.apiCpuMsPerRequest.toFixed(2), 8)}${lpad(r.pgCpuMsPerRequest === null ? '' : r.pgCpuMsPerRequest.toFixed(2), 8)}  ${r.budget}`);
  log(`  api ms / pg ms: CPU time of the api process / of PostgreSQL per request (the bare row: the bare server's).`);
  log(`  Fold: ${folded.deltas.toLocaleString('en')} journal rows in ${folded.seconds} s, ${folded.perSecond.toLocaleString('en')}/s, CPU per delta ${folded.benchProcessCpuMsPerDelta} ms (node) + ${folded.postgresCpuMsPerDelta ?? '–'} ms (PostgreSQL)${folded.stoppedEarly ? ` (stopped early; all would take ~${folded.extrapolatedSecondsForAll} s, EXTRAPOLATED)` : ''}`);
  for (const [name, list] of Object.entries(plans)) {
    log(`\nEXPLAIN (ANALYZE, BUFFERS) of each statement of one request, ${name}:`);
    // In full with --explain; otherwise the scans and timings only (full plans are in the JSON).
    for (const plan of list) log(EXPLAIN ? plan : plan.split('\n').filter((l) => /duration:|Query Text|Scan|Join|Sort Method|Aggregate|Execution Time/.test(l)).join('\n'));
  }

  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const report = {
    when: new Date().toISOString(),
    machine,
    database: database.description,
    settings: { tickets: TICKETS, eventsAimedAt: EVENTS, agents: AGENTS, groups: GROUPS, categories: CATEGORIES, divisions: 3, timeZone: TIME_ZONE, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP },
    seed: { seconds: s.seconds, historySeconds: s.historySeconds, counts: s.counts, steps: s.steps, method: 'triggers: bulk INSERT/UPDATE of tickets with explicit updated_at, sent agent messages' },
    fold: { ...folded, restBySql: rest },
    rollup,
    budgets: { p99Ms: BUDGET_P99_MS, applies: 'status dashboard and the 90-day trends' },
    runs: table.map(({ budget, ...r }) => ({ ...r, ratio: Number(r.ratio.toFixed(4)), withinBudget: budget === '' ? null : budget === 'ok' })),
    plans,
  };
  writeFileSync(RESULT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nWrote ${RESULT_FILE.slice(ROOT.length + 1)}`);
  if (KEEP) {
    log(`\n--keep: database ${database.url}  (psql "${database.url}")`);
    log(`        api ${api.base} (pid ${api.pid}); stop it with: kill ${api.pid}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (!KEEP || exitCode !== 0) await cleanUp();
}
process.exit(exitCode);
