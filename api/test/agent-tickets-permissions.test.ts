import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ALL_PERMISSIONS, type Permission } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// Database: PostgreSQL only. Under test: the permission gates of the ticket routes, checked before any query, the same on either engine.

// The permission each agent ticket endpoint needs, and tenant isolation (another organisation's ids are not found).

let t: TestApp;
let customer: TestCustomer;
let otherOrgAgent: TestAgent;
let otherOrgCustomer: TestCustomer;
const agents = new Map<string, TestAgent>();

before(async () => {
  t = await startTestApp();
  customer = await createCustomer(t, 'perm@example.com', undefined, 'Permission Customer');
  const otherOrg = await createOrganization(t, 'Elsewhere');
  otherOrgAgent = await createAgent(t, ALL_PERMISSIONS, { organizationId: otherOrg, name: 'Elsewhere Agent' });
  otherOrgCustomer = await createCustomer(t, 'else@example.com', otherOrg);
});
after(async () => {
  await t.close();
});

/** An agent holding exactly `permissions` (created once per set). */
async function agentWith(permissions: readonly Permission[]): Promise<TestAgent> {
  const key = [...permissions].sort().join(',');
  if (!agents.has(key)) agents.set(key, await createAgent(t, permissions));
  return agents.get(key)!;
}
const allBut = (...missing: Permission[]) => ALL_PERMISSIONS.filter((p) => !missing.includes(p));

/** A fresh ticket of `organization` (its own customer), created by an agent holding every permission there. */
async function ticketOf(creator: TestAgent, customerId: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(creator.token), payload: { customerId, title: 'Matrix ticket', description: 'For the permission matrix' } });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (ticketId: string) => string;
  body?: () => Record<string, unknown>;
  /** Any one of these opens it. */
  anyOf: Permission[];
  success: number;
  /** Uses a ticket id: another organisation's answers 404. */
  byId: boolean;
}

const endpoints: Endpoint[] = [
  { name: 'search', method: 'POST', url: () => 'tickets/search', body: () => ({}), anyOf: ['tickets:tickets:view'], success: 200, byId: false },
  { name: 'create', method: 'POST', url: () => 'tickets', body: () => ({ customerId: customer.id, title: 'New', description: 'New ticket' }), anyOf: ['tickets:tickets:add'], success: 201, byId: false },
  { name: 'assignees', method: 'GET', url: () => 'tickets/assignees?query=a', anyOf: ['tickets:tickets:view'], success: 200, byId: false },
  { name: 'statuses', method: 'GET', url: () => 'statuses', anyOf: ['tickets:tickets:view', 'tickets:status:view'], success: 200, byId: false },
  { name: 'read', method: 'GET', url: (id) => `tickets/${id}`, anyOf: ['tickets:tickets:view'], success: 200, byId: true },
  { name: 'history', method: 'GET', url: (id) => `tickets/${id}/history`, anyOf: ['tickets:tickets:view'], success: 200, byId: true },
  { name: 'change', method: 'PATCH', url: (id) => `tickets/${id}`, body: () => ({ priority: 'High' }), anyOf: ['tickets:tickets:edit'], success: 200, byId: true },
  { name: 'delete', method: 'DELETE', url: (id) => `tickets/${id}`, anyOf: ['tickets:tickets:delete'], success: 204, byId: true },
  { name: 'saved views', method: 'POST', url: () => 'tickets/views/search', body: () => ({}), anyOf: ['tickets:tickets:view'], success: 200, byId: false },
  { name: 'save a view', method: 'POST', url: () => 'tickets/views', body: () => ({ name: `View ${Math.random()}`, query: 'assignee=me' }), anyOf: ['tickets:tickets:view'], success: 201, byId: false },
];

function call(endpoint: Endpoint, ticketId: string, headers: Record<string, string>) {
  const body = endpoint.body?.();
  return t.app.inject({ method: endpoint.method, url: `/api/v1/${endpoint.url(ticketId)}`, headers, ...(body ? { payload: body } : {}) });
}

describe('permission matrix', () => {
  for (const endpoint of endpoints) {
    test(`${endpoint.method} ${endpoint.name}: 401 without a token or with a customer token, 403 without the permission, ${endpoint.success} with it`, async () => {
      const admin = await agentWith(ALL_PERMISSIONS);
      const ticketId = await ticketOf(admin, customer.id);

      const anonymous = await call(endpoint, ticketId, {});
      assert.equal(anonymous.statusCode, 401, anonymous.body);
      assert.equal(anonymous.json().code, 'UNAUTHENTICATED');

      const asCustomer = await call(endpoint, ticketId, bearer(customer.token));
      assert.equal(asCustomer.statusCode, 401, asCustomer.body);

      const without = await agentWith(allBut(...endpoint.anyOf));
      const refused = await call(endpoint, ticketId, bearer(without.token));
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refused.json().code, 'FORBIDDEN');

      for (const permission of endpoint.anyOf) {
        const holder = await agentWith([permission]);
        const id = endpoint.method === 'DELETE' ? await ticketOf(admin, customer.id) : ticketId;
        const allowed = await call(endpoint, id, bearer(holder.token));
        assert.equal(allowed.statusCode, endpoint.success, `${permission}: ${allowed.body}`);
      }
    });
  }
});

