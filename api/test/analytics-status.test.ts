import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { StatusDashboard } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { homeDivisionOf } from '../src/features/directory/divisions/home-division.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, sampleCategory } from './hub-fixtures.js';

// The status dashboard over a few hundred random tickets written with SQL: every tile and breakdown
// against a count over the tickets table, for each filter, in the caller's divisions only.

const TIME_ZONE = 'Europe/Berlin';
/** The app's clock: 14:30 in Berlin. */
const NOW = new Date('2026-11-20T13:30:00Z');
const HOUR = 3_600_000;
const TICKETS = 400;

/** A small deterministic PRNG (mulberry32): the same history on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261120);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

interface Model {
  id: string;
  statusId: string;
  kind: string;
  divisionId: string | null;
  categoryId: string | null;
  groupId: string | null;
  assigneeId: string | null;
  priority: string | null;
  createdAt: number;
  due: number | null;
  merged: boolean;
  nextDue: number | null;
}

let organizationId: string;
let homeId: string;
let divisionA: string;
let divisionB: string;
let categories: string[];
let groups: string[];
let assignees: TestAgent[];
let viewer: TestAgent;
let aOnly: TestAgent;
let trendOnly: TestAgent;
let writer: TestAgent;
let customerId: string;
let statuses: { id: string; name: string; kind: string; color: string; position: number }[];
let tickets: Model[];

const t = testAppForSuite({}, { clock: () => new Date(NOW) }, async () => {
  organizationId = t.app.firstStart.organizationId;
  await t.app.db.updateTable('organizations').set({ time_zone: TIME_ZONE }).where('id', '=', organizationId).execute();
  homeId = (await homeDivisionOf(t.app.db, organizationId)).id;
  const made = await t.app.db
    .insertInto('divisions')
    .values([
      { organization_id: organizationId, name: 'Status A' },
      { organization_id: organizationId, name: 'Status B' },
    ])
    .returning('id')
    .execute();
  [divisionA, divisionB] = made.map((row) => row.id) as [string, string];
  categories = [(await sampleCategory(t, 'Billing')).id, (await sampleCategory(t, 'Delivery')).id];
  groups = (
    await t.app.db
      .insertInto('user_groups')
      .values([
        { organization_id: organizationId, name: 'First line' },
        { organization_id: organizationId, name: 'Second line' },
      ])
      .returning('id')
      .execute()
  ).map((row) => row.id);
  viewer = await createAgent(t, ['analytics:statusDashboard:view'], { name: 'Vera Viewer' });
  await t.app.db.insertInto('user_group_members').values({ organization_id: organizationId, group_id: groups[0]!, user_id: viewer.id }).execute();
  aOnly = await createAgent(t, ['analytics:statusDashboard:view'], { name: 'Ada A-only' });
  await t.app.db.updateTable('user_roles').set({ division_ids: [divisionA] }).where('user_id', '=', aOnly.id).execute();
  trendOnly = await createAgent(t, ['analytics:trendDashboard:view'], { name: 'Tom Trends' });
  writer = await createAgent(t, ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit', 'analytics:statusDashboard:view'], { name: 'Wes Writer' });
  assignees = [await createAgent(t, [], { name: 'Anna Assignee' }), await createAgent(t, [], { name: 'Bert Assignee' }), await createAgent(t, [], { name: 'Cleo Former' })];
  await t.app.db.updateTable('users').set({ status: 'removed' }).where('id', '=', assignees[2]!.id).execute();
  customerId = (await createCustomer(t, 'status.customer@example.com', organizationId, 'Stan Customer')).id;
  statuses = await t.app.db.selectFrom('statuses').select(['id', 'name', 'kind', 'color', 'position']).where('organization_id', '=', organizationId).orderBy('position').execute();
  await seedTickets();
  await t.app.analytics.drain();
});

async function seedTickets(): Promise<void> {
  tickets = [];
  for (let serial = 1; serial <= TICKETS; serial++) {
    const status = pick(statuses);
    const created = NOW.getTime() - Math.floor(random() * 60 * HOUR);
    const model: Omit<Model, 'id'> = {
      statusId: status.id,
      kind: status.kind,
      divisionId: pick([null, null, homeId, divisionA, divisionA, divisionB]),
      categoryId: pick([null, ...categories]),
      groupId: pick([null, ...groups]),
      assigneeId: pick([null, ...assignees.map((a) => a.id)]),
      priority: pick([null, 'Low', 'Medium', 'High', 'Critical']),
      // Whole seconds: the database keeps microseconds, the model milliseconds.
      createdAt: Math.floor(created / 1000) * 1000,
      due: random() < 0.7 ? Math.floor((NOW.getTime() + (random() - 0.5) * 72 * HOUR) / 1000) * 1000 : null,
      merged: random() < 0.08,
      nextDue: null,
    };
    const row = await sql<{ id: string }>`
      insert into tickets (organization_id, serial_number, customer_id, category_id, title, description, priority, status_id, assignee_id, user_group_id, division_id, fields, resolution_due_date, created_at, updated_at)
      values (${organizationId}, ${serial}, ${customerId}, ${model.categoryId}, ${`Ticket ${serial}`}, 'Seeded', ${model.priority}, ${model.statusId}, ${model.assigneeId}, ${model.groupId}, ${model.divisionId},
        '[]'::jsonb, ${model.due === null ? null : new Date(model.due)}, ${new Date(model.createdAt)}, ${new Date(model.createdAt)})
      returning id`.execute(t.app.db);
    tickets.push({ ...model, id: row.rows[0]!.id });
  }
  const [target] = tickets;
  for (const ticket of tickets.slice(1).filter((m) => m.merged)) {
    await t.app.db.updateTable('tickets').set({ merged_into_id: target!.id }).where('id', '=', ticket.id).execute();
  }
  await t.app.db.insertInto('ticket_counters').values({ organization_id: organizationId, next_serial: TICKETS + 1 }).execute();
  // Service-level clocks: a pending target due from two hours ago to two hours ahead, or none pending.
  for (const ticket of tickets.filter(() => random() < 0.5)) {
    ticket.nextDue = random() < 0.8 ? Math.floor((NOW.getTime() + (random() - 0.5) * 4 * HOUR) / 1000) * 1000 : null;
    await t.app.db
      .insertInto('ticket_slas')
      .values({ ticket_id: ticket.id, organization_id: organizationId, policy_id: null, started_at: new Date(ticket.createdAt), next_due_at: ticket.nextDue === null ? null : new Date(ticket.nextDue) })
      .execute();
  }
}

type Filter = { divisionId?: string; groupId?: string; categoryId?: string; myGroups?: boolean };

const isOpen = (m: Model) => !m.merged && ['new', 'open', 'pending'].includes(m.kind);
const countBy = <K>(list: Model[], key: (m: Model) => K) => {
  const counts = new Map<K, number>();
  for (const m of list) counts.set(key(m), (counts.get(key(m)) ?? 0) + 1);
  return counts;
};

/** The dashboard recounted from the model, for a caller seeing `divisions` (null: all). */
function expected(filter: Filter, divisions: (string | null)[] | null, myGroupIds: string[]) {
  const inDivision = (m: Model) => {
    const id = m.divisionId ?? homeId;
    if (divisions !== null && !divisions.includes(id)) return false;
    return filter.divisionId === undefined || filter.divisionId === id;
  };
  const inGroups = (m: Model) =>
    (filter.groupId === undefined && !filter.myGroups) || (m.groupId !== null && ((filter.groupId !== undefined && m.groupId === filter.groupId) || (filter.myGroups === true && myGroupIds.includes(m.groupId))));
  const matches = (m: Model) => inDivision(m) && inGroups(m) && (filter.categoryId === undefined || m.categoryId === filter.categoryId);
  const all = tickets.filter(matches);
  const open = all.filter(isOpen);
  const now = NOW.getTime();
  const today = DateTime.fromJSDate(NOW, { zone: TIME_ZONE }).startOf('day');
  const [dayStart, dayEnd] = [today.toMillis(), today.plus({ days: 1 }).toMillis()];
  const visible = all.filter((m) => !m.merged);
  const breached = visible.filter((m) => m.nextDue !== null && m.nextDue <= now);
  const byStatus = countBy(open, (m) => m.statusId);
  const byAssignee = countBy(open, (m) => m.assigneeId);
  const breachedBy = countBy(breached, (m) => m.assigneeId);
  const nonzero = <K>(counts: Map<K, number>) => [...counts].filter(([, n]) => n > 0).sort(([a], [b]) => String(a).localeCompare(String(b)));
  return {
    tiles: {
      open: open.length,
      openNew: open.filter((m) => m.kind === 'new').length,
      openOpen: open.filter((m) => m.kind === 'open').length,
      waitingOnCustomer: open.filter((m) => m.kind === 'pending').length,
      unassigned: open.filter((m) => m.assigneeId === null).length,
      dueToday: open.filter((m) => m.due !== null && m.due >= dayStart && m.due < dayEnd).length,
      breached: breached.length,
      dueSoon: visible.filter((m) => m.nextDue !== null && m.nextDue > now && m.nextDue <= now + HOUR).length,
      newToday: all.filter((m) => m.createdAt >= dayStart && m.createdAt < dayEnd).length,
    },
    byStatus: statuses.filter((s) => ['new', 'open', 'pending'].includes(s.kind)).map((s) => [s.id, byStatus.get(s.id) ?? 0]),
    byPriority: nonzero(countBy(open, (m) => m.priority)),
    byCategory: nonzero(countBy(open, (m) => m.categoryId)),
    byGroup: nonzero(countBy(open, (m) => m.groupId)),
    agents: nonzero(byAssignee)
      .filter(([id]) => id !== null)
      .map(([id, n]) => [id, n, breachedBy.get(id) ?? 0, new Date(Math.min(...open.filter((m) => m.assigneeId === id).map((m) => m.createdAt))).toISOString()]),
  };
}

