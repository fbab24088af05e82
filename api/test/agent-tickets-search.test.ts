import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, databaseKind, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, sampleCategory } from './hub-fixtures.js';

// Search over a few thousand seeded tickets: every filter alone and combined, text search, each
// sort both ways and paging, each checked against the rows computed here from the raw table.

const SEEDED = 3000;
const BASE = Date.parse('2025-01-01T00:00:00.000Z');
const MINUTE = 60_000;
const GROUP_A = '6f1c2a9e-6d1b-4f7e-9a53-0c1d2e3f4a5b';

let t: TestApp;
let me: TestAgent;
let other: TestAgent;
let statuses: { id: string; name: string; kind: string; position: number }[];
let customerOne: string;
let customerTwo: string;
let customerText: string;
let billing: string;
let delivery: string;

interface Row {
  id: string;
  serial: number;
  title: string;
  priority: string | null;
  statusId: string;
  categoryId: string | null;
  customerId: string | null;
  assigneeId: string | null;
  groupId: string | null;
  createdAt: number;
  updatedAt: number;
  due: number | null;
  mergedIntoId: string | null;
}
let rows: Row[];

async function search(body: Record<string, unknown>, token = me.token) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: bearer(token), payload: body });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { entities: { id: string; serialNumber: number }[]; totalCount: number; pageNumber: number; pageSize: number };
}

/** Every page of a search, concatenated (also checks each page's size and the total). */
async function searchAll(body: Record<string, unknown>): Promise<number[]> {
  const serials: number[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const result = await search({ ...body, pageNumber: page, pageSize: 100 });
    if (total === -1) total = result.totalCount;
    assert.equal(result.totalCount, total);
    serials.push(...result.entities.map((e) => e.serialNumber));
    if (result.entities.length < 100) break;
  }
  assert.equal(serials.length, total);
  return serials;
}

const seeded = () => rows.filter((r) => r.customerId === customerOne || r.customerId === customerTwo);
const visible = (list: Row[]) => list.filter((r) => r.mergedIntoId === null);
const newestFirst = (list: Row[]) => [...list].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).map((r) => r.serial);
const status = (name: string) => statuses.find((s) => s.name === name)!;