describe('another organisation', () => {
  for (const endpoint of endpoints.filter((e) => e.byId)) {
    test(`${endpoint.method} ${endpoint.name}: another organisation's ticket is 404, and stays untouched`, async () => {
      const theirTicket = await ticketOf(otherOrgAgent, otherOrgCustomer.id);
      const me = await agentWith(ALL_PERMISSIONS);
      const response = await call(endpoint, theirTicket, bearer(me.token));
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().code, 'NOT_FOUND');
      const theirs = await t.app.inject({ method: 'GET', url: `/api/v1/tickets/${theirTicket}`, headers: bearer(otherOrgAgent.token) });
      assert.equal(theirs.statusCode, 200);
      assert.equal(theirs.json().priority, null);
    });
  }

  test('lists and search show only the own organisation', async () => {
    const theirTicket = await ticketOf(otherOrgAgent, otherOrgCustomer.id);
    const me = await agentWith(ALL_PERMISSIONS);
    const search = await t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: bearer(me.token), payload: { pageSize: 100 } });
    assert.ok(!search.json().entities.some((e: { id: string }) => e.id === theirTicket));
    const byCustomer = await t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: bearer(me.token), payload: { filters: { customerIds: [otherOrgCustomer.id] } } });
    assert.equal(byCustomer.json().totalCount, 0);
    const byText = await t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: bearer(otherOrgAgent.token), payload: { query: 'Matrix' } });
    // Both organisations have "Matrix ticket"s; the other organisation's agent finds only theirs.
    assert.ok(byText.json().totalCount >= 1);
    assert.ok(byText.json().entities.every((e: { customer: { id: string } }) => e.customer.id === otherOrgCustomer.id));

    const statuses = await t.app.inject({ method: 'GET', url: '/api/v1/statuses', headers: bearer(otherOrgAgent.token) });
    assert.deepEqual(statuses.json().entities.map((s: { name: string }) => s.name), ['Open']);
    const assignees = await t.app.inject({ method: 'GET', url: '/api/v1/tickets/assignees', headers: bearer(otherOrgAgent.token) });
    assert.deepEqual(assignees.json().entities.map((a: { id: string }) => a.id), [otherOrgAgent.id]);

    const create = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(me.token), payload: { customerId: otherOrgCustomer.id, title: 'x', description: 'y' } });
    assert.equal(create.statusCode, 400);
    assert.deepEqual(create.json().details.map((d: { field: string }) => d.field), ['/customerId']);
  });
});

describe('permissions inside a call', () => {
  test('creating a ticket for a NEW customer needs tickets:customers:add too; reusing one by email does not', async () => {
    const adder = await agentWith(['tickets:tickets:add']);
    const payload = (email: string) => ({ customer: { name: 'Walk In', email }, title: 'Phone call', description: 'Called us' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(adder.token), payload: payload('walk.in@example.com') });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().code, 'FORBIDDEN');
    assert.deepEqual(refused.json().details.map((d: { field: string }) => d.field), ['/customer']);
    const created = await t.app.db.selectFrom('customers').select('id').where('email', '=', 'walk.in@example.com').executeTakeFirst();
    assert.equal(created, undefined, 'no customer was created');

    // An existing customer, found by email (any case): tickets:tickets:add is enough.
    const reused = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(adder.token), payload: payload('PERM@example.com') });
    assert.equal(reused.statusCode, 201, reused.body);
    assert.equal(reused.json().customer.id, customer.id);

    const both = await agentWith(['tickets:tickets:add', 'tickets:customers:add']);
    const allowed = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(both.token), payload: payload('walk.in@example.com') });
    assert.equal(allowed.statusCode, 201, allowed.body);
  });
});

test('every agent ticket route is in the OpenAPI document with a summary and its tag', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  assert.equal(response.statusCode, 200);
  const paths = response.json().paths as Record<string, Record<string, { summary?: string; tags?: string[] }>>;
  const routes: [string, string][] = [
    ['/api/v1/tickets/search', 'post'],
    ['/api/v1/tickets', 'post'],
    ['/api/v1/tickets/assignees', 'get'],
    ['/api/v1/tickets/{id}', 'get'],
    ['/api/v1/tickets/{id}', 'patch'],
    ['/api/v1/tickets/{id}', 'delete'],
    ['/api/v1/tickets/{id}/history', 'get'],
    ['/api/v1/statuses', 'get'],
  ];
  for (const [path, method] of routes) {
    const operation = paths[path]?.[method];
    assert.ok(operation?.summary, `${method} ${path}`);
    assert.deepEqual(operation.tags, ['agent tickets']);
  }
});
