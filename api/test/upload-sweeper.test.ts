import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { referencedFileIds } from '../src/features/tickets/files/upload-sweeper.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// Upload slots no message refers to are removed (row and stored object) after the grace period;
// files a saved message links to, in its body or its attachments, stay.

const PUBLIC = 'https://support.example.com';
let alice: TestCustomer;
let ticketId: string;

const t = testAppForSuite({ PUBLIC_URL: PUBLIC, UPLOAD_SWEEP_GRACE_MS: String(24 * 60 * 60 * 1000) }, {}, async () => {
  alice = await createCustomer(t, 'sweep-alice@example.com');
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(alice.token), payload: { title: 'Files', description: 'Here' } });
  ticketId = (created.json() as { id: string }).id;
});

interface Upload {
  id: string;
  downloadUrl: string;
  downloadUrlWithToken: string;
  storedAt: string;
}

/** A signed slot, with its body uploaded unless `upload` is false. */
async function upload(name: string, uploadBody = true): Promise<Upload> {
  const signed = await t.app.inject({ method: 'GET', url: `/api/v1/files/signedurl?${new URLSearchParams({ file: name, fileType: 'image/png' })}`, headers: bearer(alice.token) });
  assert.equal(signed.statusCode, 200, signed.body);
  const { url, downloadUrl, downloadUrlWithToken } = signed.json() as { url: string; downloadUrl: string; downloadUrlWithToken: string };
  if (uploadBody) {
    const put = await t.app.inject({ method: 'PUT', url: url.replace(PUBLIC, ''), headers: { 'content-type': 'image/png' }, payload: Buffer.from('png bytes') });
    assert.equal(put.statusCode, 200, put.body);
  }
  const id = downloadUrl.split('/').pop()!;
  const row = await t.app.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, downloadUrl, downloadUrlWithToken, storedAt: resolve(t.config.files.storageDir, row.storage_key) };
}

/** Makes files look older than the grace period. */
async function age(...files: Upload[]): Promise<void> {
  await sql`update files set created_at = now() - interval '25 hours' where id in (${sql.join(files.map((f) => f.id))})`.execute(t.app.db);
}

const rowExists = async (file: Upload) => (await t.app.db.selectFrom('files').select('id').where('id', '=', file.id).executeTakeFirst()) !== undefined;

test('unattached uploads past the grace period go (row and object); attached and recent ones stay', async () => {
  const orphan = await upload('orphan.png');
  const neverUploaded = await upload('never.png', false);
  const asAttachment = await upload('attached.png');
  const inBody = await upload('inline.png');
  const laterInDraft = await upload('later.png');
  const recent = await upload('recent.png');

  const draft = await t.app.inject({
    method: 'POST',
    url: `/api/v1/tickets/${ticketId}/messages`,
    headers: bearer(alice.token),
    payload: {
      channel: 'email',
      message: `<p>See <img src="${inBody.downloadUrlWithToken}"></p>`,
      emailConfig: { to: [], cc: [], attachments: [{ fileName: 'attached.png', fileType: 'image/png', fileUrl: asAttachment.downloadUrl, fileSize: 9 }] },
    },
  });
  assert.equal(draft.statusCode, 201, draft.body);
  // An update attaches too.
  const updated = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/tickets/${ticketId}/messages`,
    headers: bearer(alice.token),
    payload: {
      id: (draft.json() as { id: string }).id,
      channel: 'email',
      message: `<p>See <img src="${inBody.downloadUrlWithToken}"> and <img src="${laterInDraft.downloadUrlWithToken}"></p>`,
      emailConfig: { to: [], cc: [], attachments: [{ fileName: 'attached.png', fileType: 'image/png', fileUrl: asAttachment.downloadUrl, fileSize: 9 }] },
    },
  });
  assert.equal(updated.statusCode, 200, updated.body);

  await age(orphan, neverUploaded, asAttachment, inBody, laterInDraft);
  assert.ok(existsSync(orphan.storedAt));
  assert.equal(await t.app.uploadSweeper.sweep(), 2);

  assert.equal(await rowExists(orphan), false);
  assert.equal(existsSync(orphan.storedAt), false);
  assert.equal(await rowExists(neverUploaded), false);
  for (const kept of [asAttachment, inBody, laterInDraft, recent]) {
    assert.equal(await rowExists(kept), true);
    assert.ok(existsSync(kept.storedAt), `${kept.id} still stored`);
  }
  // The orphan's links are dead; the attached file still downloads.
  assert.equal((await t.app.inject({ method: 'GET', url: orphan.downloadUrl.replace(PUBLIC, ''), headers: bearer(alice.token) })).statusCode, 404);
  assert.equal((await t.app.inject({ method: 'GET', url: asAttachment.downloadUrl.replace(PUBLIC, ''), headers: bearer(alice.token) })).statusCode, 200);
  // Nothing left to do.
  assert.equal(await t.app.uploadSweeper.sweep(), 0);
});

test('a message in another organisation cannot keep (or learn about) our files', async () => {
  const { createOrganization } = await import('./hub-fixtures.js');
  const stranger = await createCustomer(t, 'sweep-stranger@example.com', await createOrganization(t, 'Sweep Elsewhere'));
  const target = await upload('target.png');
  const theirs = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(stranger.token), payload: { title: 'Mine', description: 'x' } });
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/v1/tickets/${(theirs.json() as { id: string }).id}/messages`,
    headers: bearer(stranger.token),
    payload: { channel: 'email', message: `<p><img src="${target.downloadUrlWithToken}"></p>`, emailConfig: { to: [], cc: [], attachments: [] } },
  });
  assert.equal(saved.statusCode, 201, saved.body);
  await age(target);
  assert.equal(await t.app.uploadSweeper.sweep(), 1);
  assert.equal(await rowExists(target), false);
});

test('links are found in any form: relative, absolute, signed, upper case', () => {
  const id = '0b7c6a52-6f1e-4d7a-9d59-2f4f0f0f9a11';
  assert.deepEqual(referencedFileIds([`<img src="/api/v1/files/${id}/content?expires=1&signature=x">`, `[{"fileUrl":"${PUBLIC}/api/v1/files/${id.toUpperCase()}"}]`]), [id]);
  assert.deepEqual(referencedFileIds(['<img src="https://elsewhere.example/x.png">']), []);
});

test('defaults: swept after 24 hours, every hour', () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: join(tmpdir(), 'sb-sweep-defaults'), JWT_SECRET: 'Zq8vN3xK7pL2mR9tW4yB6cF1hJ5sD0gA' });
  assert.deepEqual(config.quotas.uploadSweep, { graceMs: 86_400_000, intervalMs: 3_600_000 });
});
