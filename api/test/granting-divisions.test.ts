import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Permission } from '@switchboard/shared/contracts';
import { createRole, createUser } from '../src/features/directory/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';

// Nobody gives a permission where they do not hold it: an administrator of one division hands out
// rights in that division only, whether by giving a role, inviting, adding a permission to a role
// others hold, or equipping an OAuth client.

const ADMINISTRATION: Permission[] = [
  'directory:users:view',
  'directory:users:add',
  'directory:users:edit',
  'directory:roles:view',
  'directory:roles:add',
  'directory:roles:edit',
  'integrations:oauths:view',
  'integrations:oauths:add',
  'integrations:oauths:edit',
];
const TICKETS: Permission[] = ['tickets:tickets:view', 'tickets:tickets:edit'];

let organizationId: string;
let divisionA: string;
let divisionB: string;
/** Holds the administration permissions everywhere, the ticket permissions in division A only. */
let adminOfA: TestAgent;
/** A role carrying the ticket permissions. */
let deskRoleId: string;

const t = testAppForSuite({}, {}, async () => {
  organizationId = t.app.firstStart.organizationId;
  const made = await t.app.db
    .insertInto('divisions')
    .values([
      { organization_id: organizationId, name: `Granting A ${Date.now()}` },
      { organization_id: organizationId, name: `Granting B ${Date.now()}` },
    ])
    .returning('id')
    .execute();
  divisionA = made[0]!.id;
  divisionB = made[1]!.id;
  adminOfA = await createAgent(t, ADMINISTRATION, { name: 'Ada Admin-of-A' });
  const ticketsInA = await createRole(t.app.db, { organizationId, name: 'Tickets in A (granting)', permissions: TICKETS });
  await t.app.db.insertInto('user_roles').values({ organization_id: organizationId, user_id: adminOfA.id, role_id: ticketsInA.id, division_ids: [divisionA] }).execute();
  deskRoleId = (await createRole(t.app.db, { organizationId, name: 'Desk (granting)', permissions: TICKETS })).id;
});

let users = 0;
const newUser = async () =>
  (await createUser(t.app.db, { organizationId, name: `Gina Granted ${++users}`, email: `granted${users}.${Date.now()}@granting.test`, password: 'granting-pass-1', roleIds: [] })).id;
const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, body: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(adminOfA.token), payload: body });
const refused = (response: { statusCode: number; body: string; json: () => { code: string } }) => {
  assert.equal(response.statusCode, 403, response.body);
  assert.equal(response.json().code, 'PERMISSION_NOT_HELD');
};

describe('granting within one’s divisions', () => {
  test('a role is given only in divisions where the giver holds its permissions', async () => {
    const user = await newUser();
    refused(await call('PUT', `users/${user}/roles`, { roleIds: [deskRoleId] }));
    refused(await call('PUT', `users/${user}/roles`, { roleIds: [deskRoleId], divisionIds: [divisionB] }));
    refused(await call('PATCH', `users/${user}/roles/replace`, { roleIds: [deskRoleId], divisionIds: [divisionA, divisionB] }));

    const given = await call('PUT', `users/${user}/roles`, { roleIds: [deskRoleId], divisionIds: [divisionA] });
    assert.equal(given.statusCode, 200, given.body);
    assert.deepEqual(given.json().entities[0].divisionIds, [divisionA]);

    // Moving the role the user holds to every division is a new grant there.
    const widened = await call('PUT', `users/${user}/roles`, { roleIds: [deskRoleId] });
    refused(widened);
    assert.match(widened.body, /tickets:tickets:edit/);
    const roles = await t.app.db.selectFrom('user_roles').select('division_ids').where('user_id', '=', user).execute();
    assert.deepEqual(roles.map((row) => row.division_ids), [[divisionA]]);
  });

  test('an invitation gives its roles everywhere, so it needs the permissions everywhere', async () => {
    const response = await call('POST', 'users', { name: 'Ian Invited', email: `ian.${Date.now()}@granting.test`, roleIds: [deskRoleId] });
    refused(response);
    assert.equal(await t.app.db.selectFrom('users').select('id').where('name', '=', 'Ian Invited').executeTakeFirst(), undefined);
  });

  test('a permission added to a role is given wherever the role is held', async () => {
    const viewers = await createRole(t.app.db, { organizationId, name: 'Viewers (granting)', permissions: ['tickets:tickets:view'] });
    const body = { name: 'Viewers (granting)', permissions: ['tickets:tickets:edit', 'tickets:tickets:view'] };
    // Nobody holds it yet: holding the permission somewhere is enough.
    const unheld = await call('PUT', `roles/${viewers.id}`, body);
    assert.equal(unheld.statusCode, 200, unheld.body);

    const inB = await createRole(t.app.db, { organizationId, name: 'Viewers in B (granting)', permissions: ['tickets:tickets:view'] });
    await t.app.db.insertInto('user_roles').values({ organization_id: organizationId, user_id: await newUser(), role_id: inB.id, division_ids: [divisionB] }).execute();
    refused(await call('PUT', `roles/${inB.id}`, { ...body, name: 'Viewers in B (granting)' }));

    const inA = await createRole(t.app.db, { organizationId, name: 'Viewers in A (granting)', permissions: ['tickets:tickets:view'] });
    await t.app.db.insertInto('user_roles').values({ organization_id: organizationId, user_id: await newUser(), role_id: inA.id, division_ids: [divisionA] }).execute();
    const allowed = await call('PUT', `roles/${inA.id}`, { ...body, name: 'Viewers in A (granting)' });
    assert.equal(allowed.statusCode, 200, allowed.body);
  });

  test('an OAuth client gets roles only in divisions where the giver holds them', async () => {
    refused(await call('POST', 'oauth/clients', { name: 'Everywhere sync', roleIds: [deskRoleId] }));
    refused(await call('POST', 'oauth/clients', { name: 'B sync', roleIds: [deskRoleId], divisionIds: [divisionB] }));
    const created = await call('POST', 'oauth/clients', { name: 'A sync', roleIds: [deskRoleId], divisionIds: [divisionA] });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;

    // Moving the client to another division gives its roles there anew.
    refused(await call('PUT', `oauth/clients/${id}`, { name: 'A sync', roleIds: [deskRoleId], divisionIds: [divisionB] }));
    const renamed = await call('PUT', `oauth/clients/${id}`, { name: 'A sync renamed', roleIds: [deskRoleId] });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual(renamed.json().divisionIds, [divisionA]);
  });
});
