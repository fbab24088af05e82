import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Kysely } from 'kysely';
import type { AgentNotification, NotificationChoices, NotificationChoicesWrite } from '@switchboard/shared/contracts';
import { homeDivisionOf } from '../src/features/directory/divisions/home-division.js';
import * as choicesMigration from '../src/db/migrations/0032_notification_choices.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, recordStatements, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// What agents choose to hear of beyond their own tickets (new tickets, customer replies; their
// groups' tickets and/or nobody's), the defaults (administrators hear of nobody's new tickets), and
// that no choice reaches past an agent's divisions or a removed agent, or tells anyone twice.

let t: TestApp;
let customer: TestCustomer;
let alice: TestAgent; // creates tickets for customers; chooses nothing
let bob: TestAgent; // member of Billing; the assignee
let grace: TestAgent; // member of Billing
let gil: TestAgent; // member of Billing, keeps the defaults
let uma: TestAgent; // no group
let ada: TestAgent; // holds the built-in Administrator role, keeps the defaults
let hal: TestAgent; // sees the Home division only
let billing: string;
let otherDivision: string;

const WORKER = ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit', 'tickets:comments:add', 'tickets:messages:view', 'tickets:messages:add'] as const;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload } : {}) });

async function choose(agent: TestAgent, choices: NotificationChoicesWrite): Promise<NotificationChoices> {
  const response = await call('PUT', '/api/v1/notifications/choices', agent.token, choices);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

async function hubTicket(title: string): Promise<string> {
  const response = await call('POST', '/api/v1/client/tickets', customer.token, { title, description: 'It broke again' });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

async function agentTicket(title: string, extra: { assigneeId?: string; userGroupId?: string; divisionId?: string } = {}): Promise<string> {
  const response = await call('POST', '/api/v1/tickets', alice.token, { customerId: customer.id, title, description: 'Raised by phone', ...extra });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

async function customerReply(ticketId: string) {
  const draft = await call('POST', `/api/v1/tickets/${ticketId}/messages`, customer.token, { channel: 'email', message: '<p>Any news?</p>' });
  assert.equal(draft.statusCode, 201, draft.body);
  const sent = await t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${ticketId}/messages/${draft.json().id}/send`, headers: { ...bearer(customer.token), 'content-type': 'application/json' } });
  assert.equal(sent.statusCode, 200, sent.body);
}

/** What the agent was told about the ticket, as [type, header] pairs, oldest first. */
async function toldAbout(agent: TestAgent, ticketId: string): Promise<[string, string][]> {
  await t.app.notifications.drain();
  const response = await call('GET', '/api/v1/notifications?pageSize=100', agent.token);
  assert.equal(response.statusCode, 200, response.body);
  const entities: AgentNotification[] = response.json().entities;
  return entities
    .filter((n) => n.ticket?.id === ticketId)
    .reverse()
    .map((n) => [n.type, n.header]);
}

before(async () => {
  t = await startTestApp();
  const organizationId = t.app.firstStart.organizationId;
  customer = await createCustomer(t, 'choices.customer@example.com', undefined, 'Carla Customer');
  alice = await createAgent(t, WORKER, { name: 'Alice Agent' });
  bob = await createAgent(t, WORKER, { name: 'Bob Billing' });
  grace = await createAgent(t, WORKER, { name: 'Grace Billing' });
  gil = await createAgent(t, WORKER, { name: 'Gil Billing' });
  uma = await createAgent(t, WORKER, { name: 'Uma Unassigned' });
  ada = await createAgent(t, WORKER, { name: 'Ada Administrator' });
  hal = await createAgent(t, WORKER, { name: 'Hal Home-only' });
  const administrator = await t.app.db.selectFrom('roles').select('id').where('organization_id', '=', organizationId).where('name', '=', 'Administrator').where('built_in', '=', true).executeTakeFirstOrThrow();
  await t.app.db.insertInto('user_roles').values({ organization_id: organizationId, user_id: ada.id, role_id: administrator.id }).execute();
  const home = (await homeDivisionOf(t.app.db, organizationId)).id;
  await t.app.db.updateTable('user_roles').set({ division_ids: [home] }).where('user_id', '=', hal.id).execute();
  otherDivision = (await t.app.db.insertInto('divisions').values({ organization_id: organizationId, name: 'Far away' }).returning('id').executeTakeFirstOrThrow()).id;
  billing = (await t.app.db.insertInto('user_groups').values({ organization_id: organizationId, name: 'Billing' }).returning('id').executeTakeFirstOrThrow()).id;
  await t.app.db
    .insertInto('user_group_members')
    .values([bob, grace, gil].map((agent) => ({ group_id: billing, user_id: agent.id, organization_id: organizationId })))
    .execute();
  await t.app.notifications.drain();
});
after(async () => {
  await t?.close();
});

describe('defaults', () => {
  test('an agent hears of their own tickets only; an administrator also of new tickets nobody has', async () => {
    assert.deepEqual((await call('GET', '/api/v1/notifications/choices', gil.token)).json(), { newTickets: 'none', customerReplies: 'none', chosen: false });
    assert.deepEqual((await call('GET', '/api/v1/notifications/choices', ada.token)).json(), { newTickets: 'unassigned', customerReplies: 'none', chosen: false });

    const nobodys = await hubTicket('Nobody has it');
    assert.deepEqual(await toldAbout(ada, nobodys), [['ticket_created', 'Carla Customer opened a ticket']]);
    for (const agent of [alice, bob, gil, uma]) assert.deepEqual(await toldAbout(agent, nobodys), [], agent.name);
    // Replies are not part of the administrators' default.
    await customerReply(nobodys);
    assert.deepEqual(await toldAbout(ada, nobodys), [['ticket_created', 'Carla Customer opened a ticket']]);

    // A ticket someone has is theirs: the administrator is not told.
    const bobs = await agentTicket('Assigned at once', { assigneeId: bob.id });
    assert.deepEqual(await toldAbout(ada, bobs), []);
    assert.deepEqual(await toldAbout(bob, bobs), [['ticket_assigned', 'Alice Agent assigned a ticket to you']]);
    // Group members with the defaults hear of a new ticket in their group as today.
    const billings = await agentTicket('For Billing', { userGroupId: billing });
    assert.deepEqual(await toldAbout(gil, billings), [['ticket_group_assigned', 'Alice Agent assigned a ticket to your group Billing']]);
    assert.deepEqual(await toldAbout(ada, billings), []);
  });
});

describe('each choice delivers what it says', () => {
  test('new tickets of my groups: once per new ticket in a group of mine, never twice, nothing else', async () => {
    assert.deepEqual(await choose(grace, { newTickets: 'myGroups' }), { newTickets: 'myGroups', customerReplies: 'none', chosen: true });
    await choose(bob, { newTickets: 'myGroups' });
    const billings = await agentTicket('Billing question', { userGroupId: billing });
    assert.deepEqual(await toldAbout(grace, billings), [['ticket_created', 'Alice Agent created a ticket']]);
    // The assignee hears it was assigned to them, and nothing more.
    const bobs = await agentTicket('Billing, Bob takes it', { userGroupId: billing, assigneeId: bob.id });
    assert.deepEqual(await toldAbout(bob, bobs), [['ticket_assigned', 'Alice Agent assigned a ticket to you']]);
    assert.deepEqual(await toldAbout(grace, bobs), [['ticket_created', 'Alice Agent created a ticket']]);
    // A ticket moved into the group later is a group assignment, as before.
    const moved = await hubTicket('Moved to Billing');
    const patched = await call('PATCH', `/api/v1/tickets/${moved}`, alice.token, { userGroupId: billing });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.deepEqual(await toldAbout(grace, moved), [['ticket_group_assigned', 'Alice Agent assigned a ticket to your group Billing']]);
    // Nobody's tickets are not "my groups".
    assert.deepEqual(await toldAbout(grace, await hubTicket('Not Billing')), []);
  });

  test("new tickets nobody has: only tickets with no group and no assignee", async () => {
    await choose(uma, { newTickets: 'unassigned' });
    const nobodys = await hubTicket('Loose ticket');
    assert.deepEqual(await toldAbout(uma, nobodys), [['ticket_created', 'Carla Customer opened a ticket']]);
    assert.deepEqual(await toldAbout(uma, await agentTicket('Has an owner', { assigneeId: bob.id })), []);
    assert.deepEqual(await toldAbout(uma, await agentTicket('Has a group', { userGroupId: billing })), []);
    // Created by an agent for nobody: told, with the agent as the actor.
    assert.deepEqual(await toldAbout(uma, await agentTicket('Phoned in')), [['ticket_created', 'Alice Agent created a ticket']]);
    // The creator is never told of their own ticket.
    await choose(alice, { newTickets: 'myGroupsAndUnassigned' });
    assert.deepEqual(await toldAbout(alice, await agentTicket('Mine to create')), []);
    await choose(alice, { newTickets: null });
  });

  test("customer replies of my groups' tickets and of nobody's: each goes where it says, the assignee once", async () => {
    await choose(grace, { customerReplies: 'myGroups' });
    await choose(uma, { customerReplies: 'unassigned' });
    await choose(bob, { customerReplies: 'myGroupsAndUnassigned' });
    const billings = await agentTicket('Reply in Billing', { userGroupId: billing, assigneeId: bob.id });
    await toldAbout(bob, billings);
    await customerReply(billings);
    const replies = async (agent: TestAgent, ticketId: string) => (await toldAbout(agent, ticketId)).filter(([type]) => type === 'comment_reply');
    assert.deepEqual(await replies(bob, billings), [['comment_reply', 'Carla Customer replied on your ticket']]);
    assert.deepEqual(await replies(grace, billings), [['comment_reply', 'Carla Customer replied on a ticket']]);
    assert.deepEqual(await replies(uma, billings), []);
    assert.deepEqual(await replies(gil, billings), []);

    const nobodys = await hubTicket('Reply on a loose ticket');
    await customerReply(nobodys);
    assert.deepEqual(await replies(uma, nobodys), [['comment_reply', 'Carla Customer replied on a ticket']]);
    assert.deepEqual(await replies(bob, nobodys), [['comment_reply', 'Carla Customer replied on a ticket']]);
    assert.deepEqual(await replies(grace, nobodys), []);
    // An agent's reply to the customer is not a customer reply.
    const sent = await call('POST', `/api/v1/tickets/${nobodys}/messages`, alice.token, { channel: 'email', message: '<p>On it</p>'});
    assert.equal(sent.statusCode, 201, sent.body);
    const send = await t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${nobodys}/messages/${sent.json().id}/send`, headers: { ...bearer(alice.token), 'content-type': 'application/json' } });
    assert.equal(send.statusCode, 200, send.body);
    assert.equal((await replies(uma, nobodys)).length, 1);
  });

  test('none turns a choice off again; null goes back to the default', async () => {
    await choose(uma, { newTickets: 'none', customerReplies: 'none' });
    const nobodys = await hubTicket('After switching off');
    await customerReply(nobodys);
    assert.deepEqual(await toldAbout(uma, nobodys), []);
    assert.deepEqual(await choose(ada, { newTickets: 'none' }), { newTickets: 'none', customerReplies: 'none', chosen: true });
    assert.deepEqual(await toldAbout(ada, await hubTicket('Admin opted out')), []);
    assert.deepEqual(await choose(ada, { newTickets: null }), { newTickets: 'unassigned', customerReplies: 'none', chosen: false });
  });
});

