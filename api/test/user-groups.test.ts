import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AgentTicket, AuditEntry, TicketHistoryEntry, UserGroupDetails, UserGroupMember, UserGroupSummary } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// User groups: administration with members and audit, tickets given to a group (filters, history)
// and the notification its members get.

const ADMIN = ['directory:userGroups:view', 'directory:userGroups:add', 'directory:userGroups:edit', 'directory:userGroups:delete', 'directory:users:view', 'organization:settings:edit'] as const;
const WORKER = ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit'] as const;

let admin: TestAgent;
let ann: TestAgent;
let bob: TestAgent;
let cyd: TestAgent;
let outsider: TestAgent;
let customer: TestCustomer;

const t = testAppForSuite({}, {}, async () => {
  admin = await createAgent(t, [...ADMIN, ...WORKER], { name: 'Ada Admin' });
  ann = await createAgent(t, WORKER, { name: 'Ann Archer' });
  bob = await createAgent(t, WORKER, { name: 'Bob Baker' });
  cyd = await createAgent(t, WORKER, { name: 'Cyd Cole' });
  const other = await createOrganization(t, 'Elsewhere (groups)');
  outsider = await createAgent(t, [...ADMIN, ...WORKER], { name: 'Otto Outsider', organizationId: other });
  customer = await createCustomer(t, 'groups-customer@example.com');
  await t.app.notifications.drain();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, agent: TestAgent = admin) =>
  t.app.inject({ method, url: `/api/v1/${path}`, headers: bearer(agent.token), ...(body === undefined ? {} : { payload: body as object }) });

async function ok<T>(response: Awaited<ReturnType<typeof api>>, status = 200): Promise<T> {
  assert.equal(response.statusCode, status, response.body);
  return response.json() as T;
}

let groupCount = 0;
async function createGroup(name = `Group ${++groupCount}`, agent: TestAgent = admin): Promise<UserGroupDetails> {
  return ok<UserGroupDetails>(await api('POST', 'usergroups', { name, description: `${name} team` }, agent), 201);
}
const addMembers = (groupId: string, userIds: string[], agent: TestAgent = admin) => api('PUT', `usergroups/${groupId}/members`, { userIds }, agent);
const memberNames = async (groupId: string) => (await ok<{ entities: UserGroupMember[] }>(await api('GET', `usergroups/${groupId}/members`))).entities.map((m) => m.name);

async function createTicket(fields: Record<string, unknown> = {}, agent: TestAgent = admin): Promise<AgentTicket> {
  return ok<AgentTicket>(await api('POST', 'tickets', { title: 'Invoice wrong', description: 'The invoice is wrong', customerId: customer.id, ...fields }, agent), 201);
}
const searchTickets = async (filters: Record<string, unknown>, agent: TestAgent = admin) =>
  (await ok<{ entities: AgentTicket[] }>(await api('POST', 'tickets/search', { filters, pageSize: 100 }, agent))).entities.map((row) => row.id);

async function auditOf(groupId: string): Promise<AuditEntry[]> {
  return (await ok<{ entities: AuditEntry[] }>(await api('POST', 'audit/search', { filters: { entityType: 'userGroup', entityId: groupId } }))).entities;
}

async function notificationsOf(agent: TestAgent) {
  await t.app.notifications.drain();
  return (await ok<{ entities: { type: string; header: string; message: string; actor: { name: string } | null; ticket: { id: string } | null }[] }>(await api('GET', 'notifications?pageSize=100', undefined, agent))).entities;
}

describe('user group administration', () => {
  test('create, read, rename and search with member counts, sort and paging', async () => {
    const support = await ok<UserGroupDetails>(await api('POST', 'usergroups', { name: '  Zeta Support ', description: ' First line ' }), 201);
    assert.equal(support.name, 'Zeta Support');
    assert.equal(support.description, 'First line');
    assert.equal(support.memberCount, 0);
    assert.equal(support.ticketCount, 0);
    await ok(await addMembers(support.id, [ann.id, bob.id]));

    const read = await ok<UserGroupDetails>(await api('GET', `usergroups/${support.id}`));
    assert.equal(read.memberCount, 2);
    const renamed = await ok<UserGroupDetails>(await api('PUT', `usergroups/${support.id}`, { name: 'Zeta Desk', description: null }));
    assert.equal(renamed.name, 'Zeta Desk');
    assert.equal(renamed.description, null);

    const found = await ok<{ entities: UserGroupSummary[]; totalCount: number }>(await api('POST', 'usergroups/search', { query: 'zeta' }));
    assert.deepEqual(
      found.entities.map((g) => [g.name, g.memberCount]),
      [['Zeta Desk', 2]],
    );
    await createGroup('Zeta Billing');
    const byMembers = await ok<{ entities: UserGroupSummary[] }>(await api('POST', 'usergroups/search', { query: 'zeta', sort: { field: 'memberCount', order: 'desc' } }));
    assert.deepEqual(
      byMembers.entities.map((g) => g.name),
      ['Zeta Desk', 'Zeta Billing'],
    );
    const paged = await ok<{ entities: UserGroupSummary[]; totalCount: number; pageNumber: number }>(await api('POST', 'usergroups/search', { query: 'zeta', pageSize: 1, pageNumber: 2 }));
    assert.equal(paged.totalCount, 2);
    assert.deepEqual(
      paged.entities.map((g) => g.name),
      ['Zeta Desk'],
    );
    const annsGroups = await ok<{ entities: UserGroupSummary[] }>(await api('POST', 'usergroups/search', { query: 'zeta', filters: { memberId: ann.id } }));
    assert.deepEqual(
      annsGroups.entities.map((g) => g.name),
      ['Zeta Desk'],
    );
  });

  test('names are unique in the organisation whatever their case (409 on /name), blank names are refused', async () => {
    await createGroup('Escalations');
    const clash = await api('POST', 'usergroups', { name: 'ESCALATIONS ' });
    assert.equal(clash.statusCode, 409, clash.body);
    assert.equal(clash.json().details[0].field, '/name');
    const other = await createGroup('Escalations 2');
    assert.equal((await api('PUT', `usergroups/${other.id}`, { name: 'escalations' })).statusCode, 409);
    const blank = await api('POST', 'usergroups', { name: '   ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().details[0].field, '/name');
    // Another organisation may use the same name.
    await createGroup('Escalations', outsider);
  });

  test('members: added and removed by id, listed by name; users of another organisation are refused naming the field', async () => {
    const group = await createGroup();
    const added = await ok<{ entities: UserGroupMember[]; totalCount: number }>(await addMembers(group.id, [cyd.id, ann.id, ann.id]));
    assert.deepEqual(
      added.entities.map((m) => m.name),
      ['Ann Archer', 'Cyd Cole'],
    );
    assert.equal(added.entities[0].email, ann.email);
    // Adding again changes nothing.
    await ok(await addMembers(group.id, [ann.id]));
    assert.deepEqual(await memberNames(group.id), ['Ann Archer', 'Cyd Cole']);

    const refused = await addMembers(group.id, [bob.id, outsider.id]);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().details, [{ field: '/userIds/1', message: 'is not a user of this organisation' }]);
    assert.deepEqual(await memberNames(group.id), ['Ann Archer', 'Cyd Cole'], 'nothing of a refused change is kept');

    const removed = await ok<{ entities: UserGroupMember[] }>(await api('PUT', `usergroups/${group.id}/members/remove`, { userIds: [cyd.id, bob.id] }));
    assert.deepEqual(
      removed.entities.map((m) => m.name),
      ['Ann Archer'],
    );
  });

  test('another organisation’s group answers 404 on every route', async () => {
    const foreign = await createGroup('Foreign', outsider);
    for (const [method, path, body] of [
      ['GET', `usergroups/${foreign.id}`, undefined],
      ['PUT', `usergroups/${foreign.id}`, { name: 'Mine now' }],
      ['DELETE', `usergroups/${foreign.id}`, undefined],
      ['GET', `usergroups/${foreign.id}/members`, undefined],
      ['PUT', `usergroups/${foreign.id}/members`, { userIds: [ann.id] }],
      ['PUT', `usergroups/${foreign.id}/members/remove`, { userIds: [ann.id] }],
    ] as const) {
      const response = await api(method, path, body);
      assert.equal(response.statusCode, 404, `${method} ${path}: ${response.body}`);
      assert.equal(response.json().code, 'NOT_FOUND');
    }
    const mine = await ok<{ entities: UserGroupSummary[] }>(await api('POST', 'usergroups/search', { query: 'Foreign' }));
    assert.equal(mine.entities.length, 0);
  });

  test('every change is in the audit log: create, update, members change, delete', async () => {
    const group = await createGroup('Audited');
    await ok(await api('PUT', `usergroups/${group.id}`, { name: 'Audited team', description: 'Audited team team' }));
    await ok(await addMembers(group.id, [ann.id]));
    await ok(await addMembers(group.id, [ann.id])); // no change, no entry
    await ok(await api('PUT', `usergroups/${group.id}/members/remove`, { userIds: [ann.id] }));
    await ok(await api('DELETE', `usergroups/${group.id}`));
    const entries = (await auditOf(group.id)).reverse();
    assert.deepEqual(
      entries.map((e) => e.action),
      ['create', 'update', 'membersChange', 'membersChange', 'delete'],
    );
    assert.ok(entries.every((e) => e.actor.name === 'Ada Admin'));
    assert.deepEqual(entries[1].before, { name: 'Audited', description: 'Audited team' });
    assert.deepEqual(entries[1].after, { name: 'Audited team', description: 'Audited team team' });
    assert.deepEqual(entries[2].before, { members: [] });
    assert.deepEqual(entries[2].after, { members: [{ id: ann.id, name: 'Ann Archer' }] });
    assert.equal(entries[4].entityName, 'Audited team');
  });
});

describe('tickets given to a group', () => {
  test('create and PATCH take a group of the organisation, answer it with its name, and record the change in the history', async () => {
    const billing = await createGroup('Billing queue');
    const desk = await createGroup('Front desk');
    const ticket = await createTicket({ userGroupId: billing.id });
    assert.deepEqual(ticket.userGroup, { id: billing.id, name: 'Billing queue' });
    assert.equal(ticket.userGroupId, billing.id);

    const moved = await ok<AgentTicket>(await api('PATCH', `tickets/${ticket.id}`, { userGroupId: desk.id }));
    assert.deepEqual(moved.userGroup, { id: desk.id, name: 'Front desk' });
    const cleared = await ok<AgentTicket>(await api('PATCH', `tickets/${ticket.id}`, { userGroupId: null }));
    assert.equal(cleared.userGroup, null);

    const history = (await ok<{ entities: TicketHistoryEntry[] }>(await api('GET', `tickets/${ticket.id}/history`))).entities.filter((e) => e.field === 'userGroup');
    assert.deepEqual(
      history.map((e) => [e.from, e.to, e.actor.name]),
      [
        [{ id: billing.id, name: 'Billing queue' }, { id: desk.id, name: 'Front desk' }, 'Ada Admin'],
        [{ id: desk.id, name: 'Front desk' }, null, 'Ada Admin'],
      ],
    );
    const details = await ok<AgentTicket>(await api('GET', `tickets/${ticket.id}`));
    assert.equal(details.userGroup, null);
  });

  test('a group of another organisation, or none, is refused with 400 on /userGroupId', async () => {
    const foreign = await createGroup('Not ours', outsider);
    const onCreate = await api('POST', 'tickets', { title: 'x', description: 'y', customerId: customer.id, userGroupId: foreign.id });
    assert.equal(onCreate.statusCode, 400, onCreate.body);
    assert.ok(onCreate.json().details.some((d: { field: string }) => d.field === '/userGroupId'));
    const ticket = await createTicket();
    const onPatch = await api('PATCH', `tickets/${ticket.id}`, { userGroupId: '6f1c1a2e-9d7b-4c1e-8f55-2a0d3b4c5d6e' });
    assert.equal(onPatch.statusCode, 400, onPatch.body);
    assert.equal(onPatch.json().details[0].field, '/userGroupId');
  });

  test('the search filters by group ids and by the caller’s own groups', async () => {
    const red = await createGroup('Red team');
    const blue = await createGroup('Blue team');
    await ok(await addMembers(red.id, [bob.id]));
    await ok(await addMembers(blue.id, [bob.id, cyd.id]));
    const inRed = await createTicket({ userGroupId: red.id });
    const inBlue = await createTicket({ userGroupId: blue.id });
    const none = await createTicket();

    assert.deepEqual(await searchTickets({ userGroupIds: [red.id] }), [inRed.id]);
    assert.deepEqual((await searchTickets({ userGroupIds: [red.id, blue.id] })).sort(), [inRed.id, inBlue.id].sort());
    const bobs = await searchTickets({ myGroups: true }, bob);
    assert.ok(bobs.includes(inRed.id) && bobs.includes(inBlue.id) && !bobs.includes(none.id));
    const cyds = await searchTickets({ myGroups: true }, cyd);
    assert.ok(cyds.includes(inBlue.id) && !cyds.includes(inRed.id));
    // Like `me` among assignees: the caller's groups or the chosen ones.
    const either = await searchTickets({ myGroups: true, userGroupIds: [red.id] }, cyd);
    assert.ok(either.includes(inRed.id) && either.includes(inBlue.id) && !either.includes(none.id));
    const rows = await ok<{ entities: AgentTicket[] }>(await api('POST', 'tickets/search', { filters: { userGroupIds: [blue.id] } }));
    assert.deepEqual(rows.entities[0].userGroup, { id: blue.id, name: 'Blue team' });
  });

  test('the pick list lists the organisation’s groups by name and marks the caller’s own', async () => {
    const mine = await createGroup('Pick alpha');
    await createGroup('Pick beta');
    await ok(await addMembers(mine.id, [ann.id]));
    const list = await ok<{ entities: { id: string; name: string; isMember: boolean }[] }>(await api('GET', 'tickets/usergroups?query=pick', undefined, ann));
    assert.deepEqual(
      list.entities.map((g) => [g.name, g.isMember]),
      [
        ['Pick alpha', true],
        ['Pick beta', false],
      ],
    );
    const theirs = await ok<{ entities: unknown[] }>(await api('GET', 'tickets/usergroups?query=pick', undefined, outsider));
    assert.equal(theirs.entities.length, 0);
  });

  test('a ticket entering a group notifies every member but the actor, on creation and on a move', async () => {
    const group = await createGroup('Night shift');
    await ok(await addMembers(group.id, [ann.id, bob.id]));
    const other = await createGroup('Day shift');
    await notificationsOf(ann);

    // Bob, a member, creates the ticket in the group: Ann is told, Bob is not.
    const ticket = await createTicket({ userGroupId: group.id }, bob);
    const annsFirst = (await notificationsOf(ann)).filter((n) => n.type === 'ticket_group_assigned' && n.ticket?.id === ticket.id);
    assert.equal(annsFirst.length, 1);
    assert.equal(annsFirst[0].message, 'Night shift');
    assert.equal(annsFirst[0].actor?.name, 'Bob Baker');
    assert.match(annsFirst[0].header, /Bob Baker assigned a ticket to your group Night shift/);
    assert.equal((await notificationsOf(bob)).filter((n) => n.type === 'ticket_group_assigned' && n.ticket?.id === ticket.id).length, 0);

    // Moved out and back in by the administrator: both members are told again; leaving tells no one.
    await ok(await api('PATCH', `tickets/${ticket.id}`, { userGroupId: other.id }));
    await ok(await api('PATCH', `tickets/${ticket.id}`, { userGroupId: group.id }));
    assert.equal((await notificationsOf(ann)).filter((n) => n.type === 'ticket_group_assigned' && n.ticket?.id === ticket.id).length, 2);
    assert.equal((await notificationsOf(bob)).filter((n) => n.type === 'ticket_group_assigned' && n.ticket?.id === ticket.id).length, 1);
    assert.equal((await notificationsOf(cyd)).filter((n) => n.ticket?.id === ticket.id).length, 0, 'not a member: not told');
  });

  test('deleting a group in use: its tickets keep working without a group, the answer says how many, each history says so', async () => {
    const group = await createGroup('Short-lived');
    await ok(await addMembers(group.id, [ann.id]));
    const first = await createTicket({ userGroupId: group.id });
    const second = await createTicket({ userGroupId: group.id });
    assert.equal((await ok<UserGroupDetails>(await api('GET', `usergroups/${group.id}`))).ticketCount, 2);

    const deleted = await ok<{ id: string; ticketCount: number }>(await api('DELETE', `usergroups/${group.id}`));
    assert.deepEqual(deleted, { id: group.id, ticketCount: 2 });
    assert.equal((await api('GET', `usergroups/${group.id}`)).statusCode, 404);
    for (const ticket of [first, second]) {
      const read = await ok<AgentTicket>(await api('GET', `tickets/${ticket.id}`));
      assert.equal(read.userGroup, null);
      assert.equal(read.userGroupId, null);
      const entries = (await ok<{ entities: TicketHistoryEntry[] }>(await api('GET', `tickets/${ticket.id}/history`))).entities.filter((e) => e.field === 'userGroup');
      assert.deepEqual(
        entries.map((e) => [e.from, e.to]),
        [[{ id: group.id, name: 'Short-lived' }, null]],
      );
      await ok(await api('PATCH', `tickets/${ticket.id}`, { title: 'Still editable' }));
    }
    assert.equal((await ok<{ entities: unknown[] }>(await api('GET', `tickets/usergroups?query=Short-lived`))).entities.length, 0);
  });
});
