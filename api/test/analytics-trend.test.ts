import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TrendBreakdownRow, TrendResponse } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { homeDivisionOf } from '../src/features/directory/divisions/home-division.js';
import { histogramIndex, histogramPercentile } from '../src/features/analytics/rollup/histogram.js';
import { forgetAnswers } from '../src/features/analytics/index.js';
import { loadPolicies } from '../src/features/service-levels/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, sampleCategory } from './hub-fixtures.js';

// The trend dashboard over a random 60-day history written with SQL (status, assignee, group,
// category, priority and division changes stamped with their own times, reopenings, first replies,
// merges, deletions), folded, then compared with a recount from this file's own model of what each
// ticket went through.

const TIME_ZONE = 'Europe/Berlin';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TICKETS = 170;
/** The app's clock: the real time (deletions are stamped with the database's), in whole seconds. */
const NOW = Math.floor(Date.now() / 1000) * 1000;

function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(7);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

interface Dims {
  division: string | null;
  category: string | null;
  group: string | null;
  agent: string | null;
  priority: string | null;
  channel: string;
}

/** One journal entry as the triggers write it, with the durations the fold derives. */
interface Delta {
  at: number;
  dims: Dims;
  created: number;
  resolved: number;
  reopened: number;
  openDelta: number;
  responded: number;
  responseSeconds: number;
  resolutionSeconds: number;
  slaMet: number;
  slaBreached: number;
}

let organizationId: string;
let homeId: string;
let divisionA: string;
let divisionB: string;
let categories: string[];
let groups: string[];
let agents: TestAgent[];
let viewer: TestAgent;
let aOnly: TestAgent;
let statusOnly: TestAgent;
let customerId: string;
let statuses: { id: string; kind: string }[];
const deltas: Delta[] = [];

const t = testAppForSuite({}, { clock: () => new Date(NOW) }, async () => {
  organizationId = t.app.firstStart.organizationId;
  await t.app.db.updateTable('organizations').set({ time_zone: TIME_ZONE }).where('id', '=', organizationId).execute();
  homeId = (await homeDivisionOf(t.app.db, organizationId)).id;
  [divisionA, divisionB] = (
    await t.app.db
      .insertInto('divisions')
      .values([
        { organization_id: organizationId, name: 'Trend A' },
        { organization_id: organizationId, name: 'Trend B' },
      ])
      .returning('id')
      .execute()
  ).map((row) => row.id) as [string, string];
  categories = [(await sampleCategory(t, 'Billing')).id, (await sampleCategory(t, 'Delivery')).id];
  groups = (
    await t.app.db
      .insertInto('user_groups')
      .values([
        { organization_id: organizationId, name: 'Trend first line' },
        { organization_id: organizationId, name: 'Trend second line' },
      ])
      .returning('id')
      .execute()
  ).map((row) => row.id);
  viewer = await createAgent(t, ['analytics:trendDashboard:view'], { name: 'Tia Trends' });
  aOnly = await createAgent(t, ['analytics:trendDashboard:view'], { name: 'Abe A-only' });
  await t.app.db.updateTable('user_roles').set({ division_ids: [divisionA] }).where('user_id', '=', aOnly.id).execute();
  statusOnly = await createAgent(t, ['analytics:statusDashboard:view'], { name: 'Sid Status' });
  agents = [await createAgent(t, [], { name: 'Ann Agent' }), await createAgent(t, [], { name: 'Ben Agent' }), await createAgent(t, [], { name: 'Cy Former' })];
  await t.app.db.updateTable('users').set({ status: 'removed' }).where('id', '=', agents[2]!.id).execute();
  customerId = (await createCustomer(t, 'trend.customer@example.com', organizationId, 'Tess Customer')).id;
  statuses = await t.app.db.selectFrom('statuses').select(['id', 'kind']).where('organization_id', '=', organizationId).execute();
  await writeHistory();
  await t.app.analytics.drain();
});

const OPEN = ['new', 'open', 'pending'];
const FINISHED = ['resolved', 'closed'];

