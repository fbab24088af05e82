import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { UserAdminSummary } from '@switchboard/shared/contracts';
import { createRole, createUser, findRoleByName } from '../src/features/directory/users/index.js';
import { ADMIN_EMAIL, bearer, login, loginTokens, testAppForSuite } from './helpers.js';

const PASSWORD = 'users-admin-pass';

// One organisation: the seeded administrator, a user manager (view + edit users only), agents.
const people: Record<'admin' | 'manager' | 'ann' | 'bob' | 'cyd', { id: string; email: string }> = {} as never;
const roles: Record<'admin' | 'agent' | 'managers', string> = {} as never;
let adminToken: string;
let managerToken: string;
let strangerId: string;

const t = testAppForSuite({}, {}, async () => {
  const { db, firstStart } = t.app;
  const organizationId = firstStart.organizationId;
  roles.admin = (await findRoleByName(db, organizationId, 'Administrator'))!.id;
  roles.agent = (await findRoleByName(db, organizationId, 'Agent'))!.id;
  roles.managers = (await createRole(db, { organizationId, name: 'User managers', permissions: ['directory:users:view', 'directory:users:edit'] })).id;
  const add = async (name: string, email: string, roleIds: string[]) => ({ id: (await createUser(db, { organizationId, name, email, password: PASSWORD, roleIds })).id, email });
  const admin = await db.selectFrom('users').select('id').where('organization_id', '=', organizationId).where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
  people.admin = { id: admin.id, email: ADMIN_EMAIL };
  people.manager = await add('Mia Manager', 'mia@switchboard.test', [roles.managers]);
  people.ann = await add('Ann Archer', 'ann@switchboard.test', [roles.agent]);
  people.bob = await add('Bob Baker', 'bob@example.test', [roles.agent]);
  people.cyd = await add('Cyd Cole', 'cyd@switchboard.test', []);
  await db.updateTable('users').set({ status: 'disabled' }).where('id', '=', people.cyd.id).execute();
  adminToken = (await loginTokens(t.app)).access_token;
  managerToken = (await loginTokens(t.app, people.manager.email, PASSWORD)).access_token;
  const other = await db.insertInto('organizations').values({ name: 'Elsewhere', logo_url: null }).returning('id').executeTakeFirstOrThrow();
  strangerId = (await createUser(db, { organizationId: other.id, name: 'Ann Stranger', email: 'ann@elsewhere.test', password: PASSWORD, roleIds: [] })).id;
});

const search = (body: unknown, token = adminToken) => t.app.inject({ method: 'POST', url: '/api/v1/users/search', headers: bearer(token), payload: body as object });
const rows = async (body: unknown): Promise<UserAdminSummary[]> => {
  const response = await search(body);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().entities;
};
const names = async (body: unknown) => (await rows(body)).map((row) => row.name);
const put = (body: object, token = managerToken) => t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: bearer(token), payload: body });

describe('POST /api/v1/users/search', () => {
  test('an empty body lists the organisation’s users by name, with their roles; other organisations stay out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/search', headers: bearer(adminToken) });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.totalCount, 5);
    assert.deepEqual(
      body.entities.map((row: UserAdminSummary) => row.name),
      ['Administrator', 'Ann Archer', 'Bob Baker', 'Cyd Cole', 'Mia Manager'],
    );
    const ann = body.entities[1] as UserAdminSummary;
    assert.deepEqual(ann.roles, [{ id: roles.agent, name: 'Agent' }]);
    assert.equal(ann.status, 'active');
    assert.equal(ann.email, 'ann@switchboard.test');
    assert.ok(!Number.isNaN(Date.parse(ann.createdAt)));
  });

  test('query matches name or email, case-insensitively, and like wildcards are plain text', async () => {
    assert.deepEqual(await names({ query: 'ANN' }), ['Ann Archer']);
    assert.deepEqual(await names({ query: 'example.test' }), ['Bob Baker']);
    assert.deepEqual(await names({ query: '%' }), []);
  });

  test('filters by status and by role', async () => {
    assert.deepEqual(await names({ filters: { status: 'disabled' } }), ['Cyd Cole']);
    assert.equal((await names({ filters: { status: 'active' } })).length, 4);
    assert.deepEqual(await names({ filters: { roleId: roles.agent } }), ['Ann Archer', 'Bob Baker']);
    assert.deepEqual(await names({ filters: { roleId: roles.agent }, query: 'bob' }), ['Bob Baker']);
  });

  test('sorts by email, status and creation date, both ways', async () => {
    assert.deepEqual((await rows({ sort: { field: 'email', order: 'desc' } })).map((row) => row.email)[0], 'mia@switchboard.test');
    assert.equal((await rows({ sort: { field: 'status', order: 'desc' } }))[0].name, 'Cyd Cole');
    assert.deepEqual((await names({ sort: { field: 'createdAt', order: 'asc' } }))[0], 'Administrator');
    assert.deepEqual((await names({ sort: { field: 'createdAt', order: 'desc' } }))[0], 'Cyd Cole');
  });

  test('pages: size, number and the total of every match', async () => {
    const response = await search({ pageSize: 2, pageNumber: 2 });
    const body = response.json();
    assert.deepEqual([body.totalCount, body.pageNumber, body.pageSize], [5, 2, 2]);
    assert.deepEqual(body.entities.map((row: UserAdminSummary) => row.name), ['Bob Baker', 'Cyd Cole']);
  });

  test('400 for an unknown sort field or filter', async () => {
    assert.equal((await search({ sort: { field: 'password' } })).statusCode, 400);
    assert.equal((await search({ filters: { status: 'gone' } })).statusCode, 400);
  });
});

