#!/usr/bin/env node
// Measures what a browser downloads for a first screen, gzip-compressed, against its budget:
//   - the shell's initial JavaScript (before any remote is asked for)
//   - shell + tickets list, signed in (budget ≤ 300 KB of HTML+JS+CSS)
//   - the standalone hub's first screen (budget ≤ 180 KB)
// Runs the production build (`npm run build` first) on a free port with a temporary DATA_DIR, in
// Debian's Chromium; `--root <checkout>` serves another tree's build. Every response body is gzipped
// here (level 9) so figures do not depend on the server's compression settings.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

// `--root <checkout>`: serve another source tree's build (e.g. a `git worktree` of an older commit).
const rootAt = process.argv.indexOf('--root');
const ROOT = rootAt > 0 && process.argv[rootAt + 1] ? resolve(process.argv[rootAt + 1]) : join(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { email: 'bench@switchboard.local', password: 'Bench-pass-123' };

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
const server = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // Not listening yet: try again.
  }
  await new Promise((r) => setTimeout(r, 250));
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Loads `path` in a fresh context and sums gzip sizes of HTML, JS and CSS by kind. */
async function measure(path, { signIn = false, waitFor } = {}) {
  const context = await browser.newContext();
  if (signIn) {
    // The access token lives in the page's memory and the refresh token in an HttpOnly cookie: sign in
    // through the context (the cookie lands in its jar) and leave the remembered-user hint the app keeps
    // in localStorage, so the page restores the session the way a returning agent's page does.
    const res = await context.request.post(`${base}/api/v1/oauth/login`, { data: ADMIN });
    if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
    const { access_token: token } = await res.json();
    const me = await (await fetch(`${base}/api/v1/users/me?expand=authorization`, { headers: { authorization: `Bearer ${token}` } })).json();
    const user = { id: me.id, name: me.name, email: me.email, profilePicture: null, permissions: me.authorization?.permissions ?? [] };
    await context.addInitScript((hint) => {
      if (localStorage.getItem('user') === null) localStorage.setItem('user', JSON.stringify(hint));
    }, user);
  }
  const page = await context.newPage();
  const files = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : type.includes('html') ? 'html' : undefined;
    if (!kind || url.pathname.startsWith('/api/')) return;
    try {
      const body = await response.body();
      files.push({ path: url.pathname, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // A redirect or a response the page dropped has no body to measure.
    }
  });
  await page.goto(base + path);
  if (waitFor) await page.waitForSelector(waitFor, { timeout: 90_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const sum = (list) => list.reduce((n, f) => n + f.gzip, 0);
  return { files, total: sum(files), js: sum(files.filter((f) => f.kind === 'js')) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
try {
  const login = await measure('/login', { waitFor: 'input' });
  const shellJs = login.files.filter((f) => f.kind === 'js' && !f.path.startsWith('/mfe/'));
  // The list itself (a row, or the empty state of a fresh install), not just the shell's frame.
  const tickets = await measure('/tickets/list', { signIn: true, waitFor: '[data-testid="ticket-row"], main .ant-empty' });
  if (!tickets.files.some((f) => f.path.startsWith('/mfe/tickets/'))) throw new Error('the signed-in load did not fetch the tickets remote: is the sign-in stale?');
  const hub = await measure('/hub/', { waitFor: '#root form input' });
  console.log('First load, gzip (level 9) of HTML+JS+CSS:');
  console.log(`  shell initial JS (login screen, no remote):  ${kb(shellJs.reduce((n, f) => n + f.gzip, 0))}  in ${shellJs.length} files`);
  console.log(`  shell + tickets list, signed in:            ${kb(tickets.total)}  (budget 300 KB)`);
  console.log(`  standalone hub first screen:                ${kb(hub.total)}  (budget 180 KB)`);
  if (process.argv.includes('--files')) {
    for (const [label, run] of [["shell + tickets list", tickets], ["standalone hub", hub]]) {
      console.log(`  ${label}, by file:`);
      for (const f of run.files.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(f.gzip).padStart(9)}  ${f.path}`);
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
