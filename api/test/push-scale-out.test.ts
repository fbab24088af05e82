import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.js';
import { setUserStatus } from '../src/features/directory/users/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { databaseKind, startTestApp, type TestApp } from './helpers.js';
import { collect, eventually, fastPush, hubUrl, listen, negotiate, officialClient, RawClient, testRedis, watchClose } from './push-fixtures.js';

// Database: PostgreSQL only. Under test: push between two api instances over Redis, the same on either engine.

// Two api instances on 127.0.0.1 sharing one database and a Redis: a push raised on one reaches a
// client connected to the other. On the PostgreSQL pass they are two pools on one database; on the
// PGlite pass (PGlite cannot be opened twice) they share the in-process database object. Either way
// only Redis links the two hubs.

let redis: Awaited<ReturnType<typeof testRedis>>;
let inspector: Redis;
let t: TestApp;
let second: FastifyInstance;
let baseA: string;
let baseB: string;
let prefix: string;
let alice: TestAgent;
let bob: TestAgent;
const clients: HubConnection[] = [];
const raw: RawClient[] = [];

function client(base: string, token: string): HubConnection {
  const connection = officialClient(base, token);
  clients.push(connection);
  return connection;
}

async function subscribers(channel: string): Promise<number> {
  const [, count] = (await inspector.pubsub('NUMSUB', channel)) as [string, number];
  return Number(count);
}

before(async () => {
  redis = await testRedis();
  inspector = new Redis(redis.url);
  const push = fastPush();
  prefix = push.redisPrefix;
  t = await startTestApp({}, { redisUrl: redis.url, push });
  second = databaseKind === 'postgres' ? await buildApp(t.config) : await buildApp(t.config, { db: t.app.db, firstStart: t.app.firstStart });
  baseA = await listen(t.app);
  baseB = await listen(second);
  alice = await createAgent(t, []);
  bob = await createAgent(t, []);
});
after(async () => {
  await Promise.all(clients.map((c) => c.stop()));
  for (const socket of raw) socket.close();
  await second.close();
  await t.close();
  inspector.disconnect();
  await redis.stop();
});

test('a push raised on instance A reaches a client of instance B, and only its user', async () => {
  const aliceOnB = client(baseB, alice.token);
  const bobOnA = client(baseA, bob.token);
  const [aliceGot, bobGot] = [collect(aliceOnB), collect(bobOnA)];
  await Promise.all([aliceOnB.start(), bobOnA.start()]);

  await t.app.push.sendToUser(alice.id, 'ReceiveMessage', [{ id: 'from-A' }]);
  await eventually(() => aliceGot.length === 1, 'the push to cross instances');
  assert.deepEqual(aliceGot[0], [{ id: 'from-A' }]);

  await second.push.sendToAll('ReceiveMessage', [{ id: 'everyone-from-B' }]);
  await eventually(() => bobGot.length === 1 && aliceGot.length === 2, 'the broadcast on both instances');
  assert.deepEqual(bobGot, [[{ id: 'everyone-from-B' }]]);
});

test('negotiate on one instance, upgrade on the other; the token still works only once', async () => {
  const { connectionToken } = await negotiate(baseA, alice.token);
  const onB = await RawClient.open(`${hubUrl(baseB).replace(/^http/, 'ws')}?id=${connectionToken}`, { authorization: `Bearer ${alice.token}` });
  raw.push(onB);
  await onB.handshake();
  await assert.rejects(
    RawClient.open(`${hubUrl(baseA).replace(/^http/, 'ws')}?id=${connectionToken}`, { authorization: `Bearer ${alice.token}` }),
    (error: { statusCode?: number }) => error.statusCode === 409,
  );
});

test('an instance listens to a user’s channel only while it holds one of their connections', async () => {
  const carol = await createAgent(t, []);
  const channel = `${prefix}:user:${carol.id}`;
  const first = client(baseB, carol.token);
  const secondTab = client(baseB, carol.token);
  await Promise.all([first.start(), secondTab.start()]);
  assert.equal(await subscribers(channel), 1);
  await first.stop();
  assert.equal(await subscribers(channel), 1);
  await secondTab.stop();
  let count = 1;
  for (let attempt = 0; attempt < 50 && count !== 0; attempt++) {
    count = await subscribers(channel);
    if (count !== 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.equal(count, 0);
});

test('disabling a user on instance A closes their connection on instance B for good', async () => {
  const dave = await createAgent(t, []);
  const connection = client(baseB, dave.token);
  const seen = watchClose(connection);
  await connection.start();
  await setUserStatus(t.app.db, t.app.push, dave.organizationId, dave.id, 'disabled');
  await eventually(() => seen.closed, 'the connection on B to close');
  assert.match(String(seen.error), /USER_DISABLED/);
  assert.equal(seen.reconnecting, false);
  assert.equal(connection.state, HubConnectionState.Disconnected);
});