before(async () => {
  t = await startTestApp();
  const org = t.app.firstStart.organizationId;
  me = await createAgent(t, ['tickets:tickets:view', 'tickets:messages:view'], { name: 'Me Myself' });
  other = await createAgent(t, ['tickets:tickets:view'], { name: 'Another Agent' });
  statuses = await t.app.db.selectFrom('statuses').select(['id', 'name', 'kind', 'position']).where('organization_id', '=', org).orderBy('position').execute();
  customerOne = (await createCustomer(t, 'one@example.com', org, 'Zoe One')).id;
  customerTwo = (await createCustomer(t, 'two@example.com', org, 'Adam Two')).id;
  customerText = (await createCustomer(t, 'text@example.com', org, 'Text Person')).id;
  billing = (await sampleCategory(t, 'Billing')).id;
  delivery = (await sampleCategory(t, 'Delivery')).id;
  const [s0, s1, s2, s3, s4] = statuses.map((s) => s.id);
  // Tickets may only name a group of the organisation.
  await t.app.db.insertInto('user_groups').values({ id: GROUP_A, organization_id: org, name: 'Group A' }).execute();

  await sql`
    insert into tickets (organization_id, serial_number, customer_id, category_id, title, description, priority, status_id, assignee_id, user_group_id, fields, resolution_due_date, created_at, updated_at)
    select ${org}::uuid, i,
      case when i % 2 = 0 then ${customerOne}::uuid else ${customerTwo}::uuid end,
      case i % 3 when 1 then ${billing}::uuid when 2 then ${delivery}::uuid end,
      'Seeded ticket ' || i, 'Seeded description ' || i,
      case i % 5 when 1 then 'Low' when 2 then 'Medium' when 3 then 'High' when 4 then 'Critical' end,
      case (i / 3) % 5 when 0 then ${s0}::uuid when 1 then ${s1}::uuid when 2 then ${s2}::uuid when 3 then ${s3}::uuid else ${s4}::uuid end,
      case i % 4 when 1 then ${me.id}::uuid when 2 then ${other.id}::uuid end,
      case when i % 7 = 0 then ${GROUP_A}::uuid end,
      '[]'::jsonb,
      case when i % 10 <> 0 then timestamptz '2025-06-01T00:00:00Z' + ((i * 37) % 1000) * interval '1 hour' end,
      timestamptz '2025-01-01T00:00:00Z' + i * interval '1 minute',
      timestamptz '2025-01-01T00:00:00Z' + (${SEEDED} - i) * interval '1 minute'
    from generate_series(1, ${SEEDED}) as i
  `.execute(t.app.db);
  await t.app.db.insertInto('ticket_counters').values({ organization_id: org, next_serial: SEEDED + 1 }).execute();
  // A merged ticket (9 is Resolved, a finished status), pointing at ticket 1.
  const target = await t.app.db.selectFrom('tickets').select('id').where('serial_number', '=', 1).executeTakeFirstOrThrow();
  await t.app.db.updateTable('tickets').set({ merged_into_id: target.id }).where('serial_number', '=', 9).execute();

  // Tickets for the text search, of their own customer so they stay out of the filter checks.
  const textTickets = [
    ['Printer on fire', 'Smoke everywhere'],
    ['Invoice question', 'There is a strange TONER smell in the office'],
    ['Plain subject', 'Nothing special'],
    ['Discount 50%_off', 'literal percent'],
  ];
  for (const [title, description] of textTickets) {
    const serial = await t.app.db.updateTable('ticket_counters').set((eb) => ({ next_serial: eb('next_serial', '+', 1) })).where('organization_id', '=', org).returning('next_serial').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('tickets')
      .values({ organization_id: org, serial_number: serial.next_serial - 1, customer_id: customerText, category_id: null, title: title!, description: description!, priority: null, status_id: s0!, fields: '[]' })
      .execute();
  }
  // Whole seconds apart: the model below reads times as JS dates (milliseconds), the database keeps microseconds.
  await sql`update tickets set created_at = timestamptz '2026-01-01T00:00:00Z' + serial_number * interval '1 second' where customer_id = ${customerText}`.execute(t.app.db);
  const plain = await t.app.db.selectFrom('tickets').select('id').where('title', '=', 'Plain subject').executeTakeFirstOrThrow();
  const message = (values: { status: 'draft' | 'sent'; body: string; userId?: string }) =>
    t.app.db
      .insertInto('ticket_messages')
      .values({
        organization_id: org,
        ticket_id: plain.id,
        sent_by: values.userId ? 'agent' : 'customer',
        customer_id: values.userId ? null : customerText,
        user_id: values.userId ?? null,
        author_name: 'x',
        status: values.status,
        body_html: values.body,
        email_to: '[]',
        email_cc: '[]',
        attachments: '[]',
      })
      .execute();
  await message({ status: 'sent', body: '<p>My order came with <b>zebra</b> stripes</p>' });
  await message({ status: 'draft', body: '<p>unfinished wombat reply</p>' });
  await message({ status: 'draft', body: '<p>a colleague\'s quokka draft</p>', userId: other.id });

  const raw = await t.app.db.selectFrom('tickets').selectAll().where('organization_id', '=', org).execute();
  rows = raw.map((r) => ({
    id: r.id,
    serial: r.serial_number,
    title: r.title,
    priority: r.priority,
    statusId: r.status_id,
    categoryId: r.category_id,
    customerId: r.customer_id,
    assigneeId: r.assignee_id,
    groupId: r.user_group_id,
    createdAt: new Date(r.created_at).getTime(),
    updatedAt: new Date(r.updated_at).getTime(),
    due: r.resolution_due_date ? new Date(r.resolution_due_date).getTime() : null,
    mergedIntoId: r.merged_into_id,
  }));
});
after(async () => {
  await t.close();
});

const seededOnly = () => ({ customerIds: [customerOne, customerTwo] });