/** The figures of an answer in the shape `expected` returns. */
function figures(body: StatusDashboard) {
  const sorted = <T extends unknown[]>(rows: T[]) => rows.sort(([a], [b]) => String(a).localeCompare(String(b)));
  return {
    tiles: body.tiles,
    byStatus: body.byStatus.map((row) => [row.statusId, row.count]),
    byPriority: sorted(body.byPriority.map((row) => [row.priority, row.count])),
    byCategory: sorted(body.byCategory.map((row) => [row.categoryId, row.count])),
    byGroup: sorted(body.byGroup.map((row) => [row.groupId, row.count])),
    agents: sorted(body.agents.map((row) => [row.userId, row.openAssigned, row.breached, row.oldestOpenSince])),
  };
}

async function dashboard(agent: TestAgent, query: Filter = {}, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/analytics/status', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: { ...bearer(agent.token), ...headers } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as StatusDashboard;
}

describe('status dashboard: figures', () => {
  const filters: [string, () => Filter][] = [
    ['no filter', () => ({})],
    ['division A', () => ({ divisionId: divisionA })],
    ['the Home division (tickets without a division too)', () => ({ divisionId: homeId })],
    ['a group', () => ({ groupId: groups[1]! })],
    ['a category', () => ({ categoryId: categories[0]! })],
    ['my groups', () => ({ myGroups: true })],
    ['a category and a group', () => ({ categoryId: categories[1]!, groupId: groups[0]! })],
    ['a division, a category and my groups', () => ({ divisionId: divisionA, categoryId: categories[0]!, myGroups: true })],
  ];
  for (const [name, filter] of filters) {
    test(`every tile and breakdown matches a count over the tickets: ${name}`, async () => {
      const body = await dashboard(viewer, filter());
      const want = expected(filter(), null, [groups[0]!]);
      assert.ok(want.tiles.open > 0 || name.includes('and'), 'the case counts something');
      assert.deepEqual(figures(body), want);
    });
  }

  test('names, colours, kinds, the time zone and today; removed agents are marked; most loaded agent first', async () => {
    const body = await dashboard(viewer, {}, { 'accept-language': 'de-DE' });
    assert.equal(body.timeZone, TIME_ZONE);
    assert.equal(body.today, '2026-11-20');
    assert.equal(body.generatedAt, NOW.toISOString());
    const named = await t.app.db.selectFrom('statuses').select(['id', 'name', 'names', 'color', 'kind']).where('organization_id', '=', organizationId).execute();
    for (const row of body.byStatus) {
      const status = named.find((s) => s.id === row.statusId)!;
      assert.equal(row.name, (status.names as Record<string, string>)['de-de'] ?? status.name);
      assert.equal(row.color, status.color);
      assert.equal(row.kind, status.kind);
    }
    assert.ok(body.byCategory.some((row) => row.name === 'Billing'));
    assert.ok(body.byGroup.some((row) => row.name === 'First line'));
    assert.deepEqual(
      body.agents.map((a) => [a.name, a.removed]).sort(),
      [
        ['Anna Assignee', false],
        ['Bert Assignee', false],
        ['Cleo Former', true],
      ],
    );
    assert.deepEqual(body.agents.map((a) => a.openAssigned), [...body.agents.map((a) => a.openAssigned)].sort((a, b) => b - a));
  });
});

