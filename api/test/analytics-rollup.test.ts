import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DateTime } from 'luxon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Permission } from '@switchboard/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/index.js';
import { foldBatch } from '../src/features/analytics/index.js';
import { createAgent, insertAgentMessage } from './agent-fixtures.js';
import { bearer, databaseKind, startTestApp, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization } from './hub-fixtures.js';

// The analytics journal and its fold, against brute-force recounts: a random history written straight
// to the tables (every writer goes through the triggers), real requests, a status whose kind changes,
// and two folders racing. The organisation lives in Asia/Kolkata (+05:30) so local buckets are not UTC hours.

const ZONE = 'Asia/Kolkata';
const OPEN_KINDS = new Set(['new', 'open', 'pending']);
let organizationId: string;
let statuses: { id: string; kind: string }[];
let categories: string[];
let groups: string[];
let agents: string[];
let divisions: (string | null)[];

const t = testAppForSuite({}, {}, async () => {
  organizationId = await createOrganization(t, 'Analytics rollup');
  await t.app.db.updateTable('organizations').set({ time_zone: ZONE }).where('id', '=', organizationId).execute();
  await t.app.db.deleteFrom('statuses').where('organization_id', '=', organizationId).execute();
  const kinds = ['new', 'open', 'pending', 'resolved', 'closed'] as const;
  statuses = await t.app.db
    .insertInto('statuses')
    .values(kinds.map((kind, position) => ({ organization_id: organizationId, name: `S-${kind}`, color: '#0958d9', kind, position, is_default: kind === 'new' })))
    .returning(['id', 'kind'])
    .execute();
  categories = (await t.app.db.insertInto('categories').values([1, 2, 3].map((n) => ({ organization_id: organizationId, name: `Cat ${n}` }))).returning('id').execute()).map((r) => r.id);
  groups = (await t.app.db.insertInto('user_groups').values([1, 2].map((n) => ({ organization_id: organizationId, name: `Group ${n}` }))).returning('id').execute()).map((r) => r.id);
  agents = [];
  for (let n = 0; n < 3; n++) agents.push((await createAgent(t, ['tickets:tickets:view'], { organizationId, name: `Rollup agent ${n}` })).id);
  const division = await t.app.db.insertInto('divisions').values({ organization_id: organizationId, name: 'Second line' }).returning('id').executeTakeFirstOrThrow();
  divisions = [null, division.id];
});

/** A small deterministic PRNG (mulberry32): the same history on every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

async function drain(): Promise<void> {
  while ((await foldBatch(t.app.db, 97)).deltas > 0);
}

/** Open tickets per cell, counted from the tickets table. */
async function bruteOpenCells(db: Kysely<Database> = t.app.db, org = organizationId): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    select concat_ws('|', coalesce(t.division_id::text, '-'), t.status_id, coalesce(t.priority, '-'), coalesce(t.category_id::text, '-'),
                     coalesce(t.user_group_id::text, '-'), coalesce(t.assignee_id::text, '-'), count(*)) as key
    from tickets t join statuses s on s.id = t.status_id
    where t.organization_id = ${org} and t.merged_into_id is null and s.kind in ('new', 'open', 'pending')
    group by t.division_id, t.status_id, t.priority, t.category_id, t.user_group_id, t.assignee_id`.execute(db);
  return rows.map((r) => r.key).sort();
}

async function foldedOpenCells(db: Kysely<Database> = t.app.db, org = organizationId): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    select concat_ws('|', coalesce(division_id::text, '-'), status_id, coalesce(priority, '-'), coalesce(category_id::text, '-'),
                     coalesce(user_group_id::text, '-'), coalesce(assignee_id::text, '-'), count) as key
    from analytics_open_counts where organization_id = ${org}`.execute(db);
  return rows.map((r) => r.key).sort();
}

