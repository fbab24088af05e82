import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { hashPassword } from '../src/features/auth/passwords.js';
import { createCustomer } from './hub-fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, databaseKind, startTestApp, type TestApp } from './helpers.js';
import { testRedis } from './push-fixtures.js';

// Database: PostgreSQL only. Under test: throttling across restarts and on Redis (its counters are plain upserts), the same on either engine.

// Sign-in throttling (plugins/rate-limit.ts): 5 free wrong tries per account + address, then a
// doubling wait; a per-address limit across accounts; past a per-account ceiling, addresses that
// never signed in to the account share one try per interval. Counters are durable and shared.

const CUSTOMER_EMAIL = 'throttled.customer@example.com';
const CUSTOMER_PASSWORD = 'customer-pass-12345';

type Inject = (app: FastifyInstance, email: string, password: string, remoteAddress: string, headers?: Record<string, string>) => Promise<{ statusCode: number; json: () => { code?: string; retryAfter?: number } }>;

const agentLogin: Inject = (app, email, password, remoteAddress, headers = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/oauth/login', payload: { email, password }, remoteAddress, headers });
const customerLogin: Inject = (app, email, password, remoteAddress, headers = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress, headers });

async function throttleRows(app: FastifyInstance): Promise<Array<{ key: string; count: number; blocked_until: string | null }>> {
  const { rows } = await sql<{ key: string; count: number; blocked_until: string | null }>`select key, count, blocked_until::text as blocked_until from auth_throttle order by key`.execute(app.db);
  return rows;
}

/** Sends `n` wrong guesses one after the other and returns their status codes. */
async function guesses(inject: Inject, app: FastifyInstance, email: string, n: number, address: (i: number) => string, headers: (i: number) => Record<string, string> = () => ({})) {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1) codes.push((await inject(app, email, `wrong-guess-${i}`, address(i), headers(i))).statusCode);
  return codes;
}

describe('TRUST_PROXY', () => {
  test('is empty by default and takes addresses and CIDRs; anything else is a configuration error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-throttle-config-'));
    const load = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, dir);
    assert.deepEqual(load().trustProxy, []);
    assert.deepEqual(load(' 172.28.0.10, 10.0.0.0/8 ,::1,fd00::/8, loopback').trustProxy, ['172.28.0.10', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['*', 'true', 'lb.internal', '10.0.0.0/33', '1.2.3.4/8/1']) {
      assert.throws(() => load(bad), (error: unknown) => error instanceof ConfigError && /TRUST_PROXY/.test(error.message), bad);
    }
  });
});

describe('client address', () => {
  let t: TestApp;
  let proxied: TestApp;
  before(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT_MAX: '3' });
    proxied = await startTestApp({ LOGIN_RATE_LIMIT_MAX: '3', TRUST_PROXY: '127.0.0.1' });
  });
  after(async () => {
    await t.close();
    await proxied.close();
  });

  test('without TRUST_PROXY a forged X-Forwarded-For does not change the address the limit counts', async () => {
    // Three unknown accounts from one peer, each with a different forged client address: the per-address limit still trips.
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) codes.push((await agentLogin(t.app, `spray${i}@switchboard.test`, 'guess', '10.40.0.1', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    const fourth = await agentLogin(t.app, 'spray9@switchboard.test', 'guess', '10.40.0.1', { 'x-forwarded-for': '203.0.113.99' });
    assert.deepEqual(codes, [401, 401, 401]);
    assert.equal(fourth.statusCode, 429);
    assert.equal(fourth.json().code, 'RATE_LIMITED');
    const keys = (await throttleRows(t.app)).map((row) => row.key);
    assert.ok(keys.includes('cred:agent-login:addr:10.40.0.1'), keys.join(', '));
    assert.ok(!keys.some((key) => key.includes('203.0.113.')), keys.join(', '));
  });

  test('with TRUST_PROXY naming the peer, X-Forwarded-For is the client', async () => {
    // inject's peer is 127.0.0.1: each forwarded address gets its own counter...
    for (let i = 0; i < 6; i += 1) {
      const response = await agentLogin(proxied.app, `spray${i}@switchboard.test`, 'guess', '127.0.0.1', { 'x-forwarded-for': `198.51.100.${i}` });
      assert.equal(response.statusCode, 401);
    }
    // ...and one forwarded address is limited like a direct one.
    const codes = await guesses(agentLogin, proxied.app, 'other@switchboard.test', 4, () => '127.0.0.1', () => ({ 'x-forwarded-for': '198.51.100.200' }));
    assert.deepEqual(codes, [401, 401, 401, 429]);
  });
});

