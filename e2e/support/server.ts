// Starts the production build (node api/dist/main.js) on a free port with a temporary DATA_DIR,
// exactly as `npm start` runs it, and creates the users the journeys sign in with.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const STATE_FILE = join(tmpdir(), 'switchboard-e2e-state.json');

export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-pass-e2e-1' };
export const VIEWER = { email: 'viewer@e2e.test', password: 'Viewer-pass-e2e-1', name: 'Tina Viewer' };

export interface E2eState {
  pid: number;
  baseURL: string;
  dataDir: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`api did not become healthy within ${timeoutMs} ms`);
}

/** A running `node api/dist/main.js` with its own data directory. */
export interface RunningApi {
  child: ChildProcess;
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the production build as `npm start` runs it, on a free port with a temporary DATA_DIR.
 * `prepare` runs before the server starts, with the same environment (operator CLI commands).
 */
export async function startApi(extraEnv: Record<string, string> = {}, prepare?: (env: NodeJS.ProcessEnv) => void): Promise<RunningApi> {
  for (const marker of ['api/dist/main.js', 'shell/dist/index.html', 'mfe-tickets/dist/mf-manifest.json']) {
    if (!existsSync(join(ROOT, marker))) throw new Error(`${marker} is missing: run \`npm run build\` first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-e2e-'));
  // A caller may choose the port (a remote served apart must list the shell's origin before it starts).
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // Every browser here shares 127.0.0.1: per-address hub quotas would count the whole suite as one client.
    HUB_TICKETS_PER_ADDRESS: '10000',
    HUB_MESSAGES_PER_ADDRESS: '10000',
    HUB_UPLOADS_PER_ADDRESS: '10000',
    HUB_AUTH_RATE_LIMIT_MAX: '10000',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.API_KEY;
  prepare?.(env);
  const child = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  return {
    child,
    baseURL,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1000));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Serves a built front end on its own port (another origin), as a remote deployed apart is;
 * `allowedOrigins`: the pages (the shell) that may fetch its manifest cross-origin.
 */
export async function serveStatic(distFolder: string, allowedOrigins: string[] = []): Promise<{ origin: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/serve-static.mjs'), join(ROOT, distFolder), String(port), '127.0.0.1', allowedOrigins.join(',')], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/mf-manifest.json`)).ok) return { origin, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`static server for ${distFolder} did not start`);
}

/** The server every journey shares, with the users they sign in as. */
export async function startServer(): Promise<E2eState> {
  const cli = join(ROOT, 'api/dist/cli.js');
  const api = await startApi({}, (env) => {
    execFileSync(process.execPath, [cli, 'create-role', '--name', 'Ticket viewer', '--permissions', 'tickets:tickets:view'], { env, stdio: 'inherit' });
    execFileSync(process.execPath, [cli, 'create-user', '--email', VIEWER.email, '--name', VIEWER.name, '--password', VIEWER.password, '--role', 'Ticket viewer'], { env, stdio: 'inherit' });
  });
  const state: E2eState = { pid: api.child.pid!, baseURL: api.baseURL, dataDir: api.dataDir };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  api.child.unref();
  return state;
}

export function readState(): E2eState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as E2eState;
}
