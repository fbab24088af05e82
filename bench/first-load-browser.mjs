#!/usr/bin/env node
// First load of the main screens as a browser on a slow link sees it: Debian's Chromium driven by
// Playwright against the production build (`api/dist/main.js` serving the built front ends with Brotli,
// which is what `npm start` runs) on a free port with a throwaway PGlite DATA_DIR.
//
// Screens: agent sign-in (/login), agent tickets list (/tickets/list), hub sign-in (/hub/ signed out),
// hub tickets list (/hub/ as a customer with a few tickets), dashboard (/dashboard), settings users list.
// Conditions, set over the Chrome DevTools Protocol on each page before it navigates:
//   net: 40 ms latency per request, 10 Mbit/s down and up (Network.emulateNetworkConditions)
//   cpu: the same plus CPU ×4 slowdown (Emulation.setCPUThrottlingRate)
// Each run opens a new browser context (empty HTTP cache, no cookies), signs in through the API when the
// screen needs it (the refresh cookie lands in the context's cookie jar; the access token lives in the
// page's memory, so the page restores it through that cookie as a returning user's page does), and loads
// the screen twice: "cold", then "warm" in a new tab of the same context (HTTP cache filled, same
// cookies). Signed-in contexts start with the localStorage the app itself left after one earlier visit
// (the remembered-user hint), captured once per side at start-up.
//
// Columns (median of --runs per cell):
//   requests: HTTP requests the page made (redirect hops count), from navigation until the screen shows
//             and the network has then been quiet for 500 ms; "API" are those under /api/.
//   transferred: bytes on the wire for those requests (CDP Network.loadingFinished encodedDataLength:
//             compressed bodies plus headers); in brackets, those of the requests sent before the
//             content showed (what the screen waited for; the rest is code fetched after it).
//   JS decoded: decompressed bytes of JavaScript responses (CDP Network.dataReceived dataLength).
//   time to content: navigation start to the first animation frame in which the screen's meaningful
//             element is laid out and visible (sign-in: the email input; lists: a first row or the empty
//             state; dashboard: a first figure), read in the page as performance.now().
//   main thread (printed below the table, without the CPU slowdown): the renderer main thread's own CPU
//             time from navigation to the content (DevTools performance metrics in thread time): all
//             tasks / of them scripts / of them V8's top-level compiling (lazy compiling counts as script);
//             and the page's JavaScript heap at that moment.
//
//   node bench/first-load-browser.mjs [--root <checkout>] [--compare <checkout>] [--runs 3] [--only <screen>] [--json] [--label <name>] [--verbose] [--profile] [--trace] [--latency 40] [--mbit 10]
// --root serves another source tree's built dist (e.g. a `git worktree` of an older commit, built with
// `npm run build`) for "before" figures; --compare <checkout> also serves that tree (label
// --compare-label, default "before"; --root's label defaults to "after") and measures the two in turns,
// run by run, so a busy machine weighs on both alike. --json writes bench/results/first-load-browser[-<label>].json
// (every run's figures and API paths); --verbose prints each cold load's API calls and other files (with their KB); --profile records the
// main thread of each first cold load with CPU ×4 and prints where its time went (self time by script and
// by function, up to the content) — for finding what to cut, not a figure to compare; --trace records a
// Chromium trace of each first warm load with CPU ×4 and prints the main thread's self time by trace event
// (style, layout, paint, parsing, fetching, script), what a CPU profile lumps together as "(program)".
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { apiCall, createHubCustomer } from './lib/hub-customer.mjs';

// Functions handed to the page (the content probe, the wait for it) run in the browser.
/* global window, document, requestAnimationFrame, MutationObserver */

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const ROOT = resolve(option('root', join(HERE, '..')));
const COMPARE = option('compare', '') ? resolve(option('compare', '')) : null;
const RUNS = Math.max(1, Number(option('runs', '3')));
const ONLY = option('only', '');
const LABEL = option('label', COMPARE ? 'after' : '');
const COMPARE_LABEL = option('compare-label', 'before');
const JSON_OUT = args.includes('--json');
const VERBOSE = args.includes('--verbose');
const PROFILE = args.includes('--profile');
const TRACE = args.includes('--trace');

const ADMIN = { email: 'bench@switchboard.local', password: 'Bench-pass-123' };
const CUSTOMER = { name: 'Bench Customer', email: 'bench.customer@example.com', phone: '+1 555 0100', password: 'Bench-hub-pass-123' };
const HUB_TICKETS = 5;