/** Sums of one dimension's rollup rows: `value → figure`. */
async function rollupBy(dimension: string, figure: 'created' | 'resolved' | 'reopened' | 'open_delta', grain: 'hour' | 'day' = 'day'): Promise<Map<string, number>> {
  const { rows } = await sql<{ value: string | null; total: number }>`
    select dimension_value as value, sum(${sql.ref(figure)})::int as total from analytics_rollup
    where organization_id = ${organizationId} and grain = ${grain} and dimension = ${dimension}
    group by dimension_value`.execute(t.app.db);
  return new Map(rows.filter((r) => r.total !== 0).map((r) => [r.value ?? '-', r.total]));
}

interface ModelTicket {
  id: string;
  createdAt: Date;
  groupId: string | null;
  open: boolean;
  deleted: boolean;
  merged: boolean;
}

test('a random history of creations, moves, resolutions, reopenings, merges and deletions folds into exactly the brute-force figures', async () => {
  const rnd = random(16);
  const model: ModelTicket[] = [];
  const expected = { createdByDay: new Map<string, number>(), resolved: 0, reopened: 0 };
  const start = DateTime.fromISO('2026-10-01T00:00:00Z');
  let serial = 1;
  for (let step = 0; step < 260; step++) {
    const when = start.plus({ minutes: step * 173 }).toJSDate();
    const live = model.filter((m) => !m.deleted && !m.merged);
    const roll = rnd.next();
    if (roll < 0.35 || live.length < 3) {
      const status = rnd.pick(statuses);
      const groupId = rnd.pick([null, ...groups]);
      const row = await t.app.db
        .insertInto('tickets')
        .values({
          organization_id: organizationId,
          serial_number: serial++,
          title: `Ticket ${step}`,
          description: 'x',
          status_id: status.id,
          priority: rnd.pick([null, 'Low', 'High'] as const),
          category_id: rnd.pick([null, ...categories]),
          user_group_id: groupId,
          assignee_id: rnd.pick([null, ...agents]),
          division_id: rnd.pick(divisions),
          fields: JSON.stringify([]),
          channel: rnd.pick(['agent', 'hub']),
          created_at: when,
          updated_at: when,
          // Back-dated rows: the schema's insert type leaves both times to the database.
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      model.push({ id: row.id, createdAt: when, groupId, open: OPEN_KINDS.has(status.kind), deleted: false, merged: false });
      const day = DateTime.fromJSDate(when, { zone: ZONE }).toFormat('yyyy-MM-dd');
      expected.createdByDay.set(day, (expected.createdByDay.get(day) ?? 0) + 1);
      continue;
    }
    const ticket = rnd.pick(live);
    if (roll < 0.7) {
      const status = rnd.pick(statuses);
      const nowOpen = OPEN_KINDS.has(status.kind);
      if (ticket.open && !nowOpen) expected.resolved++;
      if (!ticket.open && nowOpen) expected.reopened++;
      ticket.open = nowOpen;
      await t.app.db.updateTable('tickets').set({ status_id: status.id, updated_at: when }).where('id', '=', ticket.id).execute();
    } else if (roll < 0.85) {
      ticket.groupId = rnd.pick([null, ...groups]);
      await t.app.db
        .updateTable('tickets')
        .set({ user_group_id: ticket.groupId, assignee_id: rnd.pick([null, ...agents]), priority: rnd.pick([null, 'Medium', 'Critical'] as const), division_id: rnd.pick(divisions) })
        .where('id', '=', ticket.id)
        .execute();
    } else if (roll < 0.93) {
      const target = rnd.pick(live.filter((m) => m.id !== ticket.id));
      ticket.merged = true;
      ticket.open = false;
      const closed = statuses.find((s) => s.kind === 'closed')!.id;
      await t.app.db.updateTable('tickets').set({ merged_into_id: target.id, status_id: closed, updated_at: when }).where('id', '=', ticket.id).execute();
    } else {
      ticket.deleted = true;
      ticket.open = false;
      await t.app.db.deleteFrom('tickets').where('id', '=', ticket.id).execute();
    }
    // Fold now and then, mid-history, as the worker would.
    if (step % 50 === 0) await drain();
  }
  await drain();

  assert.deepEqual(await foldedOpenCells(), await bruteOpenCells());
  const open = model.filter((m) => m.open && !m.deleted && !m.merged);
  assert.equal((await rollupBy('all', 'open_delta')).get('-') ?? 0, open.length, 'backlog = open tickets');
  const openByGroup = new Map<string, number>();
  for (const m of open) openByGroup.set(m.groupId ?? '-', (openByGroup.get(m.groupId ?? '-') ?? 0) + 1);
  const { rows: groupNow } = await sql<{ g: string | null; n: number }>`
    select t.user_group_id as g, count(*)::int as n from tickets t join statuses s on s.id = t.status_id
    where t.organization_id = ${organizationId} and t.merged_into_id is null and s.kind in ('new', 'open', 'pending') group by t.user_group_id`.execute(t.app.db);
  assert.deepEqual(await rollupBy('group', 'open_delta'), new Map(groupNow.map((r) => [r.g ?? '-', r.n])));
  assert.equal((await rollupBy('all', 'resolved')).get('-') ?? 0, expected.resolved);
  assert.equal((await rollupBy('all', 'reopened')).get('-') ?? 0, expected.reopened);
  assert.equal((await rollupBy('all', 'created')).get('-'), model.length, 'deleted tickets stay created');
  assert.equal((await rollupBy('all', 'created', 'hour')).get('-'), model.length, 'hour and day grains agree');

  const { rows: days } = await sql<{ day: string; n: number }>`
    select to_char(bucket, 'YYYY-MM-DD') as day, sum(created)::int as n from analytics_rollup
    where organization_id = ${organizationId} and grain = 'day' and dimension = 'all' group by bucket having sum(created) > 0`.execute(t.app.db);
  assert.deepEqual(new Map(days.map((d) => [d.day, d.n])), expected.createdByDay, `created per local day in ${ZONE}`);
  const { rows: hours } = await sql<{ minute: string }>`
    select distinct to_char(bucket, 'MI') as minute from analytics_rollup where organization_id = ${organizationId} and grain = 'hour'`.execute(t.app.db);
  assert.deepEqual(
    hours.map((h) => h.minute),
    ['00'],
    'hour buckets start on the local hour',
  );
  assert.equal(Number((await sql<{ n: number }>`select count(*)::int as n from analytics_deltas`.execute(t.app.db)).rows[0]!.n), 0, 'the journal is empty once folded');
});

test('a status changed from an open kind to a closed one closes its tickets in the open counts, and back', async () => {
  const pending = statuses.find((s) => s.kind === 'pending')!;
  await t.app.db.updateTable('statuses').set({ kind: 'resolved' }).where('id', '=', pending.id).execute();
  await drain();
  assert.deepEqual(await foldedOpenCells(), await bruteOpenCells());
  assert.ok(!(await foldedOpenCells()).some((cell) => cell.includes(pending.id)));
  await t.app.db.updateTable('statuses').set({ kind: 'pending' }).where('id', '=', pending.id).execute();
  await drain();
  assert.deepEqual(await foldedOpenCells(), await bruteOpenCells());
});

test('requests count: an agent ticket and a hub complaint by channel; only an agent’s first sent reply is a first response', async () => {
  const org = t.app.firstStart.organizationId;
  const agent = await createAgent(t, ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit', 'tickets:messages:view', 'tickets:messages:add'] satisfies Permission[]);
  const customer = await createCustomer(t, 'rollup.customer@example.com', org, 'Rita Rollup');
  const before = await channelCounts(org);
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(agent.token), payload: { title: 'Printer on fire', description: 'Smoke', customerId: customer.id } });
  assert.equal(created.statusCode, 201, created.body);
  const complaint = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title: 'Where is my order', description: 'Ordered last week' } });
  assert.ok([200, 201].includes(complaint.statusCode), complaint.body);
  await drain();
  const after = await channelCounts(org);
  assert.equal((after.get('agent') ?? 0) - (before.get('agent') ?? 0), 1);
  assert.equal((after.get('hub') ?? 0) - (before.get('hub') ?? 0), 1);

  const responded = async () => Number((await sql<{ n: number }>`select coalesce(sum(responded), 0)::int as n from analytics_rollup where organization_id = ${org} and grain = 'day' and dimension = 'all'`.execute(t.app.db)).rows[0]!.n);
  const respondedBefore = await responded();
  const message = { organizationId: org, ticketId: created.json().id as string, userId: agent.id, authorName: agent.name, bodyHtml: '<p>On it</p>', to: ['rita@example.com'], subject: 'Re' };
  await insertAgentMessage(t, { ...message, status: 'draft' });
  await insertAgentMessage(t, { ...message, status: 'sent' });
  await insertAgentMessage(t, { ...message, status: 'sent' });
  await drain();
  assert.equal((await responded()) - respondedBefore, 1, 'a draft is no answer, and the second reply is not a first one');
});

