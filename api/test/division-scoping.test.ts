import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Permission } from '@switchboard/shared/contracts';
import { homeDivisionOf } from '../src/features/directory/divisions/home-division.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// An agent sees, searches and changes only tickets of the divisions where their roles hold the
// permission; tickets elsewhere answer 404 like another organisation's.

const WORK: Permission[] = [
  'tickets:tickets:view',
  'tickets:tickets:add',
  'tickets:tickets:edit',
  'tickets:tickets:delete',
  'tickets:tickets:merge',
  'tickets:comments:add',
  'tickets:messages:view',
  'tickets:messages:add',
  'tickets:customers:view',
];

let organizationId: string;
let homeId: string;
let divisionA: string;
let divisionB: string;
let customer: TestCustomer;
/** Holds WORK in division A only. */
let aOnly: TestAgent;
/** Holds WORK in division A and Home. */
let aAndHome: TestAgent;
/** Holds WORK in every division. */
let everywhere: TestAgent;
/** Sees tickets everywhere, may edit only in A. */
let viewerEditsA: TestAgent;
let ticketA: string;
let ticketB: string;
let ticketHome: string;

const t = testAppForSuite({}, {}, async () => {
  organizationId = t.app.firstStart.organizationId;
  homeId = (await homeDivisionOf(t.app.db, organizationId)).id;
  const made = await t.app.db
    .insertInto('divisions')
    .values([
      { organization_id: organizationId, name: `Division A ${Date.now()}` },
      { organization_id: organizationId, name: `Division B ${Date.now()}` },
    ])
    .returning('id')
    .execute();
  divisionA = made[0]!.id;
  divisionB = made[1]!.id;
  customer = await createCustomer(t, 'division.customer@example.com', organizationId, 'Dana Customer');
  aOnly = await agentIn(WORK, [divisionA], 'Ann A-only');
  aAndHome = await agentIn(WORK, [divisionA, homeId], 'Hal A-and-Home');
  everywhere = await agentIn(WORK, null, 'Eve Everywhere');
  viewerEditsA = await agentIn(['tickets:tickets:view'], null, 'Vic Viewer');
  await grant(viewerEditsA, ['tickets:tickets:edit'], [divisionA]);
  ticketA = await create(everywhere, 'Printer in A', divisionA);
  ticketB = await create(everywhere, 'Printer in B', divisionB);
  ticketHome = await create(everywhere, 'Printer at Home');
});

/** An agent whose only role holds `permissions` in `divisions` (null: every division). */
async function agentIn(permissions: readonly Permission[], divisions: string[] | null, name: string): Promise<TestAgent> {
  const agent = await createAgent(t, permissions, { name });
  await t.app.db.updateTable('user_roles').set({ division_ids: divisions }).where('user_id', '=', agent.id).execute();
  return agent;
}

/** One more role for the agent, holding `permissions` in `divisions`. */
async function grant(agent: TestAgent, permissions: readonly Permission[], divisions: string[] | null): Promise<void> {
  const role = await t.app.db
    .insertInto('roles')
    .values({ organization_id: organizationId, name: `Extra ${agent.name} ${Date.now()}`, permissions: [...permissions] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db.insertInto('user_roles').values({ organization_id: organizationId, user_id: agent.id, role_id: role.id, division_ids: divisions }).execute();
}

async function create(agent: TestAgent, title: string, divisionId?: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tickets',
    headers: bearer(agent.token),
    payload: { title, description: `${title}: details`, customerId: customer.id, ...(divisionId ? { divisionId } : {}) },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

const search = (agent: { token: string }, body: object = {}) => t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: bearer(agent.token), payload: { pageSize: 100, ...body } });
const call = (agent: { token: string }, method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(agent.token), ...(payload ? { payload } : {}) });

async function foundIds(agent: { token: string }, body: object = {}): Promise<{ ids: Set<string>; total: number }> {
  const response = await search(agent, body);
  assert.equal(response.statusCode, 200, response.body);
  const page = response.json();
  return { ids: new Set(page.entities.map((e: { id: string }) => e.id)), total: page.totalCount };
}

