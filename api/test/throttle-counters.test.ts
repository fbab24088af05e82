import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DbThrottleStore, RedisThrottleStore, type ThrottleStore } from '../src/plugins/throttle-store.js';
import { startTestApp, type TestApp } from './helpers.js';
import { testRedis } from './push-fixtures.js';

// Database: both engines for the database's counters; Redis's counters on the suite's Redis.

// Several window counters checked and counted together (a hub write counts per customer and per
// address; a registration per address and per account): all of them or none, in one round trip.

const WINDOW_MS = 60_000;
const NOW = Date.UTC(2026, 10, 27, 12);

let t: TestApp;
let redis: Awaited<ReturnType<typeof testRedis>>;
const stores: Record<string, ThrottleStore> = {};
before(async () => {
  t = await startTestApp();
  redis = await testRedis();
  stores.database = new DbThrottleStore(t.app.db);
  stores.redis = new RedisThrottleStore(redis.url, `counters-test-${process.pid}`, () => {});
});
after(async () => {
  await stores.redis?.close();
  await redis.stop();
  await t.close();
});

for (const kind of ['database', 'redis'] as const) {
  describe(`window counters counted together (${kind})`, () => {
    test('a full counter refuses the request and counts it nowhere; the wait is the full one’s', async () => {
      const store = stores[kind];
      const roomy = { key: `${kind}:together:roomy`, limit: 3 };
      const tight = { key: `${kind}:together:tight`, limit: 1 };
      assert.deepEqual(await store.hitAll([roomy, tight], WINDOW_MS, NOW), { allowed: true });
      const refused = await store.hitAll([roomy, tight], WINDOW_MS, NOW + 1_000);
      assert.equal(refused.allowed, false);
      assert.equal(refused.allowed ? 0 : refused.retryAfterMs, WINDOW_MS - 1_000);
      // The refusal left the roomy counter at one: two more fit, a third does not.
      assert.equal((await store.hit(roomy.key, roomy.limit, WINDOW_MS, NOW + 2_000)).allowed, true);
      assert.equal((await store.hit(roomy.key, roomy.limit, WINDOW_MS, NOW + 2_000)).allowed, true);
      assert.equal((await store.hit(roomy.key, roomy.limit, WINDOW_MS, NOW + 2_000)).allowed, false);
      // A new window counts both from one again.
      assert.deepEqual(await store.hitAll([roomy, tight], WINDOW_MS, NOW + WINDOW_MS), { allowed: true });
      assert.equal(await store.windowWait(roomy.key, roomy.limit, NOW + WINDOW_MS), 0);
      assert.equal(await store.windowWait(tight.key, tight.limit, NOW + WINDOW_MS), WINDOW_MS);
    });

    test('requests at the same moment never pass a counter’s limit', async () => {
      const store = stores[kind];
      const counters = [
        { key: `${kind}:race:customer`, limit: 5 },
        { key: `${kind}:race:address`, limit: 50 },
      ];
      const verdicts = await Promise.all(Array.from({ length: 20 }, () => store.hitAll(counters, WINDOW_MS, NOW)));
      assert.equal(verdicts.filter((verdict) => verdict.allowed).length, 5);
    });

    test('a key named twice counts once', async () => {
      const store = stores[kind];
      const counter = { key: `${kind}:twice`, limit: 2 };
      assert.deepEqual(await store.hitAll([counter, counter], WINDOW_MS, NOW), { allowed: true });
      assert.deepEqual(await store.hitAll([counter], WINDOW_MS, NOW), { allowed: true });
      assert.equal((await store.hitAll([counter], WINDOW_MS, NOW)).allowed, false);
    });
  });
}
