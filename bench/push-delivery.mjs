#!/usr/bin/env node
// Push delivery latency; the budget: with 1,000 connected clients, notification delivery p99 ≤ 50 ms.
// Starts the production api (`npm run build` first; embedded PGlite in a temporary DATA_DIR) in a
// bench-only server process that imports api/dist, creates USERS agents and signs them in, then
// connects CONNECTIONS real @microsoft/signalr Node clients (CONNECTIONS / USERS per agent, as tabs)
// spread over client processes. Each round the server stamps a notification with the time and
// pushes it; every client records arrival minus stamp. Two kinds of round:
//   - broadcast: one `app.push.sendToAll` reaching every connection;
//   - per-user: one `app.push.sendToUser` per agent (each reaching that agent's tabs).
// Runs in-process and, when Redis is reachable (BENCH_REDIS_URL / TEST_REDIS_URL / 127.0.0.1:6379),
// again over the Redis backplane. Writes bench/results/push-delivery.json.
//   node bench/push-delivery.mjs [--connections 1000] [--users 100] [--rounds 50] [--client-procs 2] [--gap 100] [--no-redis]
import { fork } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { reachable } from '../api/scripts/postgres-server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);
const apiRequire = createRequire(join(ROOT, 'api/package.json'));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
/** Wall-clock ms with sub-millisecond resolution, comparable between processes on one machine. */
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- server process: the api from dist, users, and pushes on request -------------------------
if (args[0] === '--server') {
  const { users, redisUrl } = JSON.parse(args[1]);
  // Never outlive the orchestrator.
  process.on('disconnect', () => process.exit(1));
  const dist = (path) => import(pathToFileURL(join(ROOT, 'api/dist', path)).href);
  const { loadConfig } = await dist('config.js');
  const { buildApp } = await dist('app.js');
  const { hashPassword } = await dist('features/auth/passwords.js');
  const { login } = await dist('features/auth/sessions.service.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-push-'));
  const env = { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256!', ADMIN_PASSWORD: 'Bench-pass-123', LOG_LEVEL: 'warn' };
  if (redisUrl) Object.assign(env, { REDIS_URL: redisUrl, REDIS_PREFIX: `sb-bench-${process.pid}` });
  const config = { ...loadConfig(env, ROOT), logger: false };
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const organizationId = app.firstStart.organizationId;
  // One hash for everyone: hashing is not what is measured.
  const passwordHash = await hashPassword('Bench-agent-123');
  const rows = await app.db
    .insertInto('users')
    .values(Array.from({ length: users }, (_, i) => ({ organization_id: organizationId, name: `Bench agent ${i}`, email: `agent${i}@bench.local`, password_hash: passwordHash })))
    .returning(['id', 'email'])
    .execute();
  const agents = [];
  for (const row of rows) {
    const result = await login(app.db, config.jwtSecret, row.email, 'Bench-agent-123');
    agents.push({ id: row.id, token: result.tokens.access_token });
  }
  // Shaped and sized like the notifications feature's list entity.
  const notification = (id, kind, sentAt) => ({
    id,
    kind,
    sentAt,
    type: 'ticket_assigned',
    header: 'A ticket was assigned to you',
    message: 'The printer on the third floor prints every page twice and the toner runs out by noon…',
    isRead: false,
    addedDate: new Date().toISOString(),
    actor: { id: '0b0c2d9e-7f5a-4c1e-9a51-3f1f0a8f2b11', name: 'Alex Agent', profilePicture: null },
    ticket: { id: '5d7f8e2a-1c3b-4e6f-8a9b-0c1d2e3f4a5b', serialNumber: 10423, name: 'Printer prints twice' },
  });
  process.send({ type: 'ready', base: `http://127.0.0.1:${app.server.address().port}`, agents });
  process.on('message', async (m) => {
    if (m.type === 'broadcast') {
      const sentAt = now();
      await app.push.sendToAll('ReceiveMessage', [notification(m.id, 'broadcast', sentAt)]);
      // In-process delivery is synchronous: this is the server's whole fan-out (with Redis, only the publish).
      process.send({ type: 'sent', id: m.id, ms: now() - sentAt });
    } else if (m.type === 'per-user') {
      for (const agent of agents) await app.push.sendToUser(agent.id, 'ReceiveMessage', [notification(m.id, 'per-user', now())]);
    } else if (m.type === 'stop') {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  await new Promise(() => {});
}

// ---- client process: real SignalR clients recording arrival latencies ------------------------
if (args[0] === '--clients') {
  process.on('disconnect', () => process.exit(1));
  // The tokens come over IPC: 500 JWTs are more than one command-line argument may hold.
  const { base, tokens } = await new Promise((resolve) => process.once('message', resolve));
  const signalR = apiRequire('@microsoft/signalr');
  const latencies = new Map(); // notification id → ms per delivery
  const connections = tokens.map((token) => {
    const connection = new signalR.HubConnectionBuilder()
      .withUrl(`${base}/api/hubs/notification`, { accessTokenFactory: () => token })
      .configureLogging(signalR.LogLevel.Error)
      .build();
    connection.on('ReceiveMessage', (notification) => {
      const took = now() - notification.sentAt;
      const list = latencies.get(notification.id) ?? [];
      list.push(took);
      latencies.set(notification.id, list);
    });
    return connection;
  });
  // Connect in batches: 1,000 negotiations at once would measure the connect storm, not delivery.
  for (let i = 0; i < connections.length; i += 50) await Promise.all(connections.slice(i, i + 50).map((c) => c.start()));
  process.send({ type: 'connected', count: connections.length });
  process.on('message', async (m) => {
    if (m.type === 'results') process.send({ type: 'results', latencies: Object.fromEntries(latencies) });
    if (m.type === 'stop') {
      await Promise.all(connections.map((c) => c.stop()));
      process.exit(0);
    }
  });
  await new Promise(() => {});
}

// ---- orchestrator ----------------------------------------------------------------------------
const CONNECTIONS = option('connections', 1000);
const USERS = option('users', 100);
const ROUNDS = option('rounds', 50);
const CLIENT_PROCS = option('client-procs', 2);
const GAP_MS = option('gap', 100);
const BUDGET_P99_MS = 50;

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const round2 = (x) => Math.round(x * 100) / 100;
function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round2(percentile(sorted, 50)), p99: round2(percentile(sorted, 99)), max: round2(sorted[sorted.length - 1]) };
}

function once(child, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (m) => {
      if (m.type === type) {
        child.off('message', onMessage);
        resolve(m);
      }
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`${type}: process exited with ${code}`)));
  });
}

