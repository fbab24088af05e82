import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_PERMISSIONS } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// The history tells the whole life of a ticket: how it came in (and through which channel), public
// messages both ways, internal notes, assignment, status and priority changes, merges. Each entry is
// written in the transaction of its change, so a refused change leaves none.

let agent: TestAgent;
let carla: TestCustomer;

const t = testAppForSuite({}, {}, async () => {
  agent = await createAgent(t, ALL_PERMISSIONS, { name: 'Hana History' });
  carla = await createCustomer(t, 'carla.history@example.com', undefined, 'Carla Customer');
});

interface Entry {
  field: string;
  from: unknown;
  to: unknown;
  actor: { type: string; id: string | null; name: string };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function historyOf(ticketId: string): Promise<Entry[]> {
  const response = await call('GET', `tickets/${ticketId}/history`, agent.token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().entities;
}

async function hubTicket(title = 'Printer smokes') {
  const created = await call('POST', 'client/tickets', carla.token, { title, description: `${title}, since Monday` });
  assert.equal(created.statusCode, 201, created.body);
  return created.json() as { id: string; serialNumber: number };
}

async function sendMessage(ticketId: string, token: string, text: string) {
  const saved = await call('POST', `tickets/${ticketId}/messages`, token, { channel: 'email', message: `<p>${text}</p>`, emailConfig: { to: ['carla.history@example.com'] } });
  assert.equal(saved.statusCode, 201, saved.body);
  return { id: saved.json().id as string, send: () => call('PUT', `tickets/${ticketId}/messages/${saved.json().id}/send`, token) };
}

describe('ticket history', () => {
  test('a hub complaint starts with "created" by the customer through the hub', async () => {
    const ticket = await hubTicket();
    const history = await historyOf(ticket.id);
    assert.deepEqual(
      history.map((h) => [h.field, h.to, h.actor]),
      [['created', { serialNumber: ticket.serialNumber, title: 'Printer smokes', channel: 'hub' }, { type: 'customer', id: carla.id, name: 'Carla Customer' }]],
    );
  });

  test('an agent ticket is created through the agent channel, an integration\'s through the API', async () => {
    const byAgent = await call('POST', 'tickets', agent.token, { customerId: carla.id, title: 'Phoned in', description: 'Called the desk' });
    assert.equal(byAgent.statusCode, 201, byAgent.body);
    const [created] = await historyOf(byAgent.json().id);
    assert.deepEqual([created!.field, (created!.to as { channel: string }).channel, created!.actor.name], ['created', 'agent', 'Hana History']);

    const role = await t.app.db
      .insertInto('roles')
      .values({ organization_id: t.app.firstStart.organizationId, name: 'History connector role', permissions: ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:customers:add'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = await call('POST', 'oauth/clients', agent.token, { name: 'Shop connector', roleIds: [role.id] });
    assert.equal(client.statusCode, 201, client.body);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/accessToken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.json().id, client_secret: client.json().secret }).toString(),
    });
    assert.equal(grant.statusCode, 200, grant.body);
    const byClient = await call('POST', 'tickets', grant.json().access_token, { customerId: carla.id, title: 'From the shop', description: 'Order 12 damaged' });
    assert.equal(byClient.statusCode, 201, byClient.body);
    const [fromShop] = await historyOf(byClient.json().id);
    assert.deepEqual([fromShop!.field, (fromShop!.to as { channel: string }).channel, fromShop!.actor.name], ['created', 'api', 'Shop connector']);
    // The ticket itself still counts as an agent's ticket on the dashboards.
    const row = await t.app.db.selectFrom('tickets').select('channel').where('id', '=', byClient.json().id).executeTakeFirstOrThrow();
    assert.equal(row.channel, 'agent');
  });

  test('sent messages both ways and internal notes are recorded; drafts are not', async () => {
    const ticket = await hubTicket('Cannot print');
    const fromCustomer = await sendMessage(ticket.id, carla.token, 'Any news?');
    const reply = await sendMessage(ticket.id, agent.token, 'Looking into it');
    assert.equal((await historyOf(ticket.id)).length, 1, 'drafts leave no entry');
    assert.equal((await fromCustomer.send()).statusCode, 200);
    assert.equal((await reply.send()).statusCode, 200);
    const note = await call('POST', `tickets/${ticket.id}/comments`, agent.token, { text: 'Toner recall, see KB-12' });
    assert.equal(note.statusCode, 201, note.body);

    const history = await historyOf(ticket.id);
    assert.deepEqual(
      history.slice(1).map((h) => [h.field, h.to, h.actor.type, h.actor.name]),
      [
        ['message', { id: fromCustomer.id, sentBy: 'customer' }, 'customer', 'Carla Customer'],
        ['message', { id: reply.id, sentBy: 'agent' }, 'agent', 'Hana History'],
        ['note', { id: note.json().id }, 'agent', 'Hana History'],
      ],
    );
    // A note's words stay out of the history, which agents without the notes right can read.
    assert.ok(!JSON.stringify(history).includes('Toner recall'));

    // Sending again is refused and adds nothing.
    assert.equal((await reply.send()).statusCode, 409);
    assert.equal((await historyOf(ticket.id)).length, history.length);
  });

  test('assignment to an agent and a group, status and priority changes are recorded with both values', async () => {
    const ticket = await hubTicket('Slow laptop');
    const group = await t.app.db
      .insertInto('user_groups')
      .values({ organization_id: t.app.firstStart.organizationId, name: 'History desk' })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    const statuses = (await call('GET', 'statuses', agent.token)).json().entities as { id: string; name: string }[];
    const pending = statuses.find((s) => s.name === 'Pending')!;
    const patched = await call('PATCH', `tickets/${ticket.id}`, agent.token, { assigneeId: agent.id, userGroupId: group.id, statusId: pending.id, priority: 'High' });
    assert.equal(patched.statusCode, 200, patched.body);

    const byField = Object.fromEntries((await historyOf(ticket.id)).slice(1).map((h) => [h.field, [h.from, h.to]]));
    assert.deepEqual(byField.assignee, [null, { id: agent.id, name: 'Hana History' }]);
    assert.deepEqual(byField.userGroup, [null, { id: group.id, name: 'History desk' }]);
    assert.deepEqual((byField.status as [{ name: string }, { name: string }]).map((s) => s.name), ['Open', 'Pending']);
    assert.deepEqual(byField.priority, [null, 'High']);
  });

  test('a merge is in the history of both tickets', async () => {
    const target = await hubTicket('Keep me');
    const source = await hubTicket('Merge me');
    const merged = await call('POST', 'tickets/merge', agent.token, { targetId: target.id, sourceIds: [source.id] });
    assert.equal(merged.statusCode, 200, merged.body);
    assert.deepEqual((await historyOf(target.id)).filter((h) => h.field === 'merged').map((h) => h.to), [[{ id: source.id, serialNumber: source.serialNumber }]]);
    assert.deepEqual((await historyOf(source.id)).filter((h) => h.field === 'mergedInto').map((h) => h.to), [{ id: target.id, serialNumber: target.serialNumber }]);
  });
});
