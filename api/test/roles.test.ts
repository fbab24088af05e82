import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_PERMISSIONS, BUILT_IN_ROLES, type Permission, type PermissionCatalogResponse, type RoleSummary } from '@switchboard/shared/contracts';
import { createRole, createUser, findRoleByName } from '../src/features/directory/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, loginTokens, testAppForSuite } from './helpers.js';
import { createOrganization } from './hub-fixtures.js';

const PASSWORD = 'roles-test-pass';

const builtIn: Record<'admin' | 'supervisor' | 'agent', string> = {} as never;
let adminToken: string;
/** Holds the roles permissions, users view/edit and tickets view only: what they may grant is limited. */
let manager: TestAgent;
let otherOrganizationId: string;
let strangerRoleId: string;
let strangerUserId: string;

const t = testAppForSuite({}, {}, async () => {
  const { db, firstStart } = t.app;
  const organizationId = firstStart.organizationId;
  builtIn.admin = (await findRoleByName(db, organizationId, 'Administrator'))!.id;
  builtIn.supervisor = (await findRoleByName(db, organizationId, 'Supervisor'))!.id;
  builtIn.agent = (await findRoleByName(db, organizationId, 'Agent'))!.id;
  adminToken = (await loginTokens(t.app)).access_token;
  manager = await createAgent(t, ['directory:roles:view', 'directory:roles:add', 'directory:roles:edit', 'directory:roles:delete', 'directory:users:view', 'directory:users:edit', 'tickets:tickets:view'], { name: 'Mia Manager' });
  otherOrganizationId = await createOrganization(t, 'Elsewhere (roles)');
  strangerRoleId = (await createRole(db, { organizationId: otherOrganizationId, name: 'Strangers', permissions: ['tickets:tickets:view'] })).id;
  strangerUserId = (await createUser(db, { organizationId: otherOrganizationId, name: 'Sam Stranger', email: 'sam@elsewhere-roles.test', password: PASSWORD, roleIds: [strangerRoleId] })).id;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object, token = adminToken, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { ...bearer(token), ...headers }, ...(body ? { payload: body } : {}) });
