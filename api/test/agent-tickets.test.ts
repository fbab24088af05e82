import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ALL_PERMISSIONS } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, sampleCategory, type TestCustomer } from './hub-fixtures.js';

let t: TestApp;
let agent: TestAgent;
let colleague: TestAgent;
let alice: TestCustomer;
let billing: Awaited<ReturnType<typeof sampleCategory>>;
let technical: Awaited<ReturnType<typeof sampleCategory>>;
let statuses: { id: string; name: string; kind: string }[];
let otherOrgStatusId: string;
let otherOrgAgent: TestAgent;

before(async () => {
  t = await startTestApp();
  agent = await createAgent(t, ALL_PERMISSIONS, { name: 'Dana Agent' });
  colleague = await createAgent(t, ['tickets:tickets:view'], { name: 'Colin Colleague' });
  alice = await createCustomer(t, 'alice@example.com', undefined, 'Alice Smith');
  billing = await sampleCategory(t, 'Billing');
  technical = await sampleCategory(t, 'Technical issue');
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/statuses', headers: bearer(agent.token) });
  statuses = list.json().entities;
  const otherOrg = await createOrganization(t, 'Other Org');
  otherOrgStatusId = (await t.app.db.selectFrom('statuses').select('id').where('organization_id', '=', otherOrg).executeTakeFirstOrThrow()).id;
  otherOrgAgent = await createAgent(t, ALL_PERMISSIONS, { organizationId: otherOrg });
});
after(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = agent.token, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

const statusNamed = (name: string) => statuses.find((s) => s.name === name)!;

const billingTicket = (overrides: Record<string, unknown> = {}) => ({
  customerId: alice.id,
  title: 'Charged twice',
  description: 'The card was charged twice.',
  categoryId: billing.id,
  fields: [
    { id: billing.field.invoice_number, value: 'INV-7' },
    { id: billing.field.amount, value: 42 },
    { id: billing.field.payment_method, value: 'paypal' },
  ],
  ...overrides,
});

/** A ticket answer without the service-level countdown, which moves between two reads. */
const settled = (ticket: { sla?: { remainingMs?: unknown } | null }) => ({ ...ticket, sla: ticket.sla ? { ...ticket.sla, remainingMs: 'counting' } : ticket.sla });

async function createTicket(overrides: Record<string, unknown> = {}) {
  const response = await api('POST', 'tickets', billingTicket(overrides));
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

const historyOf = async (ticketId: string) => {
  const response = await api('GET', `tickets/${ticketId}/history`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().entities as { field: string; from: unknown; to: unknown; actor: { type: string; id: string | null; name: string } }[];
};

const eventsOf = async (ticketId: string) =>
  (await t.app.db.selectFrom('domain_events').select(['type', 'payload']).orderBy('created_at').execute()).filter((e) => e.payload.ticketId === ticketId);

describe('statuses and assignees', () => {
  test('statuses come in their configured order', async () => {
    assert.deepEqual(
      statuses.map((s) => [s.name, s.kind]),
      [
        ['Open', 'new'],
        ['In Progress', 'open'],
        ['Pending', 'pending'],
        ['Resolved', 'resolved'],
        ['Closed', 'closed'],
      ],
    );
  });

  test('assignees: active agents of the organisation matching name or email, by name; disabled and other organisations left out', async () => {
    const all = await api('GET', 'tickets/assignees');
    assert.equal(all.statusCode, 200, all.body);
    const names = all.json().entities.map((a: { name: string }) => a.name);
    assert.ok(names.includes('Dana Agent') && names.includes('Colin Colleague'));
    assert.ok(!all.json().entities.some((a: { id: string }) => a.id === otherOrgAgent.id), 'another organisation\'s agent is not listed');
    assert.ok(names.indexOf('Colin Colleague') < names.indexOf('Dana Agent'), 'by name');

    const byName = await api('GET', 'tickets/assignees?query=colin');
    assert.deepEqual(byName.json().entities, [{ id: colleague.id, name: 'Colin Colleague', email: colleague.email }]);
    assert.equal(byName.json().totalCount, 1);
    const byEmail = await api('GET', `tickets/assignees?query=${encodeURIComponent(colleague.email.slice(0, 8))}`);
    assert.ok(byEmail.json().entities.some((a: { id: string }) => a.id === colleague.id));
    const wildcard = await api('GET', 'tickets/assignees?query=%25');
    assert.equal(wildcard.json().totalCount, 0, '% is a literal character, not a pattern');

    const disabled = await createAgent(t, ['tickets:tickets:view'], { name: 'Colin Disabled' });
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();
    const again = await api('GET', 'tickets/assignees?query=colin');
    assert.deepEqual(again.json().entities.map((a: { id: string }) => a.id), [colleague.id]);
  });
});

describe('create', () => {
  test('for an existing customer: 201, next serial, first open status, category values, history and event', async () => {
    const ticket = await createTicket({ priority: 'high' });
    assert.match(ticket.id, /^[0-9a-f-]{36}$/);
    assert.equal(ticket.title, 'Charged twice');
    assert.equal(ticket.priority, 'High');
    assert.deepEqual(ticket.status, { ...statusNamed('Open'), color: ticket.status.color });
    assert.deepEqual(ticket.category, { id: billing.id, name: 'Billing' });
    assert.deepEqual(ticket.customer, { id: alice.id, name: 'Alice Smith', email: 'alice@example.com' });
    assert.equal(ticket.assignee, null);
    assert.deepEqual(ticket.fields.find((f: { key: string }) => f.key === 'payment_method').labels, ['PayPal']);

    const next = await createTicket();
    assert.equal(next.serialNumber, ticket.serialNumber + 1, 'serial numbers are consecutive');

    const history = await historyOf(ticket.id);
    assert.deepEqual(history.map((h) => [h.field, h.from, h.to]), [['created', null, { serialNumber: ticket.serialNumber, title: 'Charged twice', channel: 'agent' }]]);
    assert.deepEqual(history[0]!.actor, { type: 'agent', id: agent.id, name: 'Dana Agent' });
    const events = await eventsOf(ticket.id);
    assert.deepEqual(events.map((e) => e.type), ['ticket.created']);
    assert.equal(events[0]!.payload.customerId, alice.id);

    // The customer sees it in the hub.
    const hub = await t.app.inject({ method: 'GET', url: `/api/v1/client/tickets/${ticket.id}`, headers: bearer(alice.token) });
    assert.equal(hub.statusCode, 200);
    assert.equal(hub.json().serialNumber, ticket.serialNumber);
  });

  test('with status, assignee and user group: assigned events for the assignee and the group', async () => {
    const group = await t.app.db.insertInto('user_groups').values({ organization_id: t.app.firstStart.organizationId, name: 'Create-time group' }).returning('id').executeTakeFirstOrThrow();
    const userGroupId = group.id;
    const ticket = await createTicket({ statusId: statusNamed('Pending').id, assigneeId: colleague.id, userGroupId });
    assert.equal(ticket.status.name, 'Pending');
    assert.deepEqual(ticket.assignee, { id: colleague.id, name: 'Colin Colleague', email: colleague.email });
    assert.equal(ticket.userGroupId, userGroupId);
    const events = await eventsOf(ticket.id);
    assert.deepEqual(events.map((e) => e.type).sort(), ['ticket.assigned', 'ticket.created', 'ticket.groupAssigned']);
    assert.equal(events.find((e) => e.type === 'ticket.assigned')!.payload.assigneeId, colleague.id);
  });

  test('for a new customer: creates them without a usable password; the same email again reuses them', async () => {
    const first = await createTicket({ customerId: undefined, customer: { name: 'Nina New', email: 'Nina@Example.com', phone: '+44 20 7946 0000' } });
    assert.equal(first.customer.name, 'Nina New');
    assert.equal(first.customer.email, 'Nina@Example.com');
    const second = await createTicket({ customerId: undefined, customer: { name: 'Nina N.', email: 'nina@example.com' } });
    assert.equal(second.customer.id, first.customer.id, 'email matched case-insensitively');
    const row = await t.app.db.selectFrom('customers').selectAll().where('id', '=', first.customer.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.verified_at, row.password_hash, row.phone], [null, null, '+44 20 7946 0000']);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nina@example.com', password: 'anything-1' } });
    assert.equal(login.statusCode, 401, 'no password signs in as an agent-created customer');
  });

  test('a ticket without category needs no fields', async () => {
    const ticket = await createTicket({ categoryId: null, fields: [] });
    assert.equal(ticket.category, null);
    assert.deepEqual(ticket.fields, []);
  });

  test('validation: every problem listed in details; nothing is created', async () => {
    const before = await t.app.db.selectFrom('tickets').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const response = await api('POST', 'tickets', {
      customerId: alice.id,
      title: '  ',
      description: '',
      priority: 'urgent',
      categoryId: billing.id,
      fields: [{ id: billing.field.amount, value: 'lots' }],
      statusId: otherOrgStatusId,
      assigneeId: otherOrgAgent.id,
    });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.code, 'VALIDATION_FAILED');
    const fields = body.details.map((d: { field: string }) => d.field).sort();
    assert.deepEqual(fields, ['/assigneeId', '/description', '/fields/amount', '/fields/invoice_number', '/fields/payment_method', '/priority', '/statusId', '/title']);
    const after = await t.app.db.selectFrom('tickets').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    assert.equal(after.n, before.n);
  });

  test('validation: customer missing, another organisation\'s customer, both given, bad new-customer email, unknown body field', async () => {
    const otherCustomer = await createCustomer(t, 'zed@example.com', otherOrgAgent.organizationId);
    const cases: [Record<string, unknown>, string][] = [
      [{ customerId: undefined }, '/customerId'],
      [{ customerId: otherCustomer.id }, '/customerId'],
      [{ customer: { name: 'X', email: 'x@example.com' } }, '/customer'],
      [{ customerId: undefined, customer: { name: 'X', email: 'not-an-email' } }, '/customer/email'],
      [{ categoryId: '0b6f3a44-2a6e-4d55-9b0f-0a9f4c1d2e3f' }, '/categoryId'],
      [{ surprise: true }, '/surprise'],
      [{ customerId: 'not-a-uuid' }, '/customerId'],
    ];
    for (const [overrides, field] of cases) {
      const response = await api('POST', 'tickets', billingTicket(overrides));
      assert.equal(response.statusCode, 400, `${JSON.stringify(overrides)}: ${response.body}`);
      assert.ok(response.json().details.some((d: { field: string }) => d.field === field), `${field} in ${response.body}`);
    }
  });

  test('Idempotency-Key: a retry returns the same ticket, another body with the key is refused', async () => {
    const key = { 'idempotency-key': 'agent-create-1' };
    const first = await api('POST', 'tickets', billingTicket({ title: 'Retry me' }), agent.token, key);
    assert.equal(first.statusCode, 201);
    const retry = await api('POST', 'tickets', billingTicket({ title: 'Retry me' }), agent.token, key);
    assert.equal(retry.statusCode, 201);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.equal(retry.json().id, first.json().id);
    const count = await t.app.db.selectFrom('tickets').select((eb) => eb.fn.countAll<string>().as('n')).where('title', '=', 'Retry me').executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1);
    const reused = await api('POST', 'tickets', billingTicket({ title: 'Something else' }), agent.token, key);
    assert.equal(reused.statusCode, 422);
    assert.equal(reused.json().code, 'IDEMPOTENCY_KEY_REUSED');
  });

  test('concurrent creates get distinct consecutive serial numbers', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => api('POST', 'tickets', billingTicket({ title: `Parallel ${i}` }))));
    const serials = responses.map((r) => r.json().serialNumber).sort((a: number, b: number) => a - b);
    assert.equal(new Set(serials).size, 8);
    assert.equal(serials[7] - serials[0], 7);
  });
});

