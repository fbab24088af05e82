// The upload sweeper with files in an S3-compatible bucket (s3rver on 127.0.0.1): an unattached
// upload past the grace period leaves the bucket too; an attached one stays.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { bearer } from './helpers.js';
import { createCustomer } from './hub-fixtures.js';
import { bucketTestApp } from './s3-fixtures.js';

// Database: PostgreSQL only. Under test: the upload sweeper against an S3 bucket, the same on either engine.

const BUCKET = 'switchboard-sweep';
const PUBLIC_URL = 'https://files.example.com';
const s3 = bucketTestApp(BUCKET, { PUBLIC_URL });

async function inBucket(key: string): Promise<boolean> {
  const response = await s3.bucket.object(key);
  await response.arrayBuffer();
  return response.ok;
}

test('an unattached upload past the grace period is removed from the bucket; an attached one stays', async () => {
  const customer = await createCustomer(s3.t, 'sweep-bucket@example.com');
  const ticket = (await s3.t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title: 'S3', description: 'x' } })).json() as { id: string };
  const upload = async (name: string) => {
    const signed = (await s3.t.app.inject({ method: 'GET', url: `/api/v1/files/signedurl?${new URLSearchParams({ file: name, fileType: 'image/png' })}`, headers: bearer(customer.token) })).json() as { url: string; downloadUrl: string };
    const put = await s3.t.app.inject({ method: 'PUT', url: signed.url.replace(PUBLIC_URL, ''), headers: { 'content-type': 'image/png' }, payload: Buffer.from('png') });
    assert.equal(put.statusCode, 200, put.body);
    const id = signed.downloadUrl.split('/').pop()!;
    const { storage_key: key } = await s3.t.app.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, key, downloadUrl: signed.downloadUrl };
  };
  const orphan = await upload('orphan.png');
  const attached = await upload('kept.png');
  const saved = await s3.t.app.inject({
    method: 'POST',
    url: `/api/v1/tickets/${ticket.id}/messages`,
    headers: bearer(customer.token),
    payload: { channel: 'email', message: '<p>x</p>', emailConfig: { to: [], cc: [], attachments: [{ fileName: 'kept.png', fileType: 'image/png', fileUrl: attached.downloadUrl, fileSize: 3 }] } },
  });
  assert.equal(saved.statusCode, 201, saved.body);
  await sql`update files set created_at = now() - interval '25 hours' where id in (${sql.join([orphan.id, attached.id])})`.execute(s3.t.app.db);
  assert.equal(await inBucket(orphan.key), true);

  assert.equal(await s3.t.app.uploadSweeper.sweep(), 1);
  assert.equal(await inBucket(orphan.key), false);
  assert.equal(await inBucket(attached.key), true);
});