/** Every ticket's life, written in order; `deltas` gets what the triggers journal and the fold measures. */
async function writeHistory(): Promise<void> {
  const policy = (await loadPolicies(t.app.db, organizationId))[0]!;
  const db = t.app.db;
  const ids: string[] = [];
  for (let serial = 1; serial <= TICKETS; serial++) {
    const createdAt = seconds(NOW - random() * 60 * DAY);
    let status = pick(statuses);
    let merged = false;
    const dims: Dims = {
      division: pick([null, homeId, divisionA, divisionB]),
      category: pick([null, ...categories]),
      group: pick([null, ...groups]),
      agent: pick([null, ...agents.map((a) => a.id)]),
      priority: pick([null, 'Low', 'Medium', 'High', 'Critical']),
      channel: pick(['agent', 'hub', 'email']),
    };
    const inserted = await sql<{ id: string }>`
      insert into tickets (organization_id, serial_number, customer_id, category_id, title, description, priority, status_id, assignee_id, user_group_id, division_id, channel, fields, created_at, updated_at)
      values (${organizationId}, ${serial}, ${customerId}, ${dims.category}, ${`Trend ${serial}`}, 'Seeded', ${dims.priority}, ${status.id}, ${dims.agent}, ${dims.group}, ${dims.division}, ${dims.channel},
        '[]'::jsonb, ${new Date(createdAt)}, ${new Date(createdAt)})
      returning id`.execute(db);
    const id = inserted.rows[0]!.id;
    ids.push(id);
    const blank = { created: 0, resolved: 0, reopened: 0, openDelta: 0, responded: 0, responseSeconds: 0, resolutionSeconds: 0, slaMet: 0, slaBreached: 0 };
    const isOpen = () => !merged && OPEN.includes(status.kind);
    deltas.push({ ...blank, at: createdAt, dims: { ...dims }, created: 1, openDelta: isOpen() ? 1 : 0 });
    const resolutions: Delta[] = [];

    let time = createdAt;
    const changes = Math.floor(random() * 6);
    for (let i = 0; i < changes; i++) {
      time = seconds(time + 60_000 + random() * 4 * DAY);
      if (time > NOW - 60_000) break;
      const wasOpen = isOpen();
      const old = { ...dims };
      const oldKind = status.kind;
      const field = random() < 0.5 ? 'status' : pick(['division', 'category', 'group', 'agent', 'priority'] as const);
      if (field === 'status') {
        const next = pick(statuses.filter((s) => s.id !== status.id));
        status = next;
        await db.updateTable('tickets').set({ status_id: next.id, updated_at: new Date(time) }).where('id', '=', id).execute();
      } else {
        const choices = { division: [null, homeId, divisionA, divisionB], category: [null, ...categories], group: [null, ...groups], agent: [null, ...agents.map((a) => a.id)], priority: [null, 'Low', 'Medium', 'High', 'Critical'] }[field];
        const next = pick(choices.filter((value) => value !== dims[field]));
        dims[field] = next;
        const column = { division: 'division_id', category: 'category_id', group: 'user_group_id', agent: 'assignee_id', priority: 'priority' }[field];
        await sql`update tickets set ${sql.ref(column)} = ${next}, updated_at = ${new Date(time)} where id = ${id}`.execute(db);
      }
      // Every change moves the ticket (another status or dimension): it leaves its old cell and enters the new one.
      const nowOpen = isOpen();
      if (wasOpen) deltas.push({ ...blank, at: time, dims: old, openDelta: -1 });
      if (nowOpen) deltas.push({ ...blank, at: time, dims: { ...dims }, openDelta: 1, reopened: !wasOpen && FINISHED.includes(oldKind) ? 1 : 0 });
      if (wasOpen && !nowOpen && FINISHED.includes(status.kind)) {
        const resolved: Delta = { ...blank, at: time, dims: { ...dims }, resolved: 1 };
        deltas.push(resolved);
        resolutions.push(resolved);
      }
    }

    let responseDelta: Delta | undefined;
    if (random() < 0.6) {
      const sentAt = seconds(createdAt + random() * Math.max(0, Math.min(2 * DAY, NOW - 60_000 - createdAt)));
      await db
        .insertInto('ticket_messages')
        .values({ organization_id: organizationId, ticket_id: id, sent_by: 'agent', customer_id: null, user_id: agents[0]!.id, author_name: 'Ann Agent', status: 'sent', body_html: '<p>On it</p>', email_to: '[]', email_cc: '[]', attachments: '[]', sent_at: new Date(sentAt) })
        .execute();
      responseDelta = { ...blank, at: sentAt, dims: { ...dims }, responded: 1 };
      deltas.push(responseDelta);
    }

    const ending = serial === 1 ? 1 : random();
    if (ending < 0.06 && time + HOUR < NOW) {
      const wasOpen = isOpen();
      merged = true;
      time = seconds(time + random() * (NOW - time - 60_000));
      await db.updateTable('tickets').set({ merged_into_id: ids[0]!, updated_at: new Date(time) }).where('id', '=', id).execute();
      if (wasOpen) deltas.push({ ...blank, at: time, dims: { ...dims }, openDelta: -1 });
    } else if (ending < 0.1) {
      const wasOpen = isOpen();
      await db.deleteFrom('tickets').where('id', '=', id).execute();
      // Stamped with the database's time: just now.
      if (wasOpen) deltas.push({ ...blank, at: Date.now(), dims: { ...dims }, openDelta: -1 });
      // Its service-level row went with it: durations in wall-clock time, no outcome.
      for (const delta of [...resolutions, ...(responseDelta ? [responseDelta] : [])]) {
        delta.resolutionSeconds = delta.resolved ? (delta.at - createdAt) / 1000 : 0;
        delta.responseSeconds = delta.responded ? (delta.at - createdAt) / 1000 : 0;
      }
      continue;
    }
    const underPolicy = random() < 0.5;
    const missed = random() < 0.4;
    if (underPolicy) {
      await db.insertInto('ticket_slas').values({ ticket_id: id, organization_id: organizationId, policy_id: policy.id, started_at: new Date(createdAt), missed }).execute();
    }
    const duration = (at: number) => (underPolicy && policy.calendar ? Math.round(policy.calendar.businessTimeBetween(new Date(createdAt), new Date(at)) / 1000) : (at - createdAt) / 1000);
    for (const delta of resolutions) {
      delta.resolutionSeconds = Math.max(0, duration(delta.at));
      if (underPolicy) [delta.slaMet, delta.slaBreached] = missed ? [0, 1] : [1, 0];
    }
    if (responseDelta) responseDelta.responseSeconds = Math.max(0, duration(responseDelta.at));
  }
  await db.insertInto('ticket_counters').values({ organization_id: organizationId, next_serial: TICKETS + 1 }).execute();
}

