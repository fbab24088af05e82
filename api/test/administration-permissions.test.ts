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

const settingsBody = { name: 'Matrix Org', defaultLanguage: 'en-us', timeZone: 'UTC', dateFormat: 'DD/MM/YYYY', supportEmail: null, hubSelfRegistration: true, hubTitle: null };

const endpoints: Endpoint[] = [
  { method: 'POST', url: () => 'users/search', body: () => ({}), anyOf: ['directory:users:view'], success: 200 },
  { method: 'GET', url: (id) => `users/${id}?expand=roles`, anyOf: ['directory:users:view'], success: 200, target: userTarget },
  { method: 'PUT', url: () => 'users', body: (id) => ({ id, title: 'Matrix' }), anyOf: ['directory:users:edit'], success: 200, target: userTarget },
  { method: 'GET', url: () => 'organization/settings', anyOf: ['organization:settings:view'], success: 200 },
  { method: 'PUT', url: () => 'organization/settings', body: () => settingsBody, anyOf: ['organization:settings:edit'], success: 200 },
  { method: 'POST', url: () => 'audit/search', body: () => ({}), anyOf: ['organization:settings:edit'], success: 200 },
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
