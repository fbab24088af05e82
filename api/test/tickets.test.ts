import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAgent } from './agent-fixtures.js';
import { bearer, recordStatements as recordStatementsOf, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, sampleCategory, type TestCustomer } from './hub-fixtures.js';

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
let billing: Awaited<ReturnType<typeof sampleCategory>>;
let delivery: Awaited<ReturnType<typeof sampleCategory>>;

before(async () => {
  t = await startTestApp();
  alice = await createCustomer(t, 'alice@example.com', undefined, 'Alice Smith');
  bob = await createCustomer(t, 'bob@example.com', undefined, 'Bob Jones');
  billing = await sampleCategory(t, 'Billing');
  delivery = await sampleCategory(t, 'Delivery');
});
after(async () => {
  await t.close();
});

const post = (payload: unknown, token = alice.token, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: { ...bearer(token), ...headers }, payload: payload as object });
const recordStatements = (body: () => Promise<void>) => recordStatementsOf(t.app, body);
/** Counts the transactions the app opens until `stop()`, which tells how many there were. */
function countTransactions(): { stop: () => number } {
  const db = t.app.db as unknown as { transaction: (...args: unknown[]) => unknown };
  const original = db.transaction;
  let opened = 0;
  db.transaction = function (this: unknown, ...args: unknown[]) {
    opened += 1;
    return original.apply(this, args);
  };
  return {
    stop: () => {
      db.transaction = original;
      return opened;
    },
  };
}
const get = (url: string, token = alice.token) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });

const billingComplaint = (overrides: Record<string, unknown> = {}) => ({
  categoryId: billing.id,
  title: '  Charged twice  ',
  description: 'My card was charged twice for the same invoice.',
  priority: '',
  fields: [
    { id: billing.field.invoice_number, value: 'INV-1' },
    { id: billing.field.amount, value: '19.90' },
    { id: billing.field.payment_method, value: 'credit_card' },
    { id: billing.field.charged_on, value: '2026-11-02' },
  ],
  ...overrides,
});

describe('complaints: create → list → details', () => {
  test('a complaint becomes a ticket with a serial number, the first open status and the category values snapshotted', async () => {
    const response = await post(billingComplaint());
    assert.equal(response.statusCode, 201, response.body);
    const ticket = response.json();
    assert.match(ticket.id, /^[0-9a-f-]{36}$/);
    assert.equal(typeof ticket.serialNumber, 'number');
    assert.equal(ticket.title, 'Charged twice');
    assert.equal(ticket.priority, null, 'priority sent empty is stored as none');
    assert.deepEqual(ticket.status, { id: ticket.status.id, name: 'Open', color: '#0958d9', kind: 'open' });
    assert.equal(ticket.categoryName, 'Billing');
    const amount = ticket.fields.find((f: { key: string }) => f.key === 'amount');
    // Stored as a number, with the amount as the customer typed it (its trailing zero) beside it.
    assert.deepEqual(amount, { id: billing.field.amount, key: 'amount', name: 'Amount', type: 'number', value: 19.9, text: '19.90' });
    // Choice fields keep the chosen option's label beside its value.
    const method = ticket.fields.find((f: { key: string }) => f.key === 'payment_method');
    assert.deepEqual([method.value, method.labels], ['credit_card', ['Credit card']]);

    const list = await get('client/tickets?page=1&pageSize=10');
    assert.equal(list.statusCode, 200);
    const body = list.json();
    assert.equal(body.pageNumber, 1);
    assert.equal(body.pageSize, 10);
    assert.ok(body.entities.some((e: { id: string }) => e.id === ticket.id));

    const details = await get(`client/tickets/${ticket.id}`);
    assert.equal(details.statusCode, 200);
    assert.equal(details.json().description, 'My card was charged twice for the same invoice.');
    // The default service level sets the resolution date the customer sees.
    const sla = await t.app.db.selectFrom('ticket_slas').select('resolution_due_at').where('ticket_id', '=', ticket.id).executeTakeFirstOrThrow();
    assert.ok(sla.resolution_due_at);
    assert.equal(details.json().resolutionDueDate, new Date(sla.resolution_due_at).toISOString());
  });

  test('a renamed category field does not change an old ticket', async () => {
    const ticket = (await post(billingComplaint({ priority: 'high' }))).json();
    assert.equal(ticket.priority, 'High');
    await t.app.db.updateTable('category_fields').set({ name: 'Invoice no.' }).where('id', '=', billing.field.invoice_number).execute();
    const details = (await get(`client/tickets/${ticket.id}`)).json();
    assert.equal(details.fields.find((f: { key: string }) => f.key === 'invoice_number').name, 'Invoice number');
    await t.app.db.updateTable('category_fields').set({ name: 'Invoice number' }).where('id', '=', billing.field.invoice_number).execute();
  });

  test('an absurd page number is a validation error, not a server error', async () => {
    const response = await get('client/tickets?pageNumber=1e300&pageSize=10');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
  });

  test('the list shows only the customer\'s own tickets, newest first, with a capped page size', async () => {
    await post({ title: 'Bob one', description: 'first' }, bob.token);
    await post({ title: 'Bob two', description: 'second' }, bob.token);
    const body = (await get('client/tickets?page=1&pageSize=500', bob.token)).json();
    assert.equal(body.pageSize, 100);
    assert.equal(body.totalCount, 2);
    assert.deepEqual(body.entities.map((e: { title: string }) => e.title), ['Bob two', 'Bob one']);
    const page2 = (await get('client/tickets?page=2&pageSize=1', bob.token)).json();
    assert.deepEqual(page2.entities.map((e: { title: string }) => e.title), ['Bob one']);
  });

  test("another customer's or organisation's ticket answers 404", async () => {
    const alicesTicket = (await post(billingComplaint())).json();
    assert.equal((await get(`client/tickets/${alicesTicket.id}`, bob.token)).statusCode, 404);
    const otherOrg = await createOrganization(t, 'Elsewhere');
    const stranger = await createCustomer(t, 'alice@example.com', otherOrg);
    assert.equal((await get(`client/tickets/${alicesTicket.id}`, stranger.token)).statusCode, 404);
    assert.equal((await get('client/tickets', stranger.token)).json().totalCount, 0);
  });

  test('without a customer token: 401; an agent token is refused too', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/client/tickets' })).statusCode, 401);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/login', payload: { email: 'admin@switchboard.test', password: 'correct-horse-battery' } });
    assert.equal((await get('client/tickets', login.json().access_token)).statusCode, 401);
  });
});

