import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Permission } from '@switchboard/shared/contracts';
import { sql, type CompiledQuery, type KyselyPlugin } from 'kysely';
import { searchTickets } from '../src/features/tickets/tickets/search.service.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization, sampleCategory } from './hub-fixtures.js';

// The agents' free text also finds a ticket by its customer (name, email, phone digits) and by the
// category field values stored on it, within the caller's organisation and divisions, through the
// trigram indexes of migration 0030.

const VIEW: Permission[] = ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:customers:view'];

let organizationId: string;
let divisionA: string;
let divisionB: string;
/** Sees tickets and customers everywhere. */
let everywhere: TestAgent;
/** Sees tickets and customers in division A only. */
let aOnly: TestAgent;
/** Sees tickets everywhere but not the customers' records. */
let noCustomers: TestAgent;
/** The same words in another organisation. */
let stranger: TestAgent;
let billingInA: string;
let deliveryInB: string;
let strangersTicket: string;

const t = testAppForSuite({}, {}, async () => {
  organizationId = t.app.firstStart.organizationId;
  const made = await t.app.db
    .insertInto('divisions')
    .values([
      { organization_id: organizationId, name: 'Search A' },
      { organization_id: organizationId, name: 'Search B' },
    ])
    .returning('id')
    .execute();
  divisionA = made[0]!.id;
  divisionB = made[1]!.id;
  everywhere = await createAgent(t, VIEW, { name: 'Eve Everywhere' });
  aOnly = await createAgent(t, VIEW, { name: 'Ann A-only' });
  await t.app.db.updateTable('user_roles').set({ division_ids: [divisionA] }).where('user_id', '=', aOnly.id).execute();
  noCustomers = await createAgent(t, ['tickets:tickets:view'], { name: 'Nico No-customers' });

  const priya = await createCustomer(t, 'priya.natarajan@acme-example.com', organizationId, 'Priya Natarajan');
  await t.app.db.updateTable('customers').set({ phone: '+44 20 7946 0958' }).where('id', '=', priya.id).execute();
  const olaf = await createCustomer(t, 'olaf@nordwind.example', organizationId, 'Olaf Berg');
  const billing = await sampleCategory(t, 'Billing');
  const delivery = await sampleCategory(t, 'Delivery');
  billingInA = await create(everywhere, {
    title: 'Charged twice',
    description: 'The card was charged twice.',
    customerId: priya.id,
    divisionId: divisionA,
    categoryId: billing.id,
    fields: [
      { id: billing.field.invoice_number, value: 'INV-2026-00417' },
      { id: billing.field.amount, value: '129.90' },
      { id: billing.field.payment_method, value: 'bank_transfer' },
      { id: billing.field.charged_on, value: '2026-03-14' },
    ],
  });
  deliveryInB = await create(everywhere, {
    title: 'Parcel arrived broken',
    description: 'The box was crushed.',
    customerId: olaf.id,
    divisionId: divisionB,
    categoryId: delivery.id,
    fields: [
      { id: delivery.field.order_number, value: 'ORD-88231' },
      { id: delivery.field.problems, value: ['damaged', 'missing_items'] },
      { id: delivery.field.left_with_neighbour, value: true },
    ],
  });

  // Another organisation: the same customer and invoice number must stay invisible.
  const elsewhere = await createOrganization(t, 'Elsewhere Search');
  stranger = await createAgent(t, VIEW, { organizationId: elsewhere, name: 'Stan Stranger' });
  const twin = await createCustomer(t, 'priya.natarajan@acme-example.com', elsewhere, 'Priya Natarajan');
  const status = await t.app.db.selectFrom('statuses').select('id').where('organization_id', '=', elsewhere).executeTakeFirstOrThrow();
  strangersTicket = (
    await t.app.db
      .insertInto('tickets')
      .values({
        organization_id: elsewhere,
        serial_number: 1,
        customer_id: twin.id,
        category_id: null,
        title: 'Their ticket',
        description: 'Elsewhere',
        priority: null,
        status_id: status.id,
        fields: JSON.stringify([{ id: 'f', key: 'invoice_number', name: 'Invoice number', type: 'text', value: 'INV-2026-00417' }]),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

async function create(agent: TestAgent, payload: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(agent.token), payload });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

async function found(agent: TestAgent, query: string, locale = 'en-us'): Promise<string[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tickets/search',
    headers: { ...bearer(agent.token), 'accept-language': locale },
    payload: { query, pageSize: 100 },
  });
  assert.equal(response.statusCode, 200, response.body);
  const page = response.json() as { entities: { id: string }[]; totalCount: number };
  assert.equal(page.totalCount, page.entities.length);
  return page.entities.map((e) => e.id);
}

describe('agent ticket search: customers and field values', () => {
  test('finds tickets by a part of the customer name or email, and by the phone digits however they are typed', async () => {
    assert.deepEqual(await found(everywhere, 'natara'), [billingInA]);
    assert.deepEqual(await found(everywhere, 'ACME-example'), [billingInA]);
    assert.deepEqual(await found(everywhere, 'olaf@nordwind'), [deliveryInB]);
    assert.deepEqual(await found(everywhere, '20 7946 0958'), [billingInA]);
    assert.deepEqual(await found(everywhere, '(20) 7946-0958'), [billingInA]);
    assert.deepEqual(await found(everywhere, '+442079460958'), [billingInA]);
    // The list shows the customer's name and email; their phone number only to those who may see customers.
    assert.deepEqual(await found(noCustomers, 'natara'), [billingInA]);
    assert.deepEqual(await found(noCustomers, '20 7946 0958'), []);
  });

  test('finds tickets by their field values: text, numbers however written, options by label or value, dates as stored or as typed locally', async () => {
    assert.deepEqual(await found(everywhere, 'inv-2026-00417'), [billingInA]);
    assert.deepEqual(await found(everywhere, '00417'), [billingInA]);
    assert.deepEqual(await found(everywhere, 'ORD-88231'), [deliveryInB]);
    // 129.90 is stored as the number 129.9.
    assert.deepEqual(await found(everywhere, '129.90'), [billingInA]);
    assert.deepEqual(await found(everywhere, '129,9'), [billingInA]);
    assert.deepEqual(await found(everywhere, '129.9'), [billingInA]);
    assert.deepEqual(await found(everywhere, '129.95'), []);
    assert.deepEqual(await found(everywhere, 'Bank transfer'), [billingInA]);
    assert.deepEqual(await found(everywhere, 'bank_transfer'), [billingInA]);
    assert.deepEqual(await found(everywhere, 'missing items'), [deliveryInB]);
    assert.deepEqual(await found(everywhere, '2026-03-14'), [billingInA]);
    assert.deepEqual(await found(everywhere, '14.03.2026', 'de-de'), [billingInA]);
    assert.deepEqual(await found(everywhere, '3/14/2026', 'en-us'), [billingInA]);
    assert.deepEqual(await found(everywhere, '14/03/2026', 'fr-fr'), [billingInA]);
    // Yes/no values are not searched: "true" would find every ticket with such a field.
    assert.deepEqual(await found(everywhere, 'true'), []);
  });

  test("never finds another organisation's or another division's tickets", async () => {
    assert.deepEqual(await found(stranger, 'INV-2026-00417'), [strangersTicket]);
    assert.deepEqual(await found(stranger, 'natarajan'), [strangersTicket]);
    assert.deepEqual(await found(aOnly, 'INV-2026-00417'), [billingInA]);
    assert.deepEqual(await found(aOnly, 'natarajan'), [billingInA]);
    assert.deepEqual(await found(aOnly, 'ORD-88231'), []);
    assert.deepEqual(await found(aOnly, 'olaf'), []);
    assert.deepEqual(await found(aOnly, 'damaged'), []);
  });

  test('the customer and field matches are read through their trigram indexes', async () => {
    // An organisation of some size (3,000 tickets, 5,000 customers, a third of the tickets with a
    // field value), so reading its rows through the organisation's indexes costs what it would in use;
    // none of it matches the queries below.
    const status = await t.app.db.selectFrom('statuses').select('id').where('organization_id', '=', organizationId).where('is_default', '=', true).executeTakeFirstOrThrow();
    await sql`
      insert into customers (organization_id, name, email, phone, password_hash)
      select ${organizationId}, 'Bulk customer ' || g, 'bulk' || g || '@filler.example', '+1 555 0100', 'x' from generate_series(1, 5000) g`.execute(t.app.db);
    await sql`
      insert into tickets (organization_id, serial_number, customer_id, title, description, status_id, fields)
      select ${organizationId}, 100000 + g,
        (select id from customers where email = 'bulk' || (1 + g % 5000) || '@filler.example'),
        'Bulk ticket ' || g, 'Filler text ' || g, ${status.id},
        case when g % 3 = 0 then jsonb_build_array(jsonb_build_object('id', 'f', 'key', 'order_number', 'name', 'Order number', 'type', 'text', 'value', 'BULK-' || g)) else '[]'::jsonb end
      from generate_series(1, 3000) g`.execute(t.app.db);
    // As autovacuum would by now: statistics, and the trigram indexes' pending entries merged.
    await sql`vacuum analyze customers`.execute(t.app.db);
    await sql`vacuum analyze tickets`.execute(t.app.db);

    const caller = { organizationId, userId: everywhere.id, permissions: VIEW, scope: { all: true as const } };
    const plans: string[] = [];
    for (const query of ['natarajan', '20 7946 0958', '129.90']) {
      // The statement that reads the page, captured on its way to the database.
      let statement: CompiledQuery | undefined;
      const capture: KyselyPlugin = {
        transformQuery: (args) => {
          const compiled = t.app.db.getExecutor().compileQuery(args.node, args.queryId);
          if (!statement && compiled.sql.includes('"page"')) statement = compiled;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      await searchTickets(t.app.db.withPlugin(capture), caller, { pageNumber: 1, pageSize: 25, query });
      assert.ok(statement, 'the search ran its page statement');
      // Sequential scans priced out: at this size reading a table whole still looks as cheap as any
      // index; what is left must be an index that serves the match, not one that reads the organisation's rows.
      const explained = statement;
      plans.push(
        await t.app.db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          const result = await trx.executeQuery<Record<string, string>>({ ...explained, sql: `explain ${explained.sql}` });
          return result.rows.map((row) => Object.values(row)[0]).join('\n');
        }),
      );
    }
    const [byName, byPhone, byNumber] = plans as [string, string, string];
    assert.match(byName, /customers_name_trgm_idx/);
    assert.match(byName, /customers_email_trgm_idx/);
    assert.match(byName, /tickets_customer_idx/);
    assert.match(byName, /tickets_fields_trgm_idx/);
    assert.match(byPhone, /customers_phone_digits_trgm_idx/);
    assert.match(byNumber, /tickets_fields_trgm_idx/);
    // No branch reads every ticket of the organisation.
    for (const plan of plans) assert.doesNotMatch(plan, /Seq Scan on tickets/);
  });
});
