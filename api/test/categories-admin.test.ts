import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Permission } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

let t: TestApp;
let admin: TestAgent;
let customer: TestCustomer;

before(async () => {
  t = await startTestApp();
  admin = await createAgent(t, ['tickets:categories:view', 'tickets:categories:add', 'tickets:categories:edit', 'tickets:categories:delete']);
  customer = await createCustomer(t, 'designer-customer@example.com');
});
after(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin.token, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const detailsOf = (response: { json: () => { details?: { field: string; message: string }[] } }) =>
  Object.fromEntries((response.json().details ?? []).map((d) => [d.field, d.message])) as Record<string, string>;

let counter = 0;
async function createCategory(body: Record<string, unknown> = {}) {
  const response = await call('POST', 'categories', admin.token, { name: `Category ${++counter}`, fields: [], ...body });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

describe('permission matrix', () => {
  let other: string;
  let mine: string;
  before(async () => {
    mine = (await createCategory()).id;
    const orgId = await createOrganization(t, 'Other org (categories)');
    const row = await t.app.db.insertInto('categories').values({ organization_id: orgId, name: 'Foreign' }).returning('id').executeTakeFirstOrThrow();
    other = row.id;
  });

  const endpoints: { name: string; permission: Permission; method: Method; url: () => string; body?: () => object; ok: number; foreign?: () => string }[] = [
    { name: 'search', permission: 'tickets:categories:view', method: 'POST', url: () => 'categories/search', body: () => ({}), ok: 200 },
    { name: 'read', permission: 'tickets:categories:view', method: 'GET', url: () => `categories/${mine}`, ok: 200, foreign: () => `categories/${other}` },
    { name: 'read as a form', permission: 'tickets:categories:view', method: 'GET', url: () => `categories/${mine}/form`, ok: 200, foreign: () => `categories/${other}/form` },
    { name: 'create', permission: 'tickets:categories:add', method: 'POST', url: () => 'categories', body: () => ({ name: `Matrix ${++counter}`, fields: [] }), ok: 201 },
    {
      name: 'update',
      permission: 'tickets:categories:edit',
      method: 'PUT',
      url: () => `categories/${mine}`,
      body: () => ({ name: `Matrix edited ${++counter}`, fields: [] }),
      ok: 200,
      foreign: () => `categories/${other}`,
    },
    { name: 'delete', permission: 'tickets:categories:delete', method: 'DELETE', url: () => `categories/${mine}`, ok: 200, foreign: () => `categories/${other}` },
  ];

  for (const endpoint of endpoints) {
    test(`${endpoint.name}: 401 without a token or with a customer token, 403 without ${endpoint.permission}, ${endpoint.ok} with it, 404 for another organisation`, async () => {
      assert.equal((await call(endpoint.method, endpoint.url(), null, endpoint.body?.())).statusCode, 401);
      assert.equal((await call(endpoint.method, endpoint.url(), customer.token, endpoint.body?.())).statusCode, 401);
      const others = (['tickets:categories:view', 'tickets:categories:add', 'tickets:categories:edit', 'tickets:categories:delete', 'tickets:tickets:view'] as Permission[]).filter(
        (p) => p !== endpoint.permission,
      );
      const without = await createAgent(t, others);
      const refused = await call(endpoint.method, endpoint.url(), without.token, endpoint.body?.());
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().code, 'FORBIDDEN');
      const holder = await createAgent(t, [endpoint.permission]);
      if (endpoint.foreign) {
        const foreign = await call(endpoint.method, endpoint.foreign(), holder.token, endpoint.body?.());
        assert.equal(foreign.statusCode, 404);
        assert.equal(foreign.json().code, 'NOT_FOUND');
      }
      const allowed = await call(endpoint.method, endpoint.url(), holder.token, endpoint.body?.());
      assert.equal(allowed.statusCode, endpoint.ok, allowed.body);
    });
  }

  test('the foreign category was left untouched by the refused update and delete', async () => {
    const row = await t.app.db.selectFrom('categories').select(['name', 'is_active']).where('id', '=', other).executeTakeFirstOrThrow();
    assert.deepEqual(row, { name: 'Foreign', is_active: true });
  });
});

describe('search', () => {
  let orgId: string;
  let agent: TestAgent;
  before(async () => {
    // A fresh organisation holds exactly the categories made here.
    orgId = await createOrganization(t, 'Search org (categories)');
    agent = await createAgent(t, ['tickets:categories:view', 'tickets:categories:add'], { organizationId: orgId });
    const make = (name: string, fieldNames: string[], extra: object = {}) =>
      call('POST', 'categories', agent.token, { name, description: `About ${name.toLowerCase()}`, fields: fieldNames.map((n) => ({ name: n, type: 'text' })), ...extra });
    for (const [name, fields, extra] of [
      ['Returns', ['Order', 'Reason'], {}],
      ['billing questions', ['Invoice'], {}],
      ['Archive 100%', [], { isActive: false }],
      ['Accounts', ['User', 'Plan', 'Seats'], {}],
    ] as const) {
      const response = await make(name, [...fields], extra);
      assert.equal(response.statusCode, 201, response.body);
    }
  });

  const search = async (body: object) => {
    const response = await call('POST', 'categories/search', agent.token, body);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  test('an empty body lists every category by name, case-insensitively, with counts', async () => {
    const result = await search({});
    assert.deepEqual(
      result.entities.map((c: { name: string }) => c.name),
      ['Accounts', 'Archive 100%', 'billing questions', 'Returns'],
    );
    assert.equal(result.totalCount, 4);
    assert.equal(result.pageNumber, 1);
    assert.equal(result.pageSize, 25);
    const accounts = result.entities[0];
    assert.equal(accounts.fieldCount, 3);
    assert.equal(accounts.ticketCount, 0);
    assert.equal(accounts.isActive, true);
    assert.equal(accounts.description, 'About accounts');
    assert.match(accounts.addedDate, /^\d{4}-\d{2}-\d{2}T.*Z$/);
    // No body at all reads like `{}`.
    const bare = await t.app.inject({ method: 'POST', url: '/api/v1/categories/search', headers: bearer(agent.token) });
    assert.deepEqual(bare.json(), result);
  });

  test('query matches name or description; % is taken literally', async () => {
    assert.deepEqual((await search({ query: 'BILL' })).entities.map((c: { name: string }) => c.name), ['billing questions']);
    assert.deepEqual((await search({ query: 'about ret' })).entities.map((c: { name: string }) => c.name), ['Returns']);
    assert.deepEqual((await search({ query: '100%' })).entities.map((c: { name: string }) => c.name), ['Archive 100%']);
    assert.equal((await search({ query: '%' })).totalCount, 1);
  });

  test('filters active and inactive', async () => {
    assert.deepEqual((await search({ filters: { isActive: false } })).entities.map((c: { name: string }) => c.name), ['Archive 100%']);
    assert.equal((await search({ filters: { isActive: true } })).totalCount, 3);
  });

  test('sorts by field count, and by added date both ways', async () => {
    assert.deepEqual((await search({ sort: { field: 'fieldCount', order: 'desc' } })).entities.map((c: { fieldCount: number }) => c.fieldCount), [3, 2, 1, 0]);
    const newest = (await search({ sort: { field: 'addedDate', order: 'desc' } })).entities.map((c: { name: string }) => c.name);
    const oldest = (await search({ sort: { field: 'addedDate', order: 'asc' } })).entities.map((c: { name: string }) => c.name);
    assert.equal(newest[0], 'Accounts');
    assert.deepEqual(oldest, [...newest].reverse());
  });

  test('pages keep the total and do not overlap', async () => {
    const first = await search({ pageNumber: 1, pageSize: 3 });
    const second = await search({ pageNumber: 2, pageSize: 3 });
    assert.equal(first.entities.length, 3);
    assert.equal(second.entities.length, 1);
    assert.equal(second.totalCount, 4);
    assert.equal(second.entities[0].name, 'Returns');
  });

  test('a page size over 100 or an unknown sort field is a validation error', async () => {
    const big = await call('POST', 'categories/search', agent.token, { pageSize: 101 });
    assert.equal(big.statusCode, 400);
    assert.equal(big.json().code, 'VALIDATION_FAILED');
    assert.ok(detailsOf(big)['/pageSize']);
    const sort = await call('POST', 'categories/search', agent.token, { sort: { field: 'colour' } });
    assert.equal(sort.statusCode, 400);
  });
});

describe('the field designer: create', () => {
  test('aliases, string options, generated and normalised keys, defaults, order', async () => {
    const created = await createCategory({
      name: '  Hardware  ',
      description: 'Broken devices',
      fields: [
        { name: 'Serial number', type: 'plain_text', isRequired: true, placeholder: 'SN-…' },
        { name: 'Device', type: 'dropdown', options: ['Laptop', 'Phone', { label: 'Tablet PC', value: 'tablet' }], defaultValue: 'phone' },
        { name: 'Serial number', type: 'text' },
        { key: 'Bought On', name: 'Purchase date', type: 'date_picker', defaultValue: '2026-01-31' },
        { name: 'Symptoms', type: 'multi_select', options: ['No power', 'Cracked screen'], defaultValue: ['no_power'] },
        { name: 'Under warranty', type: 'BOOLEAN', defaultValue: 'true', required: true },
      ],
    });
    assert.equal(created.name, 'Hardware');
    assert.equal(created.isActive, true);
    assert.equal(created.ticketCount, 0);
    const fields = created.fields;
    assert.deepEqual(
      fields.map((f: { key: string; type: string; position: number }) => [f.key, f.type, f.position]),
      [
        ['serial_number', 'text', 0],
        ['device', 'select', 1],
        ['serial_number_2', 'text', 2],
        ['bought_on', 'date', 3],
        ['symptoms', 'multi_selection', 4],
        ['under_warranty', 'boolean', 5],
      ],
    );
    assert.deepEqual(fields[1].options, [
      { label: 'Laptop', value: 'laptop' },
      { label: 'Phone', value: 'phone' },
      { label: 'Tablet PC', value: 'tablet' },
    ]);
    assert.equal(fields[1].valueField, 'value');
    assert.equal(fields[0].valueField, null);
    assert.equal(fields[0].isRequired, true);
    assert.equal(fields[0].placeholder, 'SN-…');
    assert.equal(fields[1].defaultValue, 'phone');
    assert.deepEqual(fields[4].defaultValue, ['no_power']);
    assert.equal(fields[5].defaultValue, true);
    assert.equal(fields[5].isRequired, true, 'the template spelling `required` is understood');
    assert.equal(fields[1].isRequired, false);

    // The hub sees the same category and fields.
    const hub = await call('GET', `client/categories/${created.id}`, customer.token);
    assert.equal(hub.statusCode, 200);
    assert.deepEqual(
      hub.json().fields.map((f: { key: string }) => f.key),
      fields.map((f: { key: string }) => f.key),
    );
    const read = await call('GET', `categories/${created.id}`);
    assert.deepEqual(read.json(), created);
  });

  test('every problem of the field list is named by its path', async () => {
    const response = await call('POST', 'categories', admin.token, {
      name: '   ',
      fields: [
        { name: 'Colour', type: 'colour' },
        { name: 'Pick', type: 'select' },
        { name: 'Pick many', type: 'multi_selection', options: [] },
        { key: 'code', name: 'Code', type: 'text' },
        { key: 'CODE', name: 'Code again', type: 'text' },
        { name: '', type: 'text' },
        { name: 'Amount', type: 'number', defaultValue: 'lots' },
        { name: 'Contact', type: 'email', defaultValue: 'not-an-email' },
        { name: 'Size', type: 'select', options: ['Small', 'small', { label: ' ' }], defaultValue: 'huge' },
        { id: '00000000-0000-4000-8000-000000000000', name: 'Ghost', type: 'text' },
        { key: '!!!', name: 'Symbols', type: 'text' },
      ],
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
    assert.deepEqual(detailsOf(response), {
      '/name': 'is required',
      '/fields/0/type': 'must be one of text, email, number, textarea, date, datetime_picker, boolean, select, multi_selection',
      '/fields/1/options': 'must list at least one option',
      '/fields/2/options': 'must list at least one option',
      '/fields/4/key': 'is already used by field 3',
      '/fields/5/name': 'is required',
      '/fields/6/defaultValue': 'must be a number',
      '/fields/7/defaultValue': 'must be an email address',
      '/fields/8/options/1': 'repeats the value "small"',
      '/fields/8/options/2': 'needs a label',
      '/fields/8/defaultValue': 'must be one of the options',
      '/fields/9/id': 'is not a field of this category',
      '/fields/10/key': 'must contain letters or digits',
    });
    const count = await t.app.db.selectFrom('categories').select((eb) => eb.fn.countAll<string>().as('n')).where('name', '=', 'Ghost').executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 0);
  });

  test('shape errors: a missing field list, a field without a name, unknown properties', async () => {
    const response = await call('POST', 'categories', admin.token, { name: 'Shape', fields: [{ type: 'text', colour: 'red' }], extra: 1 });
    assert.equal(response.statusCode, 400);
    const details = detailsOf(response);
    assert.equal(details['/fields/0/name'], 'is required');
    assert.equal(details['/fields/0/colour'], 'is not allowed');
    assert.equal(details['/extra'], 'is not allowed');
    const noFields = await call('POST', 'categories', admin.token, { name: 'Shape' });
    assert.equal(detailsOf(noFields)['/fields'], 'is required');
  });

  test('names are unique per organisation, whatever the case; other organisations may reuse them', async () => {
    await createCategory({ name: 'Refunds' });
    const clash = await call('POST', 'categories', admin.token, { name: ' REFUNDS ', fields: [] });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().code, 'CONFLICT');
    assert.deepEqual(detailsOf(clash), { '/name': 'is already used by another category' });
    const orgId = await createOrganization(t, 'Reuse org');
    const elsewhere = await createAgent(t, ['tickets:categories:add'], { organizationId: orgId });
    assert.equal((await call('POST', 'categories', elsewhere.token, { name: 'Refunds', fields: [] })).statusCode, 201);
  });
});

describe('the field designer: update', () => {
  test('the list is the truth: ids keep their fields, new ones are added, order follows the list, missing ones go', async () => {
    const created = await createCategory({
      fields: [
        { name: 'First', type: 'text' },
        { name: 'Second', type: 'number' },
        { name: 'Third', type: 'select', options: ['A', 'B'] },
      ],
    });
    const [first, second, third] = created.fields;
    const updated = await call('PUT', `categories/${created.id}`, admin.token, {
      name: created.name,
      description: 'now described',
      fields: [
        { id: third.id, key: third.key, name: 'Third, renamed', type: 'multi_selection', options: third.options },
        { name: 'Brand new', type: 'textarea' },
        // Swapping keys between two kept fields is fine.
        { id: first.id, key: 'second', name: 'First', type: 'date' },
      ],
    });
    assert.equal(updated.statusCode, 200, updated.body);
    const body = updated.json();
    assert.equal(body.description, 'now described');
    assert.deepEqual(
      body.fields.map((f: { id: string; key: string; name: string; type: string; position: number }) => [f.id === third.id, f.id === first.id, f.key, f.name, f.type, f.position]),
      [
        [true, false, 'third', 'Third, renamed', 'multi_selection', 0],
        [false, false, 'brand_new', 'Brand new', 'textarea', 1],
        [false, true, 'second', 'First', 'date', 2],
      ],
    );
    assert.ok(!body.fields.some((f: { id: string }) => f.id === second.id));
    assert.ok(new Date(body.updatedDate) >= new Date(created.updatedDate));
    assert.deepEqual((await call('GET', `categories/${created.id}`)).json(), body);
  });

  test('a field id of another category is refused; a failed update changes nothing', async () => {
    const a = await createCategory({ fields: [{ name: 'Mine', type: 'text' }] });
    const b = await createCategory({ fields: [{ name: 'Theirs', type: 'text' }] });
    const response = await call('PUT', `categories/${a.id}`, admin.token, { name: 'Renamed', fields: [{ id: b.fields[0].id, name: 'Stolen', type: 'text' }] });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(detailsOf(response), { '/fields/0/id': 'is not a field of this category' });
    assert.deepEqual((await call('GET', `categories/${a.id}`)).json(), a);
  });

  test('renaming to another category’s name is a conflict; keeping one’s own name is fine', async () => {
    const a = await createCategory();
    const b = await createCategory();
    assert.equal((await call('PUT', `categories/${a.id}`, admin.token, { name: b.name.toUpperCase(), fields: [] })).statusCode, 409);
    assert.equal((await call('PUT', `categories/${a.id}`, admin.token, { name: a.name, fields: [] })).statusCode, 200);
  });

  test('an unknown id is 404; a malformed id is a validation error, never a 500', async () => {
    assert.equal((await call('PUT', 'categories/6f1d1c52-1111-4f55-9a55-000000000001', admin.token, { name: 'x', fields: [] })).statusCode, 404);
    assert.equal((await call('GET', 'categories/not-a-uuid')).statusCode, 400);
  });
});

describe('tickets filed earlier keep their fields', () => {
  test('renaming, retyping and removing fields and options leaves an old ticket reading as filed', async () => {
    const category = await createCategory({
      name: 'Snapshot check',
      fields: [
        { name: 'Order number', type: 'text', isRequired: true },
        { name: 'Problem', type: 'select', options: ['Late', 'Damaged'] },
        { name: 'Quantity', type: 'number' },
        { name: 'Notes', type: 'textarea' },
      ],
    });
    const [order, problem, quantity, notes] = category.fields;
    const filed = await call('POST', 'client/tickets', customer.token, {
      categoryId: category.id,
      title: 'Parcel broken',
      description: 'It arrived crushed.',
      priority: '',
      fields: [
        { id: order.id, value: 'ORD-7' },
        { id: problem.id, value: 'damaged' },
        { id: quantity.id, value: 2 },
        { id: notes.id, value: 'Box was wet' },
      ],
    });
    assert.equal(filed.statusCode, 201, filed.body);
    const before = (await call('GET', `client/tickets/${filed.json().id}`, customer.token)).json();

    const changed = await call('PUT', `categories/${category.id}`, admin.token, {
      name: 'Snapshot check, renamed',
      fields: [
        { id: order.id, key: 'reference', name: 'Reference', type: 'number' },
        { id: problem.id, name: 'Issue', type: 'select', options: [{ label: 'Too late', value: 'late' }, { label: 'Lost', value: 'lost' }] },
        { id: quantity.id, name: 'Quantity', type: 'boolean' },
      ],
    });
    assert.equal(changed.statusCode, 200, changed.body);

    const after = await call('GET', `client/tickets/${filed.json().id}`, customer.token);
    assert.equal(after.statusCode, 200);
    assert.deepEqual(after.json().fields, before.fields);
    assert.deepEqual(
      after.json().fields.map((f: { key: string; name: string; type: string; value: unknown; labels?: string[] }) => [f.key, f.name, f.type, f.value, f.labels]),
      [
        ['order_number', 'Order number', 'text', 'ORD-7', undefined],
        ['problem', 'Problem', 'select', 'damaged', ['Damaged']],
        ['quantity', 'Quantity', 'number', 2, undefined],
        ['notes', 'Notes', 'textarea', 'Box was wet', undefined],
      ],
    );
    assert.equal(after.json().categoryName, 'Snapshot check, renamed');
  });
});

describe('delete', () => {
  test('a category no ticket uses is deleted with its fields', async () => {
    const category = await createCategory({ fields: [{ name: 'Only', type: 'text' }] });
    const response = await call('DELETE', `categories/${category.id}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { id: category.id, outcome: 'deleted', ticketCount: 0 });
    assert.equal((await call('GET', `categories/${category.id}`)).statusCode, 404);
    const fields = await t.app.db.selectFrom('category_fields').select('id').where('category_id', '=', category.id).execute();
    assert.equal(fields.length, 0);
    assert.equal((await call('DELETE', `categories/${category.id}`)).statusCode, 404);
  });

  test('a category in use is deactivated instead: gone from the hub, its tickets still name it', async () => {
    const category = await createCategory({ name: 'Used category', fields: [{ name: 'Ref', type: 'text' }] });
    const hubList = async () => (await call('GET', 'client/categories', customer.token)).json().entities.map((c: { name: string }) => c.name);
    assert.ok((await hubList()).includes('Used category'));
    const filed = await call('POST', 'client/tickets', customer.token, { categoryId: category.id, title: 'Help', description: 'Please', fields: [{ id: category.fields[0].id, value: 'R1' }] });
    assert.equal(filed.statusCode, 201, filed.body);

    const response = await call('DELETE', `categories/${category.id}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { id: category.id, outcome: 'deactivated', ticketCount: 1 });

    assert.ok(!(await hubList()).includes('Used category'));
    assert.equal((await call('GET', `client/categories/${category.id}`, customer.token)).statusCode, 404);
    const refused = await call('POST', 'client/tickets', customer.token, { categoryId: category.id, title: 'Again', description: 'Please' });
    assert.equal(refused.statusCode, 400);

    const ticket = (await call('GET', `client/tickets/${filed.json().id}`, customer.token)).json();
    assert.equal(ticket.categoryName, 'Used category');
    assert.deepEqual(ticket.fields.map((f: { value: unknown }) => f.value), ['R1']);

    // Agents still see it, marked inactive, with its ticket, and can switch it back on.
    const read = (await call('GET', `categories/${category.id}`)).json();
    assert.equal(read.isActive, false);
    assert.equal(read.ticketCount, 1);
    const reactivated = await call('PUT', `categories/${category.id}`, admin.token, { name: read.name, isActive: true, fields: read.fields });
    assert.equal(reactivated.statusCode, 200, reactivated.body);
    assert.ok((await hubList()).includes('Used category'));
  });

  test('setting isActive false on update hides the category from the hub too', async () => {
    const category = await createCategory({ name: 'Seasonal' });
    await call('PUT', `categories/${category.id}`, admin.token, { name: 'Seasonal', isActive: false, fields: [] });
    const names = (await call('GET', 'client/categories', customer.token)).json().entities.map((c: { name: string }) => c.name);
    assert.ok(!names.includes('Seasonal'));
  });
});
