import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Permission } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';
import { otpFrom, startSmtpServer, type TestSmtpServer } from './smtp.js';

let t: TestApp;
let smtp: TestSmtpServer;
let admin: TestAgent;
let ip = 0;

before(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://help.example.com/' });
  admin = await createAgent(t, ['tickets:customers:view', 'tickets:customers:add', 'tickets:customers:edit', 'tickets:customers:delete', 'tickets:tickets:view']);
});
after(async () => {
  await t.close();
  await smtp.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin.token, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, remoteAddress: `10.3.${Math.floor(++ip / 250)}.${ip % 250}`, ...(payload ? { payload } : {}) });

const detailsOf = (response: { json: () => { details?: { field: string; message: string }[] } }) =>
  Object.fromEntries((response.json().details ?? []).map((d) => [d.field, d.message])) as Record<string, string>;

async function fileTicket(customer: TestCustomer, title: string) {
  const response = await call('POST', 'client/tickets', customer.token, { title, description: `About ${title}` });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as { id: string; serialNumber: number };
}

let counter = 0;
async function createByAgent(body: Record<string, unknown> = {}) {
  const n = ++counter;
  const response = await call('POST', 'customers', admin.token, { name: `Customer ${n}`, email: `customer${n}@example.com`, ...body });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

describe('permission matrix', () => {
  let mine: string;
  let other: string;
  let customerToken: string;
  before(async () => {
    mine = (await createByAgent()).id;
    customerToken = (await createCustomer(t, 'matrix-customer@example.com')).token;
    const orgId = await createOrganization(t, 'Other org (customers)');
    other = (await createCustomer(t, 'foreign@example.com', orgId)).id;
  });

  const all: Permission[] = ['tickets:customers:view', 'tickets:customers:add', 'tickets:customers:edit', 'tickets:customers:delete', 'tickets:tickets:view'];
  const endpoints: { name: string; needs: Permission[]; method: Method; url: (id: string) => string; body?: () => object; ok: number; byId: boolean }[] = [
    { name: 'search', needs: ['tickets:customers:view'], method: 'POST', url: () => 'customers/search', body: () => ({}), ok: 200, byId: false },
    { name: 'read', needs: ['tickets:customers:view'], method: 'GET', url: (id) => `customers/${id}`, ok: 200, byId: true },
    { name: 'create', needs: ['tickets:customers:add'], method: 'POST', url: () => 'customers', body: () => ({ name: 'Matrix', email: `matrix${++counter}@example.com` }), ok: 201, byId: false },
    { name: 'update', needs: ['tickets:customers:edit'], method: 'PUT', url: (id) => `customers/${id}`, body: () => ({ name: 'Matrix edited', email: `edited${++counter}@example.com` }), ok: 200, byId: true },
    { name: 'their tickets', needs: ['tickets:customers:view', 'tickets:tickets:view'], method: 'GET', url: (id) => `customers/${id}/tickets`, ok: 200, byId: true },
    { name: 'delete', needs: ['tickets:customers:delete'], method: 'DELETE', url: (id) => `customers/${id}`, ok: 204, byId: true },
  ];

  for (const endpoint of endpoints) {
    test(`${endpoint.name}: 401 without a token or with a customer token, 403 without ${endpoint.needs.join(' + ')}, ${endpoint.ok} with it, 404 for another organisation`, async () => {
      const url = endpoint.url(mine);
      assert.equal((await call(endpoint.method, url, null, endpoint.body?.())).statusCode, 401);
      assert.equal((await call(endpoint.method, url, customerToken, endpoint.body?.())).statusCode, 401);
      // Missing any one of the needed permissions is enough to be refused.
      for (const missing of endpoint.needs) {
        const without = await createAgent(t, all.filter((p) => p !== missing));
        const refused = await call(endpoint.method, url, without.token, endpoint.body?.());
        assert.equal(refused.statusCode, 403, `${endpoint.name} without ${missing}`);
        assert.equal(refused.json().code, 'FORBIDDEN');
      }
      const holder = await createAgent(t, endpoint.needs);
      if (endpoint.byId) {
        const foreign = await call(endpoint.method, endpoint.url(other), holder.token, endpoint.body?.());
        assert.equal(foreign.statusCode, 404);
        assert.equal(foreign.json().code, 'NOT_FOUND');
      }
      const allowed = await call(endpoint.method, url, holder.token, endpoint.body?.());
      assert.equal(allowed.statusCode, endpoint.ok, allowed.body);
    });
  }

  test('the foreign customer is untouched', async () => {
    const row = await t.app.db.selectFrom('customers').select(['email']).where('id', '=', other).executeTakeFirstOrThrow();
    assert.equal(row.email, 'foreign@example.com');
  });
});

describe('search', () => {
  let agent: TestAgent;
  let orgId: string;
  before(async () => {
    orgId = await createOrganization(t, 'Search org (customers)');
    // Ticket counts cover the tickets the caller sees.
    agent = await createAgent(t, ['tickets:customers:view', 'tickets:tickets:view'], { organizationId: orgId });
    const zoe = await createCustomer(t, 'zoe@alpha.test', orgId, 'Zoe Adams');
    const yan = await createCustomer(t, 'yan@beta.test', orgId, 'yan Brown');
    await createCustomer(t, 'xia@gamma.test', orgId, 'Xia Chen');
    await t.app.db.insertInto('customers').values({ organization_id: orgId, name: 'Wanda 50%', email: 'wanda@delta.test', phone: '+44 20 7946 0000', password_hash: null }).execute();
    // Distinct creation times, oldest first in the order inserted above.
    await sql`update customers set created_at = now() - (interval '1 minute' * (case email when 'zoe@alpha.test' then 4 when 'yan@beta.test' then 3 when 'xia@gamma.test' then 2 else 1 end)) where organization_id = ${orgId}`.execute(t.app.db);
    for (const title of ['One', 'Two', 'Three']) await fileTicket(yan, title);
    await fileTicket(zoe, 'Only');
  });

  const search = async (body: object) => {
    const response = await call('POST', 'customers/search', agent.token, body);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const names = (result: { entities: { name: string }[] }) => result.entities.map((c) => c.name);

  test('an empty body lists everyone, newest first, with ticket counts and the last ticket date', async () => {
    const result = await search({});
    assert.deepEqual(names(result), ['Wanda 50%', 'Xia Chen', 'yan Brown', 'Zoe Adams']);
    assert.equal(result.totalCount, 4);
    const yan = result.entities[2];
    assert.equal(yan.ticketCount, 3);
    assert.equal(yan.openTicketCount, 3);
    assert.equal(yan.email, 'yan@beta.test');
    assert.equal(yan.verified, true);
    assert.match(yan.lastTicketDate, /^\d{4}-\d{2}-\d{2}T.*Z$/);
    const wanda = result.entities[0];
    assert.deepEqual([wanda.verified, wanda.hasPassword, wanda.ticketCount, wanda.lastTicketDate], [false, false, 0, null]);
    // No body at all reads like `{}`.
    const bare = await t.app.inject({ method: 'POST', url: '/api/v1/customers/search', headers: bearer(agent.token) });
    assert.deepEqual(bare.json(), result);
  });

  test('query matches name, email or phone; % is literal', async () => {
    assert.deepEqual(names(await search({ query: 'BROWN' })), ['yan Brown']);
    assert.deepEqual(names(await search({ query: 'gamma.test' })), ['Xia Chen']);
    assert.deepEqual(names(await search({ query: '7946' })), ['Wanda 50%']);
    assert.deepEqual(names(await search({ query: '50%' })), ['Wanda 50%']);
    assert.equal((await search({ query: 'nobody' })).totalCount, 0);
  });

  test('filters verified and unverified', async () => {
    assert.deepEqual(names(await search({ filters: { verified: false } })), ['Wanda 50%']);
    assert.equal((await search({ filters: { verified: true } })).totalCount, 3);
  });

  test('sorts by name (case-insensitive), email, ticket count and added date', async () => {
    assert.deepEqual(names(await search({ sort: { field: 'name' } })), ['Wanda 50%', 'Xia Chen', 'yan Brown', 'Zoe Adams']);
    assert.deepEqual(names(await search({ sort: { field: 'name', order: 'desc' } })), ['Zoe Adams', 'yan Brown', 'Xia Chen', 'Wanda 50%']);
    assert.deepEqual(names(await search({ sort: { field: 'email' } })), ['Wanda 50%', 'Xia Chen', 'yan Brown', 'Zoe Adams']);
    const byTickets = await search({ sort: { field: 'ticketCount', order: 'desc' }, pageSize: 2 });
    assert.deepEqual(names(byTickets), ['yan Brown', 'Zoe Adams']);
    assert.equal(byTickets.totalCount, 4);
    assert.deepEqual(names(await search({ sort: { field: 'addedDate', order: 'asc' } })), ['Zoe Adams', 'yan Brown', 'Xia Chen', 'Wanda 50%']);
  });

  test('pages do not overlap; over 100 per page is refused', async () => {
    const first = await search({ pageNumber: 1, pageSize: 3, sort: { field: 'name' } });
    const second = await search({ pageNumber: 2, pageSize: 3, sort: { field: 'name' } });
    assert.deepEqual(names(first), ['Wanda 50%', 'Xia Chen', 'yan Brown']);
    assert.deepEqual(names(second), ['Zoe Adams']);
    assert.equal(second.pageNumber, 2);
    const big = await call('POST', 'customers/search', agent.token, { pageSize: 500 });
    assert.equal(big.statusCode, 400);
    assert.ok(detailsOf(big)['/pageSize']);
  });
});

describe('create, read, update', () => {
  test('an agent creates a customer: unverified, no password, no phone; the details read back', async () => {
    const created = await createByAgent({ name: '  Priya Nair ', email: ' Priya@Example.com ' });
    assert.equal(created.name, 'Priya Nair');
    assert.equal(created.email, 'Priya@Example.com');
    assert.deepEqual([created.phone, created.verified, created.hasPassword, created.ticketCount, created.openTicketCount, created.lastTicketDate], [null, false, false, 0, 0, null]);
    assert.deepEqual((await call('GET', `customers/${created.id}`)).json(), created);
  });

  test('emails are unique per organisation whatever the case, on create and on update', async () => {
    const first = await createByAgent({ email: 'taken@example.com' });
    const clash = await call('POST', 'customers', admin.token, { name: 'Copy', email: 'TAKEN@example.com' });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().code, 'CONFLICT');
    assert.deepEqual(detailsOf(clash), { '/email': 'is already used by another customer' });
    const second = await createByAgent();
    const moved = await call('PUT', `customers/${second.id}`, admin.token, { name: second.name, email: 'Taken@Example.com' });
    assert.equal(moved.statusCode, 409);
    // Keeping one's own email is not a clash.
    assert.equal((await call('PUT', `customers/${first.id}`, admin.token, { name: 'Renamed', email: 'taken@example.com' })).statusCode, 200);
    // Another organisation may have the same address.
    const orgId = await createOrganization(t, 'Email reuse org');
    const elsewhere = await createAgent(t, ['tickets:customers:add'], { organizationId: orgId });
    assert.equal((await call('POST', 'customers', elsewhere.token, { name: 'Same', email: 'taken@example.com' })).statusCode, 201);
  });

  test('every invalid field is named', async () => {
    const response = await call('POST', 'customers', admin.token, { name: '  ', email: 'not-an-address', phone: 'call me' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
    assert.deepEqual(detailsOf(response), { '/name': 'is required', '/email': 'must be an email address', '/phone': 'must be a phone number' });
    const missing = await call('POST', 'customers', admin.token, { phone: '+1 555 0101', password: 'x' });
    assert.deepEqual(detailsOf(missing), { '/name': 'is required', '/email': 'is required', '/password': 'is not allowed' });
  });

  test('update changes name, email and phone; a missing phone keeps it, null clears it', async () => {
    const created = await createByAgent({ phone: '+91 98765 43210' });
    const renamed = await call('PUT', `customers/${created.id}`, admin.token, { name: 'New Name', email: 'new.name@example.com' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual([renamed.json().name, renamed.json().email, renamed.json().phone], ['New Name', 'new.name@example.com', '+91 98765 43210']);
    const cleared = await call('PUT', `customers/${created.id}`, admin.token, { name: 'New Name', email: 'new.name@example.com', phone: null });
    assert.equal(cleared.json().phone, null);
    assert.deepEqual((await call('GET', `customers/${created.id}`)).json(), cleared.json());
    assert.equal((await call('PUT', 'customers/0b6d6b5e-8f7a-4c1e-9c49-8f0d3b7d0a11', admin.token, { name: 'x', email: 'x@example.com' })).statusCode, 404);
    assert.equal((await call('GET', 'customers/12345')).statusCode, 400);
  });
});

describe('an agent-created customer signs in only after setting a password through the reset link', () => {
  test('login is refused as invalid credentials, the reset link sets a password and verifies them', async () => {
    const email = 'walk-in@example.com';
    const created = await createByAgent({ name: 'Walk In', email });

    const attempt = await call('POST', 'auth/login', null, { email, password: 'anything1' });
    assert.equal(attempt.statusCode, 401);
    assert.equal(attempt.json().code, 'INVALID_CREDENTIALS');

    const requested = await call('POST', 'auth/request/resetpassword', null, { email, organizationId: t.app.firstStart.organizationId });
    assert.equal(requested.statusCode, 200);
    await t.app.mailWorker.drain();
    const mails = smtp.mailsTo(email);
    assert.equal(mails.length, 1);
    const link = new URL((mails[0]?.text ?? '').match(/https:\/\/\S+/)?.[0] ?? '');
    const reset = await call('POST', 'auth/password/reset', null, { email, newPassword: 'walkin-pass-1', ad: link.searchParams.get('ad'), fk: link.searchParams.get('fk') });
    assert.equal(reset.statusCode, 200, reset.body);

    const login = await call('POST', 'auth/login', null, { email, password: 'walkin-pass-1' });
    assert.equal(login.statusCode, 200, login.body);
    const me = await call('GET', 'auth/me', login.json().access_token);
    assert.equal(me.json().name, 'Walk In');

    const after = (await call('GET', `customers/${created.id}`)).json();
    assert.deepEqual([after.verified, after.hasPassword], [true, true]);
  });
});

describe('an agent-created customer may also register themselves', () => {
  test('registering that email sends a code; verifying it keeps the same customer, now verified with a password', async () => {
    const email = 'claims@example.com';
    const created = await createByAgent({ name: 'Front Desk Typed', email });
    const registered = await call('POST', 'auth/register', null, { name: 'Claire Ames', email, phone: '+1 555 0102', password: 'claire-pass-1', organization: t.app.firstStart.organizationId });
    assert.equal(registered.statusCode, 200, registered.body);
    await t.app.mailWorker.drain();
    const verified = await call('POST', 'auth/otp/verify', null, { email, otp: otpFrom(smtp.mailsTo(email).at(-1)), verificationtype: 'register', registrationId: registered.json().registrationId });
    assert.equal(verified.statusCode, 200, verified.body);
    const after = (await call('GET', `customers/${created.id}`)).json();
    assert.deepEqual([after.name, after.verified, after.hasPassword], ['Claire Ames', true, true]);
  });
});

describe('their tickets and the delete rule', () => {
  test('tickets newest first with status and priority, paged', async () => {
    const customer = await createCustomer(t, 'history@example.com', undefined, 'History Person');
    const other = await createCustomer(t, 'someone-else@example.com');
    const filed = [];
    for (const title of ['First', 'Second', 'Third']) filed.push(await fileTicket(customer, title));
    await fileTicket(other, 'Not theirs');
    const closed = await t.app.db.selectFrom('statuses').select(['id', 'name']).where('organization_id', '=', t.app.firstStart.organizationId).where('kind', '=', 'closed').executeTakeFirstOrThrow();
    await t.app.db.updateTable('tickets').set({ status_id: closed.id, priority: 'High' }).where('id', '=', filed[0]!.id).execute();

    const page1 = await call('GET', `customers/${customer.id}/tickets?pageSize=2`);
    assert.equal(page1.statusCode, 200, page1.body);
    assert.deepEqual(page1.json().entities.map((ticket: { title: string }) => ticket.title), ['Third', 'Second']);
    assert.equal(page1.json().totalCount, 3);
    const page2 = (await call('GET', `customers/${customer.id}/tickets?pageSize=2&pageNumber=2`)).json();
    assert.equal(page2.entities.length, 1);
    const first = page2.entities[0];
    assert.deepEqual([first.id, first.serialNumber, first.title, first.priority, first.status.name, first.status.kind], [filed[0]!.id, filed[0]!.serialNumber, 'First', 'High', closed.name, 'closed']);
    assert.match(first.status.color, /^#/);
    assert.match(first.addedDate, /Z$/);

    const summary = (await call('GET', `customers/${customer.id}`)).json();
    assert.deepEqual([summary.ticketCount, summary.openTicketCount], [3, 2]);
    assert.equal((await call('GET', `customers/${customer.id}/tickets?pageSize=101`)).statusCode, 400);
  });

  test('a customer with tickets cannot be deleted; one without can, and is gone', async () => {
    const withTickets = await createCustomer(t, 'keeper@example.com');
    await fileTicket(withTickets, 'Keep me');
    const refused = await call('DELETE', `customers/${withTickets.id}`);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'CONFLICT');
    assert.deepEqual(detailsOf(refused), { '/id': 'has 1 ticket; customers with tickets cannot be deleted' });
    assert.equal((await call('GET', `customers/${withTickets.id}`)).statusCode, 200);

    const lonely = await createByAgent();
    const deleted = await call('DELETE', `customers/${lonely.id}`);
    assert.equal(deleted.statusCode, 204);
    assert.equal((await call('GET', `customers/${lonely.id}`)).statusCode, 404);
    assert.equal((await call('DELETE', `customers/${lonely.id}`)).statusCode, 404);
    // Their email is free again.
    assert.equal((await call('POST', 'customers', admin.token, { name: 'Again', email: lonely.email })).statusCode, 201);
  });
});