const created = async (name: string, permissions: Permission[], token = adminToken): Promise<RoleSummary> => {
  const response = await call('POST', 'roles', { name, permissions }, token);
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
};
const newUser = async (name: string, roleIds: string[], organizationId = t.app.firstStart.organizationId) =>
  (await createUser(t.app.db, { organizationId, name, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@roles.test`, password: PASSWORD, roleIds })).id;
const auditOf = (entityId: string) =>
  t.app.db.selectFrom('audit_log').select(['entity_type', 'action', 'actor_name', 'entity_name', 'before', 'after']).where('entity_id', '=', entityId).orderBy('created_at').orderBy('id').execute();
const roleIdsOf = async (userId: string) => (await call('GET', `users/${userId}/roles`)).json().entities.map((role: { id: string }) => role.id);

describe('roles: search and details', () => {
  test('lists the organisation’s roles by name with permissions, built-in flag and user count; other organisations stay out', async () => {
    const response = await call('POST', 'roles/search', { filters: { builtIn: true } });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(body.entities.map((role: RoleSummary) => role.name), ['Administrator', 'Agent', 'Supervisor']);
    const admin = body.entities[0] as RoleSummary;
    assert.equal(admin.builtIn, true);
    assert.equal(admin.userCount, 1);
    assert.deepEqual(admin.permissions, [...ALL_PERMISSIONS].sort());
    assert.deepEqual(body.entities[2].permissions, [...BUILT_IN_ROLES.Supervisor].sort());
    const all = (await call('POST', 'roles/search', { pageSize: 100 })).json();
    assert.ok(!all.entities.some((role: RoleSummary) => role.name === 'Strangers'));
  });

  test('query, sort by user count and paging', async () => {
    const shared = await created('Shared desk', ['tickets:tickets:view']);
    await newUser('Desk One', [shared.id]);
    await newUser('Desk Two', [shared.id]);
    const byQuery = (await call('POST', 'roles/search', { query: 'DESK' })).json();
    assert.deepEqual(byQuery.entities.map((role: RoleSummary) => [role.name, role.userCount]), [['Shared desk', 2]]);
    const sorted = (await call('POST', 'roles/search', { query: 'a', sort: { field: 'userCount', order: 'desc' }, pageSize: 1 })).json();
    assert.equal(sorted.entities[0].name, 'Shared desk');
    assert.equal(sorted.pageSize, 1);
    assert.ok(sorted.totalCount >= 3);
    assert.equal((await call('POST', 'roles/search', { sort: { field: 'permissions' } })).statusCode, 400);
  });
});

describe('roles: create, update, delete', () => {
  test('create keeps catalog permissions sorted and once; the role reads back with no users; an audit entry is written', async () => {
    const role = await created('  Billing desk ', ['tickets:tickets:view', 'tickets:customers:view', 'tickets:tickets:view']);
    assert.equal(role.name, 'Billing desk');
    assert.deepEqual(role.permissions, ['tickets:customers:view', 'tickets:tickets:view']);
    assert.equal(role.userCount, 0);
    assert.equal(role.builtIn, false);
    assert.deepEqual((await call('GET', `roles/${role.id}`)).json(), role);
    const [entry] = await auditOf(role.id);
    assert.equal(entry.entity_type, 'role');
    assert.equal(entry.action, 'create');
    assert.equal(entry.actor_name, 'Administrator');
    assert.deepEqual(entry.after, { name: 'Billing desk', permissions: ['tickets:customers:view', 'tickets:tickets:view'] });
  });

  test('names are unique per organisation regardless of case: 409 CONFLICT on /name', async () => {
    const clash = await call('POST', 'roles', { name: 'AGENT', permissions: [] });
    assert.equal(clash.statusCode, 409, clash.body);
    assert.equal(clash.json().code, 'CONFLICT');
    assert.equal(clash.json().details[0].field, '/name');
    const role = await created('Night shift', []);
    const rename = await call('PUT', `roles/${role.id}`, { name: 'billing DESK', permissions: [] });
    assert.equal(rename.statusCode, 409);
    assert.equal(rename.json().details[0].field, '/name');
    // Another organisation may use the same name.
    await createRole(t.app.db, { organizationId: otherOrganizationId, name: 'Night shift', permissions: [] });
  });

  test('400 for a permission outside the catalog or a blank name', async () => {
    const unknown = await call('POST', 'roles', { name: 'Odd', permissions: ['tickets:tickets:view', 'tickets:tickets:fly'] });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().code, 'VALIDATION_FAILED');
    assert.equal(unknown.json().details[0].field, '/permissions/1');
    assert.equal((await call('POST', 'roles', { name: '   ', permissions: [] })).statusCode, 400);
  });

  test('update renames and replaces permissions, audited with the changed fields', async () => {
    const role = await created('Triage', ['tickets:tickets:view']);
    const response = await call('PUT', `roles/${role.id}`, { name: 'Triage team', permissions: ['tickets:tickets:view', 'tickets:tickets:edit'] });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().permissions, ['tickets:tickets:edit', 'tickets:tickets:view']);
    const entries = await auditOf(role.id);
    assert.deepEqual(entries.map((entry) => entry.action), ['create', 'update']);
    assert.deepEqual(entries[1].before, { name: 'Triage', permissions: ['tickets:tickets:view'] });
    assert.deepEqual(entries[1].after, { name: 'Triage team', permissions: ['tickets:tickets:edit', 'tickets:tickets:view'] });
  });

  test('deleting a role in use takes it from its users and says how many', async () => {
    const role = await created('Temporary', ['tickets:tickets:view']);
    const ann = await newUser('Ann Temp', [role.id, builtIn.agent]);
    await newUser('Ben Temp', [role.id]);
    const response = await call('DELETE', `roles/${role.id}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { id: role.id, removedFromUsers: 2 });
    assert.equal((await call('GET', `roles/${role.id}`)).statusCode, 404);
    assert.deepEqual(await roleIdsOf(ann), [builtIn.agent]);
    const entries = await auditOf(role.id);
    assert.equal(entries.at(-1)!.action, 'delete');
    assert.equal((entries.at(-1)!.before as { userCount: number }).userCount, 2);
  });
});

