import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { after, before } from 'node:test';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { PushConfig } from '../src/config.js';
import { startTestApp, type TestApp } from './helpers.js';

/** Short intervals so keep-alive and timeouts show within a test. */
export function fastPush(overrides: Partial<PushConfig> = {}): PushConfig {
  return {
    redisPrefix: `sb-test-${randomBytes(4).toString('hex')}`,
    pingIntervalMs: 15_000,
    clientTimeoutMs: 30_000,
    handshakeTimeoutMs: 15_000,
    connectionTokenTtlMs: 60_000,
    maxConnectionsPerUser: 20,
    maxConnectionsPerAddress: 100,
    maxMessagesPerSecond: 20,
    ...overrides,
  };
}

/** Listens on a real socket (127.0.0.1, a free port unless given) and answers the base URL. */
export async function listen(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export const hubUrl = (base: string) => `${base}/api/hubs/notification`;

/** The official client as the shell builds it; reconnect delays short for tests. */
export function officialClient(base: string, token: string | (() => string), reconnectDelays = [0, 200, 500, 1000, 1000, 1000, 2000, 2000, 2000, 5000, 5000]): HubConnection {
  const tokenOf = typeof token === 'function' ? token : () => token;
  return new HubConnectionBuilder()
    .withUrl(hubUrl(base), { accessTokenFactory: tokenOf })
    .withAutomaticReconnect(reconnectDelays)
    .configureLogging(LogLevel.None)
    .build();
}

/** How the official client ended: `closed` once `onclose` fired (with `error`), `reconnecting` if it tried to come back. */
export function watchClose(connection: HubConnection): { closed: boolean; error: Error | undefined; reconnecting: boolean } {
  const seen = { closed: false, error: undefined as Error | undefined, reconnecting: false };
  connection.onclose((error) => {
    seen.error = error;
    seen.closed = true;
  });
  connection.onreconnecting(() => {
    seen.reconnecting = true;
  });
  return seen;
}

/** Everything `target` receives on `connection`, in order. */
export function collect(connection: HubConnection, target = 'ReceiveMessage'): unknown[][] {
  const received: unknown[][] = [];
  connection.on(target, (...args: unknown[]) => {
    received.push(args);
  });
  return received;
}

/** Resolves when `check` holds, polling; rejects after `timeoutMs` with `what`. */
export async function eventually(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const RS = '\u001e';

export interface NegotiateAnswer {
  negotiateVersion: number;
  connectionId: string;
  connectionToken?: string;
  availableTransports: { transport: string; transferFormats: string[] }[];
}

export async function negotiate(base: string, token: string, version: number | null = 1): Promise<NegotiateAnswer> {
  const query = version === null ? '' : `?negotiateVersion=${version}`;
  const response = await fetch(`${hubUrl(base)}/negotiate${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`negotiate answered ${response.status}`);
  return (await response.json()) as NegotiateAnswer;
}

/** A raw WebSocket client of the hub: records in, records out, for framing details. */
export class RawClient {
  readonly records: string[] = [];
  closed = false;
  closeCode: number | undefined;
  private pending = '';

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) this.records.push('<binary frame>');
      const parts = (this.pending + data.toString('utf8')).split(RS);
      this.pending = parts.pop() ?? '';
      this.records.push(...parts);
    });
    socket.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
    });
  }

  /** Opens the socket; rejects with the HTTP status when the upgrade is refused. */
  static open(url: string, headers: Record<string, string> = {}): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once('open', () => resolve(new RawClient(socket)));
      socket.once('unexpected-response', (_request, response) => reject(Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { statusCode: response.statusCode })));
      socket.once('error', reject);
    });
  }

  send(text: string): void {
    this.socket.send(text);
  }

  async handshake(): Promise<void> {
    this.send(`{"protocol":"json","version":1}${RS}`);
    await this.next();
  }

  /** The next record not yet taken (parsed). */
  async next(timeoutMs = 5000): Promise<Record<string, unknown>> {
    await eventually(() => this.records.length > 0 || this.closed, 'a record', timeoutMs);
    const text = this.records.shift();
    if (text === undefined) throw new Error('closed without a record');
    return JSON.parse(text) as Record<string, unknown>;
  }

  async waitClosed(timeoutMs = 5000): Promise<void> {
    await eventually(() => this.closed, 'the socket to close', timeoutMs);
  }

  close(): void {
    this.socket.close();
  }
}

/** The hub clients a test file opens, so that its hooks close whatever the tests left open. */
export class HubClients {
  private readonly opened: HubConnection[] = [];
  private readonly sockets: RawClient[] = [];

  /** An official client (`officialClient`), not started. */
  official(base: string, token: string, reconnectDelays?: number[]): HubConnection {
    const connection = officialClient(base, token, reconnectDelays);
    this.opened.push(connection);
    return connection;
  }

  /** A raw WebSocket on the hub with that query, signed in with the bearer token. */
  async raw(base: string, token: string, query: string): Promise<RawClient> {
    const socket = await RawClient.open(`${hubUrl(base).replace('http', 'ws')}?${query}`, { authorization: `Bearer ${token}` });
    this.sockets.push(socket);
    return socket;
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.opened.splice(0).map((connection) => connection.stop()));
    for (const socket of this.sockets.splice(0)) socket.close();
  }
}

/**
 * A test app with `fastPush(push)` settings listening on 127.0.0.1, for the tests of the enclosing
 * describe (or file): started before them, closed after them together with the clients left open.
 */
export function listeningPushApp(push: Partial<PushConfig> = {}, clients?: HubClients): { readonly t: TestApp; readonly base: string } {
  const started = {} as { t: TestApp; base: string };
  before(async () => {
    started.t = await startTestApp({}, { push: fastPush(push) });
    started.base = await listen(started.t.app);
  });
  after(async () => {
    await clients?.closeAll();
    await started.t.close();
  });
  return started;
}

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A Redis for scale-out tests: TEST_REDIS_URL, else 127.0.0.1:6379 when reachable, else a
 * `redis-server` started here (stopped by `stop`). Each run uses its own prefix, so a shared
 * server is safe.
 */
export async function testRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => {} };
  if (await reachable('127.0.0.1', 6379)) return { url: 'redis://127.0.0.1:6379', stop: async () => {} };
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--daemonize', 'yes'], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`redis-server exited with ${code}`))));
  });
  for (let attempt = 0; attempt < 50 && !(await reachable('127.0.0.1', port)); attempt++) await new Promise((r) => setTimeout(r, 100));
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => {
        const child = spawn('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'shutdown', 'nosave'], { stdio: 'ignore' });
        child.once('exit', () => resolve());
        child.once('error', () => resolve());
      });
    },
  };
}
