import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { HubConnectionState } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { databaseKind, login, startTestApp, type TestApp } from './helpers.js';
import { eventually, fastPush, HubClients, hubUrl, listen, listeningPushApp, negotiate, RS, testRedis, watchClose } from './push-fixtures.js';

// Database: PostgreSQL only. Under test: push connection and message limits, the same on either engine.

// Revoking a session closes its sockets; one user or one address cannot hold the hub; one
// connection cannot flood it. Real @microsoft/signalr clients and raw `ws` sockets.

const clients = new HubClients();
/** Official clients here do not reconnect: a refused or closed connection stays so. */
const client = (base: string, token: string) => clients.official(base, token, []);

/** The `sid` claim of an agent access token. */
function sessionOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string };
  return payload.sid;
}

/** A second sign-in of the same agent: another session. */
async function secondSession(t: TestApp, agent: TestAgent): Promise<string> {
  const response = await login(t.app, agent.email, agentPasswordOf(agent), '10.77.0.1');
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { access_token: string }).access_token;
}

/** agent-fixtures signs agents in with `agent-password-<n>` where `Agent <n>` is the default name. */
function agentPasswordOf(agent: TestAgent): string {
  return `agent-password-${agent.name.replace('Agent ', '')}`;
}

after(() => clients.closeAll());

describe('disconnectSession', () => {
  const hub = listeningPushApp({}, clients);

  test('closes for good the connections of that session only, not the same agent’s other sessions', async () => {
    const agent = await createAgent(hub.t, []);
    const otherToken = await secondSession(hub.t, agent);
    assert.notEqual(sessionOf(agent.token), sessionOf(otherToken));
    const revokedTab1 = client(hub.base, agent.token);
    const revokedTab2 = client(hub.base, agent.token);
    const otherTab = client(hub.base, otherToken);
    const [seen1, seen2, seenOther] = [watchClose(revokedTab1), watchClose(revokedTab2), watchClose(otherTab)];
    await Promise.all([revokedTab1.start(), revokedTab2.start(), otherTab.start()]);

    await hub.t.app.push.disconnectSession(sessionOf(agent.token));
    await eventually(() => seen1.closed && seen2.closed, 'both tabs of the revoked session to close');
    assert.match(String(seen1.error), /SESSION_REVOKED/);
    assert.match(String(seen2.error), /SESSION_REVOKED/);
    assert.equal(revokedTab1.state, HubConnectionState.Disconnected);
    assert.equal(otherTab.state, HubConnectionState.Connected);
    assert.equal(seenOther.closed, false);
  });

  test('raw: a Close with the reason and no allowReconnect', async () => {
    const agent = await createAgent(hub.t, []);
    const { connectionToken } = await negotiate(hub.base, agent.token);
    const socket = await clients.raw(hub.base, agent.token, `id=${connectionToken}`);
    await socket.handshake();
    await hub.t.app.push.disconnectSession(sessionOf(agent.token));
    assert.deepEqual(await socket.next(), { type: 7, error: 'SESSION_REVOKED' });
    await socket.waitClosed();
  });
});

test('disconnectSession reaches a connection held by another instance (Redis backplane)', async () => {
  const redis = await testRedis();
  const t = await startTestApp({}, { redisUrl: redis.url, push: fastPush() });
  let second: FastifyInstance | undefined;
  try {
    second = databaseKind === 'postgres' ? await buildApp(t.config) : await buildApp(t.config, { db: t.app.db, firstStart: t.app.firstStart });
    const baseB = await listen(second);
    const agent = await createAgent(t, []);
    const connection = client(baseB, agent.token);
    const seen = watchClose(connection);
    await connection.start();
    // Raised on instance A, the socket is on instance B.
    await t.app.push.disconnectSession(sessionOf(agent.token));
    await eventually(() => seen.closed, 'the connection on the other instance to close');
    assert.match(String(seen.error), /SESSION_REVOKED/);
  } finally {
    await clients.closeAll();
    await second?.close();
    await t.close();
    await redis.stop();
  }
});