describe('roles: built-in roles', () => {
  test('the Administrator role cannot lose a permission; built-in roles keep their name and cannot be deleted', async () => {
    const admin = (await call('GET', `roles/${builtIn.admin}`)).json() as RoleSummary;
    const lose = await call('PUT', `roles/${builtIn.admin}`, { name: 'Administrator', permissions: admin.permissions.filter((p) => p !== 'emails:emails:view') });
    assert.equal(lose.statusCode, 409, lose.body);
    assert.equal(lose.json().code, 'ADMIN_ROLE_PERMISSIONS_LOCKED');
    assert.match(lose.json().details[0].message, /emails:emails:view/);

    const rename = await call('PUT', `roles/${builtIn.supervisor}`, { name: 'Supervisors', permissions: [...BUILT_IN_ROLES.Supervisor] });
    assert.equal(rename.statusCode, 409);
    assert.equal(rename.json().code, 'BUILT_IN_ROLE_LOCKED');
    const remove = await call('DELETE', `roles/${builtIn.agent}`);
    assert.equal(remove.statusCode, 409);
    assert.equal(remove.json().code, 'BUILT_IN_ROLE_LOCKED');

    // Their permissions (but the Administrator's) can change, and each can be copied under a new name.
    const edited = await call('PUT', `roles/${builtIn.supervisor}`, { name: 'Supervisor', permissions: [...BUILT_IN_ROLES.Supervisor, 'directory:roles:view'] });
    assert.equal(edited.statusCode, 200, edited.body);
    const copy = await created('Copy of Administrator', [...ALL_PERMISSIONS]);
    assert.equal(copy.permissions.length, ALL_PERMISSIONS.length);
  });
});

describe('roles: nobody grants what they do not hold', () => {
  test('creating or updating a role with a permission the caller lacks: 403 PERMISSION_NOT_HELD naming it', async () => {
    const refused = await call('POST', 'roles', { name: 'Escalated', permissions: ['tickets:tickets:view', 'organization:settings:edit'] }, manager.token);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().code, 'PERMISSION_NOT_HELD');
    assert.match(refused.json().details[0].message, /organization:settings:edit/);
    assert.doesNotMatch(refused.json().details[0].message, /tickets:tickets:view/);

    const own = await created('Readers', ['tickets:tickets:view', 'directory:users:view'], manager.token);
    const raise = await call('PUT', `roles/${own.id}`, { name: 'Readers', permissions: [...own.permissions, 'tickets:tickets:delete'] }, manager.token);
    assert.equal(raise.statusCode, 403);
    assert.equal(raise.json().code, 'PERMISSION_NOT_HELD');

    // Renaming a role that carries permissions the caller lacks grants nothing.
    const broad = await created('Broad desk', ['tickets:tickets:view', 'tickets:tickets:delete']);
    const renamed = await call('PUT', `roles/${broad.id}`, { name: 'Broad desk team', permissions: broad.permissions }, manager.token);
    assert.equal(renamed.statusCode, 200, renamed.body);
  });

  test('giving a user a role carrying a permission the caller lacks: 403 PERMISSION_NOT_HELD', async () => {
    const target = await newUser('Gus Given', []);
    for (const method of ['PUT', 'PATCH'] as const) {
      const url = method === 'PUT' ? `users/${target}/roles` : `users/${target}/roles/replace`;
      const refused = await call(method, url, { roleIds: [builtIn.admin] }, manager.token);
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refused.json().code, 'PERMISSION_NOT_HELD');
    }
    const readers = await created('Ticket readers', ['tickets:tickets:view'], manager.token);
    const given = await call('PUT', `users/${target}/roles`, { roleIds: [readers.id] }, manager.token);
    assert.equal(given.statusCode, 200, given.body);
    assert.deepEqual(given.json().entities.map((role: { name: string }) => role.name), ['Ticket readers']);
  });
});

