import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// An agent's own name, picture and preferences; the organisation's logo; the public images route
// and the hub's branding.

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e2a1f60000000049454e44ae426082', 'hex');

const t = testAppForSuite({}, {}, async () => {
  alice = await createAgent(t, ['tickets:tickets:view', 'tickets:tickets:edit', 'tickets:tickets:add', 'tickets:customers:view'], { name: 'Alice Agent' });
  bob = await createAgent(t, ['tickets:tickets:view'], { name: 'Bob Agent' });
  editor = await createAgent(t, ['organization:settings:view', 'organization:settings:edit'], { name: 'Eddie Editor' });
  customer = await createCustomer(t, 'branding@example.com');
  otherOrganizationId = await createOrganization(t, 'Other org (profile)');
  stranger = await createAgent(t, ['tickets:tickets:view'], { organizationId: otherOrganizationId });
});
let alice: TestAgent;
let bob: TestAgent;
let editor: TestAgent;
let stranger: TestAgent;
let customer: TestCustomer;
let otherOrganizationId: string;

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Uploads a file through the signed-URL flow as `token`'s agent; answers its id. */
async function upload(token: string, body: Buffer = PNG, fileType = 'image/png', file = 'picture.png'): Promise<string> {
  const signed = await call('GET', `/api/v1/files/signedurl?${new URLSearchParams({ file, fileType, folder: 'pictures', secured: 'true' })}`, token);
  assert.equal(signed.statusCode, 200, signed.body);
  const url = new URL(signed.json().url);
  const put = await t.app.inject({ method: 'PUT', url: url.pathname + url.search, headers: { 'content-type': fileType }, payload: body });
  assert.equal(put.statusCode, 200, put.body);
  return url.pathname.split('/').pop()!;
}

