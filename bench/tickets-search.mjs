#!/usr/bin/env node
// Agent ticket search, hub list and ticket creation on PostgreSQL with 100k tickets (or --tickets N), against budgets:
//   - search and hub list p99 ≤ 20 ms at 50 concurrent clients, throughput as a ratio to a bare
//     Fastify JSON route measured in the same run;
//   - ticket creation ≥ 1,000 per second at 8 concurrent clients.
// Starts a throwaway PostgreSQL cluster from /usr/lib/postgresql/*/bin on a free 127.0.0.1 port
// (or creates a database on BENCH_DATABASE_URL / TEST_DATABASE_URL), the production api
// (`npm run build` first) on a free port, seeds 100k tickets with SQL, then loads each endpoint with
// autocannon. Writes bench/results/tickets-search.json.
//   node bench/tickets-search.mjs [--tickets 100000] [--connections 50] [--duration 15] [--create-duration 10] [--warmup 3]
//                                 [--api-main path/to/main.js] [--baseline path/to/other/main.js] [--out results.json] [--explain] [--keep]
// --tickets scales messages (half as many) and customers (one per 20 tickets, at least 5,000) with it;
// --baseline starts a second api from another build on the same database and loads each search and
// hub case against it just before the current build, so before/after figures come from one run.
// --explain prints EXPLAIN ANALYZE of the search and hub-list SQL (also done when a budget is missed);
// --keep leaves the cluster and the api running and prints how to reach and stop them.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, postgresBinDir, startThrowawayCluster } from '../api/scripts/postgres-server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'api/package.json'));
const args = process.argv.slice(2);

// `--bare-server PORT`: the reference route, in its own process like the api (one event loop each),
// so it does not share a thread with autocannon.
if (args[0] === '--bare-server') {
  const fastify = require('fastify')({ logger: false });
  fastify.get('/', async () => ({ ok: true }));
  await fastify.listen({ port: Number(args[1]), host: '127.0.0.1' });
  process.send?.('ready');
  process.on('disconnect', () => process.exit(0));
  await new Promise(() => {});
}

const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
const DURATION = option('duration', 15);
const CREATE_DURATION = option('create-duration', 10);
const WARMUP = option('warmup', 3);
const CONNECTIONS = option('connections', 50);
const CREATE_CONNECTIONS = option('create-connections', 8);
const CREATE_CUSTOMERS = option('create-customers', 32);
const KEEP = args.includes('--keep');
// `--only create` (or any part of the case names): load only the matching cases (the bare route always runs).
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const wanted = (name) => !ONLY || name.includes(ONLY);
const EXPLAIN = args.includes('--explain');
// `--sql-profile`: load pg_stat_statements in the throwaway cluster and print, after the creation run, the
// statements that took the most PostgreSQL time per created ticket (what to make cheaper first).
const SQL_PROFILE = args.includes('--sql-profile');
// `--drop-indexes a,b`: drops these indexes after seeding, before the creation run: what writing them costs a
// new ticket (a question for the bench, never a setting of the product).
const DROP_INDEXES = args.includes('--drop-indexes') ? args[args.indexOf('--drop-indexes') + 1].split(',').filter(Boolean) : [];
// `--unix-socket`: the api reaches the throwaway cluster through its Unix socket instead of TCP on 127.0.0.1
// (how an api on the database's own host would be configured; the bench's own clients keep TCP).
const UNIX_SOCKET = args.includes('--unix-socket');
const TICKETS = option('tickets', 100_000);
const MESSAGES = Math.round(TICKETS / 2);
const CUSTOMERS = Math.max(5_000, Math.round(TICKETS / 20));
const API_MAIN = args.includes('--api-main') ? args[args.indexOf('--api-main') + 1] : join(ROOT, 'api/dist/main.js');
const OUT = args.includes('--out') ? args[args.indexOf('--out') + 1] : join(ROOT, 'bench/results/tickets-search.json');
const BASELINE_MAIN = args.includes('--baseline') ? args[args.indexOf('--baseline') + 1] : undefined;
// `--cpu-prof <dir>`: the api (the current build) writes a V8 CPU profile there when it stops.
const CPU_PROF_DIR = args.includes('--cpu-prof') ? args[args.indexOf('--cpu-prof') + 1] : undefined;
const AGENTS = 20;
const BUDGET_P99_MS = 20;
const BUDGET_CREATE_PER_S = 1000;
const RARE_WORD = 'zeppelin'; // in 1% of titles only

const ADMIN = { email: 'bench@switchboard.local', password: 'Bench-pass-123' };
const CUSTOMER = { email: 'busy.customer@bench.local', password: 'Customer-pass-123' };