async function channelCounts(org: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ value: string; n: number }>`
    select dimension_value as value, sum(created)::int as n from analytics_rollup
    where organization_id = ${org} and grain = 'day' and dimension = 'channel' group by dimension_value`.execute(t.app.db);
  return new Map(rows.map((r) => [r.value, r.n]));
}

// PGlite runs one transaction at a time: racing folders need PostgreSQL.
if (databaseKind === 'postgres')
test('two folders racing over the same journal count every change once', async () => {
  const rows = Array.from({ length: 400 }, (_, i) => ({
    organization_id: organizationId,
    serial_number: 10_000 + i,
    title: `Race ${i}`,
    description: 'x',
    status_id: statuses.find((s) => s.kind === 'open')!.id,
    fields: JSON.stringify([]),
    user_group_id: groups[i % 2]!,
  }));
  await t.app.db.insertInto('tickets').values(rows).execute();
  const createdBefore = (await rollupBy('all', 'created')).get('-') ?? 0;
  await Promise.all([drain(), drain(), drain()]);
  assert.equal((await rollupBy('all', 'created')).get('-'), createdBefore + 400);
  assert.deepEqual(await foldedOpenCells(), await bruteOpenCells());
});

test('changes journaled before a restart are folded by the next process', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-rollup-db-'));
  const first = await startTestApp({}, databaseKind === 'pglite' ? { database: { kind: 'pglite' as const, dataDir } } : {});
  let restarted: FastifyInstance | undefined;
  try {
    const org = first.app.firstStart.organizationId;
    await first.app.analytics.drain();
    const status = await first.app.db.selectFrom('statuses').select('id').where('organization_id', '=', org).where('is_default', '=', true).executeTakeFirstOrThrow();
    await first.app.db
      .insertInto('tickets')
      .values(Array.from({ length: 5 }, (_, i) => ({ organization_id: org, serial_number: 50_000 + i, title: `Before restart ${i}`, description: 'x', status_id: status.id, fields: '[]' })))
      .execute();
    const journaled = Number((await sql<{ n: number }>`select count(*)::int as n from analytics_deltas`.execute(first.app.db)).rows[0]!.n);
    assert.ok(journaled >= 5, 'the journal holds the changes, committed with them');
    await first.app.close();
    restarted = await buildApp(first.config);
    await restarted.analytics.drain();
    assert.deepEqual(await foldedOpenCells(restarted.db, org), await bruteOpenCells(restarted.db, org));
    assert.ok((await foldedOpenCells(restarted.db, org)).length > 0);
  } finally {
    await restarted?.close();
    await first.close();
  }
});