describe('division scoping of tickets', () => {
  test('search and count find only tickets of the divisions where the agent sees tickets; Home only when listed', async () => {
    const onlyA = await foundIds(aOnly);
    assert.ok(onlyA.ids.has(ticketA));
    assert.ok(!onlyA.ids.has(ticketB));
    assert.ok(!onlyA.ids.has(ticketHome), 'Home tickets stay hidden when Home is not among the divisions');
    assert.equal(onlyA.total, onlyA.ids.size);
    // Free text and the number search cannot reach past the divisions either.
    assert.equal((await foundIds(aOnly, { query: 'Printer in B' })).total, 0);

    // A customer's ticket list shows the same tickets.
    const ofCustomer = await call(aOnly, 'GET', `/api/v1/customers/${customer.id}/tickets`);
    assert.equal(ofCustomer.statusCode, 200, ofCustomer.body);
    const customerTicketIds = ofCustomer.json().entities.map((e: { id: string }) => e.id);
    assert.ok(customerTicketIds.includes(ticketA) && !customerTicketIds.includes(ticketB) && !customerTicketIds.includes(ticketHome));

    // So do the customer's ticket counts, in the list and on the customer.
    const counted = (customers: Array<{ id: string; ticketCount: number; openTicketCount: number }>) => customers.find((entry) => entry.id === customer.id)!;
    const seenByA = await call(aOnly, 'GET', `/api/v1/customers/${customer.id}`);
    assert.equal(seenByA.json().ticketCount, customerTicketIds.length);
    assert.equal(seenByA.json().openTicketCount, customerTicketIds.length);
    const listedForA = await call(aOnly, 'POST', '/api/v1/customers/search', { query: 'division.customer@example.com', sort: { field: 'ticketCount' } });
    assert.equal(counted(listedForA.json().entities).ticketCount, customerTicketIds.length);
    const listedForAll = await call(everywhere, 'POST', '/api/v1/customers/search', { query: 'division.customer@example.com' });
    assert.ok(counted(listedForAll.json().entities).ticketCount >= customerTicketIds.length + 2);

    const withHome = await foundIds(aAndHome);
    assert.ok(withHome.ids.has(ticketA) && withHome.ids.has(ticketHome));
    assert.ok(!withHome.ids.has(ticketB));

    const all = await foundIds(everywhere);
    assert.ok(all.ids.has(ticketA) && all.ids.has(ticketB) && all.ids.has(ticketHome));
  });

  test('rows carry their division, Home for tickets without one; the division filter narrows the list', async () => {
    const legacy = await t.app.db
      .insertInto('tickets')
      .values({ organization_id: organizationId, serial_number: 900_001, title: 'Before divisions', description: 'old', status_id: (await t.app.db.selectFrom('statuses').select('id').where('organization_id', '=', organizationId).limit(1).executeTakeFirstOrThrow()).id, customer_id: customer.id, fields: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = (await search(everywhere)).json();
    const row = (id: string) => page.entities.find((e: { id: string }) => e.id === id);
    assert.equal(row(ticketA).division.id, divisionA);
    assert.equal(row(legacy.id).division.id, homeId);
    assert.equal(row(legacy.id).division.name.startsWith('Home'), true);

    const onlyB = await foundIds(everywhere, { filters: { divisionIds: [divisionB] } });
    assert.deepEqual([...onlyB.ids], [ticketB]);
    const home = await foundIds(everywhere, { filters: { divisionIds: [homeId] } });
    assert.ok(home.ids.has(ticketHome) && home.ids.has(legacy.id), 'the Home id also finds tickets without a division');
    assert.ok(!home.ids.has(ticketA));
    // Filtering on a division the agent cannot see finds nothing.
    assert.equal((await foundIds(aOnly, { filters: { divisionIds: [divisionB] } })).total, 0);

    const details = (await call(aAndHome, 'GET', `/api/v1/tickets/${legacy.id}`)).json();
    assert.deepEqual(details.division, { id: homeId, name: row(legacy.id).division.name });
  });

  test('every by-id route answers 404 for a ticket of a division the agent cannot see', async () => {
    const routes: [string, 'GET' | 'PATCH' | 'DELETE' | 'POST', string, object?][] = [
      ['details', 'GET', `/api/v1/tickets/${ticketB}`],
      ['history', 'GET', `/api/v1/tickets/${ticketB}/history`],
      ['change', 'PATCH', `/api/v1/tickets/${ticketB}`, { title: 'Mine now' }],
      ['delete', 'DELETE', `/api/v1/tickets/${ticketB}`],
      ['comments', 'GET', `/api/v1/tickets/${ticketB}/comments`],
      ['add a comment', 'POST', `/api/v1/tickets/${ticketB}/comments`, { text: 'Hello' }],
      ['messages', 'GET', `/api/v1/tickets/${ticketB}/messages`],
      ['add a message', 'POST', `/api/v1/tickets/${ticketB}/messages`, { channel: 'email', message: '<p>Hi</p>' }],
      ['merge into it', 'POST', '/api/v1/tickets/merge', { targetId: ticketB, sourceIds: [ticketA] }],
      ['merge it away', 'POST', '/api/v1/tickets/merge', { targetId: ticketA, sourceIds: [ticketB] }],
    ];
    for (const [what, method, url, payload] of routes) {
      const response = await call(aOnly, method, url, payload);
      assert.equal(response.statusCode, 404, `${what}: ${response.body}`);
      assert.equal(response.json().code, 'NOT_FOUND', what);
    }
    // The ticket is untouched and the same routes work for its own division's ticket.
    assert.equal((await call(everywhere, 'GET', `/api/v1/tickets/${ticketB}`)).json().title, 'Printer in B');
    assert.equal((await call(aOnly, 'GET', `/api/v1/tickets/${ticketA}`)).statusCode, 200);
    assert.equal((await call(aOnly, 'GET', `/api/v1/tickets/${ticketA}/history`)).statusCode, 200);
    assert.equal((await call(aOnly, 'GET', `/api/v1/tickets/${ticketA}/comments`)).statusCode, 200);
    assert.equal((await call(aOnly, 'GET', `/api/v1/tickets/${ticketA}/messages`)).statusCode, 200);
  });

  test('seeing a ticket without the action right in its division answers 403', async () => {
    assert.equal((await call(viewerEditsA, 'GET', `/api/v1/tickets/${ticketB}`)).statusCode, 200);
    const refused = await call(viewerEditsA, 'PATCH', `/api/v1/tickets/${ticketB}`, { title: 'Not allowed here' });
    assert.equal(refused.statusCode, 403, refused.body);
    const allowed = await call(viewerEditsA, 'PATCH', `/api/v1/tickets/${ticketA}`, { priority: 'High' });
    assert.equal(allowed.statusCode, 200, allowed.body);
  });

  test('creating in a division without the add right there is refused; the category gives the default division', async () => {
    const refused = await call(aOnly, 'POST', '/api/v1/tickets', { title: 'Sneaky', description: 'into B', customerId: customer.id, divisionId: divisionB });
    assert.equal(refused.statusCode, 403, refused.body);
    // Without a division and a category the ticket would go to Home, which this agent does not hold.
    assert.equal((await call(aOnly, 'POST', '/api/v1/tickets', { title: 'Homeless', description: 'no division', customerId: customer.id })).statusCode, 403);
    const unknown = await call(aOnly, 'POST', '/api/v1/tickets', { title: 'Nowhere', description: 'x', customerId: customer.id, divisionId: '00000000-0000-4000-8000-000000000000' });
    assert.equal(unknown.statusCode, 400, unknown.body);
    assert.equal(unknown.json().details[0].field, '/divisionId');
    assert.equal((await foundIds(everywhere, { query: 'Sneaky' })).total, 0);

    const category = await t.app.db
      .insertInto('categories')
      .values({ organization_id: organizationId, name: `A things ${Date.now()}`, division_id: divisionA })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await call(aOnly, 'POST', '/api/v1/tickets', { title: 'From the category', description: 'x', customerId: customer.id, categoryId: category.id });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().division.id, divisionA);
  });

  test('moving a ticket needs the edit right in both divisions and is recorded in the history', async () => {
    const moving = await create(everywhere, 'Moving around', divisionA);
    const refused = await call(aOnly, 'PATCH', `/api/v1/tickets/${moving}`, { divisionId: divisionB });
    assert.equal(refused.statusCode, 403, refused.body);

    const moved = await call(everywhere, 'PATCH', `/api/v1/tickets/${moving}`, { divisionId: divisionB });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().division.id, divisionB);
    const history = (await call(everywhere, 'GET', `/api/v1/tickets/${moving}/history`)).json();
    const entry = history.entities.find((e: { field: string }) => e.field === 'division');
    assert.equal(entry.from.id, divisionA);
    assert.equal(entry.to.id, divisionB);
    // Out of sight for the A-only agent now.
    assert.equal((await call(aOnly, 'GET', `/api/v1/tickets/${moving}`)).statusCode, 404);
    assert.equal((await call(everywhere, 'PATCH', `/api/v1/tickets/${moving}`, { divisionId: '00000000-0000-4000-8000-000000000000' })).statusCode, 400);
  });

  test('the division pick list answers the divisions where the agent sees tickets', async () => {
    const names = async (agent: TestAgent) => ((await call(agent, 'GET', '/api/v1/tickets/divisions')).json().entities as { id: string }[]).map((d) => d.id);
    assert.deepEqual(await names(aOnly), [divisionA]);
    assert.deepEqual((await names(aAndHome)).sort(), [divisionA, homeId].sort());
    const all = await names(everywhere);
    assert.equal(all[0], homeId, 'Home comes first');
    assert.ok(all.includes(divisionA) && all.includes(divisionB));
  });

  test('a notification about a ticket of another division does not reach the agent', async () => {
    await t.app.notifications.drain();
    const assigned = await call(everywhere, 'PATCH', `/api/v1/tickets/${ticketB}`, { assigneeId: aOnly.id });
    assert.equal(assigned.statusCode, 200, assigned.body);
    const mention = await call(everywhere, 'POST', `/api/v1/tickets/${ticketB}/comments`, { text: `Look @[${aOnly.name}](${aOnly.id}) and @[${aAndHome.name}](${aAndHome.id})` });
    assert.equal(mention.statusCode, 201, mention.body);
    await call(everywhere, 'PATCH', `/api/v1/tickets/${ticketA}`, { assigneeId: aOnly.id });
    await t.app.notifications.drain();
    const about = async (agent: TestAgent) =>
      (await t.app.db.selectFrom('notifications').select(['ticket_id', 'type']).where('recipient_id', '=', agent.id).execute()).map((n) => `${n.ticket_id} ${n.type}`);
    const ann = await about(aOnly);
    assert.ok(!ann.some((n) => n.startsWith(ticketB)), `A-only agent was told about a B ticket: ${ann.join(', ')}`);
    assert.ok(ann.includes(`${ticketA} ticket_assigned`), 'the A ticket still reaches them');
    assert.ok(!(await about(aAndHome)).some((n) => n.startsWith(ticketB)));
  });

  test('a ticket moved out of the agent’s divisions takes its notifications out of their list and count', async () => {
    const moving = await create(everywhere, 'Notified then moved', divisionA);
    await call(everywhere, 'PATCH', `/api/v1/tickets/${moving}`, { assigneeId: aOnly.id });
    await t.app.notifications.drain();
    const bell = async () => {
      const response = await call(aOnly, 'GET', '/api/v1/notifications?pageSize=100');
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      return { about: body.entities.filter((n: { ticket: { id: string } | null }) => n.ticket?.id === moving).length, total: body.totalCount as number, unread: body.unreadCount as number };
    };
    const before = await bell();
    assert.equal(before.about, 1, 'the assignment is in the list');

    const moved = await call(everywhere, 'PATCH', `/api/v1/tickets/${moving}`, { divisionId: divisionB });
    assert.equal(moved.statusCode, 200, moved.body);
    await t.app.notifications.drain();
    const after = await bell();
    assert.equal(after.about, 0);
    assert.equal(after.total, before.total - 1);
    assert.equal(after.unread, before.unread - 1);
  });

  test('an OAuth client token sees every division', async () => {
    const admin = await createAgent(t, ['integrations:oauths:view', 'integrations:oauths:add', 'tickets:tickets:view']);
    const role = await t.app.db
      .insertInto('roles')
      .values({ organization_id: organizationId, name: `Ticket reader ${Date.now()}`, permissions: ['tickets:tickets:view'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/clients', headers: bearer(admin.token), payload: { name: `Sync ${Date.now()}`, roleIds: [role.id] } });
    assert.equal(client.statusCode, 201, client.body);
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/accessToken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.json().id, client_secret: client.json().secret }).toString(),
      remoteAddress: '10.66.0.1',
    });
    assert.equal(granted.statusCode, 200, granted.body);
    const token = { token: granted.json().access_token as string };
    const seen = await foundIds(token);
    assert.ok(seen.ids.has(ticketA) && seen.ids.has(ticketB) && seen.ids.has(ticketHome));
    assert.equal((await call(token, 'GET', `/api/v1/tickets/${ticketB}`)).statusCode, 200);
  });
});
