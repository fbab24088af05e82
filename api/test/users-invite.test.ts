import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_PERMISSIONS } from '@switchboard/shared/contracts';
import { hashPassword } from '../src/features/auth/passwords.js';
import { createRole, findRoleByName } from '../src/features/directory/users/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, login, loginTokens, testAppForSuite } from './helpers.js';
import { createOrganization } from './hub-fixtures.js';

// Inviting colleagues (mail, set-password link, resend) and removing users (history kept, open
// tickets unassigned, sessions ended, guard rails).

let adminToken: string;
let organizationId: string;
let agentRoleId: string;
let otherOrganizationId: string;
let otherRoleId: string;
/** May invite, but holds only users view and add. */
let inviter: TestAgent;
let inviterRoleId: string;
let statuses: { open: string; closed: string };

const t = testAppForSuite({}, {}, async () => {
  const { db, firstStart } = t.app;
  organizationId = firstStart.organizationId;
  adminToken = (await loginTokens(t.app)).access_token;
  agentRoleId = (await findRoleByName(db, organizationId, 'Agent'))!.id;
  otherOrganizationId = await createOrganization(t, 'Elsewhere (invitations)');
  otherRoleId = (await createRole(db, { organizationId: otherOrganizationId, name: 'Theirs', permissions: ['tickets:tickets:view'] })).id;
  inviter = await createAgent(t, ['directory:users:view', 'directory:users:add'], { name: 'Ivy Inviter' });
  inviterRoleId = (await createRole(db, { organizationId, name: 'Viewers of users', permissions: ['directory:users:view'] })).id;
  const rows = await db.selectFrom('statuses').select(['id', 'kind']).where('organization_id', '=', organizationId).execute();
  statuses = { open: rows.find((row) => row.kind === 'open')!.id, closed: rows.find((row) => row.kind === 'closed')!.id };
});

let ip = 0;
/** Each public call from its own address keeps the per-address limits out of the way. */
const nextIp = () => `10.31.${Math.floor(++ip / 250)}.${ip % 250}`;
let emailCount = 0;
const newEmail = (name = 'colleague') => `${name}${++emailCount}.${Date.now()}@switchboard.test`;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = adminToken, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const invite = (body: object, token = adminToken) => call('POST', 'users', token, body);
const accept = (token: string, newPassword = 'chosen-password-2468') =>
  t.app.inject({ method: 'POST', url: '/api/v1/oauth/invite/accept', payload: { token, newPassword }, remoteAddress: nextIp() });
const signIn = (email: string, password: string) => login(t.app, email, password, nextIp());

