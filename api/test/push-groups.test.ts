import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HubConnectionState } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.js';
import { HubMethodError, type HubCaller, type PushSender } from '../src/push/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { databaseKind, startTestApp, type TestApp } from './helpers.js';
import { collect, eventually, fastPush, HubClients, listen, listeningPushApp, negotiate, RS, testRedis, watchClose } from './push-fixtures.js';

// Database: PostgreSQL only. Under test: hub groups and client-invoked methods, the same on either engine.

// Hub methods a client invokes, and groups they put its connection in: the official
// @microsoft/signalr client (Node) and raw sockets, on one instance and on two over Redis.

const clients = new HubClients();
/** Official clients here do not reconnect: a closed connection stays so. */
const client = (base: string, token: string) => clients.official(base, token, []);

after(() => clients.closeAll());

/** The hub methods of these tests, as a feature would register them at start. */
function registerMethods(push: PushSender): { calls: unknown[][] } {
  const calls: unknown[][] = [];
  push.handleInvocation('JoinGroup', async (caller: HubCaller, [group]) => {
    await caller.join(String(group));
    return { joined: group, userId: caller.userId, connectionId: caller.connectionId };
  });
  push.handleInvocation('LeaveGroup', async (caller, [group]) => {
    await caller.leave(String(group));
  });
  push.handleInvocation('Crash', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  push.handleInvocation('Forbid', async () => {
    throw new HubMethodError('Forbidden.');
  });
  push.handleInvocation('Count', async (_caller, args) => {
    calls.push(args);
    return calls.length;
  });
  return { calls };
}

/** Broadcasts a marker and waits until every connection got it: what was pushed to them before has arrived by then. */
async function settle(push: PushSender, markersSeen: unknown[][][]): Promise<void> {
  const marker = `marker-${Math.random()}`;
  await push.sendToAll('Marker', [marker]);
  await eventually(() => markersSeen.every((received) => received.some(([m]) => m === marker)), 'the marker broadcast');
}

describe('hub methods and groups on one instance', () => {
  // Room for the many invokes here; the rate itself is tested below.
  const hub = listeningPushApp({ maxMessagesPerSecond: 100 }, clients);
  let alice: TestAgent;
  let bob: TestAgent;
  let counted: { calls: unknown[][] };
  let started = 0;
  let release: (() => void) | undefined;

  before(async () => {
    counted = registerMethods(hub.t.app.push);
    hub.t.app.push.handleInvocation('Slow', async (_caller, [n]) => {
      started++;
      await new Promise<void>((resolve) => (release = resolve));
      return n;
    });
    alice = await createAgent(hub.t, []);
    bob = await createAgent(hub.t, []);
  });

  test('a member joined through a hub method receives the group’s pushes until it leaves; others never do', async () => {
    const member = client(hub.base, alice.token);
    const otherMember = client(hub.base, bob.token);
    const outsider = client(hub.base, alice.token);
    const connections = [member, otherMember, outsider];
    const got = connections.map((c) => collect(c, 'GroupChanged'));
    const markers = connections.map((c) => collect(c, 'Marker'));
    await Promise.all(connections.map((c) => c.start()));

    const joined = (await member.invoke('JoinGroup', 'g1')) as { joined: string; userId: string; connectionId: string };
    assert.deepEqual(joined, { joined: 'g1', userId: alice.id, connectionId: member.connectionId });
    await otherMember.invoke('JoinGroup', 'g1');

    await hub.t.app.push.sendToGroup('g1', 'GroupChanged', [{ at: 1 }]);
    await settle(hub.t.app.push, markers);
    assert.deepEqual(got[0], [[{ at: 1 }]]);
    assert.deepEqual(got[1], [[{ at: 1 }]]);
    // Same user, another tab that did not join: nothing.
    assert.deepEqual(got[2], []);

    // A method returning nothing answers a Completion without a result.
    assert.equal(await member.invoke('LeaveGroup', 'g1'), undefined);
    await hub.t.app.push.sendToGroup('g1', 'GroupChanged', [{ at: 2 }]);
    await hub.t.app.push.sendToGroup('another-group', 'GroupChanged', [{ at: 3 }]);
    await settle(hub.t.app.push, markers);
    assert.deepEqual(got[0], [[{ at: 1 }]]);
    assert.deepEqual(got[1], [[{ at: 1 }], [{ at: 2 }]]);
    assert.deepEqual(got[2], []);
  });

  test('a failing method answers a generic error; a HubMethodError passes its message; the connection stays', async () => {
    const connection = client(hub.base, alice.token);
    await connection.start();
    await assert.rejects(connection.invoke('Crash'), (error: Error) => {
      assert.match(error.message, /Hub method failed\./);
      assert.doesNotMatch(error.message, /hunter2|ECONNREFUSED|5432/);
      return true;
    });
    await assert.rejects(connection.invoke('Forbid'), /Forbidden\./);
    assert.equal(connection.state, HubConnectionState.Connected);
    assert.equal(await connection.invoke('Count', 'still-answering'), counted.calls.length);
  });

  test('an unknown method still answers the unknown-method error', async () => {
    const connection = client(hub.base, alice.token);
    await connection.start();
    await assert.rejects(connection.invoke('NoSuchMethod', 1), /Unknown hub method 'NoSuchMethod'/);
    assert.equal(connection.state, HubConnectionState.Connected);
  });

  test('raw: send() runs the method and gets no answer; invoke() gets the Completion with the result', async () => {
    const { connectionToken } = await negotiate(hub.base, alice.token);
    const socket = await clients.raw(hub.base, alice.token, `id=${connectionToken}`);
    await socket.handshake();
    const countBefore = counted.calls.length;
    socket.send(`{"type":1,"target":"Count","arguments":["sent"]}${RS}{"type":1,"invocationId":"1","target":"Count","arguments":["invoked"]}${RS}`);
    // The first record back answers the invoke, which already counts the send before it.
    assert.deepEqual(await socket.next(), { type: 3, invocationId: '1', result: countBefore + 2 });
    assert.deepEqual(counted.calls.slice(countBefore), [['sent'], ['invoked']]);
  });

  test('raw: methods of one connection run one at a time in order; past 16 waiting the client is answered at once', async () => {
    const { connectionToken } = await negotiate(hub.base, bob.token);
    const socket = await clients.raw(hub.base, bob.token, `id=${connectionToken}`);
    await socket.handshake();
    socket.send(Array.from({ length: 17 }, (_, i) => `{"type":1,"invocationId":"${i + 1}","target":"Slow","arguments":[${i + 1}]}${RS}`).join(''));
    assert.deepEqual(await socket.next(), { type: 3, invocationId: '17', error: 'Too many invocations in progress.' });
    assert.equal(started, 1);
    const answered: unknown[] = [];
    for (let i = 0; i < 16; i++) {
      release?.();
      const completion = await socket.next();
      answered.push(completion.invocationId);
    }
    assert.deepEqual(answered, Array.from({ length: 16 }, (_, i) => String(i + 1)));
    assert.equal(started, 16);
  });

  test('a connection is in at most 20 groups, with names of at most 200 characters', async () => {
    const connection = client(hub.base, bob.token);
    await connection.start();
    await assert.rejects(connection.invoke('JoinGroup', 'x'.repeat(201)), /Invalid group name\./);
    await assert.rejects(connection.invoke('JoinGroup', ''), /Invalid group name\./);
    for (let i = 0; i < 20; i++) await connection.invoke('JoinGroup', `many-${i}`);
    // Joining a group it is in again takes no new place.
    await connection.invoke('JoinGroup', 'many-0');
    await assert.rejects(connection.invoke('JoinGroup', 'many-20'), /Too many groups\./);
    await connection.invoke('LeaveGroup', 'many-3');
    await connection.invoke('JoinGroup', 'many-20');
  });
});

describe('the message rate', () => {
  const hub = listeningPushApp({ maxMessagesPerSecond: 5 }, clients);
  let calls = 0;

  before(() => {
    hub.t.app.push.handleInvocation('Cheap', async () => ++calls);
  });

  test('hub method calls count against it: a flood closes the connection and runs the method at most the burst', async () => {
    const agent = await createAgent(hub.t, []);
    const connection = client(hub.base, agent.token);
    const seen = watchClose(connection);
    await connection.start();
    assert.equal(await connection.invoke('Cheap'), 1);
    const answers = Array.from({ length: 30 }, () => connection.invoke('Cheap').catch(() => undefined));
    await eventually(() => seen.closed, 'the flooding client to be closed');
    await Promise.all(answers);
    assert.match(String(seen.error), /too many messages/);
    // Calls within the burst may run; the rest of the flood never reaches the method.
    assert.ok(calls <= 5, `ran ${calls} times`);
  });
});

describe('groups across two instances over Redis', () => {
  // Set up as in push-scale-out.test.ts: only Redis links the two hubs.
  let redis: Awaited<ReturnType<typeof testRedis>>;
  let inspector: Redis;
  let t: TestApp;
  let second: FastifyInstance;
  let baseA: string;
  let prefix: string;
  let alice: TestAgent;

  async function subscribers(channel: string): Promise<number> {
    const [, count] = (await inspector.pubsub('NUMSUB', channel)) as [string, number];
    return Number(count);
  }

  async function subscribersBecome(channel: string, expected: number): Promise<number> {
    let count = await subscribers(channel);
    for (let attempt = 0; attempt < 50 && count !== expected; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      count = await subscribers(channel);
    }
    return count;
  }

  before(async () => {
    redis = await testRedis();
    inspector = new Redis(redis.url);
    const push = fastPush();
    prefix = push.redisPrefix;
    t = await startTestApp({}, { redisUrl: redis.url, push });
    second = databaseKind === 'postgres' ? await buildApp(t.config) : await buildApp(t.config, { db: t.app.db, firstStart: t.app.firstStart });
    registerMethods(t.app.push);
    registerMethods(second.push);
    baseA = await listen(t.app);
    await listen(second);
    alice = await createAgent(t, []);
  });
  after(async () => {
    await clients.closeAll();
    await second.close();
    await t.close();
    inspector.disconnect();
    await redis.stop();
  });

  test('a member on instance A receives sendToGroup called on B; the channel is held while A has members', async () => {
    const channel = `${prefix}:group:dashboard:org-1`;
    assert.equal(await subscribers(channel), 0);
    const member = client(baseA, alice.token);
    const secondTab = client(baseA, alice.token);
    const got = collect(member, 'DashboardChanged');
    const seen = watchClose(member);
    await Promise.all([member.start(), secondTab.start()]);

    await member.invoke('JoinGroup', 'dashboard:org-1');
    // No wait: the join answered once the channel was live.
    await second.push.sendToGroup('dashboard:org-1', 'DashboardChanged', [{ at: 'from-B' }]);
    await eventually(() => got.length === 1, 'the group push to cross instances');
    assert.deepEqual(got, [[{ at: 'from-B' }]]);
    assert.equal(await subscribers(channel), 1);

    // Two local members, one subscription; it goes with the last of them.
    await secondTab.invoke('JoinGroup', 'dashboard:org-1');
    assert.equal(await subscribers(channel), 1);
    await secondTab.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(await subscribers(channel), 1);
    await second.push.sendToGroup('dashboard:org-1', 'DashboardChanged', [{ at: 'still-from-B' }]);
    await eventually(() => got.length === 2, 'the remaining member to still receive');
    await member.stop();
    assert.equal(seen.closed, true);
    assert.equal(await subscribersBecome(channel, 0), 0);
  });

  test('leaving the group releases the channel', async () => {
    const channel = `${prefix}:group:g-leave`;
    const member = client(baseA, alice.token);
    await member.start();
    await member.invoke('JoinGroup', 'g-leave');
    assert.equal(await subscribers(channel), 1);
    await member.invoke('LeaveGroup', 'g-leave');
    assert.equal(await subscribersBecome(channel, 0), 0);
  });
});
