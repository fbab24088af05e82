import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { AgentNotification } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// End to end over a real socket: the server listens (so the processor runs on its own, woken after
// each write), and the official SignalR client receives `ReceiveMessage` as the shell does.

let t: TestApp;
let base: string;
let customer: TestCustomer;
let alice: TestAgent;
let bob: TestAgent;
const connections: HubConnection[] = [];

const WORKER = ['tickets:tickets:view', 'tickets:tickets:edit', 'tickets:messages:view', 'tickets:messages:add'] as const;

function connect(token: string): HubConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/api/hubs/notification`, { accessTokenFactory: () => token })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.None)
    .build();
  connections.push(connection);
  return connection;
}

/** The first `ReceiveMessage` on `connection`, or a rejection after `ms`. */
function nextPush(connection: HubConnection, ms = 15_000): Promise<AgentNotification> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no ReceiveMessage arrived')), ms);
    connection.on('ReceiveMessage', (notification: AgentNotification) => {
      clearTimeout(timer);
      resolve(notification);
    });
  });
}

before(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
  customer = await createCustomer(t, 'pia@example.com', undefined, 'Pia Pusher');
  alice = await createAgent(t, WORKER, { name: 'Alice Admin' });
  bob = await createAgent(t, WORKER, { name: 'Bob Assignee' });
});
after(async () => {
  await Promise.all(connections.map((c) => c.stop().catch(() => undefined)));
  await t?.close();
});

test('an assignment made through the API reaches the assignee\'s SignalR client as the object the list returns', async () => {
  const bobsClient = connect(bob.token);
  const alicesClient = connect(alice.token);
  const alicePushes: unknown[] = [];
  alicesClient.on('ReceiveMessage', (n: unknown) => {
    alicePushes.push(n);
  });
  await Promise.all([bobsClient.start(), alicesClient.start()]);
  const received = nextPush(bobsClient);

  const ticket = await fetch(`${base}/api/v1/client/tickets`, {
    method: 'POST',
    headers: { ...bearer(customer.token), 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Live please', description: 'Push it' }),
  }).then((r) => r.json() as Promise<{ id: string; serialNumber: number }>);
  const patched = await fetch(`${base}/api/v1/tickets/${ticket.id}`, {
    method: 'PATCH',
    headers: { ...bearer(alice.token), 'content-type': 'application/json' },
    body: JSON.stringify({ assigneeId: bob.id }),
  });
  assert.equal(patched.status, 200);

  const notification = await received;
  assert.equal(notification.type, 'ticket_assigned');
  assert.deepEqual(notification.ticket, { id: ticket.id, serialNumber: ticket.serialNumber, name: 'Live please' });
  assert.equal(notification.actor?.id, alice.id);
  const listed = await fetch(`${base}/api/v1/notifications`, { headers: bearer(bob.token) }).then((r) => r.json() as Promise<{ entities: AgentNotification[]; unreadCount: number }>);
  assert.deepEqual(listed.entities[0], notification);
  assert.equal(listed.unreadCount, 1);
  // The assigner's own client heard nothing of it.
  assert.deepEqual(alicePushes, []);
});