// ---------------------------------------------------------------------------------------------
// The recount

type Interval = 'hour' | 'day' | 'week' | 'month';
interface Request {
  period: 'today' | '7d' | '30d' | '90d' | 'custom';
  interval: Interval;
  from?: string;
  to?: string;
  divisionId?: string;
  filter?: { dimension: 'category' | 'group' | 'agent' | 'priority' | 'channel'; value: string };
}

/** A moment as the organisation's wall-clock time (zone-less, like the rollup's buckets); each moment is converted once, as the recount asks for the same ones per bucket. */
const wallClocks = new Map<number, DateTime>();
function wallClock(at: number): DateTime {
  let time = wallClocks.get(at);
  if (!time) {
    time = DateTime.fromISO(DateTime.fromMillis(at, { zone: TIME_ZONE }).toFormat("yyyy-MM-dd'T'HH:mm:ss"), { zone: 'utc' });
    wallClocks.set(at, time);
  }
  return time;
}
const label = (time: DateTime) => time.toFormat("yyyy-MM-dd'T'HH:mm");

function periodOf(request: Request) {
  const today = DateTime.fromISO(DateTime.fromMillis(NOW, { zone: TIME_ZONE }).toISODate()!, { zone: 'utc' });
  const [from, to] =
    request.period === 'custom'
      ? [DateTime.fromISO(request.from!, { zone: 'utc' }), DateTime.fromISO(request.to!, { zone: 'utc' })]
      : [today.minus({ days: { today: 0, '7d': 6, '30d': 29, '90d': 89 }[request.period] }), today];
  const days = Math.round(to.diff(from, 'days').days) + 1;
  return { start: from, end: to.plus({ days: 1 }), days };
}

