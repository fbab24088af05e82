#!/usr/bin/env node
// Service-level engine on PostgreSQL (issue 15's budget figures): with `--tickets` open tickets under a
// policy (100k by default), how long recomputing all of them takes after a schedule change (the
// worker's batches, as in production), and how long firing `--escalations` due escalations takes
// (10,000 by default) — wall time, api CPU and PostgreSQL CPU per ticket and per escalation.
//
// Needs `npm run build` (it loads api/dist in this process). Uses a throwaway cluster from
// /usr/lib/postgresql/*/bin, or a new database on BENCH_DATABASE_URL / TEST_DATABASE_URL (no
// PostgreSQL CPU figures then). Writes results/sla.json.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { postgresBinDir, startThrowawayCluster } from '../api/scripts/postgres-server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    tickets: { type: 'string', default: '100000' },
    escalations: { type: 'string', default: '10000' },
  },
});
const TICKETS = Number(args.tickets);
const ESCALATIONS = Number(args.escalations);
const require = createRequire(join(ROOT, 'api/package.json'));
const pg = require('pg');
const dist = (path) => import(pathToFileURL(join(ROOT, 'api/dist', path)).href);
const { loadConfig } = await dist('config.js');
const { prepareDatabase } = await dist('app.js');
const { markSlasStale, SlaWorker } = await dist('features/service-levels/engine/index.js');

const log = (text) => console.log(text);
const cleanups = [];
async function cleanUp() {
  for (const step of cleanups.reverse()) await Promise.resolve().then(step).catch((error) => console.error(`cleanup: ${error.message}`));
}

/** CPU milliseconds of the PostgreSQL server (postmaster and its children), read from /proc. */
function postgresCpuMs(postmasterPid) {
  if (!postmasterPid) return null;
  const tick = 1000 / 100;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      if (pid === postmasterPid || ppid === postmasterPid) total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}
const apiCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function measure(name, count, postmasterPid, work) {
  const cpu0 = apiCpuMs();
  const pg0 = postgresCpuMs(postmasterPid);
  const t0 = performance.now();
  const done = await work();
  const seconds = (performance.now() - t0) / 1000;
  const api = apiCpuMs() - cpu0;
  const pgMs = pg0 === null ? null : postgresCpuMs(postmasterPid) - pg0;
  const row = {
    name,
    count: done ?? count,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round((done ?? count) / seconds),
    apiCpuMsEach: Number((api / (done ?? count)).toFixed(3)),
    postgresCpuMsEach: pgMs === null ? null : Number((pgMs / (done ?? count)).toFixed(3)),
  };
  log(`${name}: ${row.count} in ${row.seconds} s (${row.perSecond}/s), CPU per item: api ${row.apiCpuMsEach} ms, PostgreSQL ${row.postgresCpuMsEach ?? '–'} ms`);
  return row;
}

try {
  let serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  let postmasterPid;
  if (!serverUrl) {
    const binDir = postgresBinDir();
    if (!binDir) throw new Error('no /usr/lib/postgresql/*/bin and no BENCH_DATABASE_URL');
    const cluster = await startThrowawayCluster({ binDir, prefix: 'sb-bench-sla-', settings: '-c shared_buffers=256MB -c max_connections=50' });
    cleanups.push(cluster.stop);
    serverUrl = cluster.url;
    postmasterPid = cluster.postmasterPid;
  }
  const dbName = `sb_sla_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-sla-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

  const config = loadConfig({ DATABASE_URL: url.href, DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@bench.local', ADMIN_PASSWORD: 'bench-admin-password-1', LOG_LEVEL: 'warn' });
  const { db, firstStart } = await prepareDatabase(config);
  cleanups.push(() => db.destroy());
  const org = firstStart.organizationId;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  cleanups.push(() => client.end());

  // Open tickets under the seeded "Standard" policy and Business hours schedule, each with a running clock.
  const seed0 = performance.now();
  const policy = (await client.query(`select id, schedule_id from sla_policies where organization_id = $1`, [org])).rows[0];
  const open = (await client.query(`select id from statuses where organization_id = $1 and kind not in ('resolved', 'closed') and not pauses_sla order by position`, [org])).rows.map((row) => row.id);
  await client.query('begin');
  await client.query(
    `insert into tickets (organization_id, serial_number, title, description, priority, status_id, created_at, updated_at)
     select $1, g, 'Bench ticket ' || g, 'Something is broken', (array['Low','Medium','High','Critical'])[1 + g % 4], ($2::uuid[])[1 + g % cardinality($2::uuid[])],
       now() - (g % 5000) * interval '1 minute', now()
     from generate_series(1, ${TICKETS}) g`,
    [org, open],
  );
  await client.query(
    `insert into ticket_slas (ticket_id, organization_id, policy_id, started_at, first_response_due_at, resolution_due_at, next_due_at)
     select id, organization_id, $2, created_at, created_at + interval '4 hours', created_at + interval '3 days', created_at + interval '4 hours'
     from tickets where organization_id = $1`,
    [org, policy.id],
  );
  // Due escalations, spread over the first tickets (three rules each, as the Standard policy has).
  await client.query(
    `insert into sla_escalations (organization_id, ticket_id, target, timing, rule_index, cycle_start, due_at, rule)
     select t.organization_id, t.id, 'resolution', (array['before','onTime','after'])[1 + r], r, t.created_at, now() - interval '1 minute',
       jsonb_build_object('timing', (array['before','onTime','after'])[1 + r], 'target', 'resolution', 'minutes', 60, 'notifyAssignee', true, 'notifyGroup', true, 'userIds', '[]'::jsonb, 'mail', false)
     from (select id, organization_id, created_at from tickets where organization_id = $1 order by serial_number limit ${Math.ceil(ESCALATIONS / 3)}) t
     cross join generate_series(0, 2) r
     limit ${ESCALATIONS}`,
    [org],
  );
  await client.query(`insert into ticket_counters (organization_id, next_serial) values ($1, $2) on conflict (organization_id) do update set next_serial = excluded.next_serial`, [org, TICKETS + 1]);
  await client.query('commit');
  await client.query('vacuum analyze');
  log(`seeded ${TICKETS} open tickets and ${ESCALATIONS} due escalations in ${((performance.now() - seed0) / 1000).toFixed(1)} s`);

  const worker = new SlaWorker(db, () => new Date(), () => {}, { warn() {}, error: console.error, info() {} });
  const results = [];
  results.push(
    await measure('fire due escalations (100 per transaction)', ESCALATIONS, postmasterPid, async () => {
      let fired = 0;
      for (;;) {
        const n = await worker.fireDue(100);
        fired += n;
        if (n < 100) return fired;
      }
    }),
  );
  results.push(
    await measure('mark open tickets stale after a schedule change', TICKETS, postmasterPid, async () => markSlasStale(db, org, { scheduleId: policy.schedule_id })),
  );
  results.push(
    await measure('recompute stale tickets (worker batches of 200)', TICKETS, postmasterPid, async () => {
      const { recomputed } = await worker.drain();
      return recomputed;
    }),
  );
  const left = (await client.query(`select count(*)::int n from ticket_slas where stale`)).rows[0].n;
  if (left !== 0) throw new Error(`${left} tickets were left stale`);

  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const out = { date: new Date().toISOString(), machine: { cpus: cpus().length, loadavg: loadavg() }, tickets: TICKETS, escalations: ESCALATIONS, results };
  writeFileSync(join(ROOT, 'bench/results/sla.json'), `${JSON.stringify(out, null, 2)}\n`);
  log('written bench/results/sla.json');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
