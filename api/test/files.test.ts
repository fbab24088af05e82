import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { bearer, loginTokens, testAppForSuite, withTestApp } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

let alice: TestCustomer;
let stranger: TestCustomer;

const t = testAppForSuite({ FILE_MAX_BYTES: '1024', PUBLIC_URL: 'https://support.example.com' }, {}, async () => {
  alice = await createCustomer(t, 'alice@example.com');
  stranger = await createCustomer(t, 'eve@example.com', await createOrganization(t, 'Elsewhere'));
});

interface Signed {
  url: string;
  downloadUrl: string;
  downloadUrlWithToken: string;
  fileName: string;
}

/** Strips the public origin: inject takes paths. */
const path = (url: string) => url.replace('https://support.example.com', '');

async function signedUrl(query: Record<string, string>, token = alice.token) {
  return t.app.inject({ method: 'GET', url: `/api/v1/files/signedurl?${new URLSearchParams(query)}`, headers: bearer(token) });
}

const put = (url: string, body: string | Buffer, contentType: string) =>
  t.app.inject({ method: 'PUT', url: path(url), headers: { 'content-type': contentType }, payload: body });

describe('signed uploads', () => {
  test('upload once, then download with the bearer token and with the signed link', async () => {
    const response = await signedUrl({ file: '../../etc/My Report (final).pdf', fileType: 'application/pdf', folder: 'inline-attachments', secured: 'true' });
    assert.equal(response.statusCode, 200, response.body);
    const signed = response.json() as Signed;
    assert.equal(signed.fileName, 'My_Report_final_.pdf');
    assert.ok(signed.url.startsWith('https://support.example.com/api/v1/files/'));
    assert.match(signed.url, /\?expires=\d+&signature=/);

    const body = Buffer.from('%PDF-1.4 a tiny pdf');
    const upload = await put(signed.url, body, 'application/pdf');
    assert.equal(upload.statusCode, 200, upload.body);
    assert.equal(upload.json().size, body.length);

    // Stored under DATA_DIR/files/<org>/<folder>/<uuid>-<safe name>, nowhere else.
    const folder = resolve(t.config.files.storageDir, alice.organizationId, 'inline-attachments');
    const stored = readdirSync(folder);
    assert.equal(stored.length, 1);
    assert.match(stored[0]!, /^[0-9a-f-]{36}-My_Report_final_\.pdf$/);
    assert.ok(join(folder, stored[0]!).startsWith(t.config.dataDir));

    const second = await put(signed.url, Buffer.from('replacement'), 'application/pdf');
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().code, 'UPLOAD_LINK_INVALID');

    const download = await t.app.inject({ method: 'GET', url: path(signed.downloadUrl), headers: bearer(alice.token) });
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.deepEqual(download.rawPayload, body);

    const withoutToken = await t.app.inject({ method: 'GET', url: path(signed.downloadUrl) });
    assert.equal(withoutToken.statusCode, 401);
    const otherOrganisation = await t.app.inject({ method: 'GET', url: path(signed.downloadUrl), headers: bearer(stranger.token) });
    assert.equal(otherOrganisation.statusCode, 404);

    const viaLink = await t.app.inject({ method: 'GET', url: path(signed.downloadUrlWithToken) });
    assert.equal(viaLink.statusCode, 200);
    assert.deepEqual(viaLink.rawPayload, body);
    // Change the signature's first character to one it is not (a fixed letter would match 1 time in 64).
    const tamperedUrl = path(signed.downloadUrlWithToken).replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    const tampered = await t.app.inject({ method: 'GET', url: tamperedUrl });
    assert.equal(tampered.statusCode, 403);
  });

  test('agents get signed URLs too', async () => {
    const { access_token } = await loginTokens(t.app);
    const response = await signedUrl({ file: 'shot.png', fileType: 'image/png' }, access_token);
    assert.equal(response.statusCode, 200, response.body);
    const signed = response.json() as Signed;
    assert.equal((await put(signed.url, Buffer.from('png'), 'image/png')).statusCode, 200);
    const download = await t.app.inject({ method: 'GET', url: path(signed.downloadUrl), headers: bearer(access_token) });
    assert.equal(download.statusCode, 200);
  });

  test('an expired upload URL is refused', async () => {
    const signed = (await signedUrl({ file: 'late.txt', fileType: 'text/plain' })).json() as Signed;
    await t.app.db.updateTable('files').set({ upload_expires_at: new Date(Date.now() - 1000) }).where('file_name', '=', 'late.txt').execute();
    const late = await put(signed.url, 'hello', 'text/plain');
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().code, 'UPLOAD_LINK_INVALID');
    const expiredSignature = signed.url.replace(/expires=\d+/, 'expires=1000');
    assert.equal((await put(expiredSignature, 'hello', 'text/plain')).statusCode, 403);
  });

  test('oversize bodies, a wrong content type and disallowed types are refused', async () => {
    const signed = (await signedUrl({ file: 'notes.txt', fileType: 'text/plain' })).json() as Signed;
    const tooBig = await put(signed.url, Buffer.alloc(2048, 'a'), 'text/plain');
    assert.equal(tooBig.statusCode, 413);
    assert.equal(tooBig.json().code, 'PAYLOAD_TOO_LARGE');
    const wrongType = await put(signed.url, 'hello', 'text/html');
    assert.equal(wrongType.statusCode, 415);
    assert.equal((await put(signed.url, 'hello', 'text/plain')).statusCode, 200, 'refusals do not use up the URL');

    for (const fileType of ['text/html', 'image/svg+xml', 'application/x-msdownload']) {
      const refused = await signedUrl({ file: 'evil', fileType });
      assert.equal(refused.statusCode, 415, fileType);
      assert.equal(refused.json().code, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const badFolder = await signedUrl({ file: 'a.txt', fileType: 'text/plain', folder: '../../secrets' });
    assert.equal(badFolder.statusCode, 400);
    assert.equal(badFolder.json().details[0].field, '/folder');
  });

  test('signed URLs need a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/files/signedurl?file=a.txt&fileType=text/plain' });
    assert.equal(response.statusCode, 401);
  });
});