function expectedTrend(request: Request, divisions: string[] | null) {
  const period = periodOf(request);
  const previous = { start: period.start.minus({ days: period.days }), end: period.start, days: period.days };
  const sliced = deltas.filter((d) => {
    const division = d.dims.division ?? homeId;
    return (divisions === null || divisions.includes(division)) && (request.divisionId === undefined || request.divisionId === division);
  });
  const key = { category: 'category', group: 'group', agent: 'agent', priority: 'priority', channel: 'channel' } as const;
  const series = request.filter ? sliced.filter((d) => (d.dims[key[request.filter!.dimension]] ?? 'none') === request.filter!.value) : sliced;
  const within = (list: Delta[], span: { start: DateTime; end: DateTime }) => list.filter((d) => wallClock(d.at) >= span.start && wallClock(d.at) < span.end);
  const channelCreated = (list: Delta[]) => {
    const counts = { agent: 0, hub: 0, email: 0 };
    if (request.filter && request.filter.dimension !== 'channel') return counts;
    for (const d of list) counts[d.dims.channel as keyof typeof counts] += d.created;
    return counts;
  };
  const percentiles = (values: number[]) => {
    const histogram: number[] = [];
    for (const value of values) histogram[histogramIndex(value)] = (histogram[histogramIndex(value)] ?? 0) + 1;
    for (let i = 0; i < histogram.length; i++) histogram[i] ??= 0;
    return { count: values.length, medianSeconds: histogramPercentile(histogram, 0.5), p90Seconds: histogramPercentile(histogram, 0.9) };
  };
  const sum = (list: Delta[], field: keyof Omit<Delta, 'at' | 'dims'>) => list.reduce((total, d) => total + d[field], 0);
  const flow = (list: Delta[]) => ({
    created: sum(list, 'created'),
    resolved: sum(list, 'resolved'),
    reopened: sum(list, 'reopened'),
    firstResponse: percentiles(list.filter((d) => d.responded).map((d) => d.responseSeconds)),
    resolution: percentiles(list.filter((d) => d.resolved).map((d) => d.resolutionSeconds)),
    slaMet: sum(list, 'slaMet'),
    slaBreached: sum(list, 'slaBreached'),
    createdByChannel: channelCreated(list),
  });
  const backlogBefore = (end: DateTime) => sum(series.filter((d) => wallClock(d.at) < end), 'openDelta');
  const totals = (span: { start: DateTime; end: DateTime }) => ({ from: span.start.toISODate(), to: span.end.minus({ days: 1 }).toISODate(), ...flow(within(series, span)), backlogAtEnd: backlogBefore(span.end) });

  const unit = request.interval;
  const buckets = [];
  for (let start = period.start.startOf(unit); start < period.end; start = start.plus({ [`${unit}s`]: 1 })) {
    const end = DateTime.min(start.plus({ [`${unit}s`]: 1 }), period.end);
    const from = DateTime.max(start, period.start);
    const { createdByChannel, ...figures } = flow(within(series, { start: from, end }));
    buckets.push({ start: label(start), ...figures, backlog: backlogBefore(end), createdByChannel });
  }

  // Breakdowns: the whole slice (never the filter), over the current period.
  const inPeriod = within(sliced, period);
  const breakdown = (dimension: 'category' | 'group' | 'agent' | 'priority') => {
    const byKey = new Map<string | null, Delta[]>();
    for (const d of inPeriod) byKey.set(d.dims[dimension], [...(byKey.get(d.dims[dimension]) ?? []), d]);
    return [...byKey]
      .map(([k, list]) => {
        const responded = sum(list, 'responded');
        const resolved = sum(list, 'resolved');
        return {
          key: k,
          created: sum(list, 'created'),
          resolved,
          reopened: sum(list, 'reopened'),
          slaMet: sum(list, 'slaMet'),
          slaBreached: sum(list, 'slaBreached'),
          firstResponseAvgSeconds: responded ? Math.round(sum(list, 'responseSeconds') / responded) : null,
          resolutionAvgSeconds: resolved ? Math.round(sum(list, 'resolutionSeconds') / resolved) : null,
          flows: sum(list, 'created') + resolved + sum(list, 'reopened') + responded,
        };
      })
      .filter((row) => row.flows > 0)
      .map(({ flows: _flows, ...row }) => row)
      .sort((a, b) => String(a.key).localeCompare(String(b.key)));
  };
  return {
    timeZone: TIME_ZONE,
    interval: request.interval,
    current: totals(period),
    previous: totals(previous),
    buckets,
    breakdowns: { category: breakdown('category'), group: breakdown('group'), agent: breakdown('agent'), priority: breakdown('priority') },
  };
}