describe('credential throttle on the database', () => {
  let t: TestApp;
  let clock = Date.now();
  before(async () => {
    t = await startTestApp({ LOGIN_THROTTLE_ACCOUNT_CEILING: '8', LOGIN_RATE_LIMIT_MAX: '50', HUB_AUTH_RATE_LIMIT_MAX: '50' }, { clock: () => new Date(clock) });
    const customer = await createCustomer(t, CUSTOMER_EMAIL);
    await t.app.db.updateTable('customers').set({ password_hash: await hashPassword(CUSTOMER_PASSWORD) }).where('id', '=', customer.id).execute();
  });
  after(async () => {
    await t.close();
  });

  test('one address: 5 free wrong tries, then waits of 1 s, 2 s, 4 s…; refusals write nothing; a success clears the pair', async () => {
    const address = '10.41.0.1';
    const first = await guesses(agentLogin, t.app, ADMIN_EMAIL, 7, () => address);
    assert.deepEqual(first, [401, 401, 401, 401, 401, 401, 429]);
    const refused = await agentLogin(t.app, ADMIN_EMAIL, 'again', address);
    assert.equal(refused.json().retryAfter, 1);

    const before = await throttleRows(t.app);
    for (let i = 0; i < 20; i += 1) assert.equal((await agentLogin(t.app, ADMIN_EMAIL, `refused-${i}`, address)).statusCode, 429);
    assert.deepEqual(await throttleRows(t.app), before, 'refused requests add or change no rows');

    clock += 1_000;
    assert.deepEqual(await guesses(agentLogin, t.app, ADMIN_EMAIL, 2, () => address), [401, 429]);
    assert.equal((await agentLogin(t.app, ADMIN_EMAIL, 'x', address)).json().retryAfter, 2);
    clock += 2_000;
    assert.equal((await agentLogin(t.app, ADMIN_EMAIL, 'x', address)).statusCode, 401);
    assert.equal((await agentLogin(t.app, ADMIN_EMAIL, 'x', address)).json().retryAfter, 4);

    clock += 4_000;
    assert.equal((await agentLogin(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, address)).statusCode, 200);
    // Cleared: the free tries are back.
    assert.deepEqual(await guesses(agentLogin, t.app, ADMIN_EMAIL, 3, () => address), [401, 401, 401]);
  });

  test('5,000+ junk accounts and addresses do not evict a blocked counter', async () => {
    const address = '10.42.0.1';
    assert.deepEqual(await guesses(customerLogin, t.app, CUSTOMER_EMAIL, 7, () => address), [401, 401, 401, 401, 401, 401, 429]);
    // Junk traffic through the API (distinct accounts and addresses: old LRU keys) ...
    for (let i = 0; i < 30; i += 1) await customerLogin(t.app, `junk${i}@example.com`, 'junk', `10.43.${Math.floor(i / 250)}.${i % 250}`);
    // ... and the rest of 6,000 counters written straight to the table, as that traffic would.
    await sql`insert into auth_throttle (key, count, blocked_until, expires_at)
      select 'cred:hub-login:pair:junk' || i || '@example.com|10.44.' || (i / 250) || '.' || (i % 250), 1, null, ${clock + 86_400_000}::bigint
      from generate_series(30, 5999) as i`.execute(t.app.db);
    const rows = await throttleRows(t.app);
    assert.ok(rows.length > 6_000, `${rows.length} rows`);
    const still = await customerLogin(t.app, CUSTOMER_EMAIL, 'one more', address);
    assert.equal(still.statusCode, 429);
    assert.equal(still.json().code, 'RATE_LIMITED');
  });

  test('100 parallel wrong guesses from one address: only the free tries and one more reach the password check', async () => {
    const address = '10.45.0.1';
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => customerLogin(t.app, CUSTOMER_EMAIL, `parallel-${i}`, address)));
    const checked = responses.filter((r) => r.statusCode === 401).length;
    assert.ok(checked <= 6, `${checked} guesses were checked`);
    assert.equal(responses.filter((r) => r.statusCode === 429).length, 100 - checked);
  });

  test('an attacker from many addresses is slowed to one try per interval; the owner from a known address still signs in', async () => {
    // A day later the account's wrong tries from the earlier tests no longer count.
    clock += 25 * 60 * 60 * 1000;
    const owner = '10.46.0.1';
    // The owner signed in before from their usual address.
    assert.equal((await agentLogin(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, owner)).statusCode, 200);
    let attacker = 0;
    const fresh = () => `10.47.${Math.floor(++attacker / 250)}.${attacker % 250}`;
    // 8 wrong tries (the ceiling) from new addresses, then one shared turn, then refusals.
    const codes = await guesses(agentLogin, t.app, ADMIN_EMAIL, 15, fresh);
    assert.deepEqual(codes, [...Array(9).fill(401), ...Array(6).fill(429)]);
    const limited = await agentLogin(t.app, ADMIN_EMAIL, 'guess', fresh());
    assert.equal(limited.statusCode, 429);
    assert.ok((limited.json().retryAfter ?? 0) <= 60);

    // Not a lockout: the owner from the known address signs in at once.
    assert.equal((await agentLogin(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, owner)).statusCode, 200);
    // Past the interval, an address gets a turn again (one for all unknown addresses).
    clock += 60_000;
    assert.equal((await agentLogin(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, fresh())).statusCode, 200);
    assert.equal((await agentLogin(t.app, ADMIN_EMAIL, 'guess', fresh())).statusCode, 429);
  });

  test('OTP verify is throttled per account and address too', async () => {
    const address = '10.48.0.1';
    const verify = (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/otp/verify', payload: { otp: String(100000 + i), verificationtype: 'register', email: 'pending@example.com', registrationId: randomUUID() }, remoteAddress: address });
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await verify(i)).statusCode);
    assert.equal(codes[6], 429, codes.join(','));
    assert.ok(codes.slice(0, 6).every((c) => c !== 429), codes.join(','));
  });
});

