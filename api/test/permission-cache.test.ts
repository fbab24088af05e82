import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Permission } from '@switchboard/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { homeDivisionOf } from '../src/features/directory/divisions/home-division.js';
import { PermissionCache } from '../src/features/auth/permission-cache.js';
import { changesAuthorization } from '../src/features/auth/authentication.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, databaseKind, loginTokens, startTestApp, testAppForSuite, type TestApp } from './helpers.js';
import { createCustomer } from './hub-fixtures.js';
import { fastPush, testRedis } from './push-fixtures.js';

// An agent's session and permissions are remembered between requests (no database read before the
// request's own work), and every change of who may do what is seen by the very next request.

const WORK: Permission[] = ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:customers:view'];

let admin: string;
let organizationId: string;
let divisionA: string;
let divisionB: string;
let customerId: string;

const t = testAppForSuite({}, {}, async () => {
  organizationId = t.app.firstStart.organizationId;
  admin = (await loginTokens(t.app)).access_token;
  await homeDivisionOf(t.app.db, organizationId);
  const made = await t.app.db
    .insertInto('divisions')
    .values([
      { organization_id: organizationId, name: 'Cache division A' },
      { organization_id: organizationId, name: 'Cache division B' },
    ])
    .returning('id')
    .execute();
  divisionA = made[0]!.id;
  divisionB = made[1]!.id;
  customerId = (await createCustomer(t, 'cache.customer@example.com', organizationId, 'Cass Customer')).id;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, body?: object, app: FastifyInstance = t.app) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(body ? { payload: body } : {}) });
const search = (token: string, app?: FastifyInstance) => call('POST', 'tickets/search', token, { pageSize: 100 }, app);
const roleOf = async (agent: TestAgent) =>
  (await t.app.db.selectFrom('user_roles').select('role_id').where('user_id', '=', agent.id).executeTakeFirstOrThrow()).role_id;

describe('remembered sessions', () => {
  test('a second request of a session reads nothing about it: a change made behind the api’s back shows only once forgotten', async () => {
    const agent = await createAgent(t, WORK);
    assert.equal((await search(agent.token)).statusCode, 200);
    // Not through the api: nothing tells the cache.
    await t.app.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', agent.id).execute();
    assert.equal((await search(agent.token)).statusCode, 200);
    await t.app.permissionCache.forgetAll();
    assert.equal((await search(agent.token)).statusCode, 401);
  });

  test('a refused token is not remembered, and an expired one stays refused', async () => {
    const agent = await createAgent(t, WORK);
    const before = t.app.permissionCache.size;
    assert.equal((await search(`${agent.token}x`)).statusCode, 401);
    assert.equal(t.app.permissionCache.size, before);
  });
});

describe('a change of who may do what is seen by the next request', () => {
  test('a permission taken from the agent’s role: 403 at once', async () => {
    const agent = await createAgent(t, WORK);
    assert.equal((await search(agent.token)).statusCode, 200);
    const role = await roleOf(agent);
    const rewritten = await call('PUT', `roles/${role}`, admin, { name: `Cache role ${Date.now()}`, permissions: ['tickets:tickets:add'] });
    assert.equal(rewritten.statusCode, 200, rewritten.body);
    assert.equal((await search(agent.token)).statusCode, 403);
  });

  test('a role taken from the agent: 403 at once', async () => {
    const agent = await createAgent(t, WORK);
    assert.equal((await search(agent.token)).statusCode, 200);
    const removed = await call('PUT', `users/${agent.id}/roles/remove`, admin, { roleIds: [await roleOf(agent)] });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await search(agent.token)).statusCode, 403);
  });

  test('the agent disabled: 401 at once', async () => {
    const agent = await createAgent(t, WORK);
    assert.equal((await search(agent.token)).statusCode, 200);
    const disabled = await call('PUT', 'users', admin, { id: agent.id, status: 'disabled' });
    assert.equal(disabled.statusCode, 200, disabled.body);
    assert.equal((await search(agent.token)).statusCode, 401);
  });

  test('the agent moved to another division: the old division’s tickets leave the list and answer 404 at once', async () => {
    const agent = await createAgent(t, WORK);
    const role = await roleOf(agent);
    const moved = await call('PATCH', `users/${agent.id}/roles/replace`, admin, { roleIds: [role], divisionIds: [divisionA] });
    assert.equal(moved.statusCode, 200, moved.body);
    const created = await call('POST', 'tickets', agent.token, { title: 'Cache ticket in A', description: 'Seen from A only', customerId, divisionId: divisionA });
    assert.equal(created.statusCode, 201, created.body);
    const ticketId = created.json().id as string;
    const ids = async () => (await search(agent.token)).json().entities.map((ticket: { id: string }) => ticket.id);
    assert.ok((await ids()).includes(ticketId));
    assert.equal((await call('GET', `tickets/${ticketId}`, agent.token)).statusCode, 200);

    const rescoped = await call('PATCH', `users/${agent.id}/roles/replace`, admin, { roleIds: [role], divisionIds: [divisionB] });
    assert.equal(rescoped.statusCode, 200, rescoped.body);
    assert.ok(!(await ids()).includes(ticketId));
    assert.equal((await call('GET', `tickets/${ticketId}`, agent.token)).statusCode, 404);
  });

  test('signing out ends the access token at once', async () => {
    const agent = await createAgent(t, WORK);
    assert.equal((await search(agent.token)).statusCode, 200);
    const out = await call('POST', 'oauth/Logout', agent.token);
    assert.equal(out.statusCode, 200, out.body);
    assert.equal((await search(agent.token)).statusCode, 401);
  });
});