describe('user roles', () => {
  test('add, replace and remove, each answering the roles by name and audited as rolesChange', async () => {
    const user = await newUser('Rita Roles', [builtIn.agent]);
    const extra = await created('Extra', ['tickets:tickets:view']);
    const added = await call('PUT', `users/${user}/roles`, { roleIds: [extra.id, builtIn.agent] });
    assert.equal(added.statusCode, 200, added.body);
    assert.deepEqual(added.json().entities.map((role: { name: string }) => role.name), ['Agent', 'Extra']);
    assert.equal(added.json().totalCount, 2);

    const replaced = await call('PATCH', `users/${user}/roles/replace`, { roleIds: [builtIn.supervisor] });
    assert.deepEqual(replaced.json().entities, [{ id: builtIn.supervisor, name: 'Supervisor', builtIn: true, divisionIds: null }]);
    const removed = await call('PUT', `users/${user}/roles/remove`, { roleIds: [builtIn.supervisor, extra.id] });
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json().entities, []);

    const entries = (await auditOf(user)).filter((entry) => entry.entity_type === 'user');
    assert.deepEqual(entries.map((entry) => entry.action), ['rolesChange', 'rolesChange', 'rolesChange']);
    assert.deepEqual([entries[0].before, entries[0].after], [{ roles: ['Agent'] }, { roles: ['Agent', 'Extra'] }]);
    assert.equal(entries[0].entity_name, 'Rita Roles');
  });

  test('the user and the roles must be of the caller’s organisation: 404', async () => {
    const user = await newUser('Una Own', []);
    assert.equal((await call('GET', `users/${strangerUserId}/roles`)).statusCode, 404);
    assert.equal((await call('PUT', `users/${strangerUserId}/roles`, { roleIds: [builtIn.agent] })).statusCode, 404);
    const foreignRole = await call('PUT', `users/${user}/roles`, { roleIds: [strangerRoleId] });
    assert.equal(foreignRole.statusCode, 404);
    assert.equal(foreignRole.json().code, 'NOT_FOUND');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, `roles/${strangerRoleId}`, method === 'PUT' ? { name: 'Mine now', permissions: [] } : undefined);
      assert.equal(response.statusCode, 404, `${method}: ${response.body}`);
    }
    assert.equal((await findRoleByName(t.app.db, otherOrganizationId, 'Strangers'))?.name, 'Strangers');
  });
});

describe('the last active holder of a permission', () => {
  test('deleting a role, rewriting it or taking it from a user may not leave a permission without an active holder', async () => {
    // A fresh organisation whose only active holder of the roles permissions is Kim.
    const organizationId = await createOrganization(t, 'Keepers (roles)');
    const keepers = await createRole(t.app.db, { organizationId, name: 'Keepers', permissions: ['directory:roles:view', 'directory:roles:edit', 'directory:roles:delete', 'directory:users:edit', 'directory:users:view'] });
    const kim = await createUser(t.app.db, { organizationId, name: 'Kim Keeper', email: 'kim@keepers-roles.test', password: PASSWORD, roleIds: [keepers.id] });
    const token = (await loginTokens(t.app, 'kim@keepers-roles.test', PASSWORD)).access_token;

    const removed = await call('DELETE', `roles/${keepers.id}`, undefined, token);
    assert.equal(removed.statusCode, 409, removed.body);
    assert.equal(removed.json().code, 'LAST_PERMISSION_HOLDER');
    assert.match(removed.json().details[0].message, /directory:roles:delete/);
    const stripped = await call('PUT', `users/${kim.id}/roles/remove`, { roleIds: [keepers.id] }, token);
    assert.equal(stripped.statusCode, 409);
    assert.equal(stripped.json().code, 'LAST_PERMISSION_HOLDER');
    const replaced = await call('PATCH', `users/${kim.id}/roles/replace`, { roleIds: [] }, token);
    assert.equal(replaced.statusCode, 409);
    const narrowed = await call('PUT', `roles/${keepers.id}`, { name: 'Keepers', permissions: ['directory:roles:view'] }, token);
    assert.equal(narrowed.statusCode, 409);
    assert.equal(narrowed.json().code, 'LAST_PERMISSION_HOLDER');

    // A disabled holder does not count; an active one does.
    const copy = await createRole(t.app.db, { organizationId, name: 'Keepers too', permissions: keepers.permissions });
    const lee = await createUser(t.app.db, { organizationId, name: 'Lee Later', email: 'lee@keepers-roles.test', password: PASSWORD, roleIds: [copy.id] });
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', lee.id).execute();
    assert.equal((await call('DELETE', `roles/${keepers.id}`, undefined, token)).statusCode, 409);
    await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', lee.id).execute();
    const allowed = await call('DELETE', `roles/${keepers.id}`, undefined, token);
    assert.equal(allowed.statusCode, 200, allowed.body);
    assert.deepEqual(allowed.json(), { id: keepers.id, removedFromUsers: 1 });
  });
});

