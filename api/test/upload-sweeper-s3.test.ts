// The upload sweeper with files in an S3-compatible bucket (s3rver on 127.0.0.1): an unattached
// upload past the grace period leaves the bucket too; an attached one stays.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { AwsClient } from 'aws4fetch';
import { sql } from 'kysely';
import S3rver from 's3rver';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer } from './hub-fixtures.js';
import { freePort } from './smtp.js';

const BUCKET = 'switchboard-sweep';
const PUBLIC_URL = 'https://files.example.com';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let t: TestApp;

before(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'sb-s3-sweep-'));
  const port = await freePort();
  s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await startTestApp({ PUBLIC_URL, S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' });
});
after(async () => {
  await t.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const client = () => new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', service: 's3' });

async function inBucket(key: string): Promise<boolean> {
  const response = await client().fetch(`${endpoint}/${BUCKET}/${key.split('/').map(encodeURIComponent).join('/')}`, { method: 'GET' });
  await response.arrayBuffer();
  return response.ok;
}

test('an unattached upload past the grace period is removed from the bucket; an attached one stays', async () => {
  const customer = await createCustomer(t, 'sweep-bucket@example.com');
  const ticket = (await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title: 'S3', description: 'x' } })).json() as { id: string };
  const upload = async (name: string) => {
    const signed = (await t.app.inject({ method: 'GET', url: `/api/v1/files/signedurl?${new URLSearchParams({ file: name, fileType: 'image/png' })}`, headers: bearer(customer.token) })).json() as { url: string; downloadUrl: string };
    const put = await t.app.inject({ method: 'PUT', url: signed.url.replace(PUBLIC_URL, ''), headers: { 'content-type': 'image/png' }, payload: Buffer.from('png') });
    assert.equal(put.statusCode, 200, put.body);
    const id = signed.downloadUrl.split('/').pop()!;
    const { storage_key: key } = await t.app.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, key, downloadUrl: signed.downloadUrl };
  };
  const orphan = await upload('orphan.png');
  const attached = await upload('kept.png');
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/v1/tickets/${ticket.id}/messages`,
    headers: bearer(customer.token),
    payload: { channel: 'email', message: '<p>x</p>', emailConfig: { to: [], cc: [], attachments: [{ fileName: 'kept.png', fileType: 'image/png', fileUrl: attached.downloadUrl, fileSize: 3 }] } },
  });
  assert.equal(saved.statusCode, 201, saved.body);
  await sql`update files set created_at = now() - interval '25 hours' where id in (${sql.join([orphan.id, attached.id])})`.execute(t.app.db);
  assert.equal(await inBucket(orphan.key), true);

  assert.equal(await t.app.uploadSweeper.sweep(), 1);
  assert.equal(await inBucket(orphan.key), false);
  assert.equal(await inBucket(attached.key), true);
});
