// Files in an S3-compatible bucket: an S3 API server (s3rver; it checks the access key
// but not SigV4 signatures) runs on 127.0.0.1; uploads land in its bucket, not on the api's disk, and come back
// through the api's signed links.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { loadConfig } from '../src/config.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer } from './hub-fixtures.js';
import { freePort } from './smtp.js';

const BUCKET = 'switchboard-files';
const PUBLIC_URL = 'https://files.example.com';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let t: TestApp;

before(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'sb-s3-'));
  const port = await freePort();
  s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await startTestApp({
    PUBLIC_URL,
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  });
});
after(async () => {
  await t.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const pathOf = (link: string) => link.replace(PUBLIC_URL, '');

test('an upload is stored in the bucket and downloaded through the signed link', async () => {
  const customer = await createCustomer(t, 'bucket@example.com');
  const signed = (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/files/signedurl?${new URLSearchParams({ file: 'invoice.pdf', fileType: 'application/pdf', folder: 'inline-attachments' })}`,
      headers: bearer(customer.token),
    })
  ).json();
  const body = Buffer.from('%PDF-1.4 two charges');
  const uploaded = await t.app.inject({ method: 'PUT', url: pathOf(signed.url), headers: { 'content-type': 'application/pdf' }, payload: body });
  assert.equal(uploaded.statusCode, 200, uploaded.body);

  const downloaded = await t.app.inject({ method: 'GET', url: pathOf(signed.downloadUrlWithToken) });
  assert.equal(downloaded.statusCode, 200);
  assert.equal(downloaded.headers['content-type'], 'application/pdf');
  assert.deepEqual(downloaded.rawPayload, body);

  // The object is in the bucket under the organisation's prefix, with its content type; nothing on disk.
  const row = await t.app.db.selectFrom('files').select('storage_key').where('file_name', '=', 'invoice.pdf').executeTakeFirstOrThrow();
  assert.ok(row.storage_key.startsWith(`${customer.organizationId}/inline-attachments/`));
  const client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', service: 's3' });
  const object = await client.fetch(`${endpoint}/${BUCKET}/${row.storage_key.split('/').map(encodeURIComponent).join('/')}`);
  assert.equal(object.status, 200);
  assert.equal(object.headers.get('content-type'), 'application/pdf');
  assert.deepEqual(Buffer.from(await object.arrayBuffer()), body);
  assert.equal(existsSync(t.config.files.storageDir), false);
});

test('an unknown S3 access key fails the upload and leaves the link usable for another try', async () => {
  const wrong = await startTestApp({ PUBLIC_URL, S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY: 'NOT-A-KEY', S3_SECRET_KEY: 'S3RVER' });
  try {
    const customer = await createCustomer(wrong, 'wrong@example.com');
    const signed = (
      await wrong.app.inject({ method: 'GET', url: `/api/v1/files/signedurl?file=a.txt&fileType=text/plain`, headers: bearer(customer.token) })
    ).json();
    const uploaded = await wrong.app.inject({ method: 'PUT', url: pathOf(signed.url), headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    assert.ok(uploaded.statusCode >= 500, `the store refused: ${uploaded.statusCode}`);
    const row = await wrong.app.db.selectFrom('files').select(['uploaded_at']).where('file_name', '=', 'a.txt').executeTakeFirstOrThrow();
    assert.equal(row.uploaded_at, null);
  } finally {
    await wrong.close();
  }
});

test('half an S3 configuration is refused at start with the missing names', () => {
  assert.throws(
    () => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: BUCKET, DATA_DIR: mkdtempSync(join(tmpdir(), 'sb-cfg-')) }),
    /S3 storage needs all of .*missing S3_ACCESS_KEY, S3_SECRET_KEY/,
  );
});
