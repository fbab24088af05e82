import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { setUserStatus } from '../src/features/directory/users/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { startTestApp, type TestApp } from './helpers.js';
import { createCustomer } from './hub-fixtures.js';
import { collect, eventually, fastPush, listen, officialClient } from './push-fixtures.js';

// Database: PostgreSQL only. Under test: the SignalR hub and its connections, the same on either engine.

// The real @microsoft/signalr client (Node) against the hub, as the shell uses it.

const opened: HubConnection[] = [];
function client(base: string, token: string | (() => string)): HubConnection {
  const connection = officialClient(base, token);
  opened.push(connection);
  return connection;
}

describe('the official client on one instance', () => {
  let t: TestApp;
  let base: string;
  let alice: TestAgent;
  let bob: TestAgent;

  before(async () => {
    t = await startTestApp({}, { push: fastPush() });
    base = await listen(t.app);
    alice = await createAgent(t, []);
    bob = await createAgent(t, []);
  });
  after(async () => {
    await Promise.all(opened.splice(0).map((c) => c.stop()));
    await t.close();
  });

  test('connects and receives ReceiveMessage for its user only; sendToAll reaches everyone', async () => {
    const aliceTab1 = client(base, alice.token);
    const aliceTab2 = client(base, alice.token);
    const bobTab = client(base, bob.token);
    const [a1, a2, b] = [collect(aliceTab1), collect(aliceTab2), collect(bobTab)];
    await Promise.all([aliceTab1.start(), aliceTab2.start(), bobTab.start()]);
    assert.equal(aliceTab1.state, HubConnectionState.Connected);

    const notification = { id: 'n1', header: 'Ticket assigned', ticket: { id: 't1', serialNumber: 42, name: 'Printer' } };
    await t.app.push.sendToUser(alice.id, 'ReceiveMessage', [notification]);
    await eventually(() => a1.length === 1 && a2.length === 1, 'both of Alice’s tabs to receive the push');
    assert.deepEqual(a1[0], [notification]);
    assert.deepEqual(a2[0], [notification]);

    await t.app.push.sendToAll('ReceiveMessage', [{ id: 'everyone' }]);
    await eventually(() => b.length === 1 && a1.length === 2 && a2.length === 2, 'everyone to receive the broadcast');
    // Bob never saw Alice's notification: his only message is the broadcast.
    assert.deepEqual(b, [[{ id: 'everyone' }]]);
  });

  test('an unknown hub method is answered with an error; send() expects nothing and the connection stays', async () => {
    const connection = client(base, alice.token);
    await connection.start();
    await assert.rejects(connection.invoke('NoSuchMethod', 1), /Unknown hub method 'NoSuchMethod'/);
    await connection.send('NoSuchMethod', 2);
    await assert.rejects(connection.invoke('Another'), /Unknown hub method 'Another'/);
    assert.equal(connection.state, HubConnectionState.Connected);
  });

  test('a bad token is refused with 401 and start() rejects', async () => {
    const connection = client(base, 'not-a-token');
    await assert.rejects(connection.start(), (error: Error & { statusCode?: number }) => {
      assert.match(String(error), /401/);
      return true;
    });
    assert.equal(connection.state, HubConnectionState.Disconnected);
  });

  test('a customer’s token is refused: the hub is for agents', async () => {
    const customer = await createCustomer(t, `push-customer-${Date.now()}@example.test`);
    const connection = client(base, customer.token);
    await assert.rejects(connection.start(), /401/);
  });

  test('disabling the user closes their connection for good: onclose, no reconnect', async () => {
    const carol = await createAgent(t, []);
    const connection = client(base, carol.token);
    let reconnecting = false;
    let closedWith: Error | undefined | null = null;
    connection.onreconnecting(() => {
      reconnecting = true;
    });
    connection.onclose((error) => {
      closedWith = error;
    });
    await connection.start();

    assert.equal(await setUserStatus(t.app.db, t.app.push, carol.organizationId, carol.id, 'disabled'), true);
    await eventually(() => closedWith !== null, 'the connection to close');
    assert.match(String(closedWith), /USER_DISABLED/);
    // Give a reconnect (first delay 0) the chance to show itself.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(reconnecting, false);
    assert.equal(connection.state, HubConnectionState.Disconnected);
    // Other users are untouched.
    const other = client(base, alice.token);
    await other.start();
    assert.equal(other.state, HubConnectionState.Connected);
  });
});

describe('automatic reconnect across a server restart', () => {
  let t: TestApp;
  let restarted: FastifyInstance | undefined;

  before(async () => {
    // On disk (PGlite) or a scratch PostgreSQL database: the restarted server sees the same sessions.
    t = await startTestApp({}, { push: fastPush(), database: { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'sb-push-restart-')) } });
  });
  after(async () => {
    await Promise.all(opened.splice(0).map((c) => c.stop()));
    await restarted?.close();
    await t.close();
  });

  test('the client reconnects on its own and receives pushes again', async () => {
    const base = await listen(t.app);
    const port = Number(new URL(base).port);
    const agent = await createAgent(t, []);
    const connection = client(base, agent.token);
    const received = collect(connection);
    let reconnected = false;
    let closed = false;
    connection.onreconnected(() => {
      reconnected = true;
    });
    connection.onclose(() => {
      closed = true;
    });
    await connection.start();

    await t.app.close();
    await eventually(() => connection.state === HubConnectionState.Reconnecting, 'the client to start reconnecting');

    restarted = await buildApp(t.config);
    await listen(restarted, port);
    await eventually(() => reconnected, 'the client to reconnect', 20_000);
    assert.equal(closed, false);
    assert.equal(connection.state, HubConnectionState.Connected);

    await restarted.push.sendToUser(agent.id, 'ReceiveMessage', [{ id: 'after-restart' }]);
    await eventually(() => received.length === 1, 'the push after the restart');
    assert.deepEqual(received[0], [{ id: 'after-restart' }]);
  });
});