/** The answer without names, breakdowns by key (their order is checked on its own). */
function comparable(body: TrendResponse) {
  const rows = (list: TrendBreakdownRow[]) => list.map(({ name: _name, removed: _removed, ...row }) => row).sort((a, b) => String(a.key).localeCompare(String(b.key)));
  return { ...body, breakdowns: { category: rows(body.breakdowns.category), group: rows(body.breakdowns.group), agent: rows(body.breakdowns.agent), priority: rows(body.breakdowns.priority) } };
}

async function trend(agent: TestAgent, request: Request) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/trend', headers: bearer(agent.token), payload: request });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as TrendResponse;
}

const daysAgo = (n: number) => DateTime.fromMillis(NOW, { zone: TIME_ZONE }).minus({ days: n }).toISODate()!;

describe('trend dashboard: figures against a recount of the history', () => {
  const cases: [string, () => Request][] = [
    ['30 days by day', () => ({ period: '30d', interval: 'day' })],
    ['90 days by week (ISO weeks from Monday)', () => ({ period: '90d', interval: 'week' })],
    ['90 days by month', () => ({ period: '90d', interval: 'month' })],
    ['7 days by hour', () => ({ period: '7d', interval: 'hour' })],
    ['today by hour', () => ({ period: 'today', interval: 'hour' })],
    ['a custom range by day', () => ({ period: 'custom', from: daysAgo(50), to: daysAgo(20), interval: 'day' })],
    ['a category', () => ({ period: '30d', interval: 'day', filter: { dimension: 'category', value: categories[0]! } })],
    ['no group', () => ({ period: '30d', interval: 'day', filter: { dimension: 'group', value: 'none' } })],
    ['an agent', () => ({ period: '90d', interval: 'week', filter: { dimension: 'agent', value: agents[1]!.id } })],
    ['a priority', () => ({ period: '30d', interval: 'day', filter: { dimension: 'priority', value: 'High' } })],
    ['a channel', () => ({ period: '30d', interval: 'day', filter: { dimension: 'channel', value: 'hub' } })],
    ['division A', () => ({ period: '30d', interval: 'day', divisionId: divisionA })],
    ['the Home division (tickets without one too)', () => ({ period: '30d', interval: 'week', divisionId: homeId })],
  ];
  for (const [name, request] of cases) {
    test(name, async () => {
      const body = await trend(viewer, request());
      const want = expectedTrend(request(), null);
      assert.ok(want.current.created > 0 || request().period === 'today', 'the case counts something');
      assert.deepEqual(comparable(body), want);
    });
  }

  test('the history holds every kind of change the figures count', () => {
    const { current } = expectedTrend({ period: '90d', interval: 'day' }, null);
    assert.ok(current.reopened > 0 && current.resolved > 0 && current.slaMet > 0 && current.slaBreached > 0, JSON.stringify(current));
    assert.ok(current.firstResponse.count > 0 && current.resolution.count > 0 && current.backlogAtEnd > 0);
    assert.ok(Object.values(current.createdByChannel).every((n) => n > 0));
  });

  test('breakdowns are named, most created first; removed agents are marked', async () => {
    const body = await trend(viewer, { period: '90d', interval: 'day' });
    for (const rows of Object.values(body.breakdowns)) assert.deepEqual(rows.map((r) => r.created), rows.map((r) => r.created).sort((a, b) => b - a));
    assert.ok(body.breakdowns.category.some((r) => r.key === categories[0] && r.name === 'Billing'));
    assert.ok(body.breakdowns.group.some((r) => r.key === groups[1] && r.name === 'Trend second line'));
    assert.ok(body.breakdowns.category.some((r) => r.key === null && r.name === null));
    const former = body.breakdowns.agent.find((r) => r.key === agents[2]!.id)!;
    assert.deepEqual([former.name, former.removed], ['Cy Former', true]);
    assert.equal(body.breakdowns.agent.find((r) => r.key === agents[0]!.id)!.removed, false);
    assert.ok(body.breakdowns.priority.some((r) => r.key === 'High' && r.name === 'High'));
  });
});

