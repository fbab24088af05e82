import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ALL_PERMISSIONS } from '@switchboard/shared/contracts';
import { SignJWT } from 'jose';
import { createRole, createUser } from '../src/features/directory/users/index.js';
import { ADMIN_EMAIL, bearer, loginTokens, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let adminToken: string;
before(async () => {
  t = await startTestApp();
  adminToken = (await loginTokens(t.app)).access_token;
});
after(async () => {
  await t.close();
});

describe('GET /api/v1/users/me', () => {
  test('without expand: the agent without authorization', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(adminToken) });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.email, ADMIN_EMAIL);
    assert.equal(body.name, 'Administrator');
    assert.equal(body.profilePicture, null);
    assert.match(body.id, /^[0-9a-f-]{36}$/);
    assert.equal('authorization' in body, false);
  });

  test('expand=authorization: the administrator holds every permission, sorted', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me?expand=authorization', headers: bearer(adminToken) });
    assert.equal(response.statusCode, 200);
    const { permissions } = response.json().authorization;
    assert.deepEqual(permissions, [...ALL_PERMISSIONS].sort());
  });

  test('permissions are the sorted union of all the agent’s roles', async () => {
    const organizationId = t.app.firstStart.organizationId;
    const viewers = await createRole(t.app.db, { organizationId, name: 'Viewers', permissions: ['tickets:tickets:view', 'analytics:statusDashboard:view'] });
    const editors = await createRole(t.app.db, { organizationId, name: 'Editors', permissions: ['tickets:tickets:view', 'tickets:tickets:edit'] });
    await createUser(t.app.db, { organizationId, name: 'Two Roles', email: 'two.roles@switchboard.test', password: 'two-roles-pass', roleIds: [viewers.id, editors.id] });
    const { access_token } = await loginTokens(t.app, 'two.roles@switchboard.test', 'two-roles-pass');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me?expand=authorization', headers: bearer(access_token) });
    assert.deepEqual(response.json().authorization.permissions, ['analytics:statusDashboard:view', 'tickets:tickets:edit', 'tickets:tickets:view']);
  });

  test('401 UNAUTHENTICATED without a token, with garbage, and with a token signed by another key', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    for (const headers of [{}, bearer('garbage'), { authorization: 'Basic abc' }, bearer(forged)]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 'UNAUTHENTICATED');
    }
  });

  test('an expired access token answers 401 TOKEN_EXPIRED', async () => {
    const expired = await new SignJWT({ org: t.app.firstStart.organizationId, sid: '00000000-0000-0000-0000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setIssuer('switchboard')
      .setAudience('switchboard-agent')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 13 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.config.jwtSecret);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(expired) });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'TOKEN_EXPIRED');
  });

  test('a disabled agent’s token stops working at once', async () => {
    const organizationId = t.app.firstStart.organizationId;
    const user = await createUser(t.app.db, { organizationId, name: 'Leaver', email: 'leaver@switchboard.test', password: 'leaver-pass', roleIds: [] });
    const { access_token } = await loginTokens(t.app, 'leaver@switchboard.test', 'leaver-pass');
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', user.id).execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(access_token) });
    assert.equal(response.statusCode, 401);
  });
});

describe('permission guard and tenancy', () => {
  test('403 FORBIDDEN without the permission; 404 for another organisation’s user', async () => {
    const organizationId = t.app.firstStart.organizationId;
    const role = await createRole(t.app.db, { organizationId, name: 'Ticket viewer', permissions: ['tickets:tickets:view'] });
    const viewer = await createUser(t.app.db, { organizationId, name: 'Viewer', email: 'viewer@switchboard.test', password: 'viewer-pass', roleIds: [role.id] });
    const viewerToken = (await loginTokens(t.app, 'viewer@switchboard.test', 'viewer-pass')).access_token;

    const refused = await t.app.inject({ method: 'GET', url: `/api/v1/users/${viewer.id}`, headers: bearer(viewerToken) });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'FORBIDDEN');

    const allowed = await t.app.inject({ method: 'GET', url: `/api/v1/users/${viewer.id}?expand=authorization`, headers: bearer(adminToken) });
    assert.equal(allowed.statusCode, 200);
    assert.deepEqual(allowed.json().authorization.permissions, ['tickets:tickets:view']);

    const otherOrg = await t.app.db.insertInto('organizations').values({ name: 'Elsewhere', logo_url: null }).returning('id').executeTakeFirstOrThrow();
    const stranger = await createUser(t.app.db, { organizationId: otherOrg.id, name: 'Stranger', email: 'stranger@elsewhere.test', password: 'stranger-pass', roleIds: [] });
    const hidden = await t.app.inject({ method: 'GET', url: `/api/v1/users/${stranger.id}`, headers: bearer(adminToken) });
    assert.equal(hidden.statusCode, 404);
    assert.equal(hidden.json().code, 'NOT_FOUND');
  });
});

describe('GET /api/v1/organization/me', () => {
  test('name, logo and regional defaults of the caller’s organisation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/organization/me', headers: bearer(adminToken) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { id: t.app.firstStart.organizationId, name: 'Switchboard', logo: null, defaultLanguage: 'en-us', timeZone: 'UTC', dateFormat: 'DD/MM/YYYY' });
  });

  test('401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/organization/me' });
    assert.equal(response.statusCode, 401);
  });
});
