import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { OrganizationSettings, OrganizationSettingsWrite } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createOrganization } from './hub-fixtures.js';

let ip = 0;
/** Each call from its own address keeps the per-address limits out of the way. */
const nextIp = () => `10.4.${Math.floor(++ip / 250)}.${ip % 250}`;

const t = testAppForSuite({}, {}, async () => {
  editor = await createAgent(t, ['organization:settings:view', 'organization:settings:edit']);
  viewer = await createAgent(t, ['organization:settings:view']);
  outsider = await createAgent(t, ['tickets:tickets:view']);
  otherOrganizationId = await createOrganization(t, 'Other org (settings)');
  otherEditor = await createAgent(t, ['organization:settings:view', 'organization:settings:edit'], { organizationId: otherOrganizationId });
});
let editor: TestAgent;
let viewer: TestAgent;
let outsider: TestAgent;
let otherEditor: TestAgent;
let otherOrganizationId: string;

const getSettings = (token: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/v1/organization/settings', headers: token ? bearer(token) : {}, remoteAddress: nextIp() });
const putSettings = (token: string | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/organization/settings', headers: token ? bearer(token) : {}, payload, remoteAddress: nextIp() });

const valid = (extra: Partial<Record<keyof OrganizationSettingsWrite, unknown>> = {}) => ({
  name: 'Acme Support',
  defaultLanguage: 'fr-fr',
  timeZone: 'Europe/Paris',
  dateFormat: 'YYYY-MM-DD',
  supportEmail: 'help@acme.example',
  hubSelfRegistration: true,
  hubTitle: 'Acme help centre',
  ...extra,
});

const fieldsOf = (response: { json: () => { details?: { field: string }[] } }) => (response.json().details ?? []).map((d) => d.field);

describe('reading the settings', () => {
  test('a new organisation reads the defaults, its logo and name kept', async () => {
    const response = await getSettings(otherEditor.token);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      id: otherOrganizationId,
      name: 'Other org (settings)',
      logo: null,
      defaultLanguage: 'en-us',
      timeZone: 'UTC',
      dateFormat: 'DD/MM/YYYY',
      supportEmail: null,
      hubSelfRegistration: true,
      hubTitle: null,
    });
  });

  test('view alone is enough to read', async () => {
    assert.equal((await getSettings(viewer.token)).statusCode, 200);
  });

  test('without the view permission: 403', async () => {
    const response = await getSettings(outsider.token);
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().code, 'FORBIDDEN');
  });

  test('without a token: 401', async () => {
    assert.equal((await getSettings(null)).statusCode, 401);
    assert.equal((await putSettings(null, valid())).statusCode, 401);
  });
});

describe('saving the settings', () => {
  test('a PUT stores every field and answers them; GET and organization/me read them back', async () => {
    const saved = await putSettings(editor.token, valid());
    assert.equal(saved.statusCode, 200, saved.body);
    const expected: OrganizationSettings = { id: editor.organizationId, logo: null, ...valid() } as OrganizationSettings;
    assert.deepEqual(saved.json(), expected);
    assert.deepEqual((await getSettings(viewer.token)).json(), expected);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/organization/me', headers: bearer(viewer.token) });
    assert.equal(me.statusCode, 200);
    assert.deepEqual(me.json(), { id: editor.organizationId, name: 'Acme Support', logo: null, defaultLanguage: 'fr-fr', timeZone: 'Europe/Paris', dateFormat: 'YYYY-MM-DD' });
  });

  test('blank optional texts are cleared and the name is trimmed', async () => {
    const response = await putSettings(editor.token, valid({ name: '  Acme  ', supportEmail: '  ', hubTitle: null, timeZone: 'UTC' }));
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.name, 'Acme');
    assert.equal(body.supportEmail, null);
    assert.equal(body.hubTitle, null);
    assert.equal(body.timeZone, 'UTC');
  });

  test('another organisation never sees these settings, nor changes them', async () => {
    await putSettings(editor.token, valid({ name: 'Mine only' }));
    const theirs = await putSettings(otherEditor.token, valid({ name: 'Theirs', hubSelfRegistration: false }));
    assert.equal(theirs.json().id, otherOrganizationId);
    const mine = (await getSettings(editor.token)).json();
    assert.equal(mine.id, editor.organizationId);
    assert.equal(mine.name, 'Mine only');
    assert.equal(mine.hubSelfRegistration, true);
    assert.equal((await getSettings(otherEditor.token)).json().name, 'Theirs');
  });

  test('view without edit: 403 and nothing changes', async () => {
    const before = (await getSettings(viewer.token)).json();
    const response = await putSettings(viewer.token, valid({ name: 'Not allowed' }));
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().code, 'FORBIDDEN');
    assert.deepEqual((await getSettings(viewer.token)).json(), before);
  });

  const invalid: { name: string; body: object; field: string }[] = [
    { name: 'a blank name', body: valid({ name: '   ' }), field: '/name' },
    { name: 'a name too long', body: valid({ name: 'x'.repeat(201) }), field: '/name' },
    { name: 'a language the product has not', body: valid({ defaultLanguage: 'xx-yy' }), field: '/defaultLanguage' },
    { name: 'an unknown time zone', body: valid({ timeZone: 'Mars/Olympus_Mons' }), field: '/timeZone' },
    { name: 'a date format outside the set', body: valid({ dateFormat: 'YY.M.D' }), field: '/dateFormat' },
    { name: 'a support email that is no address', body: valid({ supportEmail: 'not-an-address' }), field: '/supportEmail' },
    { name: 'self-registration that is no boolean', body: valid({ hubSelfRegistration: 'yes' }), field: '/hubSelfRegistration' },
    { name: 'a hub title too long', body: valid({ hubTitle: 'x'.repeat(121) }), field: '/hubTitle' },
    { name: 'a missing field', body: (({ dateFormat: _dropped, ...rest }) => rest)(valid()), field: '/dateFormat' },
    { name: 'an unknown field', body: valid({ logo: 'https://evil.example/logo.png' } as object), field: '/logo' },
  ];
  for (const { name, body, field } of invalid) {
    test(`${name}: 400 VALIDATION_FAILED naming ${field}, nothing stored`, async () => {
      const before = (await getSettings(editor.token)).json();
      const response = await putSettings(editor.token, body);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().code, 'VALIDATION_FAILED');
      assert.ok(fieldsOf(response).includes(field), response.body);
      assert.deepEqual((await getSettings(editor.token)).json(), before);
    });
  }
});

describe('hub self-registration', () => {
  const register = (organization: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Asha Rao Iyer', email, phone: '+91 98765 43210', password: 'sunflower-4242', organization },
      remoteAddress: nextIp(),
    });

  test('switched off: the hub refuses new accounts with 403 REGISTRATION_DISABLED; on again: accepted', async () => {
    await putSettings(otherEditor.token, valid({ hubSelfRegistration: false }));
    const refused = await register(otherOrganizationId, 'closed@example.com');
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().code, 'REGISTRATION_DISABLED');
    const pending = await t.app.db.selectFrom('pending_registrations').select('id').where('organization_id', '=', otherOrganizationId).execute();
    assert.equal(pending.length, 0);

    await putSettings(otherEditor.token, valid({ hubSelfRegistration: true }));
    const accepted = await register(otherOrganizationId, 'open@example.com');
    assert.equal(accepted.statusCode, 200, accepted.body);
  });
});