describe('complaint validation', () => {
  const detailsOf = async (payload: unknown) => {
    const response = await post(payload);
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
    return Object.fromEntries(response.json().details.map((d: { field: string; message: string }) => [d.field, d.message])) as Record<string, string>;
  };

  test('title and description are required after trimming; required category fields are named', async () => {
    const details = await detailsOf({ categoryId: billing.id, title: '   ', description: '', fields: [] });
    assert.equal(details['/title'], 'is required');
    assert.equal(details['/description'], 'is required');
    assert.equal(details['/fields/invoice_number'], 'is required');
    assert.equal(details['/fields/amount'], 'is required');
    assert.equal(details['/fields/payment_method'], 'is required');
    assert.equal(details['/fields/charged_on'], undefined, 'optional fields may be left out');
  });

  test('each value is checked against its field type', async () => {
    const details = await detailsOf(
      billingComplaint({
        title: 'x'.repeat(201),
        priority: 'Urgent',
        fields: [
          { id: billing.field.invoice_number, value: 42 },
          { id: billing.field.amount, value: 'twelve' },
          { id: billing.field.billing_email, value: 'not-an-email' },
          { id: billing.field.payment_method, value: 'cash' },
          { id: billing.field.charged_on, value: '2026-02-30' },
        ],
      }),
    );
    assert.match(details['/title']!, /at most 200/);
    assert.match(details['/priority']!, /Low, Medium, High, Critical/);
    assert.equal(details['/fields/invoice_number'], 'must be text');
    assert.equal(details['/fields/amount'], 'must be a number');
    assert.equal(details['/fields/billing_email'], 'must be an email address');
    assert.equal(details['/fields/payment_method'], 'must be one of the options');
    assert.equal(details['/fields/charged_on'], 'must be a date (YYYY-MM-DD)');
  });

  test('datetime, boolean and multi-selection values; unknown field ids refused', async () => {
    const details = await detailsOf({
      categoryId: delivery.id,
      title: 'Late parcel',
      description: 'Still waiting',
      fields: [
        { id: delivery.field.order_number, value: 'ORD-1' },
        { id: delivery.field.expected_delivery, value: 'tomorrow' },
        { id: delivery.field.problems, value: ['late', 'stolen'] },
        { id: delivery.field.left_with_neighbour, value: 'maybe' },
        { id: '00000000-0000-4000-8000-000000000000', value: 'x' },
      ],
    });
    assert.equal(details['/fields/expected_delivery'], 'must be a date and time (ISO 8601)');
    assert.equal(details['/fields/problems'], 'must be a list of the options');
    assert.equal(details['/fields/left_with_neighbour'], 'must be true or false');
    assert.equal(details['/fields/00000000-0000-4000-8000-000000000000'], 'is not a field of this category');

    const ok = await post({
      categoryId: delivery.id,
      title: 'Late parcel',
      description: 'Still waiting',
      fields: [
        { id: 'order_number', value: 'ORD-1' },
        { id: delivery.field.expected_delivery, value: '2026-11-20T10:30:00+01:00' },
        { id: delivery.field.problems, value: ['late', 'damaged'] },
        { id: delivery.field.left_with_neighbour, value: true },
      ],
    });
    assert.equal(ok.statusCode, 201, ok.body);
    const values = Object.fromEntries(ok.json().fields.map((f: { key: string; value: unknown }) => [f.key, f.value]));
    assert.deepEqual(values, { order_number: 'ORD-1', expected_delivery: '2026-11-20T09:30:00.000Z', problems: ['late', 'damaged'], left_with_neighbour: true });
  });

  test('an unknown or inactive category is refused on /categoryId', async () => {
    const details = await detailsOf({ categoryId: '00000000-0000-4000-8000-000000000000', title: 'a', description: 'b' });
    assert.equal(details['/categoryId'], 'is not an active category');
  });
});

