import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ConnectionTokens } from '../src/push/connection-tokens.js';
import { PushHub } from '../src/push/hub.js';
import type { Backplane } from '../src/push/backplane.js';
import { RecordReader } from '../src/push/protocol.js';
import pino from 'pino';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { startTestApp, type TestApp } from './helpers.js';
import { createCustomer } from './hub-fixtures.js';
import { eventually, fastPush, hubUrl, listen, negotiate, RawClient, RS } from './push-fixtures.js';

// Database: PostgreSQL only. Under test: the SignalR protocol over WebSockets, the same on either engine.

// Wire-level behaviour of the hub with a plain WebSocket: what the official client relies on.

const wsUrl = (base: string, query: string) => `${hubUrl(base).replace(/^http/, 'ws')}?${query}`;

let t: TestApp;
let base: string;
let agent: TestAgent;
let other: TestAgent;
const sockets: RawClient[] = [];

async function open(query: string, headers: Record<string, string> = { authorization: `Bearer ${agent.token}` }): Promise<RawClient> {
  const client = await RawClient.open(wsUrl(base, query), headers);
  sockets.push(client);
  return client;
}

async function connected(): Promise<RawClient> {
  const { connectionToken } = await negotiate(base, agent.token);
  const client = await open(`id=${connectionToken}`);
  await client.handshake();
  return client;
}

async function refusal(query: string, headers?: Record<string, string>): Promise<number | undefined> {
  try {
    await open(query, headers);
  } catch (error) {
    return (error as { statusCode?: number }).statusCode;
  }
  return 101;
}