describe('status dashboard: divisions and permissions', () => {
  test('an agent holding the permission in division A only sees division A', async () => {
    const body = await dashboard(aOnly);
    assert.deepEqual(figures(body), expected({}, [divisionA], []));
    assert.deepEqual(figures(body), figures(await dashboard(viewer, { divisionId: divisionA })));
  });

  test('a division outside the caller’s reach counts nothing', async () => {
    const body = await dashboard(aOnly, { divisionId: divisionB });
    assert.deepEqual(Object.values(body.tiles), Object.values(body.tiles).map(() => 0));
    assert.deepEqual([body.byPriority, body.byCategory, body.byGroup, body.agents], [[], [], [], []]);
    assert.ok(body.byStatus.every((row) => row.count === 0));
  });

  test('403 without the status dashboard permission, even with the trend one; 400 on unknown parameters', async () => {
    const denied = await t.app.inject({ method: 'GET', url: '/api/v1/analytics/status', headers: bearer(trendOnly.token) });
    assert.equal(denied.statusCode, 403, denied.body);
    assert.equal(denied.json().code, 'FORBIDDEN');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/analytics/status?colour=red', headers: bearer(viewer.token) });
    assert.equal(unknown.statusCode, 400, unknown.body);
    const badId = await t.app.inject({ method: 'GET', url: '/api/v1/analytics/status?groupId=nope', headers: bearer(viewer.token) });
    assert.equal(badId.statusCode, 400, badId.body);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/analytics/status' });
    assert.equal(anonymous.statusCode, 401, anonymous.body);
  });
});