describe('never past divisions or to removed agents', () => {
  test('a ticket of a division the agent does not see tells them nothing, whatever they chose', async () => {
    await choose(hal, { newTickets: 'myGroupsAndUnassigned', customerReplies: 'myGroupsAndUnassigned' });
    const far = await agentTicket('In a far division', { divisionId: otherDivision });
    await customerReply(far);
    assert.deepEqual(await toldAbout(hal, far), []);
    const stored = await t.app.db.selectFrom('notifications').select('id').where('recipient_id', '=', hal.id).where('ticket_id', '=', far).execute();
    assert.equal(stored.length, 0);
    // The same choice in Home does reach them.
    assert.deepEqual(await toldAbout(hal, await hubTicket('At home')), [['ticket_created', 'Carla Customer opened a ticket']]);
  });

  test('a removed or disabled agent is not told', async () => {
    const rita = await createAgent(t, WORKER, { name: 'Rita Removed' });
    const dina = await createAgent(t, WORKER, { name: 'Dina Disabled' });
    await choose(rita, { newTickets: 'unassigned', customerReplies: 'unassigned' });
    await choose(dina, { newTickets: 'unassigned' });
    await t.app.db.updateTable('users').set({ status: 'removed' }).where('id', '=', rita.id).execute();
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', dina.id).execute();
    const nobodys = await hubTicket('While they are gone');
    await customerReply(nobodys);
    await t.app.notifications.drain();
    const stored = await t.app.db.selectFrom('notifications').select('id').where('recipient_id', 'in', [rita.id, dina.id]).execute();
    assert.equal(stored.length, 0);
  });
});