/** The newest invitation mail to `to` in the outbox, with its link's token. */
async function invitationMail(to: string) {
  const mail = await t.app.db
    .selectFrom('mail_outbox')
    .select(['kind', 'locale', 'subject', 'text_body', 'organization_id'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const text = mail.text_body ?? '';
  const link = new URL(text.match(/https?:\/\/\S+/)?.[0] ?? 'https://missing.invalid/');
  return { ...mail, text, link, token: link.searchParams.get('token') ?? '' };
}

async function invited(name = 'Colleague', roleIds = [agentRoleId]) {
  const email = newEmail();
  const response = await invite({ name, email, roleIds });
  assert.equal(response.statusCode, 201, response.body);
  return { id: response.json().id as string, email, token: (await invitationMail(email)).token };
}

async function auditOf(entityId: string) {
  return t.app.db.selectFrom('audit_log').select(['action', 'actor_name', 'before', 'after']).where('entity_id', '=', entityId).orderBy('created_at').orderBy('id').execute();
}

describe('inviting a colleague', () => {
  test('invite → mail → accept → sign in with exactly the role’s permissions', async () => {
    const email = newEmail('ada');
    const response = await invite({ name: '  Ada Lovelace ', email: email.toUpperCase(), roleIds: [agentRoleId] });
    assert.equal(response.statusCode, 201, response.body);
    const user = response.json();
    assert.equal(user.name, 'Ada Lovelace');
    assert.equal(user.email, email);
    assert.equal(user.status, 'invited');
    assert.deepEqual(user.roles, [{ id: agentRoleId, name: 'Agent' }]);

    const mail = await invitationMail(email);
    assert.equal(mail.kind, 'agent.invitation');
    assert.equal(mail.locale, 'en-us');
    assert.equal(mail.organization_id, organizationId);
    assert.match(mail.text, /Hello Ada Lovelace/);
    assert.match(mail.text, /expires in 7 days/);
    assert.equal(mail.link.pathname, '/accept-invitation');

    const listed = (await call('POST', 'users/search', adminToken, { filters: { status: 'invited' }, query: email })).json();
    assert.deepEqual(listed.entities.map((row: { id: string }) => row.id), [user.id]);

    // Not before accepting, whatever password is tried.
    assert.equal((await signIn(email, 'chosen-password-2468')).statusCode, 401);

    const accepted = await accept(mail.token);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(accepted.json(), { success: true, email });

    const signedIn = await signIn(email, 'chosen-password-2468');
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const me = await call('GET', 'users/me?expand=authorization', signedIn.json().access_token);
    const role = await t.app.db.selectFrom('roles').select('permissions').where('id', '=', agentRoleId).executeTakeFirstOrThrow();
    assert.deepEqual(me.json().authorization.permissions, [...role.permissions].sort());
    assert.equal((await call('GET', `users/${user.id}`)).json().status, 'active');

    const entries = await auditOf(user.id);
    assert.deepEqual(entries.map((entry) => entry.action), ['invite', 'update']);
    assert.equal(entries[0].actor_name, 'Administrator');
    assert.deepEqual(entries[0].after, { name: 'Ada Lovelace', email, status: 'invited', roles: ['Agent'] });
    assert.deepEqual(entries[1].after, { status: 'active' });
  });

  test('the mail is written in the organisation’s default language', async () => {
    await t.app.db.updateTable('organizations').set({ default_language: 'fr-fr' }).where('id', '=', organizationId).execute();
    try {
      const email = newEmail();
      assert.equal((await invite({ name: 'Zoé', email, roleIds: [] })).statusCode, 201);
      const mail = await invitationMail(email);
      assert.equal(mail.locale, 'fr-fr');
      assert.match(mail.subject, /^Vous êtes invité/);
    } finally {
      await t.app.db.updateTable('organizations').set({ default_language: 'en-us' }).where('id', '=', organizationId).execute();
    }
  });

  test('an email already used in the organisation, in any case, is a conflict on /email', async () => {
    const { email } = await invited();
    for (const taken of [email.toUpperCase(), 'ADMIN@switchboard.test']) {
      const response = await invite({ name: 'Again', email: taken, roleIds: [] });
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().code, 'CONFLICT');
      assert.deepEqual(response.json().details.map((d: { field: string }) => d.field), ['/email']);
    }
  });

  test('roles must be the organisation’s, and none may give a permission the inviter does not hold', async () => {
    const foreign = await invite({ name: 'Foreign', email: newEmail(), roleIds: [otherRoleId] });
    assert.equal(foreign.statusCode, 400, foreign.body);
    assert.deepEqual(foreign.json().details.map((d: { field: string }) => d.field), ['/roleIds/0']);

    const beyond = await invite({ name: 'Beyond', email: newEmail(), roleIds: [inviterRoleId, agentRoleId] }, inviter.token);
    assert.equal(beyond.statusCode, 403, beyond.body);
    assert.equal(beyond.json().code, 'PERMISSION_NOT_HELD');
    assert.deepEqual(beyond.json().details.map((d: { field: string }) => d.field), ['/roleIds/1']);

    const within = await invite({ name: 'Within', email: newEmail(), roleIds: [inviterRoleId], userGroupIds: [] }, inviter.token);
    assert.equal(within.statusCode, 201, within.body);
  });

  test('the invitee joins the chosen groups of the organisation; another organisation’s group is refused', async () => {
    const group = await t.app.db.insertInto('user_groups').values({ organization_id: t.app.firstStart.organizationId, name: 'Invite desk' }).returning('id').executeTakeFirstOrThrow();
    const theirs = await t.app.db.insertInto('user_groups').values({ organization_id: otherOrganizationId, name: 'Their desk' }).returning('id').executeTakeFirstOrThrow();
    const refused = await invite({ name: 'Grouped', email: newEmail(), roleIds: [agentRoleId], userGroupIds: [group.id, theirs.id] });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().details.map((d: { field: string }) => d.field), ['/userGroupIds/1']);

    const response = await invite({ name: 'Grouped', email: newEmail(), roleIds: [agentRoleId], userGroupIds: [group.id] });
    assert.equal(response.statusCode, 201, response.body);
    const members = await call('GET', `usergroups/${group.id}/members`, adminToken);
    assert.ok(members.json().entities.some((member: { id: string }) => member.id === response.json().id), members.body);
  });

  test('the link works once, not after it expires, and asks for a strong password', async () => {
    const once = await invited();
    assert.equal((await accept(once.token, 'short')).json().code, 'VALIDATION_FAILED');
    assert.equal((await accept(once.token)).statusCode, 200);
    const again = await accept(once.token, 'another-password-1357');
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().code, 'RESET_LINK_INVALID');
    assert.equal((await signIn(once.email, 'another-password-1357')).statusCode, 401);

    const late = await invited();
    await t.app.db.updateTable('agent_password_resets').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', late.id).execute();
    const expired = await accept(late.token);
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().code, 'RESET_LINK_EXPIRED');
    assert.equal((await call('GET', `users/${late.id}`)).json().status, 'invited');

    assert.equal((await accept('not-a-token')).json().code, 'RESET_LINK_INVALID');
  });

  test('an invitation link does not reset a password', async () => {
    const person = await invited();
    const asReset = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/password/reset', payload: { token: person.token, newPassword: 'chosen-password-2468' }, remoteAddress: nextIp() });
    assert.equal(asReset.json().code, 'RESET_LINK_INVALID');
    assert.equal((await call('GET', `users/${person.id}`)).json().status, 'invited');
  });

  test('resending mails a new link and the old one stops working; only for invited users', async () => {
    const person = await invited();
    const resent = await call('POST', `users/${person.id}/invite`);
    assert.equal(resent.statusCode, 200, resent.body);
    const fresh = await invitationMail(person.email);
    assert.notEqual(fresh.token, person.token);
    assert.equal((await accept(person.token)).json().code, 'RESET_LINK_INVALID');
    assert.equal((await accept(fresh.token)).statusCode, 200);

    const active = await call('POST', `users/${person.id}/invite`);
    assert.equal(active.statusCode, 409);
    assert.equal(active.json().code, 'CONFLICT');
    assert.deepEqual((await auditOf(person.id)).map((entry) => entry.action), ['invite', 'invite', 'update']);
  });

  test('an invited user is enabled only by accepting', async () => {
    const person = await invited();
    const forced = await call('PUT', 'users', adminToken, { id: person.id, status: 'active' });
    assert.equal(forced.statusCode, 409, forced.body);
    assert.deepEqual(forced.json().details.map((d: { field: string }) => d.field), ['/status']);
    const renamed = await call('PUT', 'users', adminToken, { id: person.id, name: 'Renamed Invitee' });
    assert.equal(renamed.statusCode, 200, renamed.body);
  });

  test('another organisation’s user is not found', async () => {
    const stranger = await createAgent(t, [], { organizationId: otherOrganizationId });
    assert.equal((await call('POST', `users/${stranger.id}/invite`)).statusCode, 404);
    assert.equal((await call('DELETE', `users/${stranger.id}`)).statusCode, 404);
    const bulk = await call('POST', 'users/bulk/remove', adminToken, { ids: [stranger.id] });
    assert.equal(bulk.statusCode, 404);
    assert.deepEqual(bulk.json().details.map((d: { field: string }) => d.field), ['/ids/0']);
  });
});