describe('GET /api/v1/users/{id}', () => {
  test('without expand: the agent with status and creation date', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/users/${people.ann.id}`, headers: bearer(adminToken) });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.name, 'Ann Archer');
    assert.equal(body.status, 'active');
    assert.equal(body.title, null);
    assert.equal('roles' in body, false);
    assert.equal('authorization' in body, false);
  });

  test('expand=roles,authorization adds both', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/users/${people.manager.id}?expand=roles, Authorization`, headers: bearer(adminToken) });
    const body = response.json();
    assert.deepEqual(body.roles, [{ id: roles.managers, name: 'User managers' }]);
    assert.deepEqual(body.authorization.permissions, ['directory:users:edit', 'directory:users:view']);
  });
});

describe('PUT /api/v1/users', () => {
  test('renames and sets a title; what is left out stays; a blank title clears it', async () => {
    const response = await put({ id: people.bob.id, name: '  Bob Brown ', title: ' Team lead ' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().name, 'Bob Brown');
    assert.equal(response.json().title, 'Team lead');
    assert.equal(response.json().status, 'active');
    assert.deepEqual(response.json().roles, [{ id: roles.agent, name: 'Agent' }]);
    assert.equal((await rows({ query: 'bob' }))[0].title, 'Team lead');
    assert.equal((await put({ id: people.bob.id, name: 'Bob Brown' })).json().title, 'Team lead');
    assert.equal((await put({ id: people.bob.id, title: '  ' })).json().title, null);
    assert.equal((await put({ id: people.bob.id, name: '   ' })).statusCode, 400);
  });

  test('disabling refuses sign-in and refresh, ends the open session; re-enabling lets the agent back', async () => {
    const session = await loginTokens(t.app, people.ann.email, PASSWORD);
    const disabled = await put({ id: people.ann.id, status: 'disabled' });
    assert.equal(disabled.statusCode, 200, disabled.body);
    assert.equal(disabled.json().status, 'disabled');

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(session.access_token) });
    assert.equal(me.statusCode, 401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/accessToken', cookies: { sb_refresh: session.refresh_token } });
    assert.equal(refreshed.statusCode, 401, refreshed.body);
    assert.equal(refreshed.json().code, 'INVALID_REFRESH_TOKEN');
    const signIn = await login(t.app, people.ann.email, PASSWORD);
    assert.equal(signIn.statusCode, 403);
    assert.equal(signIn.json().code, 'USER_DISABLED');

    assert.equal((await put({ id: people.ann.id, status: 'active' })).json().status, 'active');
    assert.equal((await login(t.app, people.ann.email, PASSWORD)).statusCode, 200);
    // The session ended by the disable stays ended.
    assert.notEqual((await t.app.inject({ method: 'POST', url: '/api/v1/oauth/accessToken', cookies: { sb_refresh: session.refresh_token } })).statusCode, 200);
  });

  test('nobody can disable themselves', async () => {
    const response = await put({ id: people.manager.id, status: 'disabled' });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().code, 'CANNOT_DISABLE_SELF');
    assert.equal(response.json().details[0].field, '/status');
  });

  test('the last active holder of a permission cannot be disabled; with a second administrator they can', async () => {
    const refused = await put({ id: people.admin.id, status: 'disabled' });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'LAST_PERMISSION_HOLDER');
    assert.equal(refused.json().details[0].field, '/status');
    // The answer names the permissions that would be lost.
    assert.match(refused.json().details[0].message, /organization:settings:edit/);

    const { db, firstStart } = t.app;
    const second = await createUser(db, { organizationId: firstStart.organizationId, name: 'Second Admin', email: 'second@switchboard.test', password: PASSWORD, roleIds: [roles.admin] });
    assert.equal((await put({ id: people.admin.id, status: 'disabled' })).statusCode, 200);
    // Now the second administrator is the last one.
    assert.equal((await put({ id: second.id, status: 'disabled' })).statusCode, 409);
    assert.equal((await put({ id: people.admin.id, status: 'active' })).statusCode, 200);
    assert.equal((await put({ id: second.id, status: 'disabled' })).statusCode, 200);
  });
});

describe('permissions and tenancy', () => {
  test('403 without the permission: an agent cannot search, read or edit users; a viewer cannot edit', async () => {
    await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', people.ann.id).execute();
    const agentToken = (await loginTokens(t.app, people.ann.email, PASSWORD)).access_token;
    assert.equal((await search({}, agentToken)).statusCode, 403);
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/users/${people.bob.id}`, headers: bearer(agentToken) });
    assert.equal(read.statusCode, 403);
    const edit = await put({ id: people.bob.id, status: 'disabled' }, agentToken);
    assert.equal(edit.statusCode, 403);
    assert.equal(edit.json().code, 'FORBIDDEN');
  });

  test('another organisation’s user: 404 on get and put, and never listed', async () => {
    // The administrator's earlier session ended when the guard-rail test disabled them.
    adminToken = (await loginTokens(t.app)).access_token;
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/users/${strangerId}`, headers: bearer(adminToken) });
    assert.equal(read.statusCode, 404);
    const edit = await put({ id: strangerId, status: 'disabled' }, adminToken);
    assert.equal(edit.statusCode, 404);
    assert.equal(edit.json().code, 'NOT_FOUND');
    assert.deepEqual(await names({ query: 'stranger' }), []);
  });
});
