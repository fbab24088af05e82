import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AuditEntry, AuditSearchResponse } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createOrganization } from './hub-fixtures.js';

const ADMIN = ['organization:settings:view', 'organization:settings:edit', 'directory:users:view', 'directory:users:edit'] as const;

const t = testAppForSuite({}, {}, async () => {
  admin = await createAgent(t, ADMIN, { name: 'Ada Admin' });
  settingsOnly = await createAgent(t, ['organization:settings:view', 'organization:settings:edit']);
  usersOnly = await createAgent(t, ['directory:users:view', 'directory:users:edit']);
  colleague = await createAgent(t, ['tickets:tickets:view'], { name: 'Colin Colleague' });
  const other = await createOrganization(t, 'Other org (audit)');
  otherAdmin = await createAgent(t, ADMIN, { organizationId: other });
});
let admin: TestAgent;
let settingsOnly: TestAgent;
let usersOnly: TestAgent;
let colleague: TestAgent;
let otherAdmin: TestAgent;

const search = (token: string, payload: object = {}) => t.app.inject({ method: 'POST', url: '/api/v1/audit/search', headers: bearer(token), payload });
const entries = async (token: string, payload: object = {}): Promise<AuditEntry[]> => {
  const response = await search(token, payload);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<AuditSearchResponse>().entities;
};

const settings = { name: 'Audited Org', defaultLanguage: 'en-us', timeZone: 'UTC', dateFormat: 'DD/MM/YYYY', supportEmail: null, hubSelfRegistration: true, hubTitle: null };

describe('the audit log', () => {
  test('a settings change is logged with who did it and only the fields that changed', async () => {
    const put = (body: object) => t.app.inject({ method: 'PUT', url: '/api/v1/organization/settings', headers: bearer(admin.token), payload: body });
    assert.equal((await put(settings)).statusCode, 200);
    assert.equal((await put({ ...settings, timeZone: 'Europe/Berlin', hubTitle: 'Help' })).statusCode, 200);
    const [latest] = await entries(admin.token, { filters: { entityType: 'organization' } });
    assert.equal(latest.action, 'update');
    assert.deepEqual(latest.actor, { kind: 'user', id: admin.id, name: 'Ada Admin' });
    assert.equal(latest.entityId, admin.organizationId);
    assert.deepEqual(latest.before, { timeZone: 'UTC', hubTitle: null });
    assert.deepEqual(latest.after, { timeZone: 'Europe/Berlin', hubTitle: 'Help' });
  });

  test('saving without a change writes no entry', async () => {
    const before = (await entries(admin.token, { filters: { entityType: 'organization' } })).length;
    const body = { ...settings, timeZone: 'Europe/Berlin', hubTitle: 'Help' };
    assert.equal((await t.app.inject({ method: 'PUT', url: '/api/v1/organization/settings', headers: bearer(admin.token), payload: body })).statusCode, 200);
    assert.equal((await entries(admin.token, { filters: { entityType: 'organization' } })).length, before);
  });

  test('disabling a user is logged against that user, newest first', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: bearer(usersOnly.token), payload: { id: colleague.id, status: 'disabled' } });
    assert.equal(response.statusCode, 200, response.body);
    const list = await entries(admin.token, { filters: { entityType: 'user', entityId: colleague.id } });
    assert.equal(list.length, 1);
    assert.equal(list[0].entityName, 'Colin Colleague');
    assert.deepEqual(list[0].before, { status: 'active' });
    assert.deepEqual(list[0].after, { status: 'disabled' });
    const all = await entries(admin.token);
    assert.equal(all[0].entityType, 'user', 'the newest entry comes first');
    assert.ok(all.some((entry) => entry.entityType === 'organization'));
  });

  test('a reader sees only the entries of resources they may view', async () => {
    const visible = await entries(settingsOnly.token);
    assert.ok(visible.length > 0);
    assert.ok(visible.every((entry) => entry.entityType === 'organization'), 'no user entries without directory:users:view');
    assert.deepEqual(await entries(settingsOnly.token, { filters: { entityType: 'user' } }), []);
  });

  test('the log is closed without the settings edit permission, and another organisation sees none of it', async () => {
    assert.equal((await search(usersOnly.token)).statusCode, 403);
    assert.deepEqual(await entries(otherAdmin.token), []);
  });

  test('text searches the actor and the resource name; bad filters are refused with a code', async () => {
    const found = await entries(admin.token, { query: 'colin' });
    assert.ok(found.length > 0 && found.every((entry) => entry.entityName === 'Colin Colleague'));
    const bad = await search(admin.token, { filters: { entityType: 'nope' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'VALIDATION_FAILED');
  });
});