describe('GET /api/v1/permissions', () => {
  test('the whole catalog once, grouped by area and resource, labelled in the caller’s language', async () => {
    const english = await call('GET', 'permissions');
    assert.equal(english.statusCode, 200, english.body);
    const catalog = english.json() as PermissionCatalogResponse;
    const listed = catalog.areas.flatMap((area) => area.resources.flatMap((resource) => resource.actions.map((action) => action.permission)));
    assert.deepEqual([...listed].sort(), [...ALL_PERMISSIONS].sort());
    const tickets = catalog.areas.find((area) => area.area === 'tickets')!;
    assert.equal(tickets.label, 'Tickets');
    const categories = tickets.resources.find((resource) => resource.resource === 'tickets:categories')!;
    assert.equal(categories.label, 'Categories');
    assert.deepEqual(categories.actions.map((action) => [action.action, action.label]), [['view', 'View'], ['add', 'Add'], ['edit', 'Edit'], ['delete', 'Delete']]);

    const german = (await call('GET', 'permissions', undefined, adminToken, { 'accept-language': 'de-CH, en;q=0.5' })).json() as PermissionCatalogResponse;
    const directory = german.areas.find((area) => area.area === 'directory')!;
    assert.equal(directory.label, 'Verzeichnis');
    assert.equal(directory.resources.find((resource) => resource.resource === 'directory:roles')!.label, 'Rollen');
    assert.equal(directory.resources[0].actions[0].label, 'Anzeigen');
    const arabic = (await call('GET', 'permissions', undefined, adminToken, { 'accept-language': 'ar-AE' })).json() as PermissionCatalogResponse;
    assert.equal(arabic.areas.find((area) => area.area === 'tickets')!.label, 'التذاكر');
  });
});

describe('a permission change applies on the next request', () => {
  test('an agent refused the roles list is let in by the same token once their role gains the permission, and refused again when it loses it', async () => {
    const trainees = await created('Trainees', ['tickets:tickets:view']);
    const trainee = await newUser('Tia Trainee', [trainees.id]);
    const email = (await t.app.db.selectFrom('users').select('email').where('id', '=', trainee).executeTakeFirstOrThrow()).email;
    const token = (await loginTokens(t.app, email, PASSWORD)).access_token;
    assert.equal((await call('POST', 'roles/search', {}, token)).statusCode, 403);

    assert.equal((await call('PUT', `roles/${trainees.id}`, { name: 'Trainees', permissions: ['tickets:tickets:view', 'directory:roles:view'] })).statusCode, 200);
    assert.equal((await call('POST', 'roles/search', {}, token)).statusCode, 200);

    assert.equal((await call('PUT', `users/${trainee}/roles/remove`, { roleIds: [trainees.id] })).statusCode, 200);
    assert.equal((await call('POST', 'roles/search', {}, token)).statusCode, 403);
  });
});