describe('signed links with API_KEY configured', () => {
  test('only a validly signed download link works without x-api-key; uploads and everything else need it', async () => {
    await withTestApp({ API_KEY: 'the-key', PUBLIC_URL: 'https://support.example.com' }, async (keyed) => {
      const customer = await createCustomer(keyed, 'keyed@example.com');
      const signed = (
        await keyed.app.inject({
          method: 'GET',
          url: `/api/v1/files/signedurl?${new URLSearchParams({ file: 'note.txt', fileType: 'text/plain' })}`,
          headers: { ...bearer(customer.token), 'x-api-key': 'the-key' },
        })
      ).json() as Signed;
      // A signed upload is an API call like any other: the proxy in front of the browser adds the key.
      const keyless = await keyed.app.inject({ method: 'PUT', url: path(signed.url), headers: { 'content-type': 'text/plain' }, payload: 'hello' });
      assert.equal(keyless.statusCode, 401);
      assert.equal(keyless.json().code, 'INVALID_API_KEY');
      const upload = await keyed.app.inject({ method: 'PUT', url: path(signed.url), headers: { 'content-type': 'text/plain', 'x-api-key': 'the-key' }, payload: 'hello' });
      assert.equal(upload.statusCode, 200, upload.body);
      // <img src> and <a href> cannot add a header: the signed download link needs none.
      const viaLink = await keyed.app.inject({ method: 'GET', url: path(signed.downloadUrlWithToken) });
      assert.equal(viaLink.statusCode, 200);
      assert.equal(viaLink.body, 'hello');
      // The bearer download and an unsigned link are ordinary API calls: the key is required.
      const bearerDownload = await keyed.app.inject({ method: 'GET', url: path(signed.downloadUrl), headers: bearer(customer.token) });
      assert.equal(bearerDownload.statusCode, 401);
      assert.equal(bearerDownload.json().code, 'INVALID_API_KEY');
      const unsigned = await keyed.app.inject({ method: 'GET', url: path(signed.downloadUrlWithToken).split('?')[0] });
      assert.equal(unsigned.json().code, 'INVALID_API_KEY');
    });
  });
});

describe('file settings', () => {
  test('defaults: DATA_DIR/files, 10 MB, 10-minute upload URLs; invalid values stop the start', async () => {
    const { loadConfig, ConfigError } = await import('../src/config.js');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const cwd = mkdtempSync(join(tmpdir(), 'sb-files-config-'));
    const config = loadConfig({ DATA_DIR: 'store', JWT_SECRET: 'Zr4qL8vN2xT6wB0mK5sH9cJ3pD7fG1yE' }, cwd);
    assert.equal(config.files.storageDir, join(cwd, 'store', 'files'));
    assert.equal(config.files.maxBytes, 10 * 1024 * 1024);
    assert.equal(config.files.uploadUrlTtlMs, 600_000);
    assert.throws(() => loadConfig({ FILE_MAX_BYTES: 'lots', JWT_SECRET: 'Zr4qL8vN2xT6wB0mK5sH9cJ3pD7fG1yE' }, cwd), (error: unknown) => error instanceof ConfigError && /FILE_MAX_BYTES/.test(error.message));
  });
});
