import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TICKET_VIEWS_PER_AGENT } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createOrganization } from './hub-fixtures.js';

// Saved views of the tickets list: each agent keeps their own, by name; nobody else sees or changes them.

let ann: TestAgent;
let ben: TestAgent;
let elsewhere: TestAgent;
let noTickets: TestAgent;

const t = testAppForSuite({}, {}, async () => {
  ann = await createAgent(t, ['tickets:tickets:view'], { name: 'Ann Views' });
  ben = await createAgent(t, ['tickets:tickets:view'], { name: 'Ben Views' });
  noTickets = await createAgent(t, ['directory:userGroups:view'], { name: 'No Tickets' });
  elsewhere = await createAgent(t, ['tickets:tickets:view'], { organizationId: await createOrganization(t, 'Views elsewhere'), name: 'Eli Elsewhere' });
});

const views = (agent: TestAgent) => t.app.inject({ method: 'POST', url: '/api/v1/tickets/views/search', headers: bearer(agent.token), payload: {} });
const save = (agent: TestAgent, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/tickets/views', headers: bearer(agent.token), payload });
const change = (agent: TestAgent, id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/v1/tickets/views/${id}`, headers: bearer(agent.token), payload });
const remove = (agent: TestAgent, id: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/tickets/views/${id}`, headers: bearer(agent.token) });

describe('saved views of the tickets list', () => {
  test('an agent saves, lists by name, renames and deletes their views', async () => {
    const urgent = await save(ann, { name: '  Urgent billing ', query: 'priority=High&category=none&sort=updatedDate:desc' });
    assert.equal(urgent.statusCode, 201, urgent.body);
    assert.equal(urgent.json().name, 'Urgent billing', 'the name is trimmed');
    assert.equal((await save(ann, { name: 'all mine', query: 'assignee=me' })).statusCode, 201);

    const listed = (await views(ann)).json();
    assert.deepEqual(listed.entities.map((view: { name: string }) => view.name), ['all mine', 'Urgent billing'], 'by name, whatever the case');
    assert.equal(listed.totalCount, 2);

    const renamed = await change(ann, urgent.json().id, { name: 'Urgent', query: 'priority=High' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual([renamed.json().name, renamed.json().query], ['Urgent', 'priority=High']);

    assert.equal((await remove(ann, urgent.json().id)).statusCode, 204);
    assert.deepEqual((await views(ann)).json().entities.map((view: { name: string }) => view.name), ['all mine']);
    assert.equal((await remove(ann, urgent.json().id)).statusCode, 404, 'gone');
  });

  test("another agent's views, and another organisation's, are neither listed, changed nor deleted", async () => {
    const mine = (await save(ann, { name: 'Private to Ann', query: 'assignee=me' })).json();
    for (const other of [ben, elsewhere]) {
      assert.ok(!(await views(other)).json().entities.some((view: { id: string }) => view.id === mine.id));
      const changed = await change(other, mine.id, { name: 'Taken', query: '' });
      assert.equal(changed.statusCode, 404, changed.body);
      assert.equal(changed.json().code, 'NOT_FOUND');
      assert.equal((await remove(other, mine.id)).statusCode, 404);
    }
    assert.ok((await views(ann)).json().entities.some((view: { id: string; name: string }) => view.id === mine.id && view.name === 'Private to Ann'));
    // The same name is free for someone else.
    assert.equal((await save(ben, { name: 'Private to Ann', query: '' })).statusCode, 201);
  });

  test('names are unique per agent whatever their case; blank names and odd queries are refused', async () => {
    assert.equal((await save(ben, { name: 'Escalations', query: 'sla=breached' })).statusCode, 201);
    const twice = await save(ben, { name: 'ESCALATIONS', query: '' });
    assert.equal(twice.statusCode, 409, twice.body);
    assert.deepEqual([twice.json().code, twice.json().details[0].field], ['CONFLICT', '/name']);

    const blank = await save(ben, { name: '   ', query: '' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().details[0].field, '/name');
    for (const query of ['?status=x', 'a=<script>', 'javascript:alert(1)#', 'x y', 'q=%ZZ"']) {
      const odd = await save(ben, { name: `Odd ${query}`, query });
      assert.equal(odd.statusCode, 400, `${query}: ${odd.body}`);
      assert.equal(odd.json().code, 'VALIDATION_FAILED');
    }
    const long = await save(ben, { name: 'x'.repeat(61), query: '' });
    assert.equal(long.statusCode, 400);
  });

  test(`an agent keeps at most ${TICKET_VIEWS_PER_AGENT} views`, async () => {
    const busy = await createAgent(t, ['tickets:tickets:view'], { name: 'Busy Views' });
    await t.app.db
      .insertInto('ticket_views')
      .values(Array.from({ length: TICKET_VIEWS_PER_AGENT - 1 }, (_, i) => ({ organization_id: busy.organizationId, user_id: busy.id, name: `View ${i}`, query: `page=${i}` })))
      .execute();
    assert.equal((await save(busy, { name: 'The last one', query: '' })).statusCode, 201);
    const more = await save(busy, { name: 'One too many', query: '' });
    assert.equal(more.statusCode, 409, more.body);
    assert.equal(more.json().code, 'CONFLICT');
  });

  test('without the tickets list, no views: 403 for every operation', async () => {
    const mine = (await save(ann, { name: 'Ann again', query: '' })).json();
    for (const response of [await views(noTickets), await save(noTickets, { name: 'Nope', query: '' }), await change(noTickets, mine.id, { name: 'Nope', query: '' }), await remove(noTickets, mine.id)]) {
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json().code, 'FORBIDDEN');
    }
  });
});