describe('serial numbers and idempotency', () => {
  test('20 concurrent complaints get consecutive serial numbers with no gap or repeat', async () => {
    const before = (await post({ title: 'before', description: 'x' })).json().serialNumber as number;
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => post({ title: `burst ${i}`, description: 'x' })));
    for (const r of responses) assert.equal(r.statusCode, 201, r.body);
    const serials = responses.map((r) => r.json().serialNumber as number).sort((a, b) => a - b);
    assert.deepEqual(serials, Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  test('complaints and agent-created tickets made at the same time share one sequence, with no gap or repeat', async () => {
    const agent = await createAgent(t, ['tickets:tickets:add']);
    const before = (await post({ title: 'before mixed', description: 'x' })).json().serialNumber as number;
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0
          ? post({ title: `hub ${i}`, description: 'x' }, i % 4 === 0 ? alice.token : bob.token)
          : t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(agent.token), payload: { title: `agent ${i}`, description: 'x', customerId: alice.id } }),
      ),
    );
    for (const r of responses) assert.equal(r.statusCode, 201, r.body);
    const serials = responses.map((r) => r.json().serialNumber as number).sort((a, b) => a - b);
    assert.deepEqual(serials, Array.from({ length: 16 }, (_, i) => before + 1 + i));
  });

  test('creation takes the serial number last: no write follows it but the idempotency record, so the counter is locked briefly', async () => {
    // The organisation's counter row stays locked from the statement that takes the number until COMMIT;
    // every statement after it makes all other creations of the organisation wait (ADR 28). The service
    // level is planned before and written by that statement.
    const agent = await createAgent(t, ['tickets:tickets:add']);
    // A complaint is that one statement, outside any transaction: the lock ends with it (ADR 98).
    const transactions = countTransactions();
    const byCustomer = await recordStatements(async () => {
      assert.equal((await post(billingComplaint({ title: 'locked briefly' }), alice.token, { 'idempotency-key': 'lock-order' })).statusCode, 201);
    });
    assert.equal(transactions.stop(), 0, 'a complaint opened a transaction');
    const byAgent = await recordStatements(async () => {
      const created = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(agent.token), payload: { title: 'agent, locked briefly', description: 'x', customerId: alice.id } });
      assert.equal(created.statusCode, 201, created.body);
    });
    for (const [who, statements] of Object.entries({ byCustomer, byAgent })) {
      const serial = statements.findIndex((sql) => sql.includes('insert into "ticket_counters"'));
      assert.ok(serial >= 0, who);
      const after = statements.slice(serial + 1);
      assert.deepEqual(
        after.filter((sql) => /^\s*(insert|update|delete)/i.test(sql) && !sql.includes('"idempotency_keys"')),
        [],
        `${who}: a write after the serial`,
      );
    }
    // A complaint's answer is what the creating statement returned, which also claimed its key: nothing follows.
    const creating = byCustomer.findIndex((sql) => sql.includes('insert into "ticket_counters"'));
    assert.deepEqual(byCustomer.slice(creating + 1), []);
    assert.match(byCustomer[creating]!, /insert into "idempotency_keys"/);
    // The service level is there all the same.
    const created = await t.app.db.selectFrom('tickets').innerJoin('ticket_slas', 'ticket_slas.ticket_id', 'tickets.id').select(['tickets.resolution_due_date', 'ticket_slas.resolution_due_at']).where('tickets.title', 'in', ['locked briefly', 'agent, locked briefly']).execute();
    assert.equal(created.length, 2);
    for (const row of created) assert.equal(new Date(row.resolution_due_date!).getTime(), new Date(row.resolution_due_at!).getTime());
  });

  test('a complaint checks and counts its two quotas (customer, address) in one statement', async () => {
    const statements = await recordStatements(async () => {
      assert.equal((await post({ title: 'counted once', description: 'x' })).statusCode, 201);
    });
    assert.equal(statements.filter((sql) => sql.includes('auth_throttle')).length, 1, statements.filter((sql) => sql.includes('auth_throttle')).join('\n'));
  });

  test("a complaint plans its service level with the organisation's policies and default status as remembered by the one before", async () => {
    assert.equal((await post({ title: 'reads the facts', description: 'x' })).statusCode, 201);
    const statements = await recordStatements(async () => {
      assert.equal((await post({ title: 'remembers the facts', description: 'x' })).statusCode, 201);
    });
    const reads = statements.filter((sql) => /from "sla_policies"/.test(sql) || (/from "statuses"/.test(sql) && /"is_default" = \$\d+/.test(sql) && !sql.includes('ticket_counters')));
    assert.deepEqual(reads, [], 'the second complaint read the policies or the default status again');
  });

  test('a retry with the same Idempotency-Key returns the same ticket; another body with that key is refused', async () => {
    const headers = { 'idempotency-key': 'complaint-retry-1' };
    const first = await post(billingComplaint(), alice.token, headers);
    const retry = await post(billingComplaint(), alice.token, headers);
    assert.equal(first.statusCode, 201);
    assert.equal(retry.statusCode, 201);
    assert.equal(retry.json().id, first.json().id);
    assert.equal(retry.json().serialNumber, first.json().serialNumber);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    const count = await t.app.db.selectFrom('tickets').select((eb) => eb.fn.countAll<string>().as('n')).where('title', '=', 'Charged twice').where('id', '=', first.json().id).executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1);

    const different = await post(billingComplaint({ title: 'Something else' }), alice.token, headers);
    assert.equal(different.statusCode, 422);
    assert.equal(different.json().code, 'IDEMPOTENCY_KEY_REUSED');

    // Keys belong to the customer: Bob may use the same key for his own complaint.
    const bobs = await post({ title: 'Bob with key', description: 'x' }, bob.token, headers);
    assert.equal(bobs.statusCode, 201);
    assert.notEqual(bobs.json().id, first.json().id);
  });

  test('concurrent retries with one key create one ticket', async () => {
    const headers = { 'idempotency-key': 'complaint-race' };
    const responses = await Promise.all(Array.from({ length: 5 }, () => post({ title: 'raced', description: 'x' }, alice.token, headers)));
    assert.equal(new Set(responses.map((r) => r.json().id)).size, 1);
  });

  test('a refused complaint stores nothing under its key: the corrected retry goes through', async () => {
    const headers = { 'idempotency-key': 'fix-and-retry' };
    assert.equal((await post({ title: '', description: 'x' }, alice.token, headers)).statusCode, 400);
    assert.equal((await post({ title: 'fixed', description: 'x' }, alice.token, headers)).statusCode, 201);
  });

  test('a retry is answered with the ticket as it is now, even after its category closed; a deleted ticket answers 404', async () => {
    const category = await t.app.db.insertInto('categories').values({ organization_id: t.app.firstStart.organizationId, name: 'Closing soon', description: null }).returning('id').executeTakeFirstOrThrow();
    const complaint = { categoryId: category.id, title: 'Retried later', description: 'x' };
    const headers = { 'idempotency-key': 'retried-later' };
    const first = await post(complaint, alice.token, headers);
    assert.equal(first.statusCode, 201, first.body);
    await t.app.db.updateTable('tickets').set({ priority: 'High' }).where('id', '=', first.json().id).execute();
    await t.app.db.updateTable('categories').set({ is_active: false }).where('id', '=', category.id).execute();

    const retry = await post(complaint, alice.token, headers);
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.equal(retry.json().id, first.json().id);
    assert.equal(retry.json().priority, 'High');
    // Without the key the same complaint is refused: the category is closed.
    assert.equal((await post(complaint)).statusCode, 400);

    await t.app.db.deleteFrom('tickets').where('id', '=', first.json().id).execute();
    const gone = await post(complaint, alice.token, headers);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().code, 'NOT_FOUND');
  });

  test('a key recorded with its answer (before complaints claimed keys) is answered with that answer', async () => {
    const headers = { 'idempotency-key': 'recorded-answer' };
    const first = await post({ title: 'Recorded answer', description: 'x' }, alice.token, headers);
    assert.equal(first.statusCode, 201);
    const answer = { ...first.json(), title: 'As first sent' };
    await t.app.db.updateTable('idempotency_keys').set({ response: JSON.stringify(answer), ticket_id: null }).where('key', '=', 'recorded-answer').execute();
    const retry = await post({ title: 'Recorded answer', description: 'x' }, alice.token, headers);
    assert.equal(retry.statusCode, 201);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.deepEqual(retry.json(), answer);
  });
});