describe('what ticket rows show of the organisation is remembered with the agent and forgotten on its change', () => {
  type Row = { id: string; division: { id: string; name: string }; sla: { policy: { id: string; name: string } } | null };
  const rowOf = async (token: string, ticketId: string) => ((await search(token)).json().entities as Row[]).find((row) => row.id === ticketId)!;

  test('the Home division and a service level renamed through the api show in the next search; a rename behind its back only once forgotten', async () => {
    const agent = await createAgent(t, WORK);
    const created = await call('POST', 'tickets', agent.token, { title: 'Cache facts ticket', description: 'Shows the Home division and a badge', customerId });
    assert.equal(created.statusCode, 201, created.body);
    const ticketId = created.json().id as string;
    const first = await rowOf(agent.token, ticketId);
    assert.ok(first.sla, 'the default service level applies to a new ticket');

    // Behind the api's back: the agent's next search still shows what it remembered.
    const home = await homeDivisionOf(t.app.db, organizationId);
    await t.app.db.updateTable('divisions').set({ name: 'Home by hand' }).where('id', '=', home.id).execute();
    await t.app.db.updateTable('sla_policies').set({ name: 'Policy by hand' }).where('id', '=', first.sla.policy.id).execute();
    const remembered = await rowOf(agent.token, ticketId);
    assert.equal(remembered.division.name, first.division.name);
    assert.equal(remembered.sla?.policy.name, first.sla.policy.name);
    assert.equal((await call('GET', `tickets/${ticketId}`, agent.token)).json().sla.policy.name, first.sla.policy.name);

    const policy = (await call('GET', `slas/${first.sla.policy.id}`, admin)).json();
    const renamed = await call('PUT', `slas/${policy.id}`, admin, {
      name: 'Cache facts policy',
      description: policy.description,
      enabled: policy.enabled,
      scheduleId: policy.schedule.id,
      conditions: policy.conditions,
      targets: policy.targets,
      escalations: policy.escalations,
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const afterPolicy = await rowOf(agent.token, ticketId);
    assert.equal(afterPolicy.sla?.policy.name, 'Cache facts policy');
    assert.equal(afterPolicy.division.name, 'Home by hand', 'any such change forgets everything remembered');
    assert.equal((await call('GET', `tickets/${ticketId}`, agent.token)).json().sla.policy.name, 'Cache facts policy');

    const homeRenamed = await call('PUT', `divisions/${home.id}`, admin, { name: 'Cache facts home', description: null });
    assert.equal(homeRenamed.statusCode, 200, homeRenamed.body);
    assert.equal((await rowOf(agent.token, ticketId)).division.name, 'Cache facts home');
    await t.app.db.updateTable('divisions').set({ name: home.name }).where('id', '=', home.id).execute();
    await t.app.permissionCache.forgetAll();
  });
});

describe('what counts as a change of who may do what', () => {
  test('writes under users, roles, divisions, oauth, slas, schedules and statuses; not reads, not searches, not other areas', () => {
    assert.ok(changesAuthorization('PUT', '/api/v1/users'));
    assert.ok(changesAuthorization('PATCH', '/api/v1/users/:id/roles/replace'));
    assert.ok(changesAuthorization('PUT', '/api/v1/roles/:id'));
    assert.ok(changesAuthorization('DELETE', '/api/v1/divisions/:id'));
    assert.ok(changesAuthorization('POST', '/api/v1/oauth/Logout'));
    assert.ok(changesAuthorization('POST', '/api/v1/users/me/password'));
    assert.ok(changesAuthorization('PUT', '/api/v1/slas/:id'));
    assert.ok(changesAuthorization('PUT', '/api/v1/slas/order'));
    assert.ok(changesAuthorization('DELETE', '/api/v1/schedules/:id'));
    assert.ok(changesAuthorization('PUT', '/api/v1/statuses/:id'));
    assert.ok(!changesAuthorization('GET', '/api/v1/users/me'));
    assert.ok(!changesAuthorization('POST', '/api/v1/users/search'));
    assert.ok(!changesAuthorization('POST', '/api/v1/tickets/search'));
    assert.ok(!changesAuthorization('POST', '/api/v1/tickets'));
    assert.ok(!changesAuthorization('POST', '/api/v1/usersx'));
  });
});

describe('PermissionCache', () => {
  test('a read that began before a forget is not remembered', () => {
    const cache = new PermissionCache<object>();
    const stamp = cache.stamp;
    cache.forgetLocally();
    cache.remember('k', {}, stamp);
    assert.equal(cache.lookup('k'), undefined);
    cache.remember('k', { fresh: true }, cache.stamp);
    assert.deepEqual(cache.lookup('k'), { fresh: true });
  });

  test('entries live their time to live at most, and the oldest leaves first when full', () => {
    let now = 1_000;
    const cache = new PermissionCache<object>(100, 2, () => now);
    cache.remember('a', { a: 1 }, cache.stamp);
    cache.remember('b', { b: 1 }, cache.stamp);
    cache.remember('c', { c: 1 }, cache.stamp);
    assert.equal(cache.lookup('a'), undefined);
    assert.deepEqual(cache.lookup('b'), { b: 1 });
    now += 100;
    assert.equal(cache.lookup('b'), undefined);
  });
});

describe('several api instances over one Redis', () => {
  let redis: Awaited<ReturnType<typeof testRedis>>;
  let first: TestApp;
  let second: FastifyInstance;
  before(async () => {
    redis = await testRedis();
    first = await startTestApp({}, { redisUrl: redis.url, push: fastPush() });
    second = databaseKind === 'postgres' ? await buildApp(first.config) : await buildApp(first.config, { db: first.app.db, firstStart: first.app.firstStart });
  });
  after(async () => {
    await second.close();
    await first.close();
    await redis.stop();
  });

  test('a permission taken away on one instance is refused on the other within moments', async () => {
    const agent = await createAgent(first, WORK);
    const firstAdmin = (await loginTokens(first.app)).access_token;
    assert.equal((await search(agent.token, second)).statusCode, 200);
    const role = (await first.app.db.selectFrom('user_roles').select('role_id').where('user_id', '=', agent.id).executeTakeFirstOrThrow()).role_id;
    const rewritten = await call('PUT', `roles/${role}`, firstAdmin, { name: `Cache role ${Date.now()}`, permissions: ['tickets:tickets:add'] }, first.app);
    assert.equal(rewritten.statusCode, 200, rewritten.body);
    const deadline = Date.now() + 5_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await search(agent.token, second)).statusCode;
    }
    assert.equal(status, 403);
  });

  test('a customer signed out on one instance is refused on the other within moments', async () => {
    const customer = await createCustomer(first, 'two.instances@example.com');
    const me = () => second.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(customer.token) });
    assert.equal((await me()).statusCode, 200);
    const signedOut = await first.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(customer.token) });
    assert.equal(signedOut.statusCode, 200, signedOut.body);
    const deadline = Date.now() + 5_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await me()).statusCode;
    }
    assert.equal(status, 401);
  });
});
