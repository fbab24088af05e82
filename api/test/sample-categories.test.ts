import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ALL_PERMISSIONS } from '@switchboard/shared/contracts';
import { backfillSampleKeys } from '../src/db/migrations/0035_sample_category_keys.js';
import { seedSampleCategories } from '../src/features/tickets/categories/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, sampleCategory, type TestCustomer } from './hub-fixtures.js';

// The seeded sample categories are stored in English once; a reader sees each untouched text in their
// own language (Accept-Language), what an administrator changed as typed, and tickets keep the field
// names and option labels their creator saw.

let t: TestApp;
let customer: TestCustomer;
let agent: TestAgent;

before(async () => {
  t = await startTestApp();
  customer = await createCustomer(t, 'sample.reader@example.com');
  agent = await createAgent(t, ALL_PERMISSIONS, { name: 'Sam Sample' });
});
after(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string, language?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });

interface Field {
  key: string;
  name: string;
  placeholder: string | null;
  options: { label: string; value: string }[];
}
const fieldOf = (details: { fields: Field[] }, key: string) => details.fields.find((field) => field.key === key)!;

describe('hub categories in the reader’s language', () => {
  test('German and Arabic readers get the samples’ names and descriptions translated; English stays as stored', async () => {
    const german = (await call('GET', 'client/categories', customer.token, 'de-DE,de;q=0.9')).json();
    assert.deepEqual(german.entities.map((c: { name: string }) => c.name).sort(), ['Abrechnung', 'Lieferung', 'Technisches Problem']);
    assert.equal(german.entities.find((c: { name: string }) => c.name === 'Abrechnung').description, 'Rechnungen, Belastungen und Erstattungen');
    const arabic = (await call('GET', 'client/categories', customer.token, 'ar-AE')).json();
    assert.ok(arabic.entities.some((c: { name: string }) => c.name === 'الفواتير'), JSON.stringify(arabic));
    const english = (await call('GET', 'client/categories', customer.token)).json();
    assert.deepEqual(english.entities.map((c: { name: string }) => c.name), ['Billing', 'Delivery', 'Technical issue']);
  });

  test('a sample category’s form: field names, human placeholders and option labels translated, option values and example codes unchanged', async () => {
    const delivery = await sampleCategory(t, 'Delivery');
    const german = (await call('GET', `client/categories/${delivery.id}`, customer.token, 'de-de')).json();
    assert.equal(german.name, 'Lieferung');
    assert.equal(fieldOf(german, 'order_number').name, 'Bestellnummer');
    assert.equal(fieldOf(german, 'order_number').placeholder, 'ORD-12345');
    assert.equal(fieldOf(german, 'delivery_address').placeholder, 'Straße, Ort, Postleitzahl');
    assert.deepEqual(fieldOf(german, 'problems').options, [
      { label: 'Verspätet', value: 'late' },
      { label: 'Beschädigt', value: 'damaged' },
      { label: 'Fehlende Artikel', value: 'missing_items' },
      { label: 'Falscher Artikel', value: 'wrong_item' },
    ]);
    const arabic = (await call('GET', `client/categories/${delivery.id}`, customer.token, 'ar-ae')).json();
    assert.equal(fieldOf(arabic, 'delivery_address').name, 'عنوان التوصيل');
    assert.deepEqual(fieldOf(arabic, 'problems').options.map((o: { value: string }) => o.value), ['late', 'damaged', 'missing_items', 'wrong_item']);
  });
});