/** Throttling: DevTools' figures are bytes per second. */
// --latency and --mbit change the network (the tables' figures are all at the defaults).
const LATENCY_MS = Number(option('latency', '40'));
const MBIT = Number(option('mbit', '10'));
const NETWORK = { offline: false, latency: LATENCY_MS, downloadThroughput: (MBIT * 1000 * 1000) / 8, uploadThroughput: (MBIT * 1000 * 1000) / 8 };
const CONDITIONS = [
  { id: 'net', label: `${LATENCY_MS} ms + ${MBIT} Mbit/s`, cpu: 1 },
  { id: 'cpu', label: 'same with CPU ×4', cpu: 4 },
];

// `ready` is the screen's meaningful element; later entries of a list are fallbacks (an empty state).
const ALL_SCREENS = [
  { id: 'agent-sign-in', title: 'agent sign-in', path: '/login', side: 'none', ready: ['input[type="email"]', 'form input'] },
  { id: 'agent-tickets', title: 'agent tickets list', path: '/tickets/list', side: 'agent', ready: ['[data-testid="ticket-row"]', 'main .ant-empty'] },
  { id: 'hub-sign-in', title: 'hub sign-in', path: '/hub/', side: 'none', ready: ['input[autocomplete="email"]', 'form input'] },
  { id: 'hub-tickets', title: 'hub tickets list', path: '/hub/', side: 'hub', ready: ['[data-testid="ticket-card"]', '[data-testid="tickets-empty"]'] },
  { id: 'dashboard', title: 'dashboard', path: '/dashboard', side: 'agent', ready: ['[data-testid^="tile-"][data-testid$="-figure"]'] },
  { id: 'settings-users', title: 'settings: users list', path: '/settings/users/list', side: 'agent', ready: ['main .ant-table-row', 'main [data-testid$="-row"]', 'main .ant-empty'] },
];
const SCREENS = ALL_SCREENS.filter((s) => !ONLY || s.id.includes(ONLY));
if (SCREENS.length === 0) throw new Error(`--only ${ONLY}: no such screen`);

for (const root of [ROOT, COMPARE].filter(Boolean)) {
  for (const built of ['api/dist/main.js', 'shell/dist/index.html', 'mfe-hub/dist']) {
    if (!existsSync(join(root, built))) throw new Error(`${join(root, built)} is missing: run \`npm run build\` in ${root} first`);
  }
}