describe('search: filters', () => {
  test('no filter: every ticket but the merged one, newest first, 25 a page', async () => {
    const result = await search({});
    assert.equal(result.totalCount, rows.length - 1);
    assert.equal(result.pageSize, 25);
    assert.equal(result.pageNumber, 1);
    assert.deepEqual(result.entities.map((e) => e.serialNumber), newestFirst(visible(rows)).slice(0, 25));
  });

  const cases: [string, () => Record<string, unknown>, (r: Row) => boolean][] = [
    ['status ids', () => ({ statusIds: [status('Open').id, status('Pending').id] }), (r) => [status('Open').id, status('Pending').id].includes(r.statusId)],
    ['status kinds', () => ({ statusKinds: ['open', 'pending'] }), (r) => ['In Progress', 'Pending'].includes(statuses.find((s) => s.id === r.statusId)!.name)],
    ['priority with none', () => ({ priorities: ['Critical', 'none'] }), (r) => r.priority === 'Critical' || r.priority === null],
    ['priority', () => ({ priorities: ['Low'] }), (r) => r.priority === 'Low'],
    ['category', () => ({ categoryIds: [billing] }), (r) => r.categoryId === billing],
    ['assignee me', () => ({ assignees: ['me'] }), (r) => r.assigneeId === me.id],
    ['assignee unassigned', () => ({ assignees: ['unassigned'] }), (r) => r.assigneeId === null],
    ['assignee id or unassigned', () => ({ assignees: [other.id, 'unassigned'] }), (r) => r.assigneeId === other.id || r.assigneeId === null],
    ['customer', () => ({ customerIds: [customerOne] }), (r) => r.customerId === customerOne],
    ['user group', () => ({ userGroupIds: [GROUP_A] }), (r) => r.groupId === GROUP_A],
    [
      'created range (inclusive)',
      () => ({ createdFrom: new Date(BASE + 100 * MINUTE).toISOString(), createdTo: new Date(BASE + 250 * MINUTE).toISOString() }),
      (r) => r.createdAt >= BASE + 100 * MINUTE && r.createdAt <= BASE + 250 * MINUTE,
    ],
    ['updated range', () => ({ updatedFrom: new Date(BASE + 2900 * MINUTE).toISOString() }), (r) => r.updatedAt >= BASE + 2900 * MINUTE],
    [
      'resolution due range (inclusive; tickets without a due date never match)',
      () => ({ dueFrom: '2025-06-10T00:00:00.000Z', dueTo: '2025-06-20T00:00:00.000Z' }),
      (r) => r.due !== null && r.due >= Date.parse('2025-06-10T00:00:00.000Z') && r.due <= Date.parse('2025-06-20T00:00:00.000Z'),
    ],
    [
      'combined: me or unassigned, High, billing, in progress, created before minute 2000',
      () => ({ assignees: ['me', 'unassigned'], priorities: ['High'], categoryIds: [billing, delivery], statusKinds: ['new', 'open', 'pending'], createdTo: new Date(BASE + 2000 * MINUTE).toISOString() }),
      (r) =>
        (r.assigneeId === me.id || r.assigneeId === null) &&
        r.priority === 'High' &&
        (r.categoryId === billing || r.categoryId === delivery) &&
        !['resolved', 'closed'].includes(statuses.find((s) => s.id === r.statusId)!.kind) &&
        r.createdAt <= BASE + 2000 * MINUTE,
    ],
  ];
  for (const [name, filters, matches] of cases) {
    test(`filter: ${name}`, async () => {
      const expected = newestFirst(visible(seeded()).filter(matches));
      assert.ok(expected.length > 0, 'the case selects something');
      const result = await search({ filters: { ...seededOnly(), ...filters() }, pageSize: 100 });
      assert.equal(result.totalCount, expected.length);
      assert.deepEqual(result.entities.map((e) => e.serialNumber), expected.slice(0, 100));
    });
  }

  test('merged tickets only show when the filter asks for finished (resolved or closed) statuses', async () => {
    const merged = rows.find((r) => r.mergedIntoId !== null)!;
    const closedKind = statuses.find((s) => s.id === merged.statusId)!.kind;
    assert.equal(closedKind, 'resolved');
    const plain = await searchAll({ query: '#9' });
    assert.deepEqual(plain, []);
    const closed = await search({ query: '#9', filters: { statusKinds: ['resolved'] } });
    assert.deepEqual(closed.entities.map((e) => [e.serialNumber, typeof (e as { mergedIntoId?: string }).mergedIntoId]), [[9, 'string']]);
  });

  test('paging walks the whole result without overlap; past the end is empty with the total', async () => {
    const filters = { ...seededOnly(), assignees: ['me'] };
    const expected = newestFirst(visible(seeded()).filter((r) => r.assigneeId === me.id));
    assert.deepEqual(await searchAll({ filters }), expected);
    const beyond = await search({ filters, pageNumber: 99, pageSize: 100 });
    assert.deepEqual(beyond.entities, []);
    assert.equal(beyond.totalCount, expected.length);
  });

  test('page size over 100, unknown filters and bad ids are refused with details', async () => {
    for (const [body, field] of [
      [{ pageSize: 101 }, '/pageSize'],
      [{ pageNumber: 0 }, '/pageNumber'],
      [{ filters: { colour: ['red'] } }, '/filters/colour'],
      [{ filters: { statusIds: ['nope'] } }, '/filters/statusIds/0'],
      [{ filters: { assignees: ['someone'] } }, '/filters/assignees/0'],
      [{ sort: { field: 'mood', order: 'asc' } }, '/sort/field'],
      [{ filters: { createdFrom: 'yesterday' } }, '/filters/createdFrom'],
      [{ filters: { createdTo: '2026-12-31T23:59:60Z' } }, '/filters/createdTo'],
      [{ filters: { dueFrom: 'today' } }, '/filters/dueFrom'],
      [{ filters: { dueTo: '2026-12-31T23:59:60Z' } }, '/filters/dueTo'],
      [{ pageNumber: 1e300 }, '/pageNumber'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: bearer(me.token), payload: body });
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.ok(response.json().details.some((d: { field: string }) => d.field === field), `${field}: ${response.body}`);
    }
  });
});