let serial = 900_000;
async function ticketAssignedTo(userId: string, statusId: string) {
  const row = await t.app.db
    .insertInto('tickets')
    .values({ organization_id: organizationId, serial_number: ++serial, title: `Ticket ${serial}`, description: '', status_id: statusId, assignee_id: userId, fields: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('removing users', () => {
  test('history stays readable, open tickets are unassigned with the count, sessions and push end', async () => {
    const leaver = await createAgent(t, ['tickets:tickets:view', 'tickets:comments:add'], { name: 'Lee Leaver' });
    const open = [await ticketAssignedTo(leaver.id, statuses.open), await ticketAssignedTo(leaver.id, statuses.open)];
    const closed = await ticketAssignedTo(leaver.id, statuses.closed);
    const comment = await call('POST', `tickets/${open[0]}/comments`, leaver.token, { text: 'Handing this over.' });
    assert.equal(comment.statusCode, 201, comment.body);
    await t.app.db.updateTable('users').set({ password_hash: await hashPassword('leaver-password-1') }).where('id', '=', leaver.id).execute();
    assert.equal((await signIn(leaver.email, 'leaver-password-1')).statusCode, 200);

    const disconnected: string[] = [];
    const disconnectUser = t.app.push.disconnectUser;
    t.app.push.disconnectUser = async (userId: string) => {
      disconnected.push(userId);
    };
    let removed;
    try {
      removed = await call('DELETE', `users/${leaver.id}`);
    } finally {
      t.app.push.disconnectUser = disconnectUser;
    }
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(removed.json(), { removed: 1, unassignedTickets: 2 });
    assert.deepEqual(disconnected, [leaver.id]);

    const assignees = await t.app.db.selectFrom('tickets').select(['id', 'assignee_id']).where('id', 'in', [...open, closed]).execute();
    assert.deepEqual(Object.fromEntries(assignees.map((row) => [row.id, row.assignee_id])), { [open[0]]: null, [open[1]]: null, [closed]: leaver.id });

    // Their session ended and they cannot sign in again.
    assert.equal((await call('GET', 'users/me', leaver.token)).statusCode, 401);
    assert.equal((await signIn(leaver.email, 'leaver-password-1')).statusCode, 401);

    // Gone from administration, pickers and mentions; their comment still names them.
    assert.equal((await call('GET', `users/${leaver.id}`)).statusCode, 404);
    assert.equal((await call('POST', 'users/search', adminToken, { query: 'Lee Leaver' })).json().totalCount, 0);
    const assignable = (await call('GET', 'tickets/assignees?query=Lee%20Leaver')).json();
    assert.equal(assignable.totalCount, 0);
    const comments = (await call('GET', `tickets/${open[0]}/comments`)).json();
    assert.deepEqual(comments.entities.map((c: { author: { name: string } }) => c.author.name), ['Lee Leaver']);
    const history = await t.app.db.selectFrom('ticket_history').select(['field', 'actor_name', 'from_value', 'to_value']).where('ticket_id', '=', open[1]).execute();
    assert.deepEqual(history, [{ field: 'assignee', actor_name: 'Administrator', from_value: { id: leaver.id, name: 'Lee Leaver' }, to_value: null }]);

    const entries = await auditOf(leaver.id);
    assert.equal(entries.at(-1)?.action, 'delete');
    assert.equal((entries.at(-1)?.before as { email: string }).email, leaver.email);
    assert.equal(entries.at(-1)?.after, null);

    // The address may be invited again.
    assert.equal((await invite({ name: 'Lee Returns', email: leaver.email, roleIds: [] })).statusCode, 201);
    assert.equal((await call('DELETE', `users/${leaver.id}`)).statusCode, 404);
  });

  test('removing an invited user ends their link', async () => {
    const person = await invited();
    assert.deepEqual((await call('DELETE', `users/${person.id}`)).json(), { removed: 1, unassignedTickets: 0 });
    assert.equal((await accept(person.token)).json().code, 'RESET_LINK_INVALID');
  });

  test('bulk removal is all or nothing and names the failing ids', async () => {
    const a = await createAgent(t, ['tickets:tickets:view'], { name: 'Bulk A' });
    const b = await createAgent(t, ['tickets:tickets:view'], { name: 'Bulk B' });
    const stranger = await createAgent(t, [], { organizationId: otherOrganizationId });
    await ticketAssignedTo(a.id, statuses.open);
    const refused = await call('POST', 'users/bulk/remove', adminToken, { ids: [a.id, stranger.id, b.id] });
    assert.equal(refused.statusCode, 404, refused.body);
    assert.deepEqual(refused.json().details.map((d: { field: string }) => d.field), ['/ids/1']);
    assert.equal((await call('GET', `users/${a.id}`)).statusCode, 200);

    const done = await call('POST', 'users/bulk/remove', adminToken, { ids: [a.id, b.id] });
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(done.json(), { removed: 2, unassignedTickets: 1 });
    assert.equal((await call('GET', `users/${b.id}`)).statusCode, 404);
  });

  test('guard rails: not yourself, not the last active holder of a permission, only with the permission', async () => {
    const me = await createAgent(t, ['directory:users:view', 'directory:users:delete'], { name: 'Rae Remover' });
    const self = await call('DELETE', `users/${me.id}`, me.token);
    assert.equal(self.statusCode, 409);
    assert.equal(self.json().code, 'CONFLICT');

    // The seeded administrator alone holds the administration permissions.
    const admin = await t.app.db.selectFrom('users').select('id').where('organization_id', '=', organizationId).where('email', '=', 'admin@switchboard.test').executeTakeFirstOrThrow();
    const last = await call('DELETE', `users/${admin.id}`, me.token);
    assert.equal(last.statusCode, 409, last.body);
    assert.equal(last.json().code, 'LAST_PERMISSION_HOLDER');

    // With a second holder either could go, but not both at once: refused, naming the one that would leave none.
    const second = await createAgent(t, ALL_PERMISSIONS, { name: 'Second Administrator' });
    const both = await call('POST', 'users/bulk/remove', me.token, { ids: [second.id, admin.id] });
    assert.equal(both.statusCode, 409, both.body);
    assert.equal(both.json().code, 'LAST_PERMISSION_HOLDER');
    assert.deepEqual(both.json().details.map((d: { field: string }) => d.field), ['/ids/1']);
    assert.equal((await call('GET', `users/${second.id}`)).json().status, 'active');

    const viewer = await createAgent(t, ['directory:users:view']);
    assert.equal((await call('DELETE', `users/${second.id}`, viewer.token)).statusCode, 403);
    assert.deepEqual((await call('DELETE', `users/${second.id}`, me.token)).json(), { removed: 1, unassignedTickets: 0 });
  });
});
