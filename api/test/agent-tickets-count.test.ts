import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createOrganization } from './hub-fixtures.js';

// Totals past 10,000 are reported as "10,000+" (totalCount 10000 with totalCountCapped) instead of
// counting every row; smaller totals stay exact. An organisation of its own with 10,005 tickets.

const TICKETS = 10_005;
let t: TestApp;
let agent: TestAgent;
let org: string;

before(async () => {
  t = await startTestApp();
  org = await createOrganization(t, 'Busy Org');
  agent = await createAgent(t, ['tickets:tickets:view'], { organizationId: org });
  await sql`
    insert into tickets (organization_id, serial_number, title, description, status_id, created_at)
    select ${org}::uuid, i, case when i % 1000 = 0 then 'Rare thing ' || i else 'Ticket ' || i end, 'x',
      (select id from statuses where organization_id = ${org}::uuid limit 1), timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute'
    from generate_series(1, ${TICKETS}) as i
  `.execute(t.app.db);
});
after(async () => {
  await t.close();
});

async function search(body: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: bearer(agent.token), payload: body });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { entities: { serialNumber: number }[]; totalCount: number; totalCountCapped?: boolean; pageSize: number };
}

describe('search totals', () => {
  test('more than 10,000 matches: the total reads 10,000 with totalCountCapped, pages still come newest first', async () => {
    for (let i = 0; i < 2; i++) {
      // The second answer comes from the remembered capped count: the same.
      const first = await search({ pageNumber: 1, pageSize: 25 });
      assert.deepEqual([first.totalCount, first.totalCountCapped], [10_000, true]);
      assert.deepEqual(first.entities.slice(0, 2).map((e) => e.serialNumber), [TICKETS, TICKETS - 1]);
    }
    const deep = await search({ pageNumber: 401, pageSize: 25 });
    assert.deepEqual(deep.entities.map((e) => e.serialNumber), [5, 4, 3, 2, 1]);
    assert.deepEqual([deep.totalCount, deep.totalCountCapped], [10_000, true]);
    const beyond = await search({ pageNumber: 500, pageSize: 25 });
    assert.deepEqual([beyond.entities.length, beyond.totalCount, beyond.totalCountCapped], [0, 10_000, true]);
  });

  test('fewer matches are counted exactly, with text too', async () => {
    const text = await search({ pageNumber: 1, pageSize: 25, query: 'rare thing' });
    assert.deepEqual([text.totalCount, text.totalCountCapped, text.entities.length], [10, false, 10]);
    const dated = await search({ pageNumber: 2, pageSize: 100, filters: { createdTo: '2026-01-01T04:10:00Z' } });
    assert.deepEqual([dated.totalCount, dated.totalCountCapped, dated.entities.length], [250, false, 100]);
    const emptyPage = await search({ pageNumber: 9, pageSize: 100, filters: { createdTo: '2026-01-01T04:10:00Z' } });
    assert.deepEqual([emptyPage.totalCount, emptyPage.entities.length], [250, 0]);
  });
});