describe('status dashboard: live changes', () => {
  test('a ticket created and then resolved through the ticket routes moves the figures after the fold', async () => {
    const before = await dashboard(writer, { divisionId: divisionB });
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(writer.token), payload: { title: 'Live one', description: 'From the route', customerId, divisionId: divisionB, priority: 'Critical' } });
    assert.equal(created.statusCode, 201, created.body);
    await t.app.analytics.drain();
    const opened = await dashboard(writer, { divisionId: divisionB });
    assert.equal(opened.tiles.open, before.tiles.open + 1);
    assert.equal(opened.tiles.unassigned, before.tiles.unassigned + 1);
    const critical = (body: StatusDashboard) => body.byPriority.find((row) => row.priority === 'Critical')?.count ?? 0;
    assert.equal(critical(opened), critical(before) + 1);

    const resolved = statuses.find((s) => s.kind === 'resolved')!;
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/v1/tickets/${created.json().id}`, headers: bearer(writer.token), payload: { statusId: resolved.id } });
    assert.equal(patched.statusCode, 200, patched.body);
    await t.app.analytics.drain();
    const after = await dashboard(writer, { divisionId: divisionB });
    assert.equal(after.tiles.open, before.tiles.open);
    assert.equal(critical(after), critical(before));
  });
});