before(async () => {
  // Short keep-alive intervals so pings and timeouts happen within a test.
  t = await startTestApp({ CORS_ORIGINS: 'https://remote.example' }, { push: fastPush({ pingIntervalMs: 300, clientTimeoutMs: 1500, handshakeTimeoutMs: 400 }) });
  base = await listen(t.app);
  agent = await createAgent(t, []);
  other = await createAgent(t, []);
});
after(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('negotiate', () => {
  test('version 1: a public connection id and a separate URL-safe connection token', async () => {
    const answer = await negotiate(base, agent.token, 1);
    assert.equal(answer.negotiateVersion, 1);
    assert.ok(answer.connectionToken);
    assert.notEqual(answer.connectionId, answer.connectionToken);
    assert.match(answer.connectionToken, /^[A-Za-z0-9_.-]+$/);
    assert.deepEqual(answer.availableTransports, [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }]);
    assert.equal('useStatefulReconnect' in answer, false);
  });

  test('version 0 (or none): no connectionToken, the connection id is what the upgrade presents', async () => {
    for (const version of [0, null]) {
      const answer = await negotiate(base, agent.token, version);
      assert.equal(answer.negotiateVersion, 0);
      assert.equal('connectionToken' in answer, false);
      const client = await open(`id=${answer.connectionId}`);
      await client.handshake();
      client.close();
    }
  });

  test('a newer version than the server speaks is answered with version 1', async () => {
    assert.equal((await negotiate(base, agent.token, 7)).negotiateVersion, 1);
  });

  test('401 without a token, with a bad one and with a customer’s', async () => {
    const customer = await createCustomer(t, `raw-customer-${Date.now()}@example.test`);
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: `Bearer ${customer.token}` }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/hubs/notification/negotiate?negotiateVersion=1', headers });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 'UNAUTHENTICATED');
    }
  });

  test('the access_token query works as well as the header', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/hubs/notification/negotiate?negotiateVersion=1&access_token=${agent.token}` });
    assert.equal(response.statusCode, 200);
  });

  test('a malformed version is a 400 with a code', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/hubs/notification/negotiate?negotiateVersion=abc', headers: { authorization: `Bearer ${agent.token}` } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
  });

  test('CORS: a configured remote origin is echoed with credentials and the SignalR headers allowed', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/hubs/notification/negotiate?negotiateVersion=1',
      headers: { origin: 'https://remote.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,x-requested-with,x-signalr-user-agent' },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'https://remote.example');
    assert.equal(preflight.headers['access-control-allow-credentials'], 'true');
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'x-requested-with', 'x-signalr-user-agent']) assert.ok(allowed.includes(header), header);

    const post = await t.app.inject({ method: 'POST', url: '/api/hubs/notification/negotiate?negotiateVersion=1', headers: { origin: 'https://remote.example', authorization: `Bearer ${agent.token}` } });
    assert.equal(post.statusCode, 200);
    assert.equal(post.headers['access-control-allow-origin'], 'https://remote.example');
    assert.equal(post.headers['access-control-allow-credentials'], 'true');

    const stranger = await t.app.inject({ method: 'POST', url: '/api/hubs/notification/negotiate?negotiateVersion=1', headers: { origin: 'https://evil.example', authorization: `Bearer ${agent.token}` } });
    assert.equal(stranger.headers['access-control-allow-origin'], undefined);
  });
});

describe('WebSocket upgrade', () => {
  test('a connection token works once: the second use is 409', async () => {
    const { connectionToken } = await negotiate(base, agent.token);
    const first = await open(`id=${connectionToken}`);
    await first.handshake();
    assert.equal(await refusal(`id=${connectionToken}`), 409);
  });

  test('an unknown or tampered token is 404; another user’s is 403', async () => {
    assert.equal(await refusal('id=unknown-token'), 404);
    const { connectionToken } = await negotiate(base, agent.token);
    const tampered = `${connectionToken!.slice(0, -2)}${connectionToken!.endsWith('AA') ? 'BB' : 'AA'}`;
    assert.equal(await refusal(`id=${tampered}`), 404);
    assert.equal(await refusal(`id=${connectionToken}`, { authorization: `Bearer ${other.token}` }), 403);
  });

  test('the upgrade itself needs the access token (header or access_token query)', async () => {
    const { connectionToken } = await negotiate(base, agent.token);
    assert.equal(await refusal(`id=${connectionToken}`, {}), 401);
    const viaQuery = await open(`id=${connectionToken}&access_token=${agent.token}`, {});
    await viaQuery.handshake();
  });

  test('without negotiation (no id) the upgrade authenticates and connects on its own', async () => {
    assert.equal(await refusal('', {}), 401);
    const client = await open('');
    await client.handshake();
    await t.app.push.sendToUser(agent.id, 'ReceiveMessage', [{ id: 'skip-negotiation' }]);
    const message = await client.next();
    assert.deepEqual(message, { type: 1, target: 'ReceiveMessage', arguments: [{ id: 'skip-negotiation' }] });
  });

  test('upgrades on other paths are not taken', async () => {
    await assert.rejects(RawClient.open(`${base.replace(/^http/, 'ws')}/api/elsewhere`), (error: { statusCode?: number }) => error.statusCode === 404);
  });
});

describe('framing and handshake', () => {
  test('two records in one frame: the handshake and an invocation are both answered', async () => {
    const { connectionToken } = await negotiate(base, agent.token);
    const client = await open(`id=${connectionToken}`);
    client.send(`{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"7","target":"Echo","arguments":[]}${RS}`);
    assert.deepEqual(await client.next(), {});
    assert.deepEqual(await client.next(), { type: 3, invocationId: '7', error: "Unknown hub method 'Echo'." });
  });

  test('a record split over two frames is read once complete', async () => {
    const { connectionToken } = await negotiate(base, agent.token);
    const client = await open(`id=${connectionToken}`);
    client.send('{"protocol":"js');
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(client.records.length, 0);
    client.send(`on","version":1}${RS}{"type":1,"invocationId":"8",`);
    assert.deepEqual(await client.next(), {});
    client.send(`"target":"X","arguments":[]}${RS}`);
    assert.equal((await client.next()).invocationId, '8');
  });

  test('pushes are text frames without an invocationId; send() (no id) gets no answer', async () => {
    const client = await connected();
    client.send(`{"type":1,"target":"Fire","arguments":[]}${RS}{"type":1,"invocationId":"9","target":"Ask","arguments":[]}${RS}`);
    assert.equal((await client.next()).invocationId, '9');
    await t.app.push.sendToUser(agent.id, 'ReceiveMessage', [{ n: 1 }]);
    const push = await client.next();
    assert.deepEqual(push, { type: 1, target: 'ReceiveMessage', arguments: [{ n: 1 }] });
    assert.equal(client.records.includes('<binary frame>'), false);
  });

  test('an unknown protocol is refused with an error and the socket closes', async () => {
    const { connectionToken } = await negotiate(base, agent.token);
    const client = await open(`id=${connectionToken}`);
    client.send(`{"protocol":"messagepack","version":1}${RS}`);
    assert.deepEqual(await client.next(), { error: "Requested protocol 'messagepack' is not available." });
    await client.waitClosed();
  });

  test('no handshake within the limit: the socket is closed', async () => {
    const { connectionToken } = await negotiate(base, agent.token);
    const client = await open(`id=${connectionToken}`);
    await client.waitClosed();
    assert.equal(client.records.length, 0);
  });
});

