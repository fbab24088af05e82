import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';

export const ADMIN_EMAIL = 'admin@switchboard.test';
export const ADMIN_PASSWORD = 'correct-horse-battery';

/**
 * Set by scripts/run-tests.mjs for the PostgreSQL pass: a server URL on which each test file
 * creates (and finally drops) its own database. Unset means in-memory PGlite.
 */
const POSTGRES_URL = process.env.SB_TEST_POSTGRES_URL;

export const databaseKind = POSTGRES_URL ? 'postgres' : 'pglite';

async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // A pool reports it has ended before its sockets are gone; dropping `with (force)` then kills
      // them and their 'error' surfaces as an uncaught failure. Wait for them to leave first.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Test configuration: in-memory data, fixed secrets, quiet logs; `env` adds variables. */
export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sb-api-test-')),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      STATIC_ROOT: mkdtempSync(join(tmpdir(), 'sb-api-static-')),
      // Fast hashing; production's default cost is checked in passwords.test.ts.
      PASSWORD_HASH_COST: '14',
      // Hub write quotas out of the way of suites that write a lot; quotas.test.ts sets its own.
      HUB_TICKETS_PER_CUSTOMER: '100000',
      HUB_TICKETS_PER_ADDRESS: '100000',
      HUB_MESSAGES_PER_CUSTOMER: '100000',
      HUB_MESSAGES_PER_ADDRESS: '100000',
      HUB_UPLOADS_PER_CUSTOMER: '100000',
      HUB_UPLOADS_PER_ADDRESS: '100000',
      ...env,
    },
    process.cwd(),
  );
  return { ...config, database: { kind: 'pglite' }, logger: false, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
}

/** A fresh app over a fresh database (PGlite in memory, or a scratch PostgreSQL database). */
export async function startTestApp(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig(env, overrides);
  let drop: (() => Promise<void>) | undefined;
  if (POSTGRES_URL) {
    const scratch = await createScratchDatabase(POSTGRES_URL);
    config.database = { kind: 'postgres', url: scratch.url };
    drop = scratch.drop;
  }
  const app = await buildApp(config);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await drop?.();
    },
  };
}

export async function login(app: FastifyInstance, email = ADMIN_EMAIL, password = ADMIN_PASSWORD, ip = '10.0.0.1'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/oauth/login', payload: { email, password }, remoteAddress: ip });
}

/** Signs in; `refresh_token` is the value of the HttpOnly `sb_refresh` cookie the answer set. */
export async function loginTokens(app: FastifyInstance, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const response = await login(app, email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { access_token: string; expires_in: number; token_type: string };
  return { ...body, refresh_token: cookieNamed(response, 'sb_refresh')?.value ?? '' };
}

/** The cookie of that name an answer set (`set-cookie`), with its attributes. */
export function cookieNamed(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