describe('own profile', () => {
  test('an agent sets their picture from their upload; it is served publicly and cached for good', async () => {
    const fileId = await upload(alice.token);
    const unused = await t.app.inject({ method: 'GET', url: `/api/v1/images/${fileId}` });
    assert.equal(unused.statusCode, 404, 'an upload that is no picture or logo is not public');

    const response = await call('PUT', '/api/v1/users/me', alice.token, { name: '  Alice A. ', pictureFileId: fileId });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().name, 'Alice A.');
    assert.equal(response.json().profilePicture, `/api/v1/images/${fileId}`);

    const me = await call('GET', '/api/v1/users/me', alice.token);
    assert.equal(me.json().profilePicture, `/api/v1/images/${fileId}`);
    assert.equal(me.json().name, 'Alice A.');

    const image = await t.app.inject({ method: 'GET', url: `/api/v1/images/${fileId}` });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.match(String(image.headers['cache-control']), /public.*immutable/);
    assert.deepEqual(image.rawPayload, PNG);

    const removed = await call('PUT', '/api/v1/users/me', alice.token, { pictureFileId: null });
    assert.equal(removed.json().profilePicture, null);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/images/${fileId}` })).statusCode, 404, 'no longer public once removed');
  });

  test('only your own finished raster image can be your picture', async () => {
    const bobsFile = await upload(bob.token);
    const pdf = await upload(alice.token, Buffer.from('%PDF-1.4'), 'application/pdf', 'doc.pdf');
    for (const pictureFileId of [bobsFile, pdf, '00000000-0000-4000-8000-000000000000']) {
      const response = await call('PUT', '/api/v1/users/me', alice.token, { pictureFileId });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json().details.map((d: { field: string }) => d.field), ['/pictureFileId']);
    }
    assert.equal((await call('PUT', '/api/v1/users/me', alice.token, { name: '   ' })).statusCode, 400);
  });

  test('the profile change is in the audit log', async () => {
    await call('PUT', '/api/v1/users/me', bob.token, { name: 'Robert Agent' });
    const admin = await createAgent(t, ['organization:settings:edit', 'directory:users:view']);
    const log = await call('POST', '/api/v1/audit/search', admin.token, { filters: { entityType: 'user', entityId: bob.id } });
    assert.deepEqual(log.json().entities[0].after, { name: 'Robert Agent' });
    assert.deepEqual(log.json().entities[0].actor.id, bob.id);
  });
});

describe('preferences', () => {
  test('start unchosen, change one at a time, and come back with users/me', async () => {
    const fresh = await createAgent(t, ['tickets:tickets:view']);
    assert.deepEqual((await call('GET', '/api/v1/users/me', fresh.token)).json().preferences, { language: null, theme: null, mutedNotifications: [] });
    const first = await call('PUT', `/api/v1/users/${fresh.id}/preferences`, fresh.token, { language: 'ar-ae', theme: 'dark' });
    assert.equal(first.statusCode, 200, first.body);
    const second = await call('PUT', `/api/v1/users/${fresh.id}/preferences`, fresh.token, { mutedNotifications: ['status_update', 'status_update'] });
    assert.deepEqual(second.json(), { language: 'ar-ae', theme: 'dark', mutedNotifications: ['status_update'] });
    assert.deepEqual((await call('GET', '/api/v1/users/me', fresh.token)).json().preferences, second.json());
    const cleared = await call('PUT', `/api/v1/users/${fresh.id}/preferences`, fresh.token, { language: null });
    assert.equal(cleared.json().language, null);
  });

  test("a colleague's preferences are refused, another organisation's user is not found, nonsense is a 400", async () => {
    assert.equal((await call('PUT', `/api/v1/users/${bob.id}/preferences`, alice.token, { theme: 'dark' })).statusCode, 403);
    assert.equal((await call('PUT', `/api/v1/users/${stranger.id}/preferences`, alice.token, { theme: 'dark' })).statusCode, 404);
    const bad = await call('PUT', `/api/v1/users/${alice.id}/preferences`, alice.token, { language: 'xx-xx' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'VALIDATION_FAILED');
    assert.equal((await call('PUT', `/api/v1/users/${alice.id}/preferences`, alice.token, { mutedNotifications: ['nope'] })).statusCode, 400);
  });

  test('a muted notification type stays out of the bell; unmuted it comes back', async () => {
    const listener = await createAgent(t, ['tickets:tickets:view'], { name: 'Muted Listener' });
    const ticket = await call('POST', '/api/v1/tickets', alice.token, { customerId: customer.id, title: 'Mute me', description: 'x' });
    assert.equal(ticket.statusCode, 201, ticket.body);
    const unread = async () => (await call('GET', '/api/v1/notifications', listener.token)).json().entities.filter((n: { type: string }) => n.type === 'ticket_assigned').length;

    await call('PUT', `/api/v1/users/${listener.id}/preferences`, listener.token, { mutedNotifications: ['ticket_assigned'] });
    await call('PATCH', `/api/v1/tickets/${ticket.json().id}`, alice.token, { assigneeId: listener.id });
    await t.app.notifications.drain();
    assert.equal(await unread(), 0);

    await call('PUT', `/api/v1/users/${listener.id}/preferences`, listener.token, { mutedNotifications: [] });
    await call('PATCH', `/api/v1/tickets/${ticket.json().id}`, alice.token, { assigneeId: alice.id });
    await call('PATCH', `/api/v1/tickets/${ticket.json().id}`, alice.token, { assigneeId: listener.id });
    await t.app.notifications.drain();
    assert.equal(await unread(), 1);
  });
});

describe('the organisation logo', () => {
  test('an editor sets the logo; the top bar, the settings and the hub branding show it; null removes it', async () => {
    const fileId = await upload(editor.token, PNG, 'image/png', 'logo.png');
    const response = await call('PUT', '/api/v1/organization/logo', editor.token, { fileId });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().logo, `/api/v1/images/${fileId}`);
    assert.equal((await call('GET', '/api/v1/organization/me', bob.token)).json().logo, `/api/v1/images/${fileId}`);
    const branding = await t.app.inject({ method: 'GET', url: `/api/v1/auth/branding?organizationId=${t.app.firstStart.organizationId}` });
    assert.equal(branding.statusCode, 200, branding.body);
    assert.equal(branding.json().logo, `/api/v1/images/${fileId}`);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/images/${fileId}` })).statusCode, 200);

    const log = await call('POST', '/api/v1/audit/search', editor.token, { filters: { entityType: 'organization' } });
    assert.deepEqual(log.json().entities[0].after, { logo: `/api/v1/images/${fileId}` });

    assert.equal((await call('PUT', '/api/v1/organization/logo', editor.token, { fileId: null })).json().logo, null);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/images/${fileId}` })).statusCode, 404);
  });

  test("someone else's upload cannot become the logo", async () => {
    const response = await call('PUT', '/api/v1/organization/logo', editor.token, { fileId: await upload(alice.token) });
    assert.equal(response.statusCode, 400);
  });
});

describe('hub branding', () => {
  test('answers the hub title (the name when unset) and the registration switch, with no credentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/auth/branding?organizationId=${otherOrganizationId}` });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      id: otherOrganizationId,
      name: 'Other org (profile)',
      logo: null,
      title: 'Other org (profile)',
      selfRegistration: true,
      supportEmail: null,
      defaultLanguage: 'en-us',
    });
  });

  test('with several organisations and none named, there is no branding to show', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/auth/branding' })).statusCode, 404);
  });
});
