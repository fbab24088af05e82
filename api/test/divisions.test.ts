import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AgentTicket, AuditEntry, CategoryAdminDetails, DivisionDeleteResponse, DivisionDetails, DivisionOptionListResponse, DivisionSummary, UserGroupDetails, UserRolesResponse } from '@switchboard/shared/contracts';
import { homeDivisionOf } from '../src/features/directory/divisions/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// Divisions: administration (Home always there, renamable, never deleted), what a deletion moves
// to Home, role assignments scoped to divisions, and categories and user groups placed in one.

const ADMIN = [
  'directory:divisions:view',
  'directory:divisions:add',
  'directory:divisions:edit',
  'directory:divisions:delete',
  'directory:users:view',
  'directory:users:edit',
  'directory:roles:view',
  'directory:roles:add',
  'directory:userGroups:view',
  'directory:userGroups:add',
  'directory:userGroups:edit',
  'tickets:categories:view',
  'tickets:categories:add',
  'tickets:categories:edit',
  'tickets:tickets:view',
  'tickets:tickets:add',
  'tickets:tickets:edit',
  'organization:settings:edit',
] as const;

let admin: TestAgent;
let outsider: TestAgent;
let picker: TestAgent;
let customer: TestCustomer;
let otherOrganization: string;

const t = testAppForSuite({}, {}, async () => {
  admin = await createAgent(t, ADMIN, { name: 'Dee Divisions' });
  picker = await createAgent(t, ['tickets:categories:view'], { name: 'Pia Picker' });
  otherOrganization = await createOrganization(t, 'Elsewhere (divisions)');
  outsider = await createAgent(t, ADMIN, { name: 'Otto Outsider', organizationId: otherOrganization });
  customer = await createCustomer(t, 'divisions-customer@example.com');
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, agent: TestAgent = admin) =>
  t.app.inject({ method, url: `/api/v1/${path}`, headers: bearer(agent.token), ...(body === undefined ? {} : { payload: body as object }) });

async function ok<T>(response: Awaited<ReturnType<typeof api>>, status = 200): Promise<T> {
  assert.equal(response.statusCode, status, response.body);
  return response.json() as T;
}

let divisionCount = 0;
const createDivision = async (name = `Division ${++divisionCount}`, agent: TestAgent = admin) => ok<DivisionDetails>(await api('POST', 'divisions', { name, description: `${name} people` }, agent), 201);
const search = async (body: Record<string, unknown> = {}, agent: TestAgent = admin) => ok<{ entities: DivisionSummary[]; totalCount: number }>(await api('POST', 'divisions/search', { pageSize: 100, ...body }, agent));

async function createTicket(divisionId: string | null): Promise<string> {
  const ticket = await ok<AgentTicket>(await api('POST', 'tickets', { title: 'Parcel late', description: 'Where is it?', customerId: customer.id }), 201);
  // Placed directly: which tickets may be given a division is the tickets feature's business.
  await t.app.db.updateTable('tickets').set({ division_id: divisionId }).where('id', '=', ticket.id).execute();
  return ticket.id;
}

async function auditOf(divisionId: string): Promise<AuditEntry[]> {
  return (await ok<{ entities: AuditEntry[] }>(await api('POST', 'audit/search', { filters: { entityType: 'division', entityId: divisionId } }))).entities;
}

describe('division administration', () => {
  test('a new organisation gets its Home division on first need, once, even when asked twice at a time', async () => {
    const fresh = await createOrganization(t, 'Fresh (divisions)');
    const [a, b] = await Promise.all([homeDivisionOf(t.app.db, fresh), homeDivisionOf(t.app.db, fresh)]);
    assert.equal(a.id, b.id);
    assert.equal(a.name, 'Home');
    const rows = await t.app.db.selectFrom('divisions').select('id').where('organization_id', '=', fresh).execute();
    assert.equal(rows.length, 1);

    const listed = await search({}, outsider);
    assert.deepEqual(listed.entities.map((row) => [row.name, row.isHome]), [['Home', true]]);
  });

  test('create, read, rename, search with counts, sort and paging; Home always listed', async () => {
    const north = await ok<DivisionDetails>(await api('POST', 'divisions', { name: '  Zulu North ', description: ' Northern office ' }), 201);
    assert.equal(north.name, 'Zulu North');
    assert.equal(north.description, 'Northern office');
    assert.equal(north.isHome, false);
    assert.deepEqual([north.ticketCount, north.categoryCount, north.userGroupCount], [0, 0, 0]);

    const renamed = await ok<DivisionDetails>(await api('PUT', `divisions/${north.id}`, { name: 'Zulu Nord', description: null }));
    assert.equal(renamed.name, 'Zulu Nord');
    assert.equal(renamed.description, null);
    assert.equal((await ok<DivisionDetails>(await api('GET', `divisions/${north.id}`))).name, 'Zulu Nord');

    await createTicket(north.id);
    await ok(await api('POST', 'usergroups', { name: 'Zulu crew', divisionId: north.id }), 201);
    const found = await search({ query: 'zulu' });
    assert.deepEqual(
      found.entities.map((row) => [row.name, row.ticketCount, row.categoryCount, row.userGroupCount]),
      [['Zulu Nord', 1, 0, 1]],
    );

    const all = await search();
    assert.ok(all.entities.some((row) => row.isHome));
    const home = all.entities.find((row) => row.isHome)!;
    // Rows without a division count for Home: the sample categories of the first start.
    assert.ok(home.categoryCount >= 1);

    await createDivision('Alpha South');
    const byName = await search({ sort: { field: 'name', order: 'desc' } });
    const names = byName.entities.map((row) => row.name);
    assert.deepEqual(names, [...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    const newest = await search({ sort: { field: 'createdAt', order: 'desc' }, pageSize: 1 });
    assert.equal(newest.entities[0].name, 'Alpha South');
    const second = await search({ sort: { field: 'name' }, pageSize: 1, pageNumber: 2 });
    assert.equal(second.entities.length, 1);
    assert.equal(second.totalCount, byName.totalCount);
  });

  test('names are unique whatever their case: 409 CONFLICT on /name; blank names 400', async () => {
    await createDivision('Unique One');
    const clash = await api('POST', 'divisions', { name: 'unique one' });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().code, 'CONFLICT');
    assert.equal(clash.json().details[0].field, '/name');
    const other = await createDivision('Unique Two');
    const renameClash = await api('PUT', `divisions/${other.id}`, { name: 'UNIQUE ONE' });
    assert.equal(renameClash.statusCode, 409);
    const blank = await api('POST', 'divisions', { name: '   ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().details[0].field, '/name');
  });

  test('Home can be renamed but not deleted: 409 HOME_DIVISION_LOCKED', async () => {
    const home = await homeDivisionOf(t.app.db, admin.organizationId);
    const refused = await api('DELETE', `divisions/${home.id}`);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'HOME_DIVISION_LOCKED');
    const renamed = await ok<DivisionDetails>(await api('PUT', `divisions/${home.id}`, { name: 'Head office' }));
    assert.equal(renamed.isHome, true);
    assert.equal((await homeDivisionOf(t.app.db, admin.organizationId)).name, 'Head office');
    await ok(await api('PUT', `divisions/${home.id}`, { name: home.name }));
  });

  test('deleting moves tickets, categories and groups to Home and trims role assignments, in one go', async () => {
    const doomed = await createDivision('Doomed');
    const kept = await createDivision('Kept');
    const home = await homeDivisionOf(t.app.db, admin.organizationId);
    const ticketId = await createTicket(doomed.id);
    const category = await ok<CategoryAdminDetails>(await api('POST', 'categories', { name: 'Doomed returns', fields: [], divisionId: doomed.id }), 201);
    assert.deepEqual(category.division, { id: doomed.id, name: 'Doomed' });
    const group = await ok<UserGroupDetails>(await api('POST', 'usergroups', { name: 'Doomed crew', divisionId: doomed.id }), 201);

    const both = await createAgent(t, [], { name: 'Bo Both' });
    const only = await createAgent(t, [], { name: 'Ola Only' });
    const role = await ok<{ id: string }>(await api('POST', 'roles', { name: 'Doomed role', permissions: ['tickets:tickets:view'] }), 201);
    await ok(await api('PUT', `users/${both.id}/roles`, { roleIds: [role.id], divisionIds: [doomed.id, kept.id] }));
    await ok(await api('PUT', `users/${only.id}/roles`, { roleIds: [role.id], divisionIds: [doomed.id] }));

    const integrator = await createAgent(t, ['integrations:oauths:add', 'integrations:oauths:view']);
    const wideClient = await ok<{ id: string }>(await api('POST', 'oauth/clients', { name: 'Doomed and kept', roleIds: [], divisionIds: [doomed.id, kept.id] }, integrator), 201);
    const narrowClient = await ok<{ id: string }>(await api('POST', 'oauth/clients', { name: 'Doomed only', roleIds: [], divisionIds: [doomed.id] }, integrator), 201);

    const deleted = await ok<DivisionDeleteResponse>(await api('DELETE', `divisions/${doomed.id}`));
    assert.deepEqual(deleted, { id: doomed.id, home: { id: home.id, name: home.name }, ticketCount: 1, categoryCount: 1, userGroupCount: 1, assignmentsTrimmed: 2, assignmentsRemoved: 1 });
    // A client keeps its other divisions; one left with none is disabled rather than widened.
    const clients = await t.app.db.selectFrom('oauth_clients').select(['id', 'division_ids', 'enabled']).where('id', 'in', [wideClient.id, narrowClient.id]).execute();
    const clientRow = (id: string) => clients.find((client) => client.id === id)!;
    assert.deepEqual({ ...clientRow(wideClient.id), id: undefined }, { id: undefined, division_ids: [kept.id], enabled: true });
    assert.deepEqual({ ...clientRow(narrowClient.id), id: undefined }, { id: undefined, division_ids: [], enabled: false });

    assert.equal((await api('GET', `divisions/${doomed.id}`)).statusCode, 404);
    const ticket = await t.app.db.selectFrom('tickets').select('division_id').where('id', '=', ticketId).executeTakeFirstOrThrow();
    assert.equal(ticket.division_id, null);
    assert.deepEqual((await ok<CategoryAdminDetails>(await api('GET', `categories/${category.id}`))).division, { id: home.id, name: home.name });
    assert.deepEqual((await ok<UserGroupDetails>(await api('GET', `usergroups/${group.id}`))).division, { id: home.id, name: home.name });
    const bothRoles = await ok<UserRolesResponse>(await api('GET', `users/${both.id}/roles`));
    assert.deepEqual(bothRoles.entities.find((r) => r.id === role.id)?.divisionIds, [kept.id]);
    const onlyRoles = await ok<UserRolesResponse>(await api('GET', `users/${only.id}/roles`));
    assert.equal(onlyRoles.entities.some((r) => r.id === role.id), false);

    const entries = await auditOf(doomed.id);
    assert.deepEqual(entries.map((entry) => entry.action).sort(), ['create', 'delete']);
    const removal = entries.find((entry) => entry.action === 'delete')!;
    assert.equal(removal.entityName, 'Doomed');
    assert.equal(removal.before?.ticketCount, 1);
  });

  test('create and rename are audited with what changed', async () => {
    const audited = await createDivision('Audited');
    await ok(await api('PUT', `divisions/${audited.id}`, { name: 'Audited twice', description: 'Changed' }));
    const entries = await auditOf(audited.id);
    const update = entries.find((entry) => entry.action === 'update')!;
    assert.equal(update.before?.name, 'Audited');
    assert.equal(update.after?.name, 'Audited twice');
    assert.equal(update.actor.name, 'Dee Divisions');
  });

  test("another organisation's division answers 404 everywhere, and its ids are refused as divisions", async () => {
    const theirs = await createDivision('Theirs', outsider);
    for (const [method, body] of [['GET', undefined], ['PUT', { name: 'Mine now' }], ['DELETE', undefined]] as const) {
      const response = await api(method, `divisions/${theirs.id}`, body);
      assert.equal(response.statusCode, 404, `${method}: ${response.body}`);
      assert.equal(response.json().code, 'NOT_FOUND');
    }
    assert.equal((await search({ query: 'Theirs' })).totalCount, 0);
    const category = await api('POST', 'categories', { name: 'Sneaky', fields: [], divisionId: theirs.id });
    assert.equal(category.statusCode, 400);
    assert.equal(category.json().details[0].field, '/divisionId');
    const group = await api('POST', 'usergroups', { name: 'Sneaky crew', divisionId: theirs.id });
    assert.equal(group.statusCode, 400);
    const role = await api('PUT', `users/${admin.id}/roles`, { roleIds: [], divisionIds: [theirs.id] });
    assert.equal(role.statusCode, 400);
  });

  test('the pick list answers whoever manages something that takes a division, Home first', async () => {
    await createDivision('Aaa picked');
    const list = await ok<DivisionOptionListResponse>(await api('GET', 'divisions/options', undefined, picker));
    assert.equal(list.entities[0].isHome, true);
    assert.ok(list.entities.some((row) => row.name === 'Aaa picked'));
    const nobody = await createAgent(t, ['tickets:tickets:view']);
    assert.equal((await api('GET', 'divisions/options', undefined, nobody)).statusCode, 403);
    assert.equal((await api('POST', 'divisions/search', {}, picker)).statusCode, 403);
  });
});

describe('role assignments scoped to divisions', () => {
  test('divisionIds are stored, returned sorted and deduplicated; absent or null means every division', async () => {
    const east = await createDivision('East');
    const west = await createDivision('West');
    const user = await createAgent(t, [], { name: 'Sam Scoped' });
    const role = await ok<{ id: string }>(await api('POST', 'roles', { name: 'Scoped role', permissions: ['tickets:tickets:view'] }), 201);
    const other = await ok<{ id: string }>(await api('POST', 'roles', { name: 'Everywhere role', permissions: ['tickets:tickets:view'] }), 201);

    const added = await ok<UserRolesResponse>(await api('PUT', `users/${user.id}/roles`, { roleIds: [role.id], divisionIds: [west.id, east.id, west.id] }));
    assert.deepEqual(added.entities.find((r) => r.id === role.id)?.divisionIds, [east.id, west.id].sort());
    await ok(await api('PUT', `users/${user.id}/roles`, { roleIds: [other.id], divisionIds: null }));
    const read = await ok<UserRolesResponse>(await api('GET', `users/${user.id}/roles`));
    assert.equal(read.entities.find((r) => r.id === other.id)?.divisionIds, null);
    const stored = await t.app.db.selectFrom('user_roles').select('division_ids').where('user_id', '=', user.id).where('role_id', '=', role.id).executeTakeFirstOrThrow();
    assert.deepEqual([...(stored.division_ids ?? [])].sort(), [east.id, west.id].sort());

    // Adding a held role again with other divisions rescopes it; replace without divisionIds widens to all.
    const rescoped = await ok<UserRolesResponse>(await api('PUT', `users/${user.id}/roles`, { roleIds: [role.id], divisionIds: [east.id] }));
    assert.deepEqual(rescoped.entities.find((r) => r.id === role.id)?.divisionIds, [east.id]);
    const replaced = await ok<UserRolesResponse>(await api('PATCH', `users/${user.id}/roles/replace`, { roleIds: [role.id] }));
    assert.deepEqual(replaced.entities.map((r) => [r.id, r.divisionIds]), [[role.id, null]]);

    const entries = (await ok<{ entities: AuditEntry[] }>(await api('POST', 'audit/search', { filters: { entityType: 'user', entityId: user.id } }))).entities;
    const scopedEntry = entries.find((entry) => entry.action === 'rolesChange' && (entry.after as { divisions?: Record<string, string[]> }).divisions?.['Scoped role']?.length === 2);
    assert.ok(scopedEntry, 'the audit entry names the divisions of a scoped role');
  });

  test('an id that is no division of the organisation answers 400 on /divisionIds/<i>; an empty list is refused', async () => {
    const user = await createAgent(t, [], { name: 'Val Validated' });
    const role = await ok<{ id: string }>(await api('POST', 'roles', { name: 'Validated role', permissions: ['tickets:tickets:view'] }), 201);
    const east = await createDivision('Validated East');
    const unknown = await api('PUT', `users/${user.id}/roles`, { roleIds: [role.id], divisionIds: [east.id, '00000000-0000-4000-8000-000000000000'] });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json().details.map((d: { field: string }) => d.field), ['/divisionIds/1']);
    assert.equal((await api('PUT', `users/${user.id}/roles`, { roleIds: [role.id], divisionIds: [] })).statusCode, 400);
    assert.equal((await ok<UserRolesResponse>(await api('GET', `users/${user.id}/roles`))).entities.some((r) => r.id === role.id), false);
  });

  test('a scoped assignment still counts as holding a permission: the last holder cannot lose it', async () => {
    const fresh = await createOrganization(t, 'Lonely (divisions)');
    const boss = await createAgent(t, ['directory:users:view', 'directory:users:edit', 'directory:divisions:delete', 'directory:divisions:add', 'directory:divisions:view'], { organizationId: fresh });
    const roles = await ok<UserRolesResponse>(await api('GET', `users/${boss.id}/roles`, undefined, boss));
    const only = await ok<DivisionDetails>(await api('POST', 'divisions', { name: 'Only here' }, boss), 201);
    await ok(await api('PATCH', `users/${boss.id}/roles/replace`, { roleIds: [roles.entities[0].id], divisionIds: [only.id] }, boss));
    // Deleting the division would remove the only assignment holding these permissions.
    const refused = await api('DELETE', `divisions/${only.id}`, undefined, boss);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'LAST_PERMISSION_HOLDER');
    assert.equal((await api('GET', `divisions/${only.id}`, undefined, boss)).statusCode, 200);
  });
});

describe('categories and user groups in a division', () => {
  test('created in Home unless told; moved, kept when left out, back to Home with null', async () => {
    const home = await homeDivisionOf(t.app.db, admin.organizationId);
    const south = await createDivision('Category South');

    const plain = await ok<CategoryAdminDetails>(await api('POST', 'categories', { name: 'Plain category', fields: [] }), 201);
    assert.deepEqual(plain.division, { id: home.id, name: home.name });
    const moved = await ok<CategoryAdminDetails>(await api('PUT', `categories/${plain.id}`, { name: 'Plain category', fields: [], divisionId: south.id }));
    assert.deepEqual(moved.division, { id: south.id, name: 'Category South' });
    const kept = await ok<CategoryAdminDetails>(await api('PUT', `categories/${plain.id}`, { name: 'Plain category', fields: [] }));
    assert.equal(kept.division.id, south.id);
    const back = await ok<CategoryAdminDetails>(await api('PUT', `categories/${plain.id}`, { name: 'Plain category', fields: [], divisionId: null }));
    assert.equal(back.division.id, home.id);

    const group = await ok<UserGroupDetails>(await api('POST', 'usergroups', { name: 'South crew', divisionId: south.id }), 201);
    assert.deepEqual(group.division, { id: south.id, name: 'Category South' });
    const renamed = await ok<UserGroupDetails>(await api('PUT', `usergroups/${group.id}`, { name: 'South team' }));
    assert.equal(renamed.division.id, south.id);
    const homeGroup = await ok<UserGroupDetails>(await api('PUT', `usergroups/${group.id}`, { name: 'South team', divisionId: home.id }));
    assert.equal(homeGroup.division.id, home.id);
    // Home is stored as no division at all: one way to say it.
    const row = await t.app.db.selectFrom('user_groups').select('division_id').where('id', '=', group.id).executeTakeFirstOrThrow();
    assert.equal(row.division_id, null);
    const unknown = await api('PUT', `usergroups/${group.id}`, { name: 'South team', divisionId: '00000000-0000-4000-8000-000000000000' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().details[0].field, '/divisionId');
  });
});