describe('trend dashboard: divisions, permissions and validation', () => {
  test('an agent holding the permission in division A only sees division A', async () => {
    const body = await trend(aOnly, { period: '30d', interval: 'day' });
    assert.deepEqual(comparable(body), expectedTrend({ period: '30d', interval: 'day' }, [divisionA]));
    assert.deepEqual(body, await trend(viewer, { period: '30d', interval: 'day', divisionId: divisionA }));
    const elsewhere = await trend(aOnly, { period: '30d', interval: 'day', divisionId: divisionB });
    assert.equal(elsewhere.current.created, 0);
    assert.equal(elsewhere.current.backlogAtEnd, 0);
    assert.deepEqual(elsewhere.breakdowns, { category: [], group: [], agent: [], priority: [] });
  });

  test('403 without the trend permission, even with the status dashboard one', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/trend', headers: bearer(statusOnly.token), payload: { period: '7d', interval: 'day' } });
    assert.equal(response.statusCode, 403, response.body);
    assert.equal(response.json().code, 'FORBIDDEN');
  });

  test('periods and intervals out of range are refused naming the field', async () => {
    for (const [body, field] of [
      [{ period: 'custom', interval: 'day' }, '/from'],
      [{ period: 'custom', from: '2026-01-01', interval: 'day' }, '/to'],
      [{ period: 'custom', from: '2026-02-30', to: '2026-03-01', interval: 'day' }, '/from'],
      [{ period: 'custom', from: '2026-03-02', to: '2026-03-01', interval: 'day' }, '/to'],
      [{ period: 'custom', from: '9999-12-30', to: '9999-12-31', interval: 'day' }, '/from'],
      [{ period: 'custom', from: '0001-01-01', to: '0001-01-02', interval: 'day' }, '/from'],
      [{ period: 'custom', from: '2024-01-01', to: '2026-01-02', interval: 'month' }, '/to'],
      [{ period: '30d', interval: 'hour' }, '/interval'],
      [{ period: 'custom', from: '2026-03-01', to: '2026-03-15', interval: 'hour' }, '/interval'],
      [{ period: '30d', interval: 'day', filter: { dimension: 'priority', value: 'Urgent' } }, '/filter/value'],
      [{ period: '30d', interval: 'day', filter: { dimension: 'agent', value: 'someone' } }, '/filter/value'],
      [{ period: 'year', interval: 'day' }, '/period'],
      [{ period: '7d', interval: 'day', colour: 'red' }, '/colour'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/trend', headers: bearer(viewer.token), payload: body });
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().code, 'VALIDATION_FAILED');
      assert.ok(response.json().details.some((d: { field: string }) => d.field === field), `${field}: ${response.body}`);
    }
    const longest = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/trend', headers: bearer(viewer.token), payload: { period: 'custom', from: '2024-01-01', to: '2025-12-31', interval: 'month' } });
    assert.equal(longest.statusCode, 200, longest.body);
    assert.equal(longest.json().buckets.length, 24);
  });
});

describe('trend dashboard: remembered answers', () => {
  test('a change shows once the organisation’s remembered answers are forgotten (the fold tells when its figures change)', async () => {
    const request: Request = { period: 'today', interval: 'hour', divisionId: divisionB };
    const before = await trend(viewer, request);
    await sql`insert into tickets (organization_id, serial_number, customer_id, title, description, status_id, division_id, fields)
      values (${organizationId}, ${TICKETS + 1}, ${customerId}, 'Late one', 'Seeded', ${statuses.find((s) => s.kind === 'new')!.id}, ${divisionB}, '[]'::jsonb)`.execute(t.app.db);
    await t.app.analytics.drain();
    forgetAnswers([organizationId]);
    const after = await trend(viewer, request);
    assert.equal(after.current.created, before.current.created + 1);
    assert.equal(after.current.backlogAtEnd, before.current.backlogAtEnd + 1);
  });
});
