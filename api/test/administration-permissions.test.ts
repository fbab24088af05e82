import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_PERMISSIONS, type Permission } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// The permission matrix of the administration (settings) routes: 401 without an agent's token,
// 403 without any of the route's permissions, success with each one alone, and another
// organisation's ids not found. Each new settings route adds its row to `endpoints`.

const t = testAppForSuite({}, {}, async () => {
  otherOrganizationId = await createOrganization(t, 'Elsewhere (administration)');
  customer = await createCustomer(t, 'admin-matrix@example.com');
});
let otherOrganizationId: string;
let customer: TestCustomer;

const agents = new Map<string, TestAgent>();
/** An agent of `organizationId` holding exactly `permissions` (created once per set). */
async function agentWith(permissions: readonly Permission[], organizationId = t.app.firstStart.organizationId): Promise<TestAgent> {
  const key = `${organizationId}:${[...permissions].sort().join(',')}`;
  if (!agents.has(key)) agents.set(key, await createAgent(t, permissions, { organizationId }));
  return agents.get(key)!;
}
const allBut = (...missing: Permission[]) => ALL_PERMISSIONS.filter((p) => !missing.includes(p));

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path after `/api/v1/`; `id` is the target's when the route has one. */
  url: (id: string) => string;
  body?: (id: string) => Record<string, unknown>;
  /** Any one of these opens it. */
  anyOf: Permission[];
  success: number;
  /** A fresh row the route acts on, made in the given organisation; routes with one also answer 404 for another organisation's. */
  target?: (organizationId: string) => Promise<string>;
}

/** A plain agent to act on: the target of the users routes. */
const userTarget = async (organizationId: string) => (await createAgent(t, ['tickets:tickets:view'], { organizationId })).id;

/** A role holding nothing, so any holder of the roles permissions may change or delete it. */
let roleCount = 0;
const roleTarget = async (organizationId: string) =>
  (await t.app.db.insertInto('roles').values({ organization_id: organizationId, name: `Matrix target ${++roleCount}`, permissions: [] }).returning('id').executeTakeFirstOrThrow()).id;

/** A user group with one member of its organisation (the member routes' bodies name them). */
let groupCount = 0;
const groupMembers = new Map<string, string>();
const groupTarget = async (organizationId: string) => {
  const group = await t.app.db.insertInto('user_groups').values({ organization_id: organizationId, name: `Matrix group ${++groupCount}` }).returning('id').executeTakeFirstOrThrow();
  const member = await userTarget(organizationId);
  await t.app.db.insertInto('user_group_members').values({ group_id: group.id, user_id: member, organization_id: organizationId }).execute();
  groupMembers.set(group.id, member);
  return group.id;
};
const groupMemberBody = (id: string) => ({ userIds: [groupMembers.get(id) ?? id] });

