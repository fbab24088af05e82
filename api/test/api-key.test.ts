import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// Database: PostgreSQL only. Under test: the API-key gate, the same on either engine.

const KEY = 'the-api-key-of-this-install';
const withKey = { 'x-api-key': KEY };

let t: TestApp;
let customer: TestCustomer;

before(async () => {
  t = await startTestApp({ API_KEY: KEY, PUBLIC_URL: 'https://support.example.com' });
  customer = await createCustomer(t, 'keyed@example.com');
});
after(async () => {
  await t.close();
});

const path = (url: string) => url.replace('https://support.example.com', '');

async function uploadedFile(): Promise<{ downloadUrl: string; downloadUrlWithToken: string }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/files/signedurl?${new URLSearchParams({ file: 'note.txt', fileType: 'text/plain' })}`,
    headers: { ...bearer(customer.token), ...withKey },
  });
  assert.equal(response.statusCode, 200, response.body);
  const signed = response.json() as { url: string; downloadUrl: string; downloadUrlWithToken: string };
  const upload = await t.app.inject({ method: 'PUT', url: path(signed.url), headers: { 'content-type': 'text/plain', ...withKey }, payload: 'hello' });
  assert.equal(upload.statusCode, 200, upload.body);
  return signed;
}

describe('API_KEY mode', () => {
  test('/env.json never carries the key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/env.json' });
    assert.equal(response.statusCode, 200);
    assert.equal('apiKey' in response.json(), false);
    assert.equal(response.body.includes(KEY), false);
  });

  test('the check judges the routed path: an encoded or oddly spelled /api/ path still needs the key', async () => {
    const encoded = await t.app.inject({ method: 'GET', url: '/%61pi/v1/users/me', headers: bearer(customer.token) });
    assert.equal(encoded.statusCode, 401);
    assert.equal(encoded.json().code, 'INVALID_API_KEY');
    // With the key the same spelling reaches the route (which then wants an agent's token).
    const keyed = await t.app.inject({ method: 'GET', url: '/%61pi/v1/users/me', headers: withKey });
    assert.equal(keyed.json().code, 'UNAUTHENTICATED');

    for (const url of ['/api/v1/users/me/', '//api/v1/users/me', '/API/v1/users/me', '/api//v1/users/me', '/%2561pi/v1/users/me', '/x/../api/v1/users/me', '/api/v1/users/%6de']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.ok(response.statusCode === 401 || response.statusCode === 404, `${url}: ${response.statusCode}`);
      // UNAUTHENTICATED would mean the route ran without the key.
      assert.notEqual(response.json().code, 'UNAUTHENTICATED', url);
      if (response.statusCode === 401) assert.equal(response.json().code, 'INVALID_API_KEY', url);
    }
  });

  test('a "signature" parameter alone opens nothing', async () => {
    const file = await uploadedFile();
    const id = path(file.downloadUrl).split('/').pop()!;
    const urls = [
      `/api/v1/files/${id}?signature=anything`,
      `/api/v1/files/signedurl?file=a.txt&fileType=text%2Fplain&signature=anything`,
      `/api/v1/files/${id}/content?expires=99999999999999&signature=anything`,
      `/api/v1/files/${id}/content?signature=anything`,
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(customer.token) });
      assert.equal(response.statusCode, 401, url);
      assert.equal(response.json().code, 'INVALID_API_KEY', url);
    }
    // Another file's valid signature does not open this one.
    const other = await uploadedFile();
    const otherQuery = path(other.downloadUrlWithToken).split('?')[1];
    const swapped = await t.app.inject({ method: 'GET', url: `/api/v1/files/${id}/content?${otherQuery}` });
    assert.equal(swapped.json().code, 'INVALID_API_KEY');
  });

  test('a validly signed download link works without the key', async () => {
    const file = await uploadedFile();
    const response = await t.app.inject({ method: 'GET', url: path(file.downloadUrlWithToken) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, 'hello');
  });

  test('health, docs and the front end stay open; push negotiate needs the key', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/env.json' })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode, 200);
    const negotiate = await t.app.inject({ method: 'POST', url: '/api/hubs/notification/negotiate' });
    assert.equal(negotiate.json().code, 'INVALID_API_KEY');
  });
});
