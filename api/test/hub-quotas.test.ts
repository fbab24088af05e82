import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../src/config.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// Database: PostgreSQL only. Under test: per-customer and per-address write limits, the same on either engine.

// Hub writes are limited per customer and per client address: tickets, messages (draft saves and
// sends), upload slots. Agents are governed by their permissions instead.

let t: TestApp;
let agent: TestAgent;
let customerCount = 0;

before(async () => {
  t = await startTestApp({
    HUB_TICKETS_PER_CUSTOMER: '3',
    HUB_TICKETS_PER_ADDRESS: '5',
    HUB_MESSAGES_PER_CUSTOMER: '4',
    HUB_MESSAGES_PER_ADDRESS: '100',
    HUB_UPLOADS_PER_CUSTOMER: '3',
    HUB_UPLOADS_PER_ADDRESS: '5',
  });
  agent = await createAgent(t, ['tickets:messages:add', 'tickets:messages:view']);
});
after(async () => {
  await t.close();
});

const newCustomer = () => createCustomer(t, `quota-${++customerCount}@example.com`);

function createTicket(customer: TestCustomer, address: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title: 'Help', description: 'Please' }, remoteAddress: address });
}

function saveDraft(token: string, ticketId: string, address: string): Promise<LightMyRequestResponse> {
  const payload = { channel: 'email', message: '<p>Hello</p>', emailConfig: { to: ['support@switchboard.local'], cc: [], attachments: [] } };
  return t.app.inject({ method: 'POST', url: `/api/v1/tickets/${ticketId}/messages`, headers: bearer(token), payload, remoteAddress: address });
}

function sendDraft(token: string, ticketId: string, messageId: string, address: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${ticketId}/messages/${messageId}/send`, headers: bearer(token), remoteAddress: address });
}

function uploadSlot(token: string, address: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/v1/files/signedurl?${new URLSearchParams({ file: 'a.png', fileType: 'image/png' })}`, headers: bearer(token), remoteAddress: address });
}

function assertRateLimited(response: LightMyRequestResponse): void {
  assert.equal(response.statusCode, 429, response.body);
  const body = response.json() as { code: string; retryAfter: number };
  assert.equal(body.code, 'RATE_LIMITED');
  assert.ok(body.retryAfter > 0 && body.retryAfter <= 3600, `retryAfter ${body.retryAfter}`);
  assert.equal(response.headers['retry-after'], String(body.retryAfter));
}

describe('tickets', () => {
  test('one customer is refused past the per-customer quota, from any address', async () => {
    const carol = await newCustomer();
    for (let i = 0; i < 3; i++) assert.equal((await createTicket(carol, '10.20.0.1')).statusCode, 201);
    assertRateLimited(await createTicket(carol, '10.20.0.1'));
    // Another address does not help: the quota is the customer's.
    assertRateLimited(await createTicket(carol, '10.20.0.2'));
    // A refused request created nothing.
    const count = await t.app.db.selectFrom('tickets').select((eb) => eb.fn.countAll<string>().as('n')).where('customer_id', '=', carol.id).executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 3);
  });

  test('many customers from one address are refused past the per-address quota; other addresses are not', async () => {
    const customers = await Promise.all([1, 2, 3].map(() => newCustomer()));
    const address = '10.21.0.1';
    // 2 + 2 + 1 = 5 tickets from the address, each customer under its own quota.
    for (const customer of [customers[0]!, customers[0]!, customers[1]!, customers[1]!, customers[2]!]) {
      assert.equal((await createTicket(customer, address)).statusCode, 201);
    }
    assertRateLimited(await createTicket(customers[2]!, address));
    assert.equal((await createTicket(customers[2]!, '10.21.0.2')).statusCode, 201);
  });
});