describe('an administrator’s changes show as typed', () => {
  let orgCustomer: TestCustomer;
  let billingId: string;

  before(async () => {
    const org = await createOrganization(t, 'Renaming Org');
    await t.app.db.transaction().execute((trx) => seedSampleCategories(trx, org));
    orgCustomer = await createCustomer(t, 'renamer@example.com', org);
    const billing = await t.app.db.selectFrom('categories').select('id').where('organization_id', '=', org).where('name', '=', 'Billing').executeTakeFirstOrThrow();
    billingId = billing.id;
    // The administrator renames the category and one field, and relabels one option.
    await t.app.db.updateTable('categories').set({ name: 'Invoices & money' }).where('id', '=', billingId).execute();
    await t.app.db.updateTable('category_fields').set({ name: 'Rechnungs-ID (intern)' }).where('category_id', '=', billingId).where('key', '=', 'invoice_number').execute();
    await t.app.db
      .updateTable('category_fields')
      .set({ options: JSON.stringify([{ label: 'Card', value: 'credit_card' }, { label: 'Bank transfer', value: 'bank_transfer' }, { label: 'PayPal', value: 'paypal' }]) })
      .where('category_id', '=', billingId)
      .where('key', '=', 'payment_method')
      .execute();
  });

  test('the renamed name, field and option read as typed; the untouched texts beside them are translated', async () => {
    const list = (await call('GET', 'client/categories', orgCustomer.token, 'de-de')).json();
    const renamed = list.entities.find((c: { id: string }) => c.id === billingId);
    assert.equal(renamed.name, 'Invoices & money');
    assert.equal(renamed.description, 'Rechnungen, Belastungen und Erstattungen');
    const details = (await call('GET', `client/categories/${billingId}`, orgCustomer.token, 'de-de')).json();
    assert.equal(fieldOf(details, 'invoice_number').name, 'Rechnungs-ID (intern)');
    assert.equal(fieldOf(details, 'amount').name, 'Betrag');
    assert.deepEqual(fieldOf(details, 'payment_method').options, [
      { label: 'Card', value: 'credit_card' },
      { label: 'Banküberweisung', value: 'bank_transfer' },
      { label: 'PayPal', value: 'paypal' },
    ]);
  });
});

describe('tickets keep the texts their creator saw', () => {
  test('a complaint filed in German stores German field names and labels (values unchanged), and reads so in any language', async () => {
    const billing = await sampleCategory(t, 'Billing');
    const complaint = {
      categoryId: billing.id,
      title: 'Doppelt belastet',
      description: 'Die Karte wurde zweimal belastet.',
      priority: '',
      fields: [
        { id: billing.field.invoice_number, value: 'INV-2024-0042' },
        { id: billing.field.amount, value: '19.90' },
        { id: billing.field.payment_method, value: 'credit_card' },
      ],
    };
    const created = await call('POST', 'client/tickets', customer.token, 'de-de', complaint);
    assert.equal(created.statusCode, 201, created.body);
    const ticket = (await call('GET', `client/tickets/${created.json().id}`, customer.token, 'en-us')).json();
    const method = ticket.fields.find((f: { key: string }) => f.key === 'payment_method');
    assert.equal(method.name, 'Zahlungsart');
    assert.equal(method.value, 'credit_card');
    assert.deepEqual(method.labels, ['Kreditkarte']);
    assert.equal(ticket.fields.find((f: { key: string }) => f.key === 'invoice_number').name, 'Rechnungsnummer');
    // The category's own name follows the reader, in the hub and for agents, while it is untouched.
    assert.equal(ticket.categoryName, 'Billing');
    const german = (await call('GET', `client/tickets/${created.json().id}`, customer.token, 'de-de')).json();
    assert.equal(german.categoryName, 'Abrechnung');
    const forAgent = (await call('GET', `tickets/${created.json().id}`, agent.token, 'ar-ae')).json();
    assert.equal(forAgent.category.name, 'الفواتير');
  });

  test('an agent’s ticket created in German stores German field names and labels too', async () => {
    const technical = await sampleCategory(t, 'Technical issue');
    const created = await call('POST', 'tickets', agent.token, 'de-de', {
      customerId: customer.id,
      title: 'App stürzt ab',
      description: 'Beim Öffnen.',
      categoryId: technical.id,
      fields: [
        { id: technical.field.product, value: 'mobile_app' },
        { id: technical.field.steps, value: '1. App öffnen' },
      ],
    });
    assert.equal(created.statusCode, 201, created.body);
    const product = created.json().fields.find((f: { key: string }) => f.key === 'product');
    assert.equal(product.name, 'Produkt');
    assert.equal(product.value, 'mobile_app');
    assert.deepEqual(product.labels, ['Mobile App']);
  });
});