describe('search: text', () => {
  const titlesFor = async (query: string) => (await searchAll({ query })).map((serial) => rows.find((r) => r.serial === serial)!.title).sort();

  test('title and description, case-insensitively', async () => {
    assert.deepEqual(await titlesFor('printer ON'), ['Printer on fire']);
    assert.deepEqual(await titlesFor('toner'), ['Invoice question']);
  });

  test('message bodies: sent messages and agents\' drafts (the team sees them), not a customer\'s unsent draft', async () => {
    assert.deepEqual(await titlesFor('zebra'), ['Plain subject']);
    assert.deepEqual(await titlesFor('quokka'), ['Plain subject']);
    assert.deepEqual(await titlesFor('wombat'), []);
  });

  test('message bodies are searched only for agents holding tickets:messages:view', async () => {
    // `other` holds tickets:tickets:view alone: the search must not reveal what messages say.
    for (const query of ['zebra', 'quokka']) assert.equal((await search({ query }, other.token)).totalCount, 0, query);
    assert.equal((await search({ query: 'printer on' }, other.token)).totalCount, 1, 'titles and descriptions still match');
  });

  test('serial number: "#12" is that ticket, "12" also matches text', async () => {
    assert.deepEqual(await searchAll({ query: '#12' }), [12]);
    const loose = await searchAll({ query: '12' });
    const expected = visible(rows).filter((r) => r.serial === 12 || r.title.includes('12'));
    assert.equal(loose.length, expected.length);
    assert.ok(loose.includes(12) && loose.includes(1200));
  });

  test('% and _ are literal, combined with filters, blank query ignored', async () => {
    assert.deepEqual(await titlesFor('50%_'), ['Discount 50%_off']);
    assert.deepEqual(await titlesFor('%'), ['Discount 50%_off']);
    const filtered = await search({ query: 'seeded ticket 7', filters: { assignees: ['unassigned'], priorities: ['none'] }, pageSize: 100 });
    const expected = visible(rows).filter((r) => r.title.toLowerCase().includes('seeded ticket 7') && r.assigneeId === null && r.priority === null);
    assert.equal(filtered.totalCount, expected.length);
    assert.equal((await search({ query: '   ' })).totalCount, rows.length - 1);
  });

  test('the same answers once the search documents are written as while the tickets wait for them', async () => {
    const queries = ['printer ON', 'toner', '50%_', '12', 'seeded ticket 7', 'zebra'];
    const waiting = await Promise.all(queries.map((query) => searchAll({ query })));
    const journal = async () => Number((await sql<{ n: string }>`select count(*) as n from ticket_search_pending`.execute(t.app.db)).rows[0]!.n);
    assert.ok((await journal()) >= rows.length, 'the seeded tickets wait for their documents');
    await t.app.searchDocuments.drain();
    assert.equal(await journal(), 0);
    assert.deepEqual(await Promise.all(queries.map((query) => searchAll({ query }))), waiting);
  });

  test('the trigram indexes exist where pg_trgm is available', async (ctx) => {
    const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where indexname like '%trgm%' order by indexname`.execute(t.app.db);
    if (databaseKind === 'postgres' && indexes.rows.length === 0) {
      ctx.diagnostic('pg_trgm not available on this server: text search runs without its indexes');
      return;
    }
    assert.deepEqual(indexes.rows.map((r) => r.indexname), [
      'customers_email_trgm_idx',
      'customers_name_trgm_idx',
      'customers_phone_digits_trgm_idx',
      'ticket_messages_body_trgm_idx',
      'ticket_search_documents_trgm_idx',
      'tickets_fields_trgm_idx',
    ]);
  });
});

describe('search: sort', () => {
  const rank: Record<string, number> = { Low: 1, Medium: 2, High: 3, Critical: 4 };
  const names: Record<string, string> = {};
  before(() => {
    names[customerOne] = 'zoe one';
    names[customerTwo] = 'adam two';
    names[me.id] = 'me myself';
    names[other.id] = 'another agent';
    names[billing] = 'billing';
    names[delivery] = 'delivery';
  });
  const keyOf: Record<string, (r: Row) => number | string | null> = {
    serialNumber: (r) => r.serial,
    title: (r) => r.title.toLowerCase(),
    priority: (r) => (r.priority ? rank[r.priority]! : null),
    status: (r) => statuses.find((s) => s.id === r.statusId)!.position,
    category: (r) => (r.categoryId ? names[r.categoryId]! : null),
    customer: (r) => (r.customerId ? names[r.customerId]! : null),
    assignee: (r) => (r.assigneeId ? names[r.assigneeId]! : null),
    addedDate: (r) => r.createdAt,
    updatedDate: (r) => r.updatedAt,
    resolutionDueDate: (r) => r.due,
  };
  /** Values ascending or descending, empty values last either way, then id in the same direction. */
  const expectedOrder = (field: string, order: 'asc' | 'desc') =>
    [...visible(seeded())]
      .sort((a, b) => {
        const [x, y] = [keyOf[field]!(a), keyOf[field]!(b)];
        if (x === null || y === null) {
          if (x !== y) return x === null ? 1 : -1;
        } else if (x !== y) {
          return (x < y ? -1 : 1) * (order === 'asc' ? 1 : -1);
        }
        return (a.id < b.id ? -1 : 1) * (order === 'asc' ? 1 : -1);
      })
      .map((r) => r.serial);

  for (const field of Object.keys(keyOf)) {
    for (const order of ['asc', 'desc'] as const) {
      test(`${field} ${order}`, async () => {
        const expected = expectedOrder(field, order);
        const first = await search({ filters: seededOnly(), sort: { field, order }, pageSize: 100 });
        assert.deepEqual(first.entities.map((e) => e.serialNumber), expected.slice(0, 100));
        const later = await search({ filters: seededOnly(), sort: { field, order }, pageSize: 100, pageNumber: 15 });
        assert.deepEqual(later.entities.map((e) => e.serialNumber), expected.slice(1400, 1500));
      });
    }
  }
});