describe('messages', () => {
  test('draft saves and sends are each limited per customer; agents are not limited', async () => {
    const dave = await newCustomer();
    const address = '10.22.0.1';
    const ticket = (await createTicket(dave, address)).json() as { id: string };
    const drafts: string[] = [];
    for (let i = 0; i < 4; i++) {
      const saved = await saveDraft(dave.token, ticket.id, address);
      assert.equal(saved.statusCode, 201, saved.body);
      drafts.push((saved.json() as { id: string }).id);
    }
    assertRateLimited(await saveDraft(dave.token, ticket.id, address));
    // Sending counts on its own: the drafts already saved can be sent, up to the quota.
    for (const id of drafts) assert.equal((await sendDraft(dave.token, ticket.id, id, address)).statusCode, 200);

    // An agent on the same ticket, from the same address, is not held by the customer quotas.
    for (let i = 0; i < 6; i++) assert.equal((await saveDraft(agent.token, ticket.id, address)).statusCode, 201);
  });

  test('a fifth send is refused', async () => {
    const erin = await newCustomer();
    const address = '10.23.0.1';
    const ticket = (await createTicket(erin, address)).json() as { id: string };
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(((await saveDraft(erin.token, ticket.id, address)).json() as { id: string }).id);
    for (const id of ids) assert.equal((await sendDraft(erin.token, ticket.id, id, address)).statusCode, 200);
    // Saves are spent too; a draft put in directly shows the send quota refusing on its own.
    const extra = await t.app.db
      .insertInto('ticket_messages')
      .values({
        organization_id: erin.organizationId,
        ticket_id: ticket.id,
        sent_by: 'customer',
        customer_id: erin.id,
        user_id: null,
        author_name: 'Erin',
        status: 'draft',
        body_html: '<p>x</p>',
        email_from: 'quota@example.com',
        email_from_name: 'Erin',
        email_to: '[]',
        email_cc: '[]',
        subject: 'x',
        attachments: '[]',
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    assertRateLimited(await sendDraft(erin.token, ticket.id, extra.id, address));
  });
});

describe('upload slots', () => {
  test('signed upload URLs are limited per customer and per address; agents are not limited', async () => {
    const frank = await newCustomer();
    const grace = await newCustomer();
    for (let i = 0; i < 3; i++) assert.equal((await uploadSlot(frank.token, '10.24.0.1')).statusCode, 200);
    assertRateLimited(await uploadSlot(frank.token, '10.24.0.9'));
    // Grace shares Frank's address: two more and the address is spent.
    for (let i = 0; i < 2; i++) assert.equal((await uploadSlot(grace.token, '10.24.0.1')).statusCode, 200);
    assertRateLimited(await uploadSlot(grace.token, '10.24.0.1'));
    assert.equal((await uploadSlot(grace.token, '10.24.0.2')).statusCode, 200);
    for (let i = 0; i < 8; i++) assert.equal((await uploadSlot(agent.token, '10.24.0.1')).statusCode, 200);
    // Refused requests created no upload slot.
    const slots = await t.app.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('n')).where('created_by', 'in', [`customer:${frank.id}`, `customer:${grace.id}`]).executeTakeFirstOrThrow();
    assert.equal(Number(slots.n), 6);
  });
});

test('defaults: 10 tickets, 60 messages, 100 uploads per customer per hour', () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: join(tmpdir(), 'sb-quota-defaults'), JWT_SECRET: 'Zq8vN3xK7pL2mR9tW4yB6cF1hJ5sD0gA' });
  assert.deepEqual(config.quotas.hubWrites, {
    windowMs: 3_600_000,
    tickets: { perCustomer: 10, perAddress: 30 },
    messages: { perCustomer: 60, perAddress: 200 },
    uploads: { perCustomer: 100, perAddress: 300 },
  });
  assert.throws(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: join(tmpdir(), 'sb-quota-defaults'), JWT_SECRET: 'Zq8vN3xK7pL2mR9tW4yB6cF1hJ5sD0gA', HUB_TICKETS_PER_CUSTOMER: '0' }), /HUB_TICKETS_PER_CUSTOMER/);
});