describe('connection cap per user', () => {
  const hub = listeningPushApp({ maxConnectionsPerUser: 2 }, clients);

  test('per user: the official client’s third connection is refused with 429; a slot frees when one leaves', async () => {
    const agent = await createAgent(hub.t, []);
    const first = client(hub.base, agent.token);
    const secondTab = client(hub.base, agent.token);
    await Promise.all([first.start(), secondTab.start()]);
    const third = client(hub.base, agent.token);
    await assert.rejects(third.start(), (error: Error) => {
      assert.match(String(error), /429/);
      return true;
    });
    assert.equal(third.state, HubConnectionState.Disconnected);
    assert.equal(first.state, HubConnectionState.Connected);

    await first.stop();
    // The server gives the slot back once it has seen the socket close.
    let again = client(hub.base, agent.token);
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await again.start();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
        again = client(hub.base, agent.token);
      }
    }
    assert.equal(again.state, HubConnectionState.Connected);
    await Promise.all([again.stop(), secondTab.stop()]);
  });

  test('per user: tokens negotiated while under the cap do not open more sockets than it allows', async () => {
    const agent = await createAgent(hub.t, []);
    const tokens = await Promise.all([1, 2, 3].map(async () => (await negotiate(hub.base, agent.token)).connectionToken));
    const [a, b] = await Promise.all([clients.raw(hub.base, agent.token, `id=${tokens[0]}`), clients.raw(hub.base, agent.token, `id=${tokens[1]}`)]);
    await assert.rejects(clients.raw(hub.base, agent.token, `id=${tokens[2]}`), (error: Error & { statusCode?: number }) => {
      assert.equal(error.statusCode, 429);
      return true;
    });
    // Negotiate itself refuses once the cap is reached.
    const response = await fetch(`${hubUrl(hub.base)}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: `Bearer ${agent.token}` } });
    assert.equal(response.status, 429);
    assert.equal(((await response.json()) as { code: string }).code, 'RATE_LIMITED');
    a.close();
    b.close();
    await Promise.all([a.waitClosed(), b.waitClosed()]);
  });

});

describe('connection cap per address', () => {
  const hub = listeningPushApp({ maxConnectionsPerAddress: 3 }, clients);

  test('other users from the same address are refused past its cap', async () => {
    const agents = await Promise.all([1, 2, 3, 4].map(() => createAgent(hub.t, [])));
    const connections = agents.slice(0, 3).map((agent) => client(hub.base, agent.token));
    for (const connection of connections) await connection.start();
    const fourth = client(hub.base, agents[3]!.token);
    await assert.rejects(fourth.start(), /429/);
    assert.equal(fourth.state, HubConnectionState.Disconnected);
  });
});

describe('inbound message rate', () => {
  const hub = listeningPushApp({ maxMessagesPerSecond: 5 }, clients);

  test('raw: a burst past the rate gets a Close with an error and the socket closes', async () => {
    const agent = await createAgent(hub.t, []);
    const { connectionToken } = await negotiate(hub.base, agent.token);
    const socket = await clients.raw(hub.base, agent.token, `id=${connectionToken}`);
    await socket.handshake();
    // Within the burst: the connection stays and answers.
    socket.send(`{"type":6}${RS}{"type":6}${RS}`);
    socket.send(`{"type":1,"invocationId":"1","target":"Nothing","arguments":[]}${RS}`);
    assert.equal((await socket.next()).type, 3);
    // Twenty records in one frame are twenty messages.
    socket.send(`{"type":6}${RS}`.repeat(20));
    assert.deepEqual(await socket.next(), { type: 7, error: 'Connection closed with an error: too many messages.' });
    await socket.waitClosed();
  });

  test('the official client flooding send() is closed and reports the error', async () => {
    const agent = await createAgent(hub.t, []);
    const connection = client(hub.base, agent.token);
    const seen = watchClose(connection);
    await connection.start();
    for (let i = 0; i < 50 && connection.state === HubConnectionState.Connected; i++) connection.send('Flood', i).catch(() => {});
    await eventually(() => seen.closed, 'the flooding client to be closed');
    assert.match(String(seen.error), /too many messages/);
    assert.equal(connection.state, HubConnectionState.Disconnected);
  });
});