/** A production server of the tree at `root` on a free port with its own throwaway DATA_DIR. */
/** The measured tree as its commit (and whether it had uncommitted changes), never a path of this machine. */
function treeOf(root) {
  try {
    const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

async function startServer(root, label) {
  const port = await new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = s.address();
      s.close(() => done(free));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-browser-'));
  const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { root, label, base: `http://127.0.0.1:${port}`, dataDir, server, storage: {}, results: [] };
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const api = (target, path, options) => apiCall(target.base, path, options);

async function waitForServer({ base, server }) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

/** A verified customer with a few tickets, created the way the hub does it (register, mailed code, complaints). */
const createCustomer = (target) => createHubCustomer(target, CUSTOMER, HUB_TICKETS);

/** Signs the context in through the API: the refresh cookie is stored in the context's cookie jar. */
async function signIn({ base }, context, side) {
  const path = side === 'agent' ? 'v1/oauth/login' : 'v1/auth/login';
  const body = side === 'agent' ? ADMIN : { email: CUSTOMER.email, password: CUSTOMER.password };
  const res = await context.request.post(`${base}/api/${path}`, { data: body });
  if (!res.ok()) throw new Error(`${side} sign-in: ${res.status()} ${await res.text()}`);
  return (await res.json()).access_token;
}

/**
 * Records, in the page, the first animation frame in which one of the selectors matches a visible
 * element with a size: `window.__benchContent = { at: performance.now(), wall, selector }`, `wall` being the
 * wall-clock time the element entered the document.
 */
function contentProbe(selectors) {
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
  };
  // When the element first enters the document (visible or not yet): calls sent after it cannot have held
  // it back, even those its own effects send before the frame that shows it.
  const observer = new MutationObserver(() => {
    if (!selectors.some((selector) => document.querySelector(selector))) return;
    window.__benchInDocument = performance.timeOrigin + performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  const tick = () => {
    for (const selector of selectors) {
      for (const el of document.querySelectorAll(selector)) {
        if (visible(el)) {
          // `wall`: when the element entered the document, on the wall clock, to compare with when each
          // request was sent.
          const at = performance.now();
          window.__benchContent = { at, wall: window.__benchInDocument ?? performance.timeOrigin + at, selector };
          return;
        }
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** localStorage the app leaves behind after a signed-in visit (its remembered-user hint, language…). */
async function primeStorage(target, side) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const token = await signIn(target, context, side);
    // A minimal hint so the page tries its refresh cookie; the app rewrites it in its own shape.
    const hint =
      side === 'agent'
        ? { key: 'user', value: await api(target, 'v1/users/me?expand=authorization', { token }).then((me) => ({ id: me.id, name: me.name, email: me.email, profilePicture: null, permissions: me.authorization?.permissions ?? [] })) }
        : { key: 'hub_user', value: await api(target, 'v1/auth/me', { token }) };
    await context.addInitScript(({ key, value }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(value));
    }, hint);
    const screen = ALL_SCREENS.find((s) => s.id === (side === 'agent' ? 'agent-tickets' : 'hub-tickets'));
    const page = await context.newPage();
    await page.goto(target.base + screen.path);
    await page.locator(screen.ready.join(', ')).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const origin = (await context.storageState()).origins.find((o) => o.origin === target.base);
    return origin?.localStorage ?? [];
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Loads `screen` in a new tab of `context` under `condition`; what the network and the page saw. */
async function load({ base }, context, screen, condition, profile = false, trace = false) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  const requests = new Map();
  let inflight = 0;
  let lastActivity = Date.now();
  const entry = (id) => requests.get(id);
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!/^https?:/.test(e.request.url)) return;
    const previous = requests.get(e.requestId);
    if (previous) {
      previous.hops += 1; // a redirect: the same id goes on with a new request
      previous.url = e.request.url;
    } else {
      requests.set(e.requestId, { url: e.request.url, sentAt: e.wallTime * 1000, hops: 1, encoded: 0, decoded: 0, mime: '', cached: false, done: false });
      inflight += 1;
    }
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = entry(e.requestId);
    if (!r) return;
    r.mime = e.response.mimeType ?? '';
    r.status = e.response.status;
    r.cached = Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker);
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = entry(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = entry(e.requestId);
    if (r) r.decoded += e.dataLength;
    lastActivity = Date.now();
  });
  const finish = (e, failed) => {
    const r = entry(e.requestId);
    if (!r || r.done) return;
    r.done = true;
    r.failed = failed;
    if (!failed) r.encoded = e.encodedDataLength;
    inflight -= 1;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => finish(e, false));
  cdp.on('Network.loadingFailed', (e) => finish(e, true));

  const profiling = profile && condition.cpu > 1;
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  // The renderer's main thread on its own clock (thread time): V8 compiling, scripts running, all
  // tasks. The CPU slowdown stretches these too, so the summary reads them from unthrottled loads.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const mainThread = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const atStart = await mainThread();
  const tracing = trace && condition.cpu > 1;
  if (tracing) await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading'] });
  await page.goto(base + screen.path, { waitUntil: 'commit', timeout: 120_000 });
  const content = await page
    .waitForFunction(() => window.__benchContent, undefined, { timeout: 120_000, polling: 50 })
    .then((handle) => handle.jsonValue());
  const atContent = await mainThread();
  const busy = (name) => Math.round((atContent[name] - atStart[name]) * 1000);
  if (profiling) printProfile(screen, (await cdp.send('Profiler.stop')).profile);
  if (tracing) printTrace(screen, JSON.parse((await browser.stopTracing()).toString('utf8')));
  // Sent before the element entered the document (not merely before this script heard of it: the
  // lookups a list fires once its rows are in would otherwise count).
  const beforeContent = new Set([...requests.entries()].filter(([, r]) => r.sentAt <= content.wall).map(([id]) => id));
  // Settled: nothing in flight and nothing received for 500 ms (pushes sockets are not requests).
  const settleUntil = Date.now() + 15_000;
  while (Date.now() < settleUntil && (inflight > 0 || Date.now() - lastActivity < 500)) await new Promise((r) => setTimeout(r, 50));
  const all = [...requests.values()];
  const path = (r) => new URL(r.url).pathname;
  const isApi = (r) => path(r).startsWith('/api/');
  const isJs = (r) => r.mime.includes('javascript');
  const network = all.filter((r) => !r.cached);
  const first = Math.min(...all.map((r) => r.sentAt));
  const result = {
    url: page.url(),
    timeToContent: Math.round(content.at),
    // When the screen's element entered the document, in the waterfall's time (ms after the first request).
    contentAfter: Math.round(content.wall - first),
    matched: content.selector,
    // Main-thread CPU until the content showed (ms; read up to one 50 ms poll after it): every task,
    // of them scripts, of them V8's compiling.
    mainThreadTasks: busy('TaskDuration'),
    mainThreadScript: busy('ScriptDuration'),
    mainThreadCompile: busy('V8CompileDuration'),
    // The page's JavaScript heap then (bytes; compiled bytecode lives there).
    jsHeap: atContent.JSHeapUsedSize,
    requests: all.reduce((n, r) => n + r.hops, 0),
    apiRequests: all.filter(isApi).reduce((n, r) => n + r.hops, 0),
    apiBeforeContent: [...beforeContent].map(entry).filter(isApi).length,
    requestsBeforeContent: beforeContent.size,
    fromCache: all.length - network.length,
    transferred: all.reduce((n, r) => n + r.encoded, 0),
    transferredBeforeContent: [...requests.entries()].filter(([id]) => beforeContent.has(id)).reduce((n, [, r]) => n + r.encoded, 0),
    jsDecoded: all.filter(isJs).reduce((n, r) => n + r.decoded, 0),
    jsFiles: all.filter(isJs).length,
    failed: all.filter((r) => r.failed).map(path),
    api: all.filter(isApi).map((r) => `${path(r)}${r.status ? ` ${r.status}` : ''}`),
    // Every request: path, ms after the page's own request it was sent, bytes on the wire, decoded
    // bytes, type, whether before the content showed (the waterfall, for finding what waits on what).
    files: [...requests.entries()].map(([id, r]) => ({
      path: path(r),
      sentAfter: Math.round(r.sentAt - first),
      encoded: r.encoded,
      decoded: r.decoded,
      mime: r.mime,
      cached: r.cached,
      beforeContent: beforeContent.has(id),
    })),
  };
  await cdp.detach().catch(() => undefined);
  await page.close();
  return result;
}

/** Self time of a CPU profile by script file and by function, largest first (main thread, up to the content). */
function printProfile(screen, profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  const byFile = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const file = callFrame.url ? new URL(callFrame.url).pathname : callFrame.functionName || '(native)';
    const fn = `${callFrame.functionName || '(anonymous)'} ${file}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    byFile.set(file, (byFile.get(file) ?? 0) + micros);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    total += micros;
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `    ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  // Per quarter second: how much of it the main thread was busy, and with which file most.
  const slices = [];
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const slice = (slices[Math.floor(at / 250_000)] ??= { busy: 0, files: new Map() });
    const { callFrame } = byId.get(profile.samples[i]);
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (callFrame.functionName === '(idle)') continue;
    slice.busy += dt;
    const file = callFrame.url ? new URL(callFrame.url).pathname : callFrame.functionName || '(native)';
    slice.files.set(file, (slice.files.get(file) ?? 0) + dt);
  }
  const timeline = slices.map((slice, i) => {
    const [file] = [...(slice?.files ?? [])].sort((a, b) => b[1] - a[1])[0] ?? ['—'];
    return `    ${String(i * 250).padStart(5)} ms  busy ${String(Math.round(((slice?.busy ?? 0) / 250_000) * 100)).padStart(3)} %  ${file}`;
  });
  console.error(`  profile of ${screen.id}, cold, CPU ×4: ${(total / 1000).toFixed(0)} ms sampled\n  by file:\n${top(byFile, 15).join('\n')}\n  by function:\n${top(byFunction, 30).join('\n')}\n  main thread by quarter second:\n${timeline.join('\n')}`);
}

/**
 * Self time of the renderer's main thread by trace event, largest first: where the time that is not
 * script goes (style, layout, paint, parsing, loading). Nested events are subtracted from their
 * parents, so the figures add up to the thread's busy time while traced.
 */
function printTrace(screen, { traceEvents }) {
  const mains = traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const key = (e) => `${e.pid}:${e.tid}`;
  // The page's main thread is the renderer main thread with the most traced time.
  const busyOf = new Map();
  for (const e of traceEvents) if (e.ph === 'X' && e.dur) busyOf.set(key(e), (busyOf.get(key(e)) ?? 0) + e.dur);
  const main = mains.map(key).sort((a, b) => (busyOf.get(b) ?? 0) - (busyOf.get(a) ?? 0))[0];
  const spans = [];
  const open = [];
  for (const e of traceEvents.filter((x) => key(x) === main).sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X' && e.dur !== undefined) spans.push({ name: e.name, start: e.ts, end: e.ts + e.dur });
    else if (e.ph === 'B') open.push({ name: e.name, start: e.ts });
    else if (e.ph === 'E') {
      const begun = open.pop();
      if (begun) spans.push({ ...begun, end: e.ts });
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const self = new Map();
  const stack = [];
  for (const span of spans) {
    while (stack.length > 0 && stack.at(-1).end <= span.start) stack.pop();
    const parent = stack.at(-1);
    const length = span.end - span.start;
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - Math.min(length, parent.end - span.start));
    self.set(span.name, (self.get(span.name) ?? 0) + length);
    stack.push(span);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([name, micros]) => `    ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`);
  console.error(`  trace of ${screen.id}, warm, CPU ×4: ${(total / 1000).toFixed(0)} ms busy on the main thread, self time by event:\n${top.join('\n')}`);
}

/** One run: a new context, the screen cold then warm. */
async function measureRun(target, screen, condition, i) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: screen.side === 'none' ? undefined : { cookies: [], origins: [{ origin: target.base, localStorage: target.storage[screen.side] }] },
  });
  await context.addInitScript(contentProbe, screen.ready);
  try {
    if (screen.side !== 'none') await signIn(target, context, screen.side);
    const cold = await load(target, context, screen, condition, PROFILE && i === 0);
    const warm = await load(target, context, screen, condition, false, TRACE && i === 0);
    // Each request of the first run only, to keep the JSON small.
    if (i > 0) delete cold.files;
    delete warm.files;
    const s = (ms) => (ms / 1000).toFixed(2);
    const who = COMPARE ? `${target.label} ` : '';
    console.error(`  ${who}${screen.id} ${condition.id} run ${i + 1}: cold ${s(cold.timeToContent)} s (${cold.requests} req, ${cold.apiRequests} API, ${(cold.transferred / 1024).toFixed(0)} KB), warm ${s(warm.timeToContent)} s; main thread ${cold.mainThreadTasks}/${cold.mainThreadScript}/${cold.mainThreadCompile}, ${warm.mainThreadTasks}/${warm.mainThreadScript}/${warm.mainThreadCompile} ms; ${new URL(cold.url).pathname}`);
    if (cold.failed.length > 0) console.error(`    failed requests: ${cold.failed.join(', ')}`);
    if (VERBOSE) console.error(`    API calls, cold: ${cold.api.join(', ') || 'none'}`);
    // The first cold load's other files, with their KB on the wire (later runs keep no waterfall).
    if (VERBOSE && cold.files) console.error(`    files, cold (KB): ${cold.files.filter((f) => !f.path.startsWith('/api/')).map((f) => `${f.path} ${(f.encoded / 1024).toFixed(1)}`).join(', ')}`);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** Medians of each figure over the runs of one cell. */
function summarise(runs) {
  const pick = (phase, key) => median(runs.map((r) => r[phase][key]));
  return {
    cold: { jsHeap: pick('cold', 'jsHeap'), mainThreadTasks: pick('cold', 'mainThreadTasks'), mainThreadScript: pick('cold', 'mainThreadScript'), mainThreadCompile: pick('cold', 'mainThreadCompile'), timeToContent: pick('cold', 'timeToContent'), requests: pick('cold', 'requests'), apiRequests: pick('cold', 'apiRequests'), apiBeforeContent: pick('cold', 'apiBeforeContent'), transferred: pick('cold', 'transferred'), transferredBeforeContent: pick('cold', 'transferredBeforeContent'), jsDecoded: pick('cold', 'jsDecoded') },
    warm: { mainThreadTasks: pick('warm', 'mainThreadTasks'), mainThreadScript: pick('warm', 'mainThreadScript'), mainThreadCompile: pick('warm', 'mainThreadCompile'), timeToContent: pick('warm', 'timeToContent'), requests: pick('warm', 'requests'), apiRequests: pick('warm', 'apiRequests'), fromCache: pick('warm', 'fromCache'), transferred: pick('warm', 'transferred') },
    runs,
  };
}

const kb = (n) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${Math.round(n / 1024)} KB`);
const sec = (ms) => (ms === null ? '—' : (ms / 1000).toFixed(2));
const started = new Date();
const load1 = loadavg()[0];
let exitCode = 0;
// With --compare the trees take turns run by run, so both see the same machine load.
const targets = [...(COMPARE ? [await startServer(COMPARE, COMPARE_LABEL)] : []), await startServer(ROOT, LABEL)];
try {
  const sides = new Set(SCREENS.map((s) => s.side));
  for (const target of targets) {
    await waitForServer(target);
    // The agent lists show the customer's tickets too: the same data whichever screens run.
    if (sides.has('hub') || sides.has('agent')) await createCustomer(target);
    for (const side of ['agent', 'hub']) if (sides.has(side)) target.storage[side] = await primeStorage(target, side);
  }

  for (const screen of SCREENS) {
    console.error(`${screen.title} (${screen.path})`);
    const cells = targets.map(() => ({}));
    for (const condition of CONDITIONS) {
      const runs = targets.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        for (const [t, target] of targets.entries()) runs[t].push(await measureRun(target, screen, condition, i));
      }
      for (const t of targets.keys()) cells[t][condition.id] = summarise(runs[t]);
    }
    for (const [t, target] of targets.entries()) target.results.push({ screen: screen.id, title: screen.title, path: screen.path, cells: cells[t] });
  }

  const loadEnd = loadavg()[0];
  for (const target of targets) {
    const { results } = target;
    const name = target.label ? ` (${target.label})` : '';
    console.log(`\nFirst load in Chromium, ${target.root}${name}; median of ${RUNS} run(s); load average ${load1.toFixed(2)} at the start, ${loadEnd.toFixed(2)} at the end\n`);
    console.log(`| screen | requests cold (API) | transferred cold (before the content) | JS decoded cold | time to content, ${CONDITIONS[0].label}, cold / warm | same with CPU ×4, cold / warm |`);
    console.log('|---|---|---|---|---|---|');
    for (const { title, cells } of results) {
      const { net, cpu } = cells;
      console.log(`| ${title} | ${net.cold.requests} (${net.cold.apiRequests}) | ${kb(net.cold.transferred)} (${kb(net.cold.transferredBeforeContent)}) | ${kb(net.cold.jsDecoded)} | ${sec(net.cold.timeToContent)} / ${sec(net.warm.timeToContent)} s | ${sec(cpu.cold.timeToContent)} / ${sec(cpu.warm.timeToContent)} s |`);
    }
    console.log('\nAPI calls sent before the screen\'s element entered the page (cold, median): ' + results.map((r) => `${r.screen} ${r.cells.net.cold.apiBeforeContent}`).join(', '));
    const thread = (cell) => `${cell.mainThreadTasks} / ${cell.mainThreadScript} / ${cell.mainThreadCompile} ms`;
    console.log(`Main thread's CPU until the content, all tasks / scripts / compiling, ${CONDITIONS[0].label}, cold; warm: ` + results.map((r) => `${r.screen} ${thread(r.cells.net.cold)}; ${thread(r.cells.net.warm)}`).join(', '));
    console.log(`JavaScript heap when the content showed, ${CONDITIONS[0].label}, cold: ` + results.map((r) => `${r.screen} ${kb(r.cells.net.cold.jsHeap)}`).join(', '));
    console.log('Warm loads, requests (of them from the HTTP cache) and bytes: ' + results.map((r) => `${r.screen} ${r.cells.net.warm.requests} (${r.cells.net.warm.fromCache}) ${kb(r.cells.net.warm.transferred)}`).join(', '));

    if (JSON_OUT) {
      const out = join(HERE, 'results', `first-load-browser${target.label ? `-${target.label}` : ''}.json`);
      mkdirSync(dirname(out), { recursive: true });
      const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, chromium: browser.version(), loadAverageStart: load1, loadAverageEnd: loadEnd };
      const compared = COMPARE ? targets.filter((other) => other !== target).map((other) => ({ tree: treeOf(other.root), label: other.label })) : [];
      writeFileSync(out, JSON.stringify({ label: target.label || null, tree: treeOf(target.root), interleavedWith: compared, startedAt: started.toISOString(), runs: RUNS, network: NETWORK, conditions: CONDITIONS, machine, screens: results }, null, 2) + '\n');
      console.log(`\nWrote ${out}`);
    }
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser.close();
  for (const target of targets) target.server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  for (const target of targets) rmSync(target.dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