describe('read, change, delete', () => {
  test('GET returns the agent view; an unknown id is 404', async () => {
    const ticket = await createTicket();
    const response = await api('GET', `tickets/${ticket.id}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(settled(response.json()), settled(ticket));
    // The default policy applies: its first-response target shows on the ticket.
    assert.equal(ticket.sla.policy.name, 'Standard');
    assert.equal(ticket.sla.target, 'firstResponse');
    const missing = await api('GET', 'tickets/0b6f3a44-2a6e-4d55-9b0f-0a9f4c1d2e3f');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'NOT_FOUND');
    const malformed = await api('GET', 'tickets/12');
    assert.equal(malformed.statusCode, 400);
  });

  test('PATCH records exactly the changed properties with display-ready from/to and emits events', async () => {
    const ticket = await createTicket({ priority: 'Low' });
    const due = '2026-12-24T10:00:00.000Z';
    const response = await api('PATCH', `tickets/${ticket.id}`, {
      statusId: statusNamed('In Progress').id,
      priority: 'Low', // unchanged: not recorded
      assigneeId: colleague.id,
      resolutionDueDate: '2026-12-24T11:00:00+01:00',
      fields: [{ id: 'invoice_number', value: 'INV-8' }],
    });
    assert.equal(response.statusCode, 200, response.body);
    const changed = response.json();
    assert.equal(changed.status.name, 'In Progress');
    assert.equal(changed.assignee.id, colleague.id);
    assert.equal(changed.resolutionDueDate, due);
    assert.equal(changed.fields.find((f: { key: string }) => f.key === 'invoice_number').value, 'INV-8');
    assert.ok(changed.updatedDate > ticket.updatedDate);

    const history = await historyOf(ticket.id);
    assert.deepEqual(history.map((h) => h.field), ['created', 'status', 'fields', 'assignee', 'resolutionDueDate'], 'oldest first; one change in a fixed order');
    const secondPage = await api('GET', `tickets/${ticket.id}/history?pageNumber=2&pageSize=2`);
    assert.deepEqual([secondPage.json().entities.map((h: { field: string }) => h.field), secondPage.json().totalCount], [['fields', 'assignee'], 5]);
    const byField = Object.fromEntries(history.slice(1).map((h) => [h.field, h]));
    assert.deepEqual([byField.status!.from, byField.status!.to], [{ id: statusNamed('Open').id, name: 'Open' }, { id: statusNamed('In Progress').id, name: 'In Progress' }]);
    assert.deepEqual([byField.assignee!.from, byField.assignee!.to], [null, { id: colleague.id, name: 'Colin Colleague' }]);
    // From the date the service level had set to the one the agent chose.
    assert.deepEqual([byField.resolutionDueDate!.from, byField.resolutionDueDate!.to], [ticket.resolutionDueDate, due]);
    assert.equal(changed.resolutionDueOverridden, true);
    assert.deepEqual(byField.fields!.from, { key: 'invoice_number', fieldName: 'Invoice number', value: 'INV-7' });
    assert.deepEqual(byField.fields!.to, { key: 'invoice_number', fieldName: 'Invoice number', value: 'INV-8' });
    assert.ok(history.every((h) => h.actor.id === agent.id));

    const events = await eventsOf(ticket.id);
    const statusEvent = events.find((e) => e.type === 'ticket.statusChanged')!;
    assert.deepEqual([statusEvent.payload.from, statusEvent.payload.to].map((s) => (s as { name: string }).name), ['Open', 'In Progress']);
    assert.equal(events.find((e) => e.type === 'ticket.assigned')!.payload.assigneeId, colleague.id);

    // The customer sees the new status in the hub.
    const hub = await t.app.inject({ method: 'GET', url: `/api/v1/client/tickets/${ticket.id}`, headers: bearer(alice.token) });
    assert.equal(hub.json().status.name, 'In Progress');

    // The same values again change nothing.
    const again = await api('PATCH', `tickets/${ticket.id}`, { statusId: statusNamed('In Progress').id, assigneeId: colleague.id, resolutionDueDate: due });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().updatedDate, changed.updatedDate);
    assert.equal((await historyOf(ticket.id)).length, history.length);

    // Unassigning and clearing: recorded, no assigned event.
    const cleared = await api('PATCH', `tickets/${ticket.id}`, { assigneeId: null, priority: null, resolutionDueDate: null });
    assert.equal(cleared.statusCode, 200);
    assert.equal(cleared.json().assignee, null);
    const last = (await historyOf(ticket.id)).slice(history.length);
    assert.deepEqual(
      last.map((h) => [h.field, h.from, h.to]).sort(),
      [
        ['assignee', { id: colleague.id, name: 'Colin Colleague' }, null],
        ['priority', 'Low', null],
        // Clearing the agent's date hands it back to the service level, which sets its own (as the system).
        ['resolutionDueDate', null, cleared.json().resolutionDueDate],
        ['resolutionDueDate', due, null],
      ],
    );
    assert.equal(cleared.json().resolutionDueOverridden, false);
    assert.ok(cleared.json().resolutionDueDate);
    assert.equal((await eventsOf(ticket.id)).filter((e) => e.type === 'ticket.assigned').length, 1);
  });

  test('PATCH edits title and description (trimmed, required), recorded from → to', async () => {
    const ticket = await createTicket();
    const response = await api('PATCH', `tickets/${ticket.id}`, { title: '  Charged three times ', description: 'Thrice, in fact.' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([response.json().title, response.json().description], ['Charged three times', 'Thrice, in fact.']);
    const history = await historyOf(ticket.id);
    assert.deepEqual(history.slice(1).map((h) => [h.field, h.from, h.to]), [
      ['title', 'Charged twice', 'Charged three times'],
      ['description', 'The card was charged twice.', 'Thrice, in fact.'],
    ]);
    const blank = await api('PATCH', `tickets/${ticket.id}`, { title: '   ', description: 'x'.repeat(10_001) });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.json().details.map((d: { field: string }) => d.field), ['/title', '/description']);
  });

  test('PATCH refuses another organisation\'s status and assignee, an unknown field and a bad value, and changes nothing', async () => {
    const ticket = await createTicket();
    const response = await api('PATCH', `tickets/${ticket.id}`, {
      statusId: otherOrgStatusId,
      assigneeId: otherOrgAgent.id,
      priority: 'someday',
      fields: [
        { id: 'amount', value: 'many' },
        { id: 'no_such_field', value: 1 },
        { id: 'invoice_number', value: '' },
      ],
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().details.map((d: { field: string }) => d.field).sort(), ['/assigneeId', '/fields/amount', '/fields/invoice_number', '/fields/no_such_field', '/priority', '/statusId']);
    const unchanged = await api('GET', `tickets/${ticket.id}`);
    assert.deepEqual(settled(unchanged.json()), settled(ticket));
    assert.equal((await historyOf(ticket.id)).length, 1);

    const empty = await api('PATCH', `tickets/${ticket.id}`, {});
    assert.equal(empty.statusCode, 400);
    const leapSecond = await api('PATCH', `tickets/${ticket.id}`, { resolutionDueDate: '2026-12-31T23:59:60Z' });
    assert.equal(leapSecond.statusCode, 400);
    assert.deepEqual(leapSecond.json().details.map((d: { field: string }) => d.field), ['/resolutionDueDate']);
    const huge = await api('GET', `tickets/${ticket.id}/history?pageNumber=99999999999`);
    assert.equal(huge.statusCode, 400);
  });

  test('category change keeps the old values readable and validates fields against the new category', async () => {
    const ticket = await createTicket();
    const wrong = await api('PATCH', `tickets/${ticket.id}`, { categoryId: technical.id, fields: [{ id: billing.field.amount, value: 5 }] });
    assert.equal(wrong.statusCode, 400, 'a field of the old category is not accepted with the new one');
    assert.deepEqual(wrong.json().details.map((d: { field: string }) => d.field), [`/fields/${billing.field.amount}`]);

    const response = await api('PATCH', `tickets/${ticket.id}`, { categoryId: technical.id, fields: [{ id: 'product', value: 'api' }, { id: 'steps', value: '1. Call it' }] });
    assert.equal(response.statusCode, 200, response.body);
    const changed = response.json();
    assert.deepEqual(changed.category, { id: technical.id, name: 'Technical issue' });
    const byKey = Object.fromEntries(changed.fields.map((f: { key: string; value: unknown }) => [f.key, f]));
    assert.equal(byKey.invoice_number.value, 'INV-7', 'the billing values stay, with their names');
    assert.equal(byKey.invoice_number.name, 'Invoice number');
    assert.deepEqual([byKey.product.value, byKey.product.labels], ['api', ['API']]);

    const history = await historyOf(ticket.id);
    const category = history.find((h) => h.field === 'category')!;
    assert.deepEqual([category.from, category.to], [{ id: billing.id, name: 'Billing' }, { id: technical.id, name: 'Technical issue' }]);
    const fieldChanges = history.filter((h) => h.field === 'fields');
    assert.deepEqual(fieldChanges.map((h) => h.to).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))), [
      { key: 'product', fieldName: 'Product', value: 'api', label: 'API' },
      { key: 'steps', fieldName: 'Steps to reproduce', value: '1. Call it' },
    ]);
    assert.ok(fieldChanges.every((h) => h.from === null));

    const cleared = await api('PATCH', `tickets/${ticket.id}`, { categoryId: null });
    assert.equal(cleared.json().category, null);
    assert.equal(cleared.json().fields.length, changed.fields.length);
  });

  test('DELETE removes the ticket with its messages and history; again → 404', async () => {
    const ticket = await createTicket();
    const draft = await t.app.inject({ method: 'POST', url: `/api/v1/tickets/${ticket.id}/messages`, headers: bearer(alice.token), payload: { channel: 'email', message: '<p>hello</p>' } });
    assert.equal(draft.statusCode, 201, draft.body);
    const response = await api('DELETE', `tickets/${ticket.id}`);
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
    assert.equal((await api('GET', `tickets/${ticket.id}`)).statusCode, 404);
    assert.equal((await api('GET', `tickets/${ticket.id}/history`)).statusCode, 404);
    const leftovers = await t.app.db.selectFrom('ticket_messages').select('id').where('ticket_id', '=', ticket.id).execute();
    assert.deepEqual(leftovers, []);
    assert.equal((await api('DELETE', `tickets/${ticket.id}`)).statusCode, 404);
    const hub = await t.app.inject({ method: 'GET', url: `/api/v1/client/tickets/${ticket.id}`, headers: bearer(alice.token) });
    assert.equal(hub.statusCode, 404);
  });
});
