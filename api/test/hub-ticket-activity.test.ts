import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ClientTicket } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// The hub's ticket cards: last activity and the "new reply from support" marker, which opening the
// ticket clears, per customer.

let t: TestApp;
let nora: TestCustomer;
let otto: TestCustomer;
let agent: TestAgent;
// The app's clock, moved a minute per step so every event has its own time (tickets are created at the real time).
let clock = new Date(Date.now() + 60_000);
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
  return clock;
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function raise(customer: TestCustomer, title: string, extra: object = {}): Promise<ClientTicket> {
  const response = await call('POST', 'client/tickets', customer.token, { title, description: 'What happened', ...extra });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

/** Saves and sends a message as `token` (an agent's or the customer's) at the next tick. */
async function sendMessage(ticketId: string, token: string, text: string) {
  const saved = await call('POST', `tickets/${ticketId}/messages`, token, { channel: 'email', message: `<p>${text}</p>` });
  assert.equal(saved.statusCode, 201, saved.body);
  tick();
  const sent = await call('PUT', `tickets/${ticketId}/messages/${saved.json().id}/send`, token);
  assert.equal(sent.statusCode, 200, sent.body);
  return sent.json() as { id: string; time: string };
}

async function card(customer: TestCustomer, ticketId: string): Promise<ClientTicket> {
  const response = await call('GET', 'client/tickets?pageSize=100', customer.token);
  assert.equal(response.statusCode, 200, response.body);
  const found = (response.json().entities as ClientTicket[]).find((ticket) => ticket.id === ticketId);
  assert.ok(found, `ticket ${ticketId} is on ${customer.id}'s list`);
  return found;
}

async function open(customer: TestCustomer, ticketId: string) {
  tick();
  const response = await call('GET', `client/tickets/${ticketId}`, customer.token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as ClientTicket;
}

before(async () => {
  t = await startTestApp({}, { clock: () => clock });
  nora = await createCustomer(t, 'nora.activity@example.com', undefined, 'Nora Näher');
  otto = await createCustomer(t, 'otto.activity@example.com', undefined, 'Otto Other');
  agent = await createAgent(t, [
    'tickets:tickets:view',
    'tickets:tickets:edit',
    'tickets:messages:view',
    'tickets:messages:add',
    'tickets:messages:edit',
    'tickets:comments:add',
  ]);
});
after(async () => {
  await t.close();
});

describe('hub ticket cards', () => {
  test('carry category, priority and last activity; a new ticket has no marker', async () => {
    const category = await t.app.db.insertInto('categories').values({ organization_id: nora.organizationId, name: 'Returns', description: null }).returning('id').executeTakeFirstOrThrow();
    const created = await raise(nora, 'Card facts', { priority: 'High', categoryId: category.id });
    const listed = await card(nora, created.id);
    assert.equal(listed.priority, 'High');
    assert.equal(listed.categoryName, 'Returns');
    assert.equal(listed.newReply, false);
    assert.equal(listed.lastActivityAt, listed.addedDate);
    assert.equal(created.newReply, false);
    assert.equal(created.lastActivityAt, created.addedDate);
  });

  test('an agent reply shows the marker and moves last activity; opening the ticket clears it until the next reply', async () => {
    const ticket = await raise(nora, 'Where is my parcel?');
    const reply = await sendMessage(ticket.id, agent.token, 'It is on its way');
    let listed = await card(nora, ticket.id);
    assert.equal(listed.newReply, true);
    assert.equal(listed.lastActivityAt, reply.time);

    const opened = await open(nora, ticket.id);
    assert.equal(opened.newReply, false, 'the details answer already counts as read');
    assert.equal(opened.lastActivityAt, reply.time);
    listed = await card(nora, ticket.id);
    assert.equal(listed.newReply, false);
    assert.equal(listed.lastActivityAt, reply.time, 'reading is no activity');

    tick();
    const second = await sendMessage(ticket.id, agent.token, 'Delivered tomorrow');
    listed = await card(nora, ticket.id);
    assert.equal(listed.newReply, true);
    assert.equal(listed.lastActivityAt, second.time);
  });

  test('an unsent agent draft and an internal note show no marker and are no activity', async () => {
    const ticket = await raise(nora, 'Quiet ticket');
    const draft = await call('POST', `tickets/${ticket.id}/messages`, agent.token, { channel: 'email', message: '<p>not sent yet</p>' });
    assert.equal(draft.statusCode, 201, draft.body);
    tick();
    const note = await call('POST', `tickets/${ticket.id}/comments`, agent.token, { text: 'Internal: customer is a VIP' });
    assert.equal(note.statusCode, 201, note.body);
    const listed = await card(nora, ticket.id);
    assert.equal(listed.newReply, false);
    assert.equal(listed.lastActivityAt, listed.addedDate);
  });

  test("the customer's own message moves last activity but is no reply from support", async () => {
    const ticket = await raise(nora, 'Adding details');
    const own = await sendMessage(ticket.id, nora.token, 'Here is my order number');
    const listed = await card(nora, ticket.id);
    assert.equal(listed.newReply, false);
    assert.equal(listed.lastActivityAt, own.time);
  });

  test('a status change is activity, without a marker', async () => {
    const ticket = await raise(nora, 'Status moves');
    const statuses = await t.app.db.selectFrom('statuses').select('id').where('organization_id', '=', nora.organizationId).where('id', '!=', (await open(nora, ticket.id)).status.id).execute();
    const patched = await call('PATCH', `tickets/${ticket.id}`, agent.token, { statusId: statuses[0]!.id });
    assert.equal(patched.statusCode, 200, patched.body);
    // The history stamps the change with the database's time.
    const change = await t.app.db.selectFrom('ticket_history').select('created_at').where('ticket_id', '=', ticket.id).where('field', '=', 'status').executeTakeFirstOrThrow();
    const listed = await card(nora, ticket.id);
    assert.equal(listed.newReply, false);
    assert.equal(listed.lastActivityAt, new Date(change.created_at).toISOString());
    assert.ok(Date.parse(listed.lastActivityAt) > Date.parse(listed.addedDate));
  });

  test("each customer's reads are their own", async () => {
    const noras = await raise(nora, 'Nora asks');
    const ottos = await raise(otto, 'Otto asks');
    await sendMessage(noras.id, agent.token, 'Answer for Nora');
    await sendMessage(ottos.id, agent.token, 'Answer for Otto');

    // Otto opens his ticket and tries hers: his marker goes, hers stays.
    await open(otto, ottos.id);
    assert.equal((await call('GET', `client/tickets/${noras.id}`, otto.token)).statusCode, 404);
    assert.equal((await card(otto, ottos.id)).newReply, false);
    assert.equal((await card(nora, noras.id)).newReply, true);

    // Nora reads hers; moved to Otto, the ticket is unread for him (her read is hers).
    await open(nora, noras.id);
    assert.equal((await card(nora, noras.id)).newReply, false);
    await t.app.db.updateTable('tickets').set({ customer_id: otto.id }).where('id', '=', noras.id).execute();
    assert.equal((await card(otto, noras.id)).newReply, true);
    const reads = await t.app.db.selectFrom('hub_ticket_reads').select('customer_id').where('ticket_id', '=', noras.id).execute();
    assert.deepEqual(reads.map((r) => r.customer_id), [nora.id]);
  });
});