describe('keep-alive and close', () => {
  test('an idle connection receives pings and stays while the client talks', async () => {
    const client = await connected();
    // Answer like the client does: our own pings keep us alive past the client timeout.
    const talk = setInterval(() => client.send(`{"type":6}${RS}`), 200);
    try {
      assert.deepEqual(await client.next(), { type: 6 });
      await new Promise((resolve) => setTimeout(resolve, 1800));
      assert.equal(client.closed, false);
      assert.ok(client.records.filter((r) => r === '{"type":6}').length >= 2);
    } finally {
      clearInterval(talk);
    }
  });

  test('a client silent past the timeout is dropped', async () => {
    const client = await connected();
    await client.waitClosed(5000);
  });

  test('disconnectUser sends Close with the reason and no allowReconnect', async () => {
    const victim = await createAgent(t, []);
    const { connectionToken } = await negotiate(base, victim.token);
    const client = await open(`id=${connectionToken}`, { authorization: `Bearer ${victim.token}` });
    await client.handshake();
    await t.app.push.disconnectUser(victim.id, 'USER_DISABLED');
    assert.deepEqual(await client.next(), { type: 7, error: 'USER_DISABLED' });
    await client.waitClosed();
  });

  test('a client Close is answered by closing the socket', async () => {
    const client = await connected();
    client.send(`{"type":7}${RS}`);
    await client.waitClosed();
  });
});

describe('pieces', () => {
  test('a connection token expires and cannot be forged with another secret', () => {
    const tokens = new ConnectionTokens(new TextEncoder().encode('a-secret-that-is-long-enough-for-tests'), 1000);
    const { token, connectionId } = tokens.issue('user-1', 0);
    assert.deepEqual(tokens.verify(token, 500), { connectionId, userId: 'user-1', expiresAt: 1000 });
    assert.equal(tokens.verify(token, 1000), null);
    const forger = new ConnectionTokens(new TextEncoder().encode('another-secret-that-is-long-enough'), 1000);
    assert.equal(forger.verify(token, 500), null);
  });

  test('Redis trouble: a failed publish does not fail the caller; a failed subscription is tried again by the next connection', async () => {
    let subscribeFails = true;
    let subscribeCalls = 0;
    const backplane: Backplane = {
      start: async () => {},
      publish: async () => {
        throw new Error('redis is down');
      },
      subscribeUser: async () => {
        subscribeCalls++;
        if (subscribeFails) throw new Error('redis is down');
      },
      unsubscribeUser: async () => {},
      subscribeGroup: async () => {},
      unsubscribeGroup: async () => {},
      claimOnce: async () => true,
      close: async () => {},
    };
    const hub = new PushHub(backplane, { pingIntervalMs: 15_000, clientTimeoutMs: 30_000, handshakeTimeoutMs: 15_000 }, pino({ level: 'silent' }));
    await hub.start();
    await hub.sendToUser('user-1', 'ReceiveMessage', [{}]);
    await hub.sendToAll('ReceiveMessage', [{}]);
    const first = hub.retainUser('user-1');
    await assert.rejects(first.ready);
    first.release();
    subscribeFails = false;
    const second = hub.retainUser('user-1');
    await second.ready;
    assert.equal(subscribeCalls, 2);
    second.release();
    await hub.close();
  });

  test('the record reader keeps a partial tail and refuses an endless one', () => {
    const reader = new RecordReader(10);
    assert.deepEqual(reader.push(`{}${RS}{"a"`), ['{}']);
    assert.deepEqual(reader.push(`:1}${RS}${RS}`), ['{"a":1}', '']);
    assert.equal(reader.push('x'.repeat(11)), null);
  });
});

test('closing the app tells connected clients to reconnect elsewhere', async () => {
  const local = await startTestApp({}, { push: fastPush() });
  const localBase = await listen(local.app);
  const localAgent = await createAgent(local, []);
  const { connectionToken } = await negotiate(localBase, localAgent.token);
  const client = await RawClient.open(wsUrl(localBase, `id=${connectionToken}`), { authorization: `Bearer ${localAgent.token}` });
  await client.handshake();
  const closing = local.close();
  assert.deepEqual(await client.next(), { type: 7, allowReconnect: true });
  await closing;
  await eventually(() => client.closed, 'the socket to close');
});
