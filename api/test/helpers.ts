import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type PreparedDatabase } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, openPglite, pgliteDatabase, type Db } from '../src/db/index.js';

export const ADMIN_EMAIL = 'admin@switchboard.test';
export const ADMIN_PASSWORD = 'correct-horse-battery';
/**
 * Test apps hash passwords at the lowest cost the configuration accepts (2^10, ~3 ms against ~45 ms at
 * 2^14): the suites sign in and create accounts hundreds of times, and what a cost changes (the stored
 * format, re-hashing a cheaper hash, production's 2^17 default) is tested in passwords.test.ts.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/**
 * Set by scripts/run-tests.mjs for the PostgreSQL pass: a server URL on which each test file
 * creates (and finally drops) its own database. Unset means in-memory PGlite.
 */
const POSTGRES_URL = process.env.SB_TEST_POSTGRES_URL;

export const databaseKind = POSTGRES_URL ? 'postgres' : 'pglite';

/**
 * Set by scripts/run-tests.mjs: a migrated and seeded database that test apps copy instead of
 * migrating and seeding their own (test/database-template.ts builds it): a PGlite data directory
 * tarball, or a database name on the PostgreSQL server. Unset (a test file run directly), every app
 * starts from an empty database.
 */
const TEMPLATE = process.env.SB_TEST_DATABASE_TEMPLATE || undefined;

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Resolves once no connection to the database is left (a closed pool's sockets linger a moment). */
  idle: () => Promise<void>;
  drop: () => Promise<void>;
}

/** A new database on that server, empty or a copy of `template`. */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const withServer = async (work: (client: pg.Client) => Promise<void>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  const waitIdle = async (client: pg.Client) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) return;
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  };
  return {
    name,
    url: url.toString(),
    idle: () => withServer(waitIdle),
    // A pool reports it has ended before its sockets are gone; dropping `with (force)` then kills
    // them and their 'error' surfaces as an uncaught failure. Wait for them to leave first.
    drop: () =>
      withServer(async (client) => {
        await waitIdle(client);
        await client.query(`drop database if exists ${name} with (force)`);
      }),
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
      PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
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

/** What first start seeds from the configuration: the template serves only apps that would seed the same. */
const seedSettings = (config: Config) => JSON.stringify([config.orgName, config.adminEmail, config.adminPassword, config.quotas.passwordHashCost]);
let templateSeed: string | undefined;
let pgliteTemplate: Blob | undefined;

function templateServes(config: Config): boolean {
  if (!TEMPLATE) return false;
  // An app given its own PGlite directory (a restart test) starts from what that directory holds.
  if (!POSTGRES_URL && config.database.kind === 'pglite' && config.database.dataDir) return false;
  templateSeed ??= seedSettings(testConfig());
  return seedSettings(config) === templateSeed;
}

/**
 * A copy of the template, ready for buildApp: the template is what a first start leaves (migrated, the
 * organisation and its administrator seeded with this configuration's settings), so the start's own
 * migration and seeding steps would find nothing to do and are not run again for every app. The steps
 * themselves are tested on empty databases (database-setup, embedded, cli).
 */
async function preparedCopy(db: Db): Promise<PreparedDatabase> {
  try {
    const organization = await db.selectFrom('organizations').select('id').orderBy('created_at').limit(1).executeTakeFirstOrThrow();
    return { db, firstStart: { organizationId: organization.id } };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** An in-memory PGlite copied from the template. */
async function prepareFromPgliteTemplate(): Promise<PreparedDatabase> {
  pgliteTemplate ??= new Blob([readFileSync(TEMPLATE!)]);
  return preparedCopy(pgliteDatabase(await openPglite(undefined, pgliteTemplate)));
}

/**
 * A fresh app over a fresh database of its own (PGlite in memory, or a scratch PostgreSQL database):
 * a copy of the run's template when there is one, it fits the configuration and `template` is not
 * false, else an empty one that the start migrates and seeds.
 */
export async function startTestApp(env: Record<string, string> = {}, overrides: Partial<Config> = {}, options: { template?: boolean } = {}): Promise<TestApp> {
  const config = testConfig(env, overrides);
  const template = options.template !== false && templateServes(config) ? TEMPLATE : undefined;
  let drop: (() => Promise<void>) | undefined;
  let prepared: PreparedDatabase | undefined;
  if (POSTGRES_URL) {
    const scratch = await createScratchDatabase(POSTGRES_URL, template);
    config.database = { kind: 'postgres', url: scratch.url };
    drop = scratch.drop;
    if (template) prepared = await preparedCopy(await openDatabase(config.database));
  } else if (template) {
    prepared = await prepareFromPgliteTemplate();
  }
  const app = await buildApp(config, prepared);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await drop?.();
    },
  };
}

/**
 * The app of the enclosing describe (or file): started before its tests, then `setup` runs, closed
 * after them. A file's top-level `before` hooks run concurrently, so a suite's own preparation that
 * needs the app belongs in `setup`.
 */
export function testAppForSuite(env: Record<string, string> = {}, overrides: Partial<Config> = {}, setup?: () => Promise<void>): TestApp {
  let started: TestApp | undefined;
  before(async () => {
    started = await startTestApp(env, overrides);
    await setup?.();
  });
  after(async () => {
    await started?.close();
  });
  const current = () => {
    if (!started) throw new Error('the suite’s app is not started yet: prepare the suite in `setup`');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

/** Runs `body` with an app of its own (`startTestApp(env, overrides)`), closed afterwards whatever happens. */
export async function withTestApp<T>(env: Record<string, string>, body: (t: TestApp) => Promise<T>): Promise<T>;
export async function withTestApp<T>(env: Record<string, string>, overrides: Partial<Config>, body: (t: TestApp) => Promise<T>): Promise<T>;
export async function withTestApp<T>(
  env: Record<string, string>,
  overridesOrBody: Partial<Config> | ((t: TestApp) => Promise<T>),
  lastBody?: (t: TestApp) => Promise<T>,
): Promise<T> {
  const [overrides, body] = typeof overridesOrBody === 'function' ? [{}, overridesOrBody] : [overridesOrBody, lastBody!];
  const t = await startTestApp(env, overrides);
  try {
    return await body(t);
  } finally {
    await t.close();
  }
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

/** The SQL of every statement `app` runs while `body` runs, in order (transactions included). */
export async function recordStatements(app: FastifyInstance, body: () => Promise<void>): Promise<string[]> {
  // Every Kysely instance (transactions included) executes through the same executor class.
  let owner: { executeQuery: (query: { sql: string }, ...rest: unknown[]) => Promise<unknown> } = app.db.getExecutor() as never;
  while (!Object.prototype.hasOwnProperty.call(owner, 'executeQuery')) owner = Object.getPrototypeOf(owner);
  const original = owner.executeQuery;
  const statements: string[] = [];
  owner.executeQuery = function (this: unknown, query, ...rest) {
    statements.push(query.sql);
    return original.call(this, query, ...rest);
  };
  try {
    await body();
  } finally {
    owner.executeQuery = original;
  }
  return statements;
}
