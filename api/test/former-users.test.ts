import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createAgent } from './agent-fixtures.js';
import { bearer, loginTokens, testAppForSuite } from './helpers.js';

// A removed agent keeps their name on tickets, comments and history, marked as a former user;
// active agents carry no such mark.

let adminToken: string;
let organizationId: string;
let closedStatusId: string;

const t = testAppForSuite({}, {}, async () => {
  organizationId = t.app.firstStart.organizationId;
  adminToken = (await loginTokens(t.app)).access_token;
  const closed = await t.app.db.selectFrom('statuses').select('id').where('organization_id', '=', organizationId).where('kind', '=', 'closed').executeTakeFirstOrThrow();
  closedStatusId = closed.id;
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token = adminToken, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

let serial = 880_000;
/** A closed ticket assigned to `userId`, titled so a search finds it alone. */
async function closedTicketOf(userId: string, title: string) {
  const row = await t.app.db
    .insertInto('tickets')
    .values({ organization_id: organizationId, serial_number: ++serial, title, description: '', status_id: closedStatusId, assignee_id: userId, fields: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What each place that names an agent says about the people on one ticket. */
async function namedOn(ticketId: string, title: string) {
  const details = await call('GET', `tickets/${ticketId}`);
  assert.equal(details.statusCode, 200, details.body);
  const search = await call('POST', 'tickets/search', adminToken, { query: title });
  assert.equal(search.statusCode, 200, search.body);
  assert.equal(search.json().entities.length, 1, search.body);
  const comments = await call('GET', `tickets/${ticketId}/comments`);
  assert.equal(comments.statusCode, 200, comments.body);
  const history = await call('GET', `tickets/${ticketId}/history`);
  assert.equal(history.statusCode, 200, history.body);
  return {
    assignee: details.json().assignee,
    searchAssignee: search.json().entities[0].assignee,
    authors: comments.json().entities.map((c: { author: object }) => c.author),
    actors: history.json().entities.filter((e: { field: string }) => e.field === 'title').map((e: { actor: object }) => e.actor),
  };
}

describe('former users', () => {
  test('a removed agent is marked former on details, search, comments and history; an active one is not', async () => {
    const permissions = ['tickets:tickets:view', 'tickets:tickets:edit', 'tickets:comments:add'] as const;
    const leaver = await createAgent(t, permissions, { name: 'Fern Former' });
    const stayer = await createAgent(t, permissions, { name: 'Sam Stayer' });
    const titles = { leaver: `Former assignee ${Date.now()}`, stayer: `Active assignee ${Date.now()}` };
    const tickets = { leaver: await closedTicketOf(leaver.id, titles.leaver), stayer: await closedTicketOf(stayer.id, titles.stayer) };

    for (const [who, agent] of [['leaver', leaver], ['stayer', stayer]] as const) {
      const commented = await call('POST', `tickets/${tickets[who]}/comments`, agent.token, { text: 'Solved it.' });
      assert.equal(commented.statusCode, 201, commented.body);
      titles[who] = `${titles[who]} (renamed)`;
      const renamed = await call('PATCH', `tickets/${tickets[who]}`, agent.token, { title: titles[who] });
      assert.equal(renamed.statusCode, 200, renamed.body);
    }

    // Before removal nobody is marked.
    const before = await namedOn(tickets.leaver, titles.leaver);
    assert.equal(before.assignee.former, undefined);
    assert.equal(before.authors[0].former, undefined);

    const removed = await call('DELETE', `users/${leaver.id}`);
    assert.equal(removed.statusCode, 200, removed.body);
    // The ticket is closed: it keeps its assignee.
    assert.equal(removed.json().unassignedTickets, 0);

    const gone = await namedOn(tickets.leaver, titles.leaver);
    assert.deepEqual(gone.assignee, { id: leaver.id, name: 'Fern Former', email: leaver.email, former: true });
    assert.deepEqual(gone.searchAssignee, gone.assignee);
    assert.deepEqual(gone.authors, [{ id: leaver.id, name: 'Fern Former', former: true }]);
    assert.deepEqual(gone.actors, [{ type: 'agent', id: leaver.id, name: 'Fern Former', former: true }]);

    const active = await namedOn(tickets.stayer, titles.stayer);
    assert.deepEqual(active.assignee, { id: stayer.id, name: 'Sam Stayer', email: stayer.email });
    assert.deepEqual(active.searchAssignee, active.assignee);
    assert.deepEqual(active.authors, [{ id: stayer.id, name: 'Sam Stayer' }]);
    assert.deepEqual(active.actors, [{ type: 'agent', id: stayer.id, name: 'Sam Stayer' }]);
  });
});