describe('durable counters', () => {
  test('a blocked pair stays blocked after the api restarts on the same database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sb-throttle-db-'));
    // A stopped clock, so the 1 s wait cannot pass while the api restarts.
    const clock = () => new Date('2026-11-25T12:00:00Z');
    const t = await startTestApp({}, { clock, ...(databaseKind === 'pglite' ? { database: { kind: 'pglite' as const, dataDir } } : {}) });
    let restarted: FastifyInstance | undefined;
    try {
      assert.deepEqual(await guesses(agentLogin, t.app, ADMIN_EMAIL, 7, () => '10.49.0.1'), [401, 401, 401, 401, 401, 401, 429]);
      await t.app.close();
      restarted = await buildApp(t.config);
      const again = await agentLogin(restarted, ADMIN_EMAIL, 'after restart', '10.49.0.1');
      assert.equal(again.statusCode, 429);
      const { rows } = await sql<{ count: number }>`select count from auth_throttle where key = ${`cred:agent-login:pair:${ADMIN_EMAIL}|10.49.0.1`}`.execute(restarted.db);
      assert.equal(rows[0]?.count, 6);
    } finally {
      await restarted?.close();
      // t.close() closes the first app again (a no-op) and drops the scratch database.
      await t.close();
    }
  });
});

describe('credential throttle on Redis', () => {
  let redis: Awaited<ReturnType<typeof testRedis>>;
  let inspector: Redis;
  let t: TestApp;
  let second: FastifyInstance;
  const prefix = `throttle-test-${process.pid}-${Date.now()}`;
  before(async () => {
    redis = await testRedis();
    inspector = new Redis(redis.url);
    // A stopped clock: the 1 s wait after the sixth try cannot pass between two slow sign-ins.
    t = await startTestApp({}, { clock: () => new Date('2026-11-25T12:00:00Z'), redisUrl: redis.url, push: { redisPrefix: prefix, pingIntervalMs: 15_000, clientTimeoutMs: 30_000, handshakeTimeoutMs: 15_000, connectionTokenTtlMs: 60_000 } });
    second = databaseKind === 'postgres' ? await buildApp(t.config) : await buildApp(t.config, { db: t.app.db, firstStart: t.app.firstStart });
  });
  after(async () => {
    await second.close();
    await t.close();
    const keys = await inspector.keys(`${prefix}:*`);
    if (keys.length > 0) await inspector.del(...keys);
    inspector.disconnect();
    await redis.stop();
  });

  test('two api instances share the counters (alternating between them does not double the tries)', async () => {
    const apps = [t.app, second];
    const alternating: number[] = [];
    for (let i = 0; i < 8; i += 1) alternating.push((await agentLogin(apps[i % 2], 'shared@switchboard.test', `guess-${i}`, '10.50.0.2')).statusCode);
    assert.deepEqual(alternating, [401, 401, 401, 401, 401, 401, 429, 429]);
    const keys = await inspector.keys(`${prefix}:throttle:*`);
    assert.ok(keys.includes(`${prefix}:throttle:cred:agent-login:pair:shared@switchboard.test|10.50.0.2`), keys.join(', '));
    assert.ok((await inspector.pttl(keys[0])) > 0, 'Redis expires the counters itself');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from auth_throttle`.execute(t.app.db);
    assert.equal(rows[0].n, 0, 'nothing in the database when Redis holds the counters');
  });

  test('parallel guesses across both instances are bounded', async () => {
    const apps = [t.app, second];
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => agentLogin(apps[i % 2], 'parallel@switchboard.test', `p-${i}`, '10.50.0.3')));
    assert.ok(responses.filter((r) => r.statusCode === 401).length <= 6);
  });
});