async function runMode(label, redisUrl) {
  console.log(`\n-- ${label}: ${USERS} agents, ${CONNECTIONS} connections (${CONNECTIONS / USERS} per agent), ${CLIENT_PROCS} client processes`);
  const server = fork(SELF, ['--server', JSON.stringify({ users: USERS, redisUrl })], { stdio: 'inherit' });
  const { base, agents } = await once(server, 'ready');
  const broadcastCallMs = [];
  server.on('message', (m) => m.type === 'sent' && broadcastCallMs.push(m.ms));
  // Connection i belongs to agent i % USERS: every agent has CONNECTIONS / USERS tabs.
  const tokens = Array.from({ length: CONNECTIONS }, (_, i) => agents[i % USERS].token);
  const perProc = Math.ceil(CONNECTIONS / CLIENT_PROCS);
  const clients = [];
  const connectStarted = now();
  for (let p = 0; p < CLIENT_PROCS; p++) {
    const slice = tokens.slice(p * perProc, (p + 1) * perProc);
    if (slice.length === 0) continue;
    const child = fork(SELF, ['--clients'], { stdio: 'inherit' });
    child.send({ base, tokens: slice });
    clients.push(child);
  }
  await Promise.all(clients.map((c) => once(c, 'connected')));
  const connectSeconds = (now() - connectStarted) / 1000;
  console.log(`   connected ${CONNECTIONS} clients in ${connectSeconds.toFixed(1)} s`);
  await sleep(500);

  const ids = { broadcast: [], 'per-user': [] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const kind of ['broadcast', 'per-user']) {
      const id = `${kind}-${r}`;
      ids[kind].push(id);
      server.send({ type: kind, id });
      await sleep(GAP_MS);
    }
  }
  await sleep(1000);
  const results = await Promise.all(clients.map(async (c) => {
    const reply = once(c, 'results');
    c.send({ type: 'results' });
    return (await reply).latencies;
  }));
  const merged = new Map();
  for (const r of results) for (const [id, list] of Object.entries(r)) merged.set(id, [...(merged.get(id) ?? []), ...list]);

  const report = {};
  for (const kind of ['broadcast', 'per-user']) {
    const perNotification = ids[kind].map((id) => merged.get(id) ?? []);
    const all = perNotification.flat();
    const missing = perNotification.reduce((sum, list) => sum + (CONNECTIONS - list.length), 0);
    const p99s = perNotification.map((list) => summary(list).p99).sort((a, b) => a - b);
    report[kind] = {
      notifications: ROUNDS,
      deliveries: all.length,
      missingDeliveries: missing,
      allDeliveries: summary(all),
      /** The p99 across all clients of each notification: its median and worst over the rounds. */
      perNotificationP99: { median: round2(percentile(p99s, 50)), worst: round2(p99s[p99s.length - 1]) },
    };
    const s = report[kind];
    console.log(`   ${kind.padEnd(9)} p50 ${s.allDeliveries.p50} ms · p99 ${s.allDeliveries.p99} ms · max ${s.allDeliveries.max} ms · per-notification p99 median ${s.perNotificationP99.median} ms, worst ${s.perNotificationP99.worst} ms · missing ${missing}`);
  }
  for (const c of clients) c.send({ type: 'stop' });
  server.send({ type: 'stop' });
  await Promise.all([...clients, server].map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve() : c.once('exit', resolve)))));
  console.log(`   server: sendToAll returned after p50 ${summary(broadcastCallMs).p50} ms, max ${summary(broadcastCallMs).max} ms${redisUrl ? ' (the publish only)' : ' (the whole fan-out to 1,000 sockets)'}`);
  return { connectSeconds: round2(connectSeconds), sendToAllCallMs: summary(broadcastCallMs), ...report };
}

