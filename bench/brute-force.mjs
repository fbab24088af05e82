#!/usr/bin/env node
// Password guesses per day an attacker gets against one agent and one customer account, from one
// address and with a different forged X-Forwarded-For on every request. Loopback only.
// Starts the api of a source tree (`--root`, default this repository) from its TypeScript sources
// through tsx, in a child process on 127.0.0.1 with a throwaway PGlite DATA_DIR, creates the accounts,
// then plays an attacker who:
//   - sends wrong guesses one after the other (with a fresh random X-Forwarded-For each in "rotating");
//   - on 429, in "rotating", tries the eviction trick: 5,100 junk sign-ins for distinct made-up accounts
//     from one forged address (refused ones made keys in the old 5,000-key LRU), then guesses again; it
//     keeps using the trick for as long as it works;
//   - else obeys retryAfter. The server runs on a clock the bench can move (`config.clock`), so the
//     wait is skipped rather than slept; if moving that clock does not lift the refusal (a limiter on
//     wall time, as in the old code), the attack stops there.
// Guesses per day, how each figure is obtained (printed with it):
//   "simulated": the attacker reached 24 h of (moved) server time: the count is exact for that day.
//   "sustained": the run ended while guesses still went through: checked guesses ÷ wall seconds × 86,400
//                (limited only by how fast this machine checks passwords).
//   "cycle":     guesses then a wall-clock refusal of R s that nothing lifts: guesses ÷ (run s + R) × 86,400.
//   "partial":   the wall-time budget ran out before 24 h of server time: guesses ÷ simulated s × 86,400,
//                an upper bound (the backoff only grows).
// Password hashing is set to log2 N = 10 in the bench so the server can check many guesses quickly;
// the throttle, not hashing, is what is measured.
//   node bench/brute-force.mjs [--root /path/to/tree] [--duration 10] [--flush-seconds 30] [--only agent:rotating] [--label after]
// Writes bench/results/brute-force-<label>.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = fileURLToPath(import.meta.url);
const REPO = join(dirname(HERE), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};

const AGENTS = { single: 'bench.agent.a@switchboard.local', rotating: 'bench.agent.b@switchboard.local' };
const CUSTOMERS = { single: 'bench.customer.a@example.com', rotating: 'bench.customer.b@example.com' };
const PASSWORD = 'Bench-brute-force-9431-correct';
const DAY_S = 86_400;

// ---------------------------------------------------------------------------------------------------
// The server: `node --import tsx brute-force.mjs --server <root>` (cwd <root>/api, for tsx).
if (args[0] === '--server') {
  const root = args[1];
  const src = (path) => pathToFileURL(join(root, 'api/src', path)).href;
  const { buildApp } = await import(src('app.ts'));
  const { loadConfig } = await import(src('config.ts'));
  const passwords = await import(src('features/auth/passwords.ts'));
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-brute-'));
  let offsetMs = 0;
  const config = {
    ...loadConfig(
      { NODE_ENV: 'production', DATA_DIR: dataDir, STATIC_ROOT: dataDir, JWT_SECRET: randomBytes(48).toString('base64url'), ADMIN_EMAIL: 'admin@bench.local', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' },
      dataDir,
    ),
    logger: false,
    clock: () => new Date(Date.now() + offsetMs),
  };
  const app = await buildApp(config);
  passwords.setPasswordHashCost?.(10);
  const hash = await passwords.hashPassword(PASSWORD);
  const organizationId = app.firstStart.organizationId;
  for (const email of Object.values(AGENTS)) await app.db.insertInto('users').values({ organization_id: organizationId, name: 'Bench agent', email, password_hash: hash }).execute();
  for (const email of Object.values(CUSTOMERS)) {
    await app.db.insertInto('customers').values({ organization_id: organizationId, name: 'Bench customer', email, phone: '+1 555 0100', password_hash: hash, verified_at: new Date() }).execute();
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message?.advanceMs) offsetMs += message.advanceMs;
    process.send?.({ offsetMs });
  });
  process.on('disconnect', async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  process.send?.({ port: app.server.address().port });
  await new Promise(() => {});
}

// ---------------------------------------------------------------------------------------------------
// The attacker.
const ROOT = resolve(option('root', REPO));
const DURATION_S = Number(option('duration', 10));
const LABEL = option('label', ROOT === REPO ? 'after' : 'before');
const JUNK = 5_100;
// `--only agent:rotating` (kind:mode) runs one case.
const ONLY = option('only', undefined);
// A flush gets at most this long (4 s on an idle machine against the old code, ~25 s on a busy one).
const FLUSH_S = Number(option('flush-seconds', 30));

