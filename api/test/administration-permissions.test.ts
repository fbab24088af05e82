import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_PERMISSIONS, type Permission } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// Database: PostgreSQL only. Under test: the permission gates of the settings routes, checked before any query, the same on either engine.

// The permission matrix of the administration (settings) routes: 401 without an agent's token,
// 403 without any of the route's permissions, success with each one alone, and another
// organisation's ids not found. Each new settings route adds its row to `endpoints`.

const t = testAppForSuite({}, {}, async () => {
  otherOrganizationId = await createOrganization(t, 'Elsewhere (administration)');
  customer = await createCustomer(t, 'admin-matrix@example.com');
  matrixScheduleId = await scheduleTarget(t.app.firstStart.organizationId);
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

/** A status of the organisation that no ticket uses and that is not the default, so it may be changed or deleted. */
let statusCount = 0;
const statusBody = () => ({ name: `Matrix status ${++statusCount}`, color: '#0958d9', kind: 'open' });
const statusTarget = async (organizationId: string) =>
  (await t.app.db.insertInto('statuses').values({ organization_id: organizationId, name: `Matrix status ${++statusCount}`, color: '#0958d9', kind: 'open', position: 50 + statusCount }).returning('id').executeTakeFirstOrThrow()).id;
/** The reorder route's body: every status of the target's organisation, in reverse order (keyed by the first of them). */
const statusOrders = new Map<string, string[]>();
const statusOrderTarget = async (organizationId: string) => {
  const rows = await t.app.db.selectFrom('statuses').select('id').where('organization_id', '=', organizationId).orderBy('position', 'desc').execute();
  statusOrders.set(rows[0]!.id, rows.map((row) => row.id));
  return rows[0]!.id;
};

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

/** A schedule open on weekdays, used by no service level policy, so it may be deleted. */
let scheduleCount = 0;
const scheduleWeekly = [{ day: 1, start: '09:00', end: '17:00' }];
const scheduleBody = () => ({ name: `Matrix schedule ${++scheduleCount}`, timeZone: 'Europe/Berlin', weekly: scheduleWeekly, holidays: [] });
const scheduleTarget = async (organizationId: string) =>
  (
    await t.app.db
      .insertInto('schedules')
      .values({ organization_id: organizationId, name: `Matrix schedule ${++scheduleCount}`, time_zone: 'UTC', weekly: JSON.stringify(scheduleWeekly), holidays: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A service level policy on a schedule of its own organisation. */
let slaCount = 0;
const slaTargets = { firstResponseMinutes: 60, nextResponseMinutes: null, resolutionMinutes: 480 };
const slaBody = (scheduleId: string) => ({
  name: `Matrix policy ${++slaCount}`,
  scheduleId,
  conditions: { priorities: [], categoryIds: [], customerIds: [], userGroupIds: [] },
  targets: { Low: slaTargets, Medium: slaTargets, High: slaTargets, Critical: slaTargets },
  escalations: [],
});
const slaSchedules = new Map<string, string>();
const slaTarget = async (organizationId: string) => {
  const scheduleId = await scheduleTarget(organizationId);
  const { name, ...rest } = slaBody(scheduleId);
  const policy = await t.app.db
    .insertInto('sla_policies')
    .values({ organization_id: organizationId, name, schedule_id: scheduleId, position: 1000 + slaCount, conditions: JSON.stringify(rest.conditions), targets: JSON.stringify(rest.targets), escalations: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  slaSchedules.set(policy.id, scheduleId);
  return policy.id;
};
/** A schedule of the first organisation for the create route's body (made in the suite's setup). */
let matrixScheduleId: string;

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
  { method: 'POST', url: () => 'statuses/search', body: () => ({}), anyOf: ['tickets:status:view'], success: 200 },
  { method: 'GET', url: (id) => `statuses/${id}`, anyOf: ['tickets:status:view'], success: 200, target: statusTarget },
  { method: 'POST', url: () => 'statuses', body: statusBody, anyOf: ['tickets:status:add'], success: 201 },
  { method: 'PUT', url: (id) => `statuses/${id}`, body: statusBody, anyOf: ['tickets:status:edit'], success: 200, target: statusTarget },
  { method: 'DELETE', url: (id) => `statuses/${id}`, anyOf: ['tickets:status:delete'], success: 200, target: statusTarget },
  { method: 'PUT', url: () => 'statuses/order', body: (id) => ({ ids: statusOrders.get(id) ?? [id] }), anyOf: ['tickets:status:edit'], success: 200, target: statusOrderTarget },
  { method: 'POST', url: () => 'schedules/search', body: () => ({}), anyOf: ['organization:schedules:view'], success: 200 },
  { method: 'GET', url: (id) => `schedules/${id}`, anyOf: ['organization:schedules:view'], success: 200, target: scheduleTarget },
  { method: 'POST', url: () => 'schedules', body: scheduleBody, anyOf: ['organization:schedules:add'], success: 201 },
  { method: 'PUT', url: (id) => `schedules/${id}`, body: scheduleBody, anyOf: ['organization:schedules:edit'], success: 200, target: scheduleTarget },
  { method: 'DELETE', url: (id) => `schedules/${id}`, anyOf: ['organization:schedules:delete'], success: 204, target: scheduleTarget },
  { method: 'POST', url: () => 'slas/search', body: () => ({}), anyOf: ['tickets:sla:view'], success: 200 },
  { method: 'GET', url: (id) => `slas/${id}`, anyOf: ['tickets:sla:view'], success: 200, target: slaTarget },
  { method: 'POST', url: () => 'slas', body: () => slaBody(matrixScheduleId!), anyOf: ['tickets:sla:add'], success: 201 },
  { method: 'PUT', url: (id) => `slas/${id}`, body: (id) => slaBody(slaSchedules.get(id) ?? id), anyOf: ['tickets:sla:edit'], success: 200, target: slaTarget },
  { method: 'DELETE', url: (id) => `slas/${id}`, anyOf: ['tickets:sla:delete'], success: 204, target: slaTarget },
  { method: 'PUT', url: () => 'slas/order', body: (id) => ({ ids: [id] }), anyOf: ['tickets:sla:edit'], success: 200, target: slaTarget },
  { method: 'POST', url: () => 'schedules/preview', body: () => ({ definition: { timeZone: 'UTC', weekly: scheduleWeekly, holidays: [] } }), anyOf: ['organization:schedules:view'], success: 200 },
  { method: 'POST', url: () => 'schedules/holidays/import', body: () => ({ ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' }), anyOf: ['organization:schedules:add', 'organization:schedules:edit'], success: 200 },
  { method: 'POST', url: () => 'divisions/search', body: () => ({}), anyOf: ['directory:divisions:view'], success: 200 },
  { method: 'GET', url: () => 'divisions/options', anyOf: ['directory:divisions:view', 'directory:roles:view', 'directory:users:view', 'tickets:categories:view', 'directory:userGroups:view', 'integrations:oauths:view'], success: 200 },
  { method: 'GET', url: (id) => `divisions/${id}`, anyOf: ['directory:divisions:view'], success: 200, target: divisionTarget },
  { method: 'POST', url: () => 'divisions', body: () => ({ name: `Matrix division ${++divisionCount}` }), anyOf: ['directory:divisions:add'], success: 201 },
  { method: 'PUT', url: (id) => `divisions/${id}`, body: () => ({ name: `Matrix division ${++divisionCount}` }), anyOf: ['directory:divisions:edit'], success: 200, target: divisionTarget },
  { method: 'DELETE', url: (id) => `divisions/${id}`, anyOf: ['directory:divisions:delete'], success: 200, target: divisionTarget },
  { method: 'GET', url: () => 'tickets/divisions', anyOf: ['tickets:tickets:view'], success: 200 },
  { method: 'GET', url: () => 'analytics/status', anyOf: ['analytics:statusDashboard:view'], success: 200 },
  { method: 'POST', url: () => 'analytics/trend', body: () => ({ period: '30d', interval: 'week' }), anyOf: ['analytics:trendDashboard:view'], success: 200 },
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
