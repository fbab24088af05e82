// The push hub from a real browser: the official client's browser bundle connects with
// `accessTokenFactory`, which in a browser means the `access_token` query on the WebSocket (a
// browser cannot set headers there) and credentialed CORS on negotiate from another origin.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type * as SignalR from '@microsoft/signalr';
import type { Page, WebSocket } from '@playwright/test';
import { ADMIN, expect, test } from '../support/fixtures';
import { ROOT, startApi } from '../support/server';

const BUNDLE = join(ROOT, 'node_modules/@microsoft/signalr/dist/browser/signalr.min.js');
const BUNDLE_PATH = '/__e2e__/signalr.min.js';

/** An agent access token, signed in through the API as the shell does. */
async function agentToken(page: Page, baseURL: string): Promise<string> {
  const response = await page.request.post(`${baseURL}/api/v1/oauth/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Loads the client bundle from the page's own origin (a routed URL), so the product's CSP stays in
 * force: `script-src 'self'` would refuse an inline copy.
 */
async function loadClient(page: Page): Promise<void> {
  await page.route(`**${BUNDLE_PATH}`, (route) => route.fulfill({ path: BUNDLE, contentType: 'application/javascript' }));
  await page.addScriptTag({ url: BUNDLE_PATH });
}

/** Starts a connection in the page; resolves with the client's state. */
function connect(page: Page, hubUrl: string, token: string): Promise<string> {
  return page.evaluate(
    async ({ hubUrl, token }) => {
      const signalR = (window as unknown as { signalR: typeof SignalR }).signalR;
      const connection = new signalR.HubConnectionBuilder()
        .withUrl(hubUrl, { accessTokenFactory: () => token })
        .withAutomaticReconnect()
        .configureLogging(signalR.LogLevel.Warning)
        .build();
      const w = window as unknown as { hub: SignalR.HubConnection; closedWith?: string };
      w.hub = connection;
      connection.onclose((error?: Error) => {
        w.closedWith = error ? String(error) : 'clean';
      });
      await connection.start();
      return connection.state as string;
    },
    { hubUrl, token },
  );
}

const state = (page: Page) => page.evaluate(() => (window as unknown as { hub: { state: string } }).hub.state);

async function stopCleanly(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { hub: { stop(): Promise<void> } }).hub.stop());
  expect(await state(page)).toBe('Disconnected');
  expect(await page.evaluate(() => (window as unknown as { closedWith?: string }).closedWith)).toBe('clean');
}

test('Chromium connects with the access_token query and stays connected past a server ping', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const token = await agentToken(page, baseURL!);
  const sockets: WebSocket[] = [];
  const pings: number[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('{"type":6}')) pings.push(Date.now());
    });
  });
  await page.goto('/login');
  await loadClient(page);

  expect(await connect(page, '/api/hubs/notification', token)).toBe('Connected');
  expect(sockets).toHaveLength(1);
  const url = new URL(sockets[0]!.url());
  expect(url.pathname).toBe('/api/hubs/notification');
  expect(url.searchParams.get('access_token')).toBe(token);
  expect(url.searchParams.get('id')).toMatch(/^[A-Za-z0-9_.-]+$/);

  // The server pings every 15 s when it has nothing else to send; the client stays connected.
  await expect.poll(() => pings.length, { timeout: 25_000 }).toBeGreaterThan(0);
  expect(await state(page)).toBe('Connected');
  await stopCleanly(page);
});

test('a page on another configured origin negotiates with credentials (CORS) and connects', async ({ page }) => {
  test.setTimeout(90_000);
  // A remote deployed on its own origin (a real loopback server: Chromium refuses a page it cannot
  // place in the loopback address space to call 127.0.0.1), and an api that lists that origin.
  const remote = createServer((request, response) => {
    if (request.url === BUNDLE_PATH) {
      response.writeHead(200, { 'content-type': 'application/javascript' }).end(readFileSync(BUNDLE));
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>remote</title><p>remote</p>');
    }
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const remoteOrigin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  const api = await startApi({ CORS_ORIGINS: remoteOrigin });
  try {
    const token = await agentToken(page, api.baseURL);
    await page.goto(`${remoteOrigin}/`);
    await page.addScriptTag({ url: BUNDLE_PATH });
    expect(await connect(page, `${api.baseURL}/api/hubs/notification`, token)).toBe('Connected');
    await stopCleanly(page);
  } finally {
    await api.stop();
    remote.close();
  }
});