/** A user still invited: the target of resending an invitation. */
let inviteCount = 0;
const invitedTarget = async (organizationId: string) =>
  (
    await t.app.db
      .insertInto('users')
      .values({ organization_id: organizationId, name: 'Matrix Invited', email: `matrix.invited${++inviteCount}@switchboard.test`, password_hash: 'none', status: 'invited' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A division other than Home, so it may be deleted. */
let divisionCount = 0;
const divisionTarget = async (organizationId: string) =>
  (await t.app.db.insertInto('divisions').values({ organization_id: organizationId, name: `Matrix division ${++divisionCount}` }).returning('id').executeTakeFirstOrThrow()).id;

/** An OAuth client with no roles and its service user. */
let oauthClientCount = 0;
const oauthClientTarget = async (organizationId: string) => {
  const n = ++oauthClientCount;
  const user = await t.app.db
    .insertInto('users')
    .values({ organization_id: organizationId, name: `Matrix client ${n}`, email: `matrix.client${n}@oauth-clients.invalid`, password_hash: '!', kind: 'client' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = await t.app.db
    .insertInto('oauth_clients')
    .values({ organization_id: organizationId, user_id: user.id, name: `Matrix client ${n}`, secret_hash: 'none' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return client.id;
};

const settingsBody = { name: 'Matrix Org', defaultLanguage: 'en-us', timeZone: 'UTC', dateFormat: 'DD/MM/YYYY', supportEmail: null, hubSelfRegistration: true, hubTitle: null };

const endpoints: Endpoint[] = [
  { method: 'POST', url: () => 'users/search', body: () => ({}), anyOf: ['directory:users:view'], success: 200 },
  { method: 'GET', url: (id) => `users/${id}?expand=roles`, anyOf: ['directory:users:view'], success: 200, target: userTarget },
  { method: 'PUT', url: () => 'users', body: (id) => ({ id, title: 'Matrix' }), anyOf: ['directory:users:edit'], success: 200, target: userTarget },
  { method: 'GET', url: () => 'organization/settings', anyOf: ['organization:settings:view'], success: 200 },
  { method: 'PUT', url: () => 'organization/settings', body: () => settingsBody, anyOf: ['organization:settings:edit'], success: 200 },
  { method: 'POST', url: () => 'audit/search', body: () => ({}), anyOf: ['organization:settings:edit'], success: 200 },
  { method: 'PUT', url: () => 'organization/logo', body: () => ({ fileId: null }), anyOf: ['organization:settings:edit'], success: 200 },
  { method: 'POST', url: () => 'roles/search', body: () => ({}), anyOf: ['directory:roles:view'], success: 200 },
  { method: 'GET', url: (id) => `roles/${id}`, anyOf: ['directory:roles:view'], success: 200, target: roleTarget },
  { method: 'POST', url: () => 'roles', body: () => ({ name: `Matrix role ${++roleCount}`, permissions: [] }), anyOf: ['directory:roles:add'], success: 201 },
  { method: 'PUT', url: (id) => `roles/${id}`, body: () => ({ name: `Matrix role ${++roleCount}`, permissions: [] }), anyOf: ['directory:roles:edit'], success: 200, target: roleTarget },
  { method: 'DELETE', url: (id) => `roles/${id}`, anyOf: ['directory:roles:delete'], success: 200, target: roleTarget },
  { method: 'GET', url: () => 'permissions', anyOf: ['directory:roles:view'], success: 200 },
  { method: 'GET', url: (id) => `users/${id}/roles`, anyOf: ['directory:users:view'], success: 200, target: userTarget },
  { method: 'PUT', url: (id) => `users/${id}/roles`, body: () => ({ roleIds: [] }), anyOf: ['directory:users:edit'], success: 200, target: userTarget },
  { method: 'PATCH', url: (id) => `users/${id}/roles/replace`, body: () => ({ roleIds: [] }), anyOf: ['directory:users:edit'], success: 200, target: userTarget },
  { method: 'PUT', url: (id) => `users/${id}/roles/remove`, body: () => ({ roleIds: [] }), anyOf: ['directory:users:edit'], success: 200, target: userTarget },
  { method: 'POST', url: () => 'usergroups/search', body: () => ({}), anyOf: ['directory:userGroups:view'], success: 200 },
  { method: 'GET', url: (id) => `usergroups/${id}`, anyOf: ['directory:userGroups:view'], success: 200, target: groupTarget },
  { method: 'POST', url: () => 'usergroups', body: () => ({ name: `Matrix group ${++groupCount}` }), anyOf: ['directory:userGroups:add'], success: 201 },
  { method: 'PUT', url: (id) => `usergroups/${id}`, body: () => ({ name: `Matrix group ${++groupCount}` }), anyOf: ['directory:userGroups:edit'], success: 200, target: groupTarget },
  { method: 'DELETE', url: (id) => `usergroups/${id}`, anyOf: ['directory:userGroups:delete'], success: 200, target: groupTarget },
  { method: 'GET', url: (id) => `usergroups/${id}/members`, anyOf: ['directory:userGroups:view'], success: 200, target: groupTarget },
  { method: 'PUT', url: (id) => `usergroups/${id}/members`, body: groupMemberBody, anyOf: ['directory:userGroups:edit'], success: 200, target: groupTarget },
  { method: 'PUT', url: (id) => `usergroups/${id}/members/remove`, body: groupMemberBody, anyOf: ['directory:userGroups:edit'], success: 200, target: groupTarget },
  { method: 'POST', url: () => 'users', body: () => ({ name: 'Matrix Invitee', email: `matrix.invitee${++inviteCount}@switchboard.test`, roleIds: [] }), anyOf: ['directory:users:add'], success: 201 },
  { method: 'POST', url: (id) => `users/${id}/invite`, anyOf: ['directory:users:add'], success: 200, target: invitedTarget },
  { method: 'DELETE', url: (id) => `users/${id}`, anyOf: ['directory:users:delete'], success: 200, target: userTarget },
  { method: 'POST', url: () => 'users/bulk/remove', body: (id) => ({ ids: [id] }), anyOf: ['directory:users:delete'], success: 200, target: userTarget },
  { method: 'POST', url: () => 'oauth/clients/search', body: () => ({}), anyOf: ['integrations:oauths:view'], success: 200 },
  { method: 'GET', url: (id) => `oauth/clients/${id}`, anyOf: ['integrations:oauths:view'], success: 200, target: oauthClientTarget },
  { method: 'POST', url: () => 'oauth/clients', body: () => ({ name: `Matrix client ${++oauthClientCount}`, roleIds: [] }), anyOf: ['integrations:oauths:add'], success: 201 },
  { method: 'PUT', url: (id) => `oauth/clients/${id}`, body: () => ({ name: `Matrix client ${++oauthClientCount}`, roleIds: [] }), anyOf: ['integrations:oauths:edit'], success: 200, target: oauthClientTarget },
  { method: 'POST', url: (id) => `oauth/clients/${id}/secret`, anyOf: ['integrations:oauths:edit'], success: 200, target: oauthClientTarget },
  { method: 'DELETE', url: (id) => `oauth/clients/${id}`, anyOf: ['integrations:oauths:delete'], success: 204, target: oauthClientTarget },
  { method: 'POST', url: () => 'divisions/search', body: () => ({}), anyOf: ['directory:divisions:view'], success: 200 },
  { method: 'GET', url: () => 'divisions/options', anyOf: ['directory:divisions:view', 'directory:roles:view', 'directory:users:view', 'tickets:categories:view', 'directory:userGroups:view', 'integrations:oauths:view'], success: 200 },
  { method: 'GET', url: (id) => `divisions/${id}`, anyOf: ['directory:divisions:view'], success: 200, target: divisionTarget },
  { method: 'POST', url: () => 'divisions', body: () => ({ name: `Matrix division ${++divisionCount}` }), anyOf: ['directory:divisions:add'], success: 201 },
  { method: 'PUT', url: (id) => `divisions/${id}`, body: () => ({ name: `Matrix division ${++divisionCount}` }), anyOf: ['directory:divisions:edit'], success: 200, target: divisionTarget },
  { method: 'DELETE', url: (id) => `divisions/${id}`, anyOf: ['directory:divisions:delete'], success: 200, target: divisionTarget },
  { method: 'GET', url: () => 'tickets/divisions', anyOf: ['tickets:tickets:view'], success: 200 },
];

function call(endpoint: Endpoint, id: string, headers: Record<string, string>) {
  const body = endpoint.body?.(id);
  return t.app.inject({ method: endpoint.method, url: `/api/v1/${endpoint.url(id)}`, headers, ...(body ? { payload: body } : {}) });
}

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.url(':id').split('?')[0]}`;

describe('administration permission matrix', () => {
  for (const endpoint of endpoints) {
    test(`${nameOf(endpoint)}: 401 without an agent, 403 without ${endpoint.anyOf.join(' or ')}, ${endpoint.success} with it`, async () => {
      const own = t.app.firstStart.organizationId;
      const id = endpoint.target ? await endpoint.target(own) : '';
      const anonymous = await call(endpoint, id, {});
      assert.equal(anonymous.statusCode, 401, anonymous.body);
      assert.equal(anonymous.json().code, 'UNAUTHENTICATED');
      assert.equal((await call(endpoint, id, bearer(customer.token))).statusCode, 401);

      const refused = await call(endpoint, id, bearer((await agentWith(allBut(...endpoint.anyOf))).token));
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refused.json().code, 'FORBIDDEN');

      for (const permission of endpoint.anyOf) {
        const target = endpoint.target && endpoint.method === 'DELETE' ? await endpoint.target(own) : id;
        const allowed = await call(endpoint, target, bearer((await agentWith([permission])).token));
        assert.equal(allowed.statusCode, endpoint.success, `${permission}: ${allowed.body}`);
      }
    });
  }

  for (const endpoint of endpoints.filter((e) => e.target)) {
    test(`${nameOf(endpoint)}: another organisation's row is not found`, async () => {
      const theirs = await endpoint.target!(otherOrganizationId);
      const response = await call(endpoint, theirs, bearer((await agentWith(ALL_PERMISSIONS)).token));
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().code, 'NOT_FOUND');
    });
  }
});