describe('agents’ categories', () => {
  test('the list and pick lists answer in the reader’s language and a search in it finds the sample', async () => {
    const all = (await call('POST', 'categories/search', agent.token, 'de-de', {})).json();
    assert.ok(all.entities.some((c: { name: string }) => c.name === 'Abrechnung'), JSON.stringify(all));
    const found = (await call('POST', 'categories/search', agent.token, 'de-de', { query: 'abrech' })).json();
    assert.deepEqual(found.entities.map((c: { name: string }) => c.name), ['Abrechnung']);
    const english = (await call('POST', 'categories/search', agent.token, undefined, { query: 'bill' })).json();
    assert.deepEqual(english.entities.map((c: { name: string }) => c.name), ['Billing']);
  });

  test('the field designer’s details keep the stored texts (what an edit saves)', async () => {
    const billing = await sampleCategory(t, 'Billing');
    const details = (await call('GET', `categories/${billing.id}`, agent.token, 'de-de')).json();
    assert.equal(details.name, 'Billing');
    assert.equal(fieldOf(details, 'payment_method').options[0].label, 'Credit card');
  });

  test('the agents’ new-ticket form reads the sample in the agent’s language; an inactive category is not a form', async () => {
    const billing = await sampleCategory(t, 'Billing');
    const form = await call('GET', `categories/${billing.id}/form`, agent.token, 'de-de');
    assert.equal(form.statusCode, 200, form.body);
    assert.equal(form.json().name, 'Abrechnung');
    assert.equal(fieldOf(form.json(), 'payment_method').name, 'Zahlungsart');
    assert.deepEqual(fieldOf(form.json(), 'payment_method').options[0], { label: 'Kreditkarte', value: 'credit_card' });
    const inactive = await t.app.db.insertInto('categories').values({ organization_id: agent.organizationId, name: 'Retired', is_active: false }).returning('id').executeTakeFirstOrThrow();
    assert.equal((await call('GET', `categories/${inactive.id}/form`, agent.token, 'de-de')).statusCode, 404);
  });
});

describe('sample keys', () => {
  test('new seeding marks the samples', async () => {
    const org = await createOrganization(t, 'Fresh Org');
    await t.app.db.transaction().execute((trx) => seedSampleCategories(trx, org));
    const rows = await t.app.db.selectFrom('categories').select(['name', 'sample_key']).where('organization_id', '=', org).orderBy('name').execute();
    assert.deepEqual(rows, [
      { name: 'Billing', sample_key: 'billing' },
      { name: 'Delivery', sample_key: 'delivery' },
      { name: 'Technical issue', sample_key: 'technical_issue' },
    ]);
  });

  test('the backfill marks only samples whose name and description are still the seeded ones', async () => {
    const org = await createOrganization(t, 'Older Org');
    const insert = (name: string, description: string | null) =>
      t.app.db.insertInto('categories').values({ organization_id: org, name, description }).returning('id').executeTakeFirstOrThrow();
    const untouched = await insert('Billing', 'Invoices, charges and refunds');
    const rewritten = await insert('Delivery', 'Parcels only');
    const renamed = await insert('Tech problems', 'Something in the product does not work');
    await backfillSampleKeys(t.app.db);
    const keyOf = async (id: string) => (await t.app.db.selectFrom('categories').select('sample_key').where('id', '=', id).executeTakeFirstOrThrow()).sample_key;
    assert.equal(await keyOf(untouched.id), 'billing');
    assert.equal(await keyOf(rewritten.id), null);
    assert.equal(await keyOf(renamed.id), null);
  });
});