describe('many events in one round', () => {
  test('tickets raised together are each told of with their own customer, recipients and mutes, as one by one', async () => {
    await choose(ada, { newTickets: null });
    await choose(grace, { newTickets: 'myGroups' });
    await choose(gil, { newTickets: null });
    await choose(uma, { newTickets: 'unassigned' });
    const muted = await call('PUT', `/api/v1/users/${uma.id}/preferences`, uma.token, { mutedNotifications: ['ticket_created'] });
    assert.equal(muted.statusCode, 200, muted.body);
    await t.app.notifications.drain();
    const dora = await createCustomer(t, 'dora.round@example.com', undefined, 'Dora Doe');
    const byDora = async (title: string) => {
      const response = await call('POST', '/api/v1/client/tickets', dora.token, { title, description: 'Also broken' });
      assert.equal(response.statusCode, 201, response.body);
      return response.json().id as string;
    };

    // Nothing is processed in between: one drain hands all of these to one round.
    const carlas = await hubTicket('Round: Carla');
    const dorasFirst = await byDora('Round: Dora 1');
    const billings = await agentTicket('Round: Billing', { userGroupId: billing });
    const bobs = await agentTicket('Round: Bob', { assigneeId: bob.id });
    const dorasSecond = await byDora('Round: Dora 2');
    const drained = await t.app.notifications.drain();
    assert.ok(drained.events >= 5);

    assert.deepEqual(await toldAbout(ada, carlas), [['ticket_created', 'Carla Customer opened a ticket']]);
    assert.deepEqual(await toldAbout(ada, dorasFirst), [['ticket_created', 'Dora Doe opened a ticket']]);
    assert.deepEqual(await toldAbout(ada, dorasSecond), [['ticket_created', 'Dora Doe opened a ticket']]);
    assert.deepEqual(await toldAbout(ada, billings), []);
    assert.deepEqual(await toldAbout(ada, bobs), []);
    assert.deepEqual(await toldAbout(grace, billings), [['ticket_created', 'Alice Agent created a ticket']]);
    assert.deepEqual((await toldAbout(gil, billings)).map(([type]) => type), ['ticket_group_assigned']);
    assert.deepEqual(await toldAbout(bob, bobs), [['ticket_assigned', 'Alice Agent assigned a ticket to you']]);
    for (const ticket of [carlas, dorasFirst, dorasSecond]) assert.deepEqual(await toldAbout(uma, ticket), []);
  });

  test('a round reads what its new tickets share once: as many statements for eight complaints as for two', async () => {
    await t.app.notifications.drain();
    const roundOf = async (complaints: number) => {
      for (let index = 0; index < complaints; index += 1) await hubTicket(`Counted round ${complaints}.${index}`);
      let drained = { events: 0 };
      const statements = await recordStatements(t.app, async () => {
        drained = await t.app.notifications.drain();
      });
      assert.ok(drained.events >= complaints, `${drained.events} events for ${complaints} complaints`);
      return statements.length;
    };
    const two = await roundOf(2);
    const eight = await roundOf(8);
    assert.equal(eight, two, `eight complaints ran ${eight} statements, two ran ${two}`);
  });
});

