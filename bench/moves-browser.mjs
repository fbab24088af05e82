#!/usr/bin/env node
// Moves inside the agent app and the customer hub, in Debian's Chromium: the time from a click to the next screen's content,
// on a first visit of that screen (new browser context, empty HTTP cache), at CPU ×4 with 40 ms and
// 10 Mbit/s. Each move runs two ways, alternated run by run:
//   "no approach": a click dispatched on the element, with no pointer or focus event before it (what a
//                  move costs when nothing asked for the next screen's code ahead);
//   "hovered":     the pointer rests 250 ms on the element, then clicks (what an agent's hand does).
// Content is the first animation frame in which the next screen's element is laid out, read in the page
// against the click's own time.
//
//   node bench/moves-browser.mjs [--root <checkout>] [--runs 3] [--only <text in the move's name>]
// Needs a production build (`npm run build`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { apiCall, createHubCustomer } from './lib/hub-customer.mjs';

// Functions handed to the page run in the browser.
/* global window, document */

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const ROOT = resolve(option('root', join(dirname(fileURLToPath(import.meta.url)), '..')));
const RUNS = Math.max(1, Number(option('runs', '3')));
const ONLY = option('only', '');
const ADMIN = { email: 'bench@switchboard.local', password: 'Bench-pass-123' };
const CUSTOMER = { name: 'Bench Customer', email: 'bench.customer@example.com', phone: '+1 555 0100', password: 'Bench-hub-pass-123' };
const HOVER_MS = 250;

const MOVES = [
  { name: 'hub tickets list → a ticket', side: 'hub', start: '/hub/', ready: '[data-testid="ticket-card"]', target: '[data-testid="ticket-card"]', next: '[data-testid="ticket-title"]' },
  { name: 'settings users list → a user', start: '/settings/users/list', ready: '[data-testid="user-row"]', target: '[data-testid="user-row"]', next: '[data-testid="user-name"]' },
  { name: 'tickets list → sidebar Settings', start: '/tickets/list', ready: '[data-testid="page-title"]', target: '[data-testid="nav-settings"]', next: '[data-testid^="settings-card-"]' },
  { name: 'settings users list → sidebar Dashboard', start: '/settings/users/list', ready: '[data-testid="user-row"]', target: '[data-testid="nav-dashboard"]', next: '[data-testid="tile-openNew-link"]' },
].filter((move) => move.name.includes(ONLY));

const port = 40_000 + Math.floor(Math.random() * 10_000);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-moves-'));
const server = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    const up = await fetch(`${base}/api/health`).then((res) => res.ok, () => false);
    if (up) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the server at ${base} did not start`);
}

/** How each side signs in, and the remembered-user hint its app leaves in localStorage, so a new page restores its session from the cookie. */
const SIDES = {
  agent: { login: 'v1/oauth/login', credentials: ADMIN, key: 'user' },
  hub: { login: 'v1/auth/login', credentials: { email: CUSTOMER.email, password: CUSTOMER.password }, key: 'hub_user' },
};

async function rememberedUser(side) {
  const { access_token: token } = await apiCall(base, SIDES[side].login, { method: 'POST', body: SIDES[side].credentials });
  if (side === 'hub') return apiCall(base, 'v1/auth/me', { token });
  const me = await apiCall(base, 'v1/users/me?expand=authorization', { token });
  return { id: me.id, name: me.name, email: me.email, profilePicture: null, permissions: me.authorization?.permissions ?? [] };
}

/** One move in a new context: open `start`, let it settle, then click `target` as `way` says; resolves with ms to `next`. */
async function measure(browser, hints, move, way) {
  const side = SIDES[move.side ?? 'agent'];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.request.post(`${base}/api/${side.login}`, { data: side.credentials });
    await context.addInitScript(
      ({ key, user }) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(user));
        document.addEventListener('click', () => (window.__benchClickAt = performance.now()), true);
      },
      { key: side.key, user: hints[move.side ?? 'agent'] },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + move.start);
    await page.locator(move.ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const target = page.locator(move.target).first();
    if (way === 'hovered') {
      await target.hover();
      await page.waitForTimeout(HOVER_MS);
      await target.click();
    } else {
      await target.dispatchEvent('click', { button: 0 });
    }
    const shown = await page.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        const box = element?.getBoundingClientRect();
        return box && box.width > 0 && box.height > 0 ? performance.now() - window.__benchClickAt : false;
      },
      move.next,
      { polling: 'raf', timeout: 60_000 },
    );
    return await shown.jsonValue();
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await waitForServer();
  const hints = { agent: await rememberedUser('agent') };
  if (MOVES.some((move) => move.side === 'hub')) {
    await createHubCustomer({ base, dataDir }, CUSTOMER, 5);
    hints.hub = await rememberedUser('hub');
  }
  console.log(`| move (click → content, first visit, CPU ×4 + 40 ms / 10 Mbit/s; ${RUNS} runs) | no approach: median (runs) | hovered ${HOVER_MS} ms first: median (runs) |`);
  console.log('|---|---|---|');
  for (const move of MOVES) {
    const times = { 'no approach': [], hovered: [] };
    for (let run = 0; run < RUNS; run++) for (const way of Object.keys(times)) times[way].push(await measure(browser, hints, move, way));
    const cell = (values) => `${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
    console.log(`| ${move.name} | ${cell(times['no approach'])} | ${cell(times.hovered)} |`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