const pg = require('pg');
const autocannon = (await import(pathToFileURL(createRequire(join(ROOT, 'package.json')).resolve('autocannon')).href)).default;
const { hashPassword } = await import(pathToFileURL(join(ROOT, 'api/dist/features/auth/passwords.js')).href);

const log = (text) => console.log(text);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

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

/** A database for the run: on BENCH_DATABASE_URL / TEST_DATABASE_URL, else in a cluster of our own. */
async function provideDatabase() {
  const dbName = `sb_bench_${Date.now().toString(36)}`;
  const external = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  let serverUrl;
  let description;
  let postmasterPid;
  let socketDir;
  if (external) {
    serverUrl = external;
    description = process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'TEST_DATABASE_URL';
  } else {
    const binDir = postgresBinDir();
    if (!binDir) throw new Error('no /usr/lib/postgresql/*/bin and no BENCH_DATABASE_URL: install the Debian package `postgresql`');
    // PostgreSQL defaults plus room for the api's pool.
    const cluster = await startThrowawayCluster({ binDir, prefix: 'sb-bench-pg-', settings: `-c shared_buffers=256MB -c max_connections=50${SQL_PROFILE ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all' : ''}` });
    cleanups.push(cluster.stop);
    postmasterPid = cluster.postmasterPid;
    socketDir = cluster.socketDir;
    serverUrl = cluster.url;
    description = `own cluster, ${binDir}, 127.0.0.1:${cluster.port} (fsync off)`;
    log(`PostgreSQL: ${description}; stop with: su postgres -c "${join(binDir, 'pg_ctl')} -D ${cluster.dataDir} stop"`);
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  if (external) {
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const version = await withClient(url.href, async (c) => (await c.query('show server_version')).rows[0].server_version);
  // The api's address of the same database over the Unix socket (`--unix-socket`).
  const apiUrl = UNIX_SOCKET && socketDir ? `postgres://postgres@localhost:${url.port}/${dbName}?host=${encodeURIComponent(socketDir)}` : url.href;
  return { url: url.href, apiUrl, description: `${description}, PostgreSQL ${version}${apiUrl !== url.href ? ', api over the Unix socket' : ''}`, postmasterPid };
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

async function startApi(databaseUrl, main = API_MAIN) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const profile = CPU_PROF_DIR && main === API_MAIN ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, main], {
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
      // The creation case spreads over CREATE_CUSTOMERS customers, each from its own address (sent in
      // X-Forwarded-For by the bench through this loopback proxy), with hub quotas raised through their
      // variables: the defaults (10 tickets per customer and 30 per address an hour) stop it in a second.
      TRUST_PROXY: '127.0.0.1',
      HUB_TICKETS_PER_CUSTOMER: '100000000',
      HUB_TICKETS_PER_ADDRESS: '100000000',
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
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: child.pid, dataDir };
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

const WORDS = {
  adjectives: ['late', 'missing', 'broken', 'duplicate', 'wrong', 'slow', 'failed', 'unexpected', 'double', 'incorrect', 'damaged', 'blocked', 'expired', 'locked', 'partial', 'cancelled', 'delayed', 'unknown', 'frozen', 'empty'],
  nouns: ['invoice', 'refund', 'delivery', 'parcel', 'payment', 'password', 'account', 'order', 'login', 'subscription', 'charge', 'address', 'report', 'export', 'upload', 'receipt', 'voucher', 'shipment', 'screen', 'notification', 'card', 'plan', 'profile', 'download', 'email'],
  tails: ['again', 'since Monday', 'after update', 'on mobile', 'in the app', 'for my team', 'this month', 'twice', 'today', 'from abroad', 'on the website', 'every time', 'after reset', 'since yesterday', 'last week'],
  body: ['please', 'help', 'I', 'we', 'tried', 'contacted', 'support', 'already', 'yesterday', 'the', 'a', 'my', 'our', 'order', 'number', 'customer', 'service', 'still', 'not', 'working', 'received', 'sent', 'email', 'phone', 'refund', 'charged', 'twice', 'waiting', 'days', 'weeks', 'update', 'status', 'tracking', 'error', 'message', 'shows', 'when', 'open', 'click', 'button', 'page', 'account', 'billing', 'invoice', 'missing', 'item', 'box', 'damaged', 'courier', 'address', 'changed', 'password', 'reset', 'link', 'expired', 'browser', 'mobile', 'app', 'crash', 'thanks', 'regards', 'urgent', 'soon', 'possible'],
};
const sqlArray = (list) => `array[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
/** `n` random words of `arrayExpr`; `g` makes PostgreSQL evaluate it again for every row. */
const randomWords = (arrayExpr, n, g) =>
  `array_to_string(array(select (${arrayExpr})[1 + floor(random() * cardinality(${arrayExpr}))::int] from generate_series(1, ${n}) where ${g} > 0), ' ')`;

/**
 * 20 agents, 5,000 verified customers (one busy customer with 2% of the tickets), 100k tickets over a
 * year (serial numbers in creation order; statuses, priorities, sample categories and assignees
 * spread), ~50k messages, counters consistent; trigram indexes rebuilt once after the load; VACUUM ANALYZE.
 */
async function seed(url) {
  const started = performance.now();
  const customerHash = await hashPassword(CUSTOMER.password);
  const result = await withClient(url, async (c) => {
    await c.query(`set maintenance_work_mem = '256MB'`);
    const org = (await c.query(`select id from organizations order by created_at limit 1`)).rows[0].id;
    const statuses = (await c.query(`select id, name, kind from statuses where organization_id = $1 order by position`, [org])).rows;
    const categories = (await c.query(`select id, name from categories where organization_id = $1 order by name`, [org])).rows;
    const agentRole = (await c.query(`select id from roles where organization_id = $1 and name = 'Agent'`, [org])).rows[0]?.id;
    const adminHash = (await c.query(`select password_hash from users where lower(email) = $1`, [ADMIN.email])).rows[0].password_hash;

    await c.query('begin');
    const agents = (
      await c.query(
        `insert into users (organization_id, name, email, password_hash)
         select $1, 'Agent ' || g, 'agent' || g || '@bench.local', $2 from generate_series(1, ${AGENTS}) g returning id`,
        [org, adminHash],
      )
    ).rows.map((r) => r.id);
    if (agentRole) await c.query(`insert into user_roles (organization_id, user_id, role_id) select $1, unnest($2::uuid[]), $3`, [org, agents, agentRole]);
    await c.query(
      `insert into customers (organization_id, name, email, phone, password_hash, verified_at, created_at)
       select $1, 'Customer ' || g, 'customer' || g || '@bench.local', '+1555' || lpad(g::text, 7, '0'), $2, now(), now() - interval '400 days' + g * interval '1 hour'
       from generate_series(2, ${CUSTOMERS}) g`,
      [org, customerHash],
    );
    const busy = (
      await c.query(
        `insert into customers (organization_id, name, email, phone, password_hash, verified_at) values ($1, 'Busy Customer', $2, '+15550000001', $3, now()) returning id`,
        [org, CUSTOMER.email, customerHash],
      )
    ).rows[0].id;
    const customerIds = (await c.query(`select array_agg(id order by id) ids from customers where organization_id = $1`, [org])).rows[0].ids;

    // Trigram GIN indexes are far quicker to build once than to maintain row by row.
    const trgm = (await c.query(`select indexname, indexdef from pg_indexes where schemaname = 'public' and indexdef ilike '%gin_trgm_ops%'`)).rows;
    for (const { indexname } of trgm) await c.query(`drop index ${indexname}`);

    const statusIds = statuses.map((s) => s.id);
    const categoryIds = categories.map((x) => x.id);
    // Status weights by position (Open, In Progress, Pending, Resolved, Closed): 15/10/5/30/40 %.
    const tickets = await c.query(
      `insert into tickets (organization_id, serial_number, customer_id, category_id, title, description, priority, status_id, assignee_id, fields, created_at, updated_at)
       select $1, g,
         case when g % 50 = 0 then $2::uuid else ($3::uuid[])[1 + floor(random() * cardinality($3::uuid[]))::int] end,
         case when random() < 0.1 then null else ($4::uuid[])[1 + floor(random() * cardinality($4::uuid[]))::int] end,
         initcap(${randomWords(sqlArray(WORDS.adjectives), 1, 'g')}) || ' ' || ${randomWords(sqlArray(WORDS.nouns), 1, 'g')}
           || case when g % 100 = 37 then ' ${RARE_WORD}' else '' end || ' ' || ${randomWords(sqlArray(WORDS.tails), 1, 'g')},
         ${randomWords(sqlArray(WORDS.body), 25, 'g')} || '.',
         (array['Low','Medium','High','Critical',null])[1 + floor(random() * 5)::int],
         ($5::uuid[])[case when r < 0.15 then 1 when r < 0.25 then 2 when r < 0.30 then 3 when r < 0.60 then 4 else 5 end],
         case when random() < 0.15 then null else ($6::uuid[])[1 + floor(random() * cardinality($6::uuid[]))::int] end,
         '[]'::jsonb,
         created,
         least(now(), created + random() * interval '10 days')
       from (select g, random() r, now() - (${TICKETS} - g) * interval '${31_500_000 / TICKETS} seconds' - random() * interval '${30_000_000 / TICKETS} seconds' created
             from generate_series(1, ${TICKETS}) g) s`,
      [org, busy, customerIds, categoryIds, statusIds, agents],
    );
    const messages = await c.query(
      `insert into ticket_messages (organization_id, ticket_id, sent_by, customer_id, user_id, author_name, status, channel, body_html, created_at, updated_at, sent_at)
       select t.organization_id, t.id, m.sent_by,
         case when m.sent_by = 'customer' then t.customer_id end,
         case when m.sent_by = 'agent' then coalesce(t.assignee_id, $2::uuid) end,
         case when m.sent_by = 'customer' then 'Customer' else 'Agent' end,
         'sent', 'email',
         '<p>' || ${randomWords(sqlArray(WORDS.body), 20, 't.serial_number')} || '</p>',
         t.created_at + interval '2 hours', t.created_at + interval '2 hours', t.created_at + interval '2 hours'
       from tickets t
       cross join lateral (select case when random() < 0.5 then 'customer' else 'agent' end sent_by where t.serial_number > 0) m
       where t.organization_id = $1 and random() < ${MESSAGES / TICKETS}`,
      [org, agents[0]],
    );
    await c.query(
      `insert into ticket_counters (organization_id, next_serial) values ($1, $2)
       on conflict (organization_id) do update set next_serial = greatest(ticket_counters.next_serial, excluded.next_serial)`,
      [org, TICKETS + 1],
    );
    // Search documents (migration 0036) written here at once rather than by the api's worker, which
    // would otherwise work through the seed's 100k journal rows during the load runs.
    const searchDocuments = (await c.query(`select to_regclass('ticket_search_pending') is not null as present`)).rows[0].present;
    if (searchDocuments) {
      await c.query(`insert into ticket_search_documents (ticket_id, organization_id, title, description) select id, organization_id, title, description from tickets on conflict do nothing`);
      await c.query(`delete from ticket_search_pending`);
    }
    // The dashboards are not measured here: the seed's journal (a row per ticket) is dropped, or the
    // fold worker would spend the load runs' CPU on it (minutes at a million tickets).
    await c.query('delete from analytics_deltas');
    await c.query('commit');
    for (const { indexdef } of trgm) await c.query(indexdef);
    // VACUUM as autovacuum would have by now: sets the visibility map, so index-only scans (the counts) skip the heap.
    await c.query('vacuum analyze');
    const rare = (await c.query(`select count(*)::int n from tickets where title ilike $1`, [`%${RARE_WORD}%`])).rows[0].n;
    const busyCount = (await c.query(`select count(*)::int n from tickets where customer_id = $1`, [busy])).rows[0].n;
    return { org, statuses, agents, busy, tickets: tickets.rowCount, messages: messages.rowCount, trigramIndexes: trgm.map((t) => t.indexname), rare, busyCount, searchDocuments };
  });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

// CPU time the api and PostgreSQL spend per request: unlike req/s and latency it hardly depends on
// what else the machine runs, so before/after comparisons survive a busy machine.
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
/** Ticks of the watched processes by pid: the api (or bare server), the postmaster and its children. */
function cpuSnapshot() {
  const api = new Map();
  const pg = new Map();
  if (cpuWatch.apiPid) api.set(cpuWatch.apiPid, processTicks(cpuWatch.apiPid)?.ticks ?? 0);
  if (cpuWatch.postmasterPid) {
    pg.set(cpuWatch.postmasterPid, processTicks(cpuWatch.postmasterPid)?.ticks ?? 0);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const p = processTicks(entry);
      if (p && p.ppid === cpuWatch.postmasterPid) pg.set(Number(entry), p.ticks);
    }
  }
  return { api, pg };
}

/** CPU milliseconds between two snapshots; a process started in between (autovacuum) counts whole. */
function cpuMs(before, after) {
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return ticks * TICK_MS;
}

/** One autocannon run; `requests` per-request setup for distinct Idempotency-Keys. */
async function load(name, options, duration, connections) {
  if (WARMUP > 0) await autocannon({ ...options, connections, duration: WARMUP });
  const cpuBefore = cpuSnapshot();
  const r = await autocannon({ ...options, connections, duration });
  const cpuAfter = cpuSnapshot();
  const out = {
    name,
    connections,
    seconds: duration,
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

// The SQL the api sends for each case (search.service.ts, tickets.service.ts), with literals inlined:
// one statement each; the page's ids first, then their rows joined to the lookups, with the total.
function explainQueries(s, caseFilters) {
  const lit = (v) => `'${v}'`;
  const org = lit(s.org);
  const columns = `tickets.id, tickets.serial_number, tickets.title, tickets.description, tickets.priority, tickets.fields, tickets.user_group_id,
      tickets.resolution_due_date, tickets.merged_into_id, tickets.created_at, tickets.updated_at, statuses.id as status_id, statuses.name as status_name,
      statuses.color as status_color, statuses.kind as status_kind, categories.id as category_id, categories.name as category_name,
      customers.id as customer_id, customers.name as customer_name, customers.email as customer_email,
      assignees.id as assignee_id, assignees.name as assignee_name, assignees.email as assignee_email`;
  const keys = (where) => `select tickets.id, tickets.created_at as sort_key from tickets left join statuses on statuses.id = tickets.status_id
      left join categories on categories.id = tickets.category_id left join customers on customers.id = tickets.customer_id
      left join users as assignees on assignees.id = tickets.assignee_id where ${where}`;
  const withRows = (page, total) => `select ${columns}, ${total} as total
    from tickets inner join statuses on statuses.id = tickets.status_id left join categories on categories.id = tickets.category_id
      left join customers on customers.id = tickets.customer_id left join users as assignees on assignees.id = tickets.assignee_id
      inner join (${page}) as page on page.id = tickets.id
    where tickets.organization_id = ${org} order by page.sort_key desc, page.id desc`;
  const listed = (where) =>
    withRows(
      `${keys(where)} order by tickets.created_at desc, tickets.id desc limit 25 offset 0`,
      `(select count(*) from (select 1 as one from tickets where ${where} limit ${10_001}) as capped)`,
    );
  const base = `tickets.organization_id = ${org}`;
  const filtered = `${base} and tickets.status_id in (${lit(caseFilters.statusId)}) and (tickets.assignee_id in (${lit(caseFilters.assigneeId)}))`;
  const visible = `${base} and tickets.merged_into_id is null`;
  const p = `'%${RARE_WORD}%'`;
  // Title and description: on the search documents where the build has them (migration 0036), plus the tickets still waiting for theirs.
  const titleOrDescription = s.searchDocuments
    ? `${keys(`${visible} and tickets.id in (select d.ticket_id from ticket_search_documents d where d.organization_id = ${org} and (d.title ilike ${p} or d.description ilike ${p})
        and not exists (select 1 from ticket_search_pending sp where sp.ticket_id = d.ticket_id))`)}
      union ${keys(`${visible} and tickets.id in (select sp.ticket_id from ticket_search_pending sp) and (tickets.title ilike ${p} or tickets.description ilike ${p})`)}`
    : keys(`${visible} and (tickets.title ilike ${p} or tickets.description ilike ${p})`);
  const textKeys = `${titleOrDescription}
      union ${keys(`${visible} and tickets.id in (select ticket_messages.ticket_id from ticket_messages where ticket_messages.organization_id = ${org}
        and ticket_messages.body_html ilike ${p} and (ticket_messages.status = 'sent' or ticket_messages.sent_by = 'agent'))`)}`;
  const text = withRows(`select keys.id, keys.sort_key, count(*) over () as total from (${textKeys}) as keys order by keys.sort_key desc, keys.id desc limit 25 offset 0`, 'page.total');
  const hub = `select tickets.id, tickets.serial_number, tickets.title, tickets.description, tickets.priority, tickets.category_id, tickets.fields,
      tickets.created_at, tickets.updated_at, tickets.resolution_due_date, statuses.id as status_id, statuses.name as status_name,
      statuses.color as status_color, statuses.kind as status_kind, categories.name as category_name,
      (select count(*) from tickets as counted where counted.organization_id = ${org} and counted.customer_id = ${lit(s.busy)}) as total
    from tickets inner join statuses on statuses.id = tickets.status_id left join categories on categories.id = tickets.category_id
    where tickets.organization_id = ${org} and tickets.customer_id = ${lit(s.busy)}
    order by tickets.created_at desc, tickets.serial_number desc limit 10 offset 0`;
  return {
    'search, default page': [listed(visible)],
    'search, status + assignee': [listed(filtered)],
    [`search, text "${RARE_WORD}"`]: [text],
    'hub list, busy customer': [hub],
  };
}

async function explainAll(url, queries, only) {
  const plans = {};
  await withClient(url, async (c) => {
    // The planner settings the api's pool sets on each connection (api/src/db/database.ts).
    await c.query('set random_page_cost = 1.1; set jit = off');
    for (const [name, list] of Object.entries(queries)) {
      if (only && !only.includes(name)) continue;
      plans[name] = [];
      for (const q of list) {
        const rows = (await c.query(`explain (analyze, buffers) ${q}`)).rows.map((r) => r['QUERY PLAN']);
        plans[name].push(rows.join('\n'));
      }
    }
  });
  return plans;
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

let exitCode = 0;
try {
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, loadAverageAtStart: loadavg().map((x) => Number(x.toFixed(2))), node: process.version };
  const database = await provideDatabase();
  log(`Database: ${database.description}`);
  const api = await startApi(database.apiUrl);
  log(`api: ${api.base} (pid ${api.pid})`);
  cpuWatch = { apiPid: api.pid, postmasterPid: database.postmasterPid };
  // Started after the current build, which has migrated the database: it is only read through.
  const baseline = BASELINE_MAIN ? await startApi(database.apiUrl, BASELINE_MAIN) : undefined;
  if (baseline) log(`baseline api (${BASELINE_MAIN}): ${baseline.base} (pid ${baseline.pid})`);

  log(`Seeding ${TICKETS.toLocaleString('en')} tickets, ~${MESSAGES.toLocaleString('en')} messages, ${CUSTOMERS.toLocaleString('en')} customers, ${AGENTS} agents…`);
  const s = await seed(database.url);
  log(`  seeded in ${s.seconds.toFixed(1)} s: ${s.tickets} tickets, ${s.messages} messages; "${RARE_WORD}" in ${s.rare} titles; busy customer has ${s.busyCount} tickets`);
  log(`  trigram indexes: ${s.trigramIndexes.length ? s.trigramIndexes.join(', ') : 'NONE (pg_trgm unavailable: text search scans)'}`);

  const agent = await postJson(`${api.base}/api/v1/oauth/login`, ADMIN);
  const customer = await postJson(`${api.base}/api/v1/auth/login`, { email: CUSTOMER.email, password: CUSTOMER.password });
  const agentHeaders = { 'content-type': 'application/json', authorization: `Bearer ${agent.access_token}` };
  const customerHeaders = { 'content-type': 'application/json', authorization: `Bearer ${customer.access_token}` };
  const openStatus = s.statuses.find((x) => x.kind === 'open') ?? s.statuses[0];
  const filters = { statusId: openStatus.id, assigneeId: s.agents[0] };

  const searches = {
    'search, default page': { pageNumber: 1, pageSize: 25 },
    'search, status + assignee': { pageNumber: 1, pageSize: 25, filters: { statusIds: [filters.statusId], assignees: [filters.assigneeId] } },
    [`search, text "${RARE_WORD}"`]: { pageNumber: 1, pageSize: 25, query: RARE_WORD },
  };
  const totals = {};
  for (const [name, body] of Object.entries(searches)) totals[name] = (await postJson(`${api.base}/api/v1/tickets/search`, body, agent.access_token)).totalCount;
  const hubUrl = `${api.base}/api/v1/client/tickets?page=1&pageSize=10`;
  const hubFirst = await (await fetch(hubUrl, { headers: customerHeaders })).json();
  totals['hub list, busy customer'] = hubFirst.totalCount;
  log(`  matches: ${Object.entries(totals).map(([k, v]) => `${k} ${v}`).join('; ')}`);

  log(`Load: ${CONNECTIONS} connections, ${DURATION} s each after a ${WARMUP} s warm-up; creation ${CREATE_CONNECTIONS} connections, ${CREATE_DURATION} s`);
  const bareServer = await startBareServer();
  const runs = [];
  const apiWatch = cpuWatch;
  cpuWatch = { apiPid: bareServer.pid, postmasterPid: undefined };
  runs.push(await load('bare Fastify JSON route', { url: bareServer.url }, DURATION, CONNECTIONS));
  cpuWatch = apiWatch;
  // With --baseline, each case runs against the baseline build first (its own sign-ins; the
  // tokens are the same kind), then against the current one.
  const baselineSessions = baseline && {
    agent: await postJson(`${baseline.base}/api/v1/oauth/login`, ADMIN),
    customer: await postJson(`${baseline.base}/api/v1/auth/login`, { email: CUSTOMER.email, password: CUSTOMER.password }),
  };
  async function loadBoth(name, options) {
    if (baseline) {
      const token = options.url.includes('/client/') ? baselineSessions.customer.access_token : baselineSessions.agent.access_token;
      cpuWatch = { apiPid: baseline.pid, postmasterPid: database.postmasterPid };
      runs.push(await load(`${name} (baseline)`, { ...options, url: options.url.replace(api.base, baseline.base), headers: { ...options.headers, authorization: `Bearer ${token}` } }, DURATION, CONNECTIONS));
      cpuWatch = apiWatch;
    }
    runs.push(await load(name, options, DURATION, CONNECTIONS));
  }
  for (const [name, body] of Object.entries(searches)) {
    if (!wanted(name)) continue;
    await loadBoth(name, { url: `${api.base}/api/v1/tickets/search`, method: 'POST', headers: agentHeaders, body: JSON.stringify(body) });
  }
  if (wanted('hub list, busy customer')) await loadBoth('hub list, busy customer', { url: hubUrl, headers: customerHeaders });
  const bare = runs[0];
  const table = runs.map((r) => ({ ...r, ratio: r === bare ? 1 : r.rps / bare.rps, budget: r === bare ? '' : r.p99 <= BUDGET_P99_MS ? 'ok' : 'MISSED' }));
  // Plans before the creation run, which adds tickets to the busy customer.
  const missed = table.filter((r) => r.budget === 'MISSED').map((r) => r.name);
  const plans = EXPLAIN || missed.length > 0 ? await explainAll(database.url, explainQueries(s, filters), EXPLAIN ? undefined : missed) : {};
  let key = 0;
  const complaint = (n) => ({ title: `Bench complaint ${n}`, description: 'Created by bench/tickets-search.mjs while measuring ticket creation.', priority: 'Medium' });
  // Many customers from many addresses, as a hub sees them: one customer alone would make every
  // request update the same two quota counters.
  const creators = [];
  for (let i = 0; i < CREATE_CUSTOMERS; i++) {
    const address = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const res = await fetch(`${api.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: `customer${i + 2}@bench.local`, password: CUSTOMER.password }),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`customer sign-in → ${res.status} ${JSON.stringify(json)}`);
    creators.push({ authorization: `Bearer ${json.access_token}`, 'x-forwarded-for': address });
  }
  if (DROP_INDEXES.length > 0) {
    await withClient(database.url, async (c) => {
      for (const index of DROP_INDEXES) await c.query(`drop index ${c.escapeIdentifier(index)}`);
    });
    log(`  dropped before the creation run: ${DROP_INDEXES.join(', ')}`);
  }
  if (SQL_PROFILE) await withClient(database.url, (c) => c.query('create extension if not exists pg_stat_statements').then(() => c.query('select pg_stat_statements_reset()')));
  const createCpuBefore = cpuSnapshot();
  const createRun = await load(
    'create ticket (hub complaint)',
    {
      url: `${api.base}/api/v1/client/tickets`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => {
            key += 1;
            return { ...req, headers: { ...req.headers, ...creators[key % creators.length], 'idempotency-key': `bench-${process.pid}-${key}` }, body: JSON.stringify(complaint(key)) };
          },
        },
      ],
    },
    CREATE_DURATION,
    CREATE_CONNECTIONS,
  );
  // Work left after the run: domain events the outbox worker has not handled yet (notifications, SLA
  // and dashboard deltas), the dashboards' deltas to fold and search documents to write (migration
  // 0036). Wait for all of it and count it, so the CPU per ticket includes everything a creation causes.
  const hasSearchJournal = await withClient(database.url, async (c) => (await c.query(`select to_regclass('ticket_search_pending') is not null as present`)).rows[0].present);
  const backlogSql = `select (select count(*) from domain_events where processed_at is null)
      + (select count(*) from analytics_deltas)${hasSearchJournal ? ' + (select count(*) from ticket_search_pending)' : ''} as n`;
  const caughtUpStarted = performance.now();
  let searchLagMs = 0;
  for (let i = 0; i < 1200; i++) {
    const left = await withClient(database.url, async (c) => Number((await c.query(backlogSql)).rows[0].n));
    if (left === 0) break;
    await sleep(100);
    searchLagMs = performance.now() - caughtUpStarted;
  }
  const createCpuAfter = cpuSnapshot();
  const created = await withClient(database.url, async (c) => (await c.query(`select count(*)::int n from tickets where title like 'Bench complaint %'`)).rows[0].n);
  createRun.searchCatchUpMs = Math.round(searchLagMs);
  if (SQL_PROFILE) {
    const top = await withClient(database.url, async (c) =>
      (await c.query(`select calls, total_exec_time + total_plan_time as ms, query from pg_stat_statements where query not ilike '%pg_stat_statements%' order by 2 desc limit 20`)).rows,
    );
    log(`\nPostgreSQL time per created ticket by statement (pg_stat_statements, ${created} tickets):`);
    for (const row of top) log(`  ${lpad((row.ms / Math.max(1, created)).toFixed(3), 7)} ms ${lpad((row.calls / Math.max(1, created)).toFixed(2), 6)} calls  ${row.query.replace(/\s+/g, ' ').slice(0, 150)}`);
    createRun.sqlProfile = top.map((row) => ({ msPerTicket: row.ms / Math.max(1, created), callsPerTicket: row.calls / Math.max(1, created), query: row.query }));
  }
  createRun.apiCpuMsPerTicketAll = Number((cpuMs(createCpuBefore.api, createCpuAfter.api) / Math.max(1, created)).toFixed(3));
  createRun.pgCpuMsPerTicketAll = cpuWatch.postmasterPid ? Number((cpuMs(createCpuBefore.pg, createCpuAfter.pg) / Math.max(1, created)).toFixed(3)) : null;
  log(`  creation incl. warm-up and catch-up: ${created} tickets, CPU per ticket api ${createRun.apiCpuMsPerTicketAll} ms, PostgreSQL ${createRun.pgCpuMsPerTicketAll ?? '?'} ms; events, dashboard deltas and search documents caught up ${createRun.searchCatchUpMs} ms after the run`);

  const createOk = createRun.rps >= BUDGET_CREATE_PER_S;
  log('');
  log(`Results (${machine.cpus} cores, load average at start ${machine.loadAverageAtStart.join(' ')}; api, PostgreSQL and autocannon share them):`);
  const cpuCols = (r) => `${lpad(r.apiCpuMsPerRequest.toFixed(2), 8)}${lpad(r.pgCpuMsPerRequest === null ? '' : r.pgCpuMsPerRequest.toFixed(2), 8)}`;
  log(`  ${pad('case', 34)}${lpad('req/s', 8)}${lpad('× bare', 8)}${lpad('p50', 6)}${lpad('p97.5', 7)}${lpad('p99', 6)}${lpad('max', 6)}${lpad('api ms', 8)}${lpad('pg ms', 8)}  p99 ≤ ${BUDGET_P99_MS} ms`);
  for (const r of table) {
    log(`  ${pad(r.name, 34)}${lpad(r.rps.toFixed(0), 8)}${lpad(r.ratio.toFixed(3), 8)}${lpad(r.p50, 6)}${lpad(r.p97_5, 7)}${lpad(r.p99, 6)}${lpad(r.max, 6)}${cpuCols(r)}  ${r.budget}`);
  }
  log(`  ${pad(`create ticket, ${CREATE_CONNECTIONS} connections`, 34)}${lpad(createRun.rps.toFixed(0), 8)}${lpad('', 8)}${lpad(createRun.p50, 6)}${lpad(createRun.p97_5, 7)}${lpad(createRun.p99, 6)}${lpad(createRun.max, 6)}${cpuCols(createRun)}  ≥ ${BUDGET_CREATE_PER_S}/s: ${createOk ? 'ok' : 'MISSED'} (${created} created incl. warm-up)`);
  log(`  api ms / pg ms: CPU time of the api process / of PostgreSQL per request (the bare row: the bare server's), which depends little on other load.`);
  log(`  latencies in ms; seeding took ${s.seconds.toFixed(1)} s. Closed loop: with ${CONNECTIONS} connections, latency ≈ ${CONNECTIONS} / throughput,`);
  log(`  so p99 ≤ ${BUDGET_P99_MS} ms needs roughly ≥ ${Math.round((CONNECTIONS * 1000) / BUDGET_P99_MS).toLocaleString('en')} req/s.`);

  if (Object.keys(plans).length > 0) {
    for (const [name, list] of Object.entries(plans)) {
      log(`\nEXPLAIN ANALYZE, ${name}:`);
      // In full with --explain; otherwise the scans and timings only (full plans are in the JSON).
      const brief = (plan) => plan.split('\n').filter((l) => EXPLAIN || /Scan|Join|Sort Method|InitPlan|Planning Time|Execution Time/.test(l)).join('\n');
      list.forEach((plan) => log(brief(plan)));
    }
  }

  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const report = {
    when: new Date().toISOString(),
    machine,
    database: database.description,
    settings: { tickets: TICKETS, messages: s.messages, customers: CUSTOMERS, agents: AGENTS, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP, createConnections: CREATE_CONNECTIONS, createDuration: CREATE_DURATION },
    seedSeconds: Number(s.seconds.toFixed(2)),
    trigramIndexes: s.trigramIndexes,
    matches: totals,
    budgets: { p99Ms: BUDGET_P99_MS, createPerSecond: BUDGET_CREATE_PER_S },
    runs: table.map(({ budget, ...r }) => ({ ...r, ratio: Number(r.ratio.toFixed(4)), withinBudget: budget === '' ? null : budget === 'ok' })),
    create: { ...createRun, created, withinBudget: createOk },
    plans,
  };
  writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nWrote ${OUT}`);
  if (KEEP) {
    log(`\n--keep: database ${database.url}  (psql "${database.url}")`);
    log(`        api ${api.base} (pid ${api.pid}, DATA_DIR ${api.dataDir}); stop it with: kill ${api.pid}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (!KEEP || exitCode !== 0) await cleanUp();
}
process.exit(exitCode);