describe('the choices endpoint', () => {
  test('bad values, unknown fields and missing or customer credentials are refused with a code', async () => {
    for (const body of [{ newTickets: 'everything' }, { customerReplies: 3 }, { newTickets: 'none', mail: true }]) {
      const response = await call('PUT', '/api/v1/notifications/choices', uma.token, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().code, 'VALIDATION_FAILED');
    }
    assert.equal((await call('GET', '/api/v1/notifications/choices')).statusCode, 401);
    assert.equal((await call('PUT', '/api/v1/notifications/choices', undefined, { newTickets: 'none' })).json().code, 'UNAUTHENTICATED');
    assert.equal((await call('PUT', '/api/v1/notifications/choices', customer.token, { newTickets: 'none' })).statusCode, 401);
    // An empty body changes nothing.
    assert.deepEqual(await choose(gil, {}), { newTickets: 'none', customerReplies: 'none', chosen: false });
  });
});

describe('notes stored before notes had their own type', () => {
  test('the migration turns them into notes and keeps a muted "replies to my comment" muting notes', async () => {
    const ticket = await hubTicket('Old note');
    const event = await t.app.db
      .insertInto('domain_events')
      .values({ organization_id: alice.organizationId, type: 'test.old', payload: JSON.stringify({}), processed_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = (header: string) => ({
      organization_id: alice.organizationId,
      recipient_id: gil.id,
      type: 'comment_reply',
      header,
      message: 'x',
      ticket_id: ticket,
      actor_user_id: alice.id,
      actor_customer_id: null,
      source_event_id: event.id,
    });
    await t.app.db.insertInto('notifications').values(stored('Alice Agent commented on a ticket you follow')).execute();
    await t.app.db.insertInto('notifications').values({ ...stored('Carla Customer replied on your ticket'), recipient_id: grace.id }).execute();
    await t.app.db.updateTable('users').set({ preferences: JSON.stringify({ mutedNotifications: ['comment_reply'] }) }).where('id', '=', gil.id).execute();

    const raw = t.app.db as unknown as Kysely<unknown>;
    await choicesMigration.down(raw);
    await choicesMigration.up(raw);

    const types = await t.app.db.selectFrom('notifications').select(['recipient_id', 'type']).where('source_event_id', '=', event.id).execute();
    assert.deepEqual(new Map(types.map((row) => [row.recipient_id, row.type])), new Map([[gil.id, 'comment_note'], [grace.id, 'comment_reply']]));
    const gils = await t.app.db.selectFrom('users').select('preferences').where('id', '=', gil.id).executeTakeFirstOrThrow();
    assert.deepEqual(gils.preferences.mutedNotifications, ['comment_reply', 'comment_note']);
  });
});