const loadBefore = loadavg();
const modes = { 'in-process': await runMode('in-process', undefined) };
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!args.includes('--no-redis')) {
  const redis = new URL(redisUrl);
  if (await reachable(redis.hostname, Number(redis.port || 6379))) modes.redis = await runMode(`Redis backplane (${redisUrl})`, redisUrl);
  else console.log(`\n(no Redis at ${redisUrl}: the Redis backplane was not measured)`);
}

const worstP99 = Math.max(...Object.values(modes).flatMap((m) => [m.broadcast.allDeliveries.p99, m['per-user'].allDeliveries.p99]));
const result = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadavgBefore: loadBefore.map(round2), loadavgAfter: loadavg().map(round2) },
  note: 'Server, client processes (and, during development, other work) share the machine: latency includes the clients’ own parsing of 1,000 messages per notification.',
  setup: { connections: CONNECTIONS, users: USERS, connectionsPerUser: CONNECTIONS / USERS, clientProcesses: CLIENT_PROCS, rounds: ROUNDS, gapMs: GAP_MS, client: '@microsoft/signalr (Node)', database: 'PGlite (embedded)' },
  budget: { p99Ms: BUDGET_P99_MS, met: worstP99 <= BUDGET_P99_MS },
  modes,
};
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/push-delivery.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nworst p99 ${worstP99} ms (budget ${BUDGET_P99_MS} ms): ${worstP99 <= BUDGET_P99_MS ? 'met' : 'MISSED'}; written to bench/results/push-delivery.json`);