const server = spawn(process.execPath, ['--import', 'tsx', HERE, '--server', ROOT], { cwd: join(ROOT, 'api'), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const port = await new Promise((resolvePort, reject) => {
  server.once('message', (message) => resolvePort(message.port));
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
let pendingAdvance = null;
server.on('message', (message) => pendingAdvance?.(message));
const advance = (ms) => new Promise((done) => {
  pendingAdvance = done;
  server.send({ advanceMs: ms });
});
const base = `http://127.0.0.1:${port}/api/v1`;
const randomAddress = () => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function post(path, body, forwardedFor) {
  const response = await fetch(`${base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json = {};
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's or the server's plain-text error): the status alone is reported.
  }
  return { status: response.status, json };
}

/**
 * 5,100 sign-ins for made-up accounts, 64 at a time (refused ones still made keys in the old LRU):
 * from the attacker's own address, or from one forged address when forging works.
 */
async function flush(path, mode) {
  const junkAddress = mode === 'rotating' ? randomAddress() : undefined;
  let next = 0;
  const until = Date.now() + FLUSH_S * 1000;
  const worker = async () => {
    while (next < JUNK && Date.now() < until) {
      const i = next++;
      await post(path, { email: `junk${i}.${Date.now()}@junk.example`, password: 'junk' }, junkAddress);
    }
  };
  await Promise.all(Array.from({ length: 64 }, worker));
  return next >= JUNK;
}

async function attack(kind, mode) {
  const path = kind === 'agent' ? 'oauth/login' : 'auth/login';
  const email = (kind === 'agent' ? AGENTS : CUSTOMERS)[mode];
  const started = Date.now();
  let simulatedMs = 0;
  let guesses = 0;
  let flushes = 0;
  let flushWorks = null; // unknown until tried
  let outcome;
  let i = 0;
  // Wall time of flushes that did not help is left out of the budget (the attempt is still made).
  let probeMs = 0;
  while (true) {
    const wallS = (Date.now() - started) / 1000;
    const budgetS = wallS - probeMs / 1000;
    const elapsedS = wallS + simulatedMs / 1000;
    if (elapsedS >= DAY_S) {
      outcome = { method: 'simulated', perDay: guesses };
      break;
    }
    if (budgetS >= DURATION_S) {
      outcome = simulatedMs > 0 ? { method: 'partial', perDay: Math.round((guesses / elapsedS) * DAY_S) } : { method: 'sustained', perDay: Math.round((guesses / wallS) * DAY_S) };
      break;
    }
    const answer = await post(path, { email, password: `wrong-${i++}` }, mode === 'rotating' ? randomAddress() : undefined);
    if (answer.status !== 429) {
      guesses += 1;
      continue;
    }
    let refusal = answer;
    // From one real address the trick cannot work (every junk request refreshes that address's own
    // counter), so it is tried with forged addresses only.
    if (mode === 'rotating' && flushWorks !== false) {
      const flushStarted = Date.now();
      const complete = await flush(path, mode);
      flushes += 1;
      const retried = await post(path, { email, password: `wrong-${i++}` }, mode === 'rotating' ? randomAddress() : undefined);
      if (retried.status !== 429) {
        flushWorks = true;
        guesses += 1;
        continue;
      }
      probeMs += Date.now() - flushStarted;
      // A flush cut short by its time cap counts as not helping: one that cannot finish in time is no attack.
      flushWorks = false;
      void complete;
      refusal = retried;
    }
    // Obey retryAfter on the server's clock. Three moves in a row that lift nothing mean a limiter on
    // wall time: the attacker really has to wait, and the whole cycle repeats.
    const firstWaitS = Number(refusal.json.retryAfter ?? 1);
    let lifted = false;
    for (let move = 0; move < 3 && !lifted; move += 1) {
      const waitS = Number(refusal.json.retryAfter ?? 1);
      await advance(waitS * 1000);
      simulatedMs += waitS * 1000;
      refusal = await post(path, { email, password: `wrong-${i++}` }, mode === 'rotating' ? randomAddress() : undefined);
      lifted = refusal.status !== 429;
    }
    if (!lifted) {
      simulatedMs = 0;
      const runS = (Date.now() - started) / 1000;
      outcome = { method: 'cycle', perDay: Math.round((guesses / (runS + firstWaitS)) * DAY_S), waitS: firstWaitS };
      break;
    }
    guesses += 1;
  }
  return { kind, mode, guesses, flushes, flushWorks, wallS: Math.round((Date.now() - started) / 100) / 10, simulatedS: Math.round(simulatedMs / 1000), ...outcome };
}

console.log(`brute force against ${ROOT} (${LABEL}), at most ${DURATION_S} s of wall time per case`);
const results = [];
try {
  for (const kind of ['agent', 'customer']) {
    for (const mode of ['single', 'rotating']) {
      if (ONLY && ONLY !== `${kind}:${mode}`) continue;
      const result = await attack(kind, mode);
      results.push(result);
      console.log(
        `${kind.padEnd(8)} ${mode === 'single' ? 'one address        ' : 'rotating X-F-F     '} ${String(result.perDay).padStart(9)} guesses/day (${result.method}: ${result.guesses} guesses checked, ${result.wallS} s wall${result.simulatedS ? `, ${result.simulatedS} s of server time skipped` : ''}${result.waitS ? `, then refused for ${result.waitS} s` : ''}${result.flushes ? `, ${result.flushes} junk flushes ${result.flushWorks ? 'that worked' : 'that did not help'}` : ''})`,
      );
    }
  }
} finally {
  server.disconnect();
}
mkdirSync(join(REPO, 'bench/results'), { recursive: true });
writeFileSync(join(REPO, `bench/results/brute-force-${LABEL}.json`), `${JSON.stringify({ root: relative(REPO, ROOT) || ".", label: LABEL, durationS: DURATION_S, results }, null, 2)}\n`);
