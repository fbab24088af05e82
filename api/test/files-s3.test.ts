// Files in an S3-compatible bucket: an S3 API server (s3rver; it checks the access key
// but not SigV4 signatures) runs on 127.0.0.1; uploads land in its bucket, not on the api's disk, and come back
// through the api's signed links.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../src/config.js';
import { bearer, withTestApp } from './helpers.js';
import { createCustomer } from './hub-fixtures.js';
import { bucketTestApp } from './s3-fixtures.js';

// Database: PostgreSQL only. Under test: file storage in an S3 bucket, the same on either engine.

const BUCKET = 'switchboard-files';
const PUBLIC_URL = 'https://files.example.com';
const s3 = bucketTestApp(BUCKET, { PUBLIC_URL });

const pathOf = (link: string) => link.replace(PUBLIC_URL, '');

test('an upload is stored in the bucket and downloaded through the signed link', async () => {
  const customer = await createCustomer(s3.t, 'bucket@example.com');
  const signed = (
    await s3.t.app.inject({
      method: 'GET',
      url: `/api/v1/files/signedurl?${new URLSearchParams({ file: 'invoice.pdf', fileType: 'application/pdf', folder: 'inline-attachments' })}`,
      headers: bearer(customer.token),
    })
  ).json();
  const body = Buffer.from('%PDF-1.4 two charges');
  const uploaded = await s3.t.app.inject({ method: 'PUT', url: pathOf(signed.url), headers: { 'content-type': 'application/pdf' }, payload: body });
  assert.equal(uploaded.statusCode, 200, uploaded.body);

  const downloaded = await s3.t.app.inject({ method: 'GET', url: pathOf(signed.downloadUrlWithToken) });
  assert.equal(downloaded.statusCode, 200);
  assert.equal(downloaded.headers['content-type'], 'application/pdf');
  assert.deepEqual(downloaded.rawPayload, body);

  // The object is in the bucket under the organisation's prefix, with its content type; nothing on disk.
  const row = await s3.t.app.db.selectFrom('files').select('storage_key').where('file_name', '=', 'invoice.pdf').executeTakeFirstOrThrow();
  assert.ok(row.storage_key.startsWith(`${customer.organizationId}/inline-attachments/`));
  const object = await s3.bucket.object(row.storage_key);
  assert.equal(object.status, 200);
  assert.equal(object.headers.get('content-type'), 'application/pdf');
  assert.deepEqual(Buffer.from(await object.arrayBuffer()), body);
  assert.equal(existsSync(s3.t.config.files.storageDir), false);
});

test('an unknown S3 access key fails the upload and leaves the link usable for another try', async () => {
  await withTestApp({ PUBLIC_URL, ...s3.bucket.env('NOT-A-KEY') }, async (wrong) => {
    const customer = await createCustomer(wrong, 'wrong@example.com');
    const signed = (
      await wrong.app.inject({ method: 'GET', url: `/api/v1/files/signedurl?file=a.txt&fileType=text/plain`, headers: bearer(customer.token) })
    ).json();
    const uploaded = await wrong.app.inject({ method: 'PUT', url: pathOf(signed.url), headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    assert.ok(uploaded.statusCode >= 500, `the store refused: ${uploaded.statusCode}`);
    const row = await wrong.app.db.selectFrom('files').select(['uploaded_at']).where('file_name', '=', 'a.txt').executeTakeFirstOrThrow();
    assert.equal(row.uploaded_at, null);
  });
});

test('half an S3 configuration is refused at start with the missing names', () => {
  assert.throws(
    () => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: BUCKET, DATA_DIR: mkdtempSync(join(tmpdir(), 'sb-cfg-')) }),
    /S3 storage needs all of .*missing S3_ACCESS_KEY, S3_SECRET_KEY/,
  );
});
