import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CATEGORY_FIELD_TYPES, normalizeFieldType } from '@switchboard/shared/contracts';
import { ensureFirstStart } from '../src/first-start.js';
import { seedSampleCategories } from '../src/features/tickets/categories/index.js';
import { startCustomerSession } from '../src/features/hub/accounts/customer-sessions.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let token: string;
let organizationId: string;

/** A verified customer straight in the database (registration itself is covered in hub-auth.test.ts). */
async function customerToken(orgId: string, email: string): Promise<string> {
  const row = await t.app.db
    .insertInto('customers')
    .values({ organization_id: orgId, name: 'Cat Viewer', email, phone: '+1 555 0100', password_hash: 'x', verified_at: new Date() })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  return (await startCustomerSession({ db: t.app.db, secret: t.config.jwtSecret }, { id: row.id, organization_id: orgId, token_version: row.token_version })).access_token;
}

before(async () => {
  t = await startTestApp();
  organizationId = t.app.firstStart.organizationId;
  token = await customerToken(organizationId, 'viewer@example.com');
});
after(async () => {
  await t.close();
});

const get = (url: string, bearerToken = token) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(bearerToken) });

describe('GET /api/v1/client/categories', () => {
  test('first start seeded three active sample categories', async () => {
    const response = await get('client/categories');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.totalCount, 3);
    assert.deepEqual(body.entities.map((c: { name: string }) => c.name), ['Billing', 'Delivery', 'Technical issue']);
    for (const category of body.entities) {
      assert.match(category.id, /^[0-9a-f-]{36}$/);
      assert.equal(typeof category.description, 'string');
    }
  });

  test('inactive categories are not listed and do not open', async () => {
    const extra = await t.app.db.insertInto('categories').values({ organization_id: organizationId, name: 'Retired', description: null, is_active: false }).returning('id').executeTakeFirstOrThrow();
    const list = await get('client/categories');
    assert.ok(!list.json().entities.some((c: { id: string }) => c.id === extra.id));
    assert.equal((await get(`client/categories/${extra.id}`)).statusCode, 404);
  });

  test('seeding is idempotent: first start again adds nothing', async () => {
    await ensureFirstStart(t.app.db, t.config);
    assert.equal(await t.app.db.transaction().execute((trx) => seedSampleCategories(trx, organizationId)), false);
    const count = await t.app.db.selectFrom('categories').select((eb) => eb.fn.countAll<string>().as('n')).where('organization_id', '=', organizationId).where('is_active', '=', true).executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 3);
  });
});

describe('GET /api/v1/client/categories/{id}', () => {
  test('details: fields in position order with every documented property; the samples cover all nine types', async () => {
    const list = (await get('client/categories')).json().entities as { id: string; name: string }[];
    const seen = new Set<string>();
    for (const summary of list) {
      const response = await get(`client/categories/${summary.id}`);
      assert.equal(response.statusCode, 200);
      const details = response.json();
      assert.equal(details.id, summary.id);
      assert.equal(details.name, summary.name);
      assert.ok(details.fields.length >= 5);
      for (const field of details.fields) {
        assert.deepEqual(Object.keys(field).sort(), ['defaultValue', 'id', 'isRequired', 'key', 'name', 'options', 'placeholder', 'type', 'valueField']);
        assert.ok((CATEGORY_FIELD_TYPES as readonly string[]).includes(field.type), field.type);
        seen.add(field.type);
        if (field.type === 'select' || field.type === 'multi_selection') {
          assert.ok(field.options.length >= 2);
          assert.equal(field.valueField, 'value');
          for (const option of field.options) assert.deepEqual(Object.keys(option).sort(), ['label', 'value']);
        } else {
          assert.deepEqual(field.options, []);
        }
      }
    }
    assert.deepEqual([...seen].sort(), [...CATEGORY_FIELD_TYPES].sort());

    const billing = (await get(`client/categories/${list.find((c) => c.name === 'Billing')?.id}`)).json();
    assert.deepEqual(billing.fields.map((f: { key: string }) => f.key), ['invoice_number', 'amount', 'billing_email', 'payment_method', 'charged_on']);
    assert.deepEqual(billing.fields[0], { ...billing.fields[0], name: 'Invoice number', type: 'text', isRequired: true, placeholder: 'INV-2024-0001', defaultValue: null });
    const delivery = (await get(`client/categories/${list.find((c) => c.name === 'Delivery')?.id}`)).json();
    assert.equal(delivery.fields.find((f: { type: string }) => f.type === 'boolean').defaultValue, false);
  });

  test("another organisation's category answers 404, and its customers see only their own", async () => {
    const other = await t.app.db.insertInto('organizations').values({ name: 'Elsewhere', logo_url: null }).returning('id').executeTakeFirstOrThrow();
    await t.app.db.transaction().execute((trx) => seedSampleCategories(trx, other.id));
    const foreign = await t.app.db.selectFrom('categories').select('id').where('organization_id', '=', other.id).executeTakeFirstOrThrow();

    const response = await get(`client/categories/${foreign.id}`);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'NOT_FOUND');

    const otherToken = await customerToken(other.id, 'viewer@elsewhere.example');
    const theirs = (await get('client/categories', otherToken)).json().entities.map((c: { id: string }) => c.id);
    const ours = (await get('client/categories')).json().entities.map((c: { id: string }) => c.id);
    assert.equal(theirs.length, 3);
    assert.ok(theirs.includes(foreign.id));
    assert.ok(!ours.some((id: string) => theirs.includes(id)));
  });

  test('unknown id answers 404; a malformed id 400; no token 401', async () => {
    assert.equal((await get('client/categories/00000000-0000-4000-8000-000000000000')).statusCode, 404);
    assert.equal((await get('client/categories/not-a-uuid')).statusCode, 400);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/client/categories' })).statusCode, 401);
  });
});

describe('field type names', () => {
  test('type aliases normalise to the stored type set', () => {
    assert.equal(normalizeFieldType('plain_text'), 'text');
    assert.equal(normalizeFieldType('text_area'), 'textarea');
    assert.equal(normalizeFieldType('date_picker'), 'date');
    assert.equal(normalizeFieldType('DROPDOWN'), 'select');
    assert.equal(normalizeFieldType('multi_selection'), 'multi_selection');
    assert.equal(normalizeFieldType('datetime_picker'), 'datetime_picker');
    assert.equal(normalizeFieldType('signature'), undefined);
  });
});
