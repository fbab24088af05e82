import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashPassword } from '../src/features/auth/passwords.js';
import { withLogo } from '../src/features/mail/worker.js';
import { mailingTestApp } from './smtp.js';

// The organisation's logo heads the mail it sends, except mail to an address not yet proven.

const mailing = mailingTestApp();

async function setLogo(): Promise<string> {
  const { db, firstStart } = mailing.t.app;
  const file = await db
    .insertInto('files')
    .values({ organization_id: firstStart.organizationId, folder: 'logos', file_name: 'logo.png', storage_key: 'logos/logo.png', content_type: 'image/png', secured: true, created_by: 'user:x', upload_expires_at: new Date(), uploaded_at: new Date(), size: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('organizations').set({ logo_file_id: file.id, logo_url: `/api/v1/images/${file.id}` }).where('id', '=', firstStart.organizationId).execute();
  return file.id;
}

describe('the logo in mail', () => {
  test('an agent’s reset mail shows the logo from the public address; a registration code mail does not', async () => {
    const fileId = await setLogo();
    const { app } = mailing.t;
    const email = `logo.agent.${Date.now()}@switchboard.test`;
    await app.db.insertInto('users').values({ organization_id: app.firstStart.organizationId, name: 'Logo Agent', email, password_hash: await hashPassword('a-password-1234') }).execute();
    const forgot = await app.inject({ method: 'POST', url: '/api/v1/oauth/password/forgot', payload: { email }, remoteAddress: '10.61.0.1' });
    assert.equal(forgot.statusCode, 202, forgot.body);

    const registrant = `logo.customer.${Date.now()}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Logo Customer', email: registrant, phone: '+1 555 0100', password: 'a-long-password-1', organization: app.firstStart.organizationId },
      remoteAddress: '10.61.0.2',
    });
    assert.ok(registered.statusCode < 300, registered.body);

    await app.mailWorker.drain();
    const reset = mailing.smtp.mailsTo(email).at(-1);
    assert.ok(reset?.html, 'the reset mail has an HTML body');
    assert.ok(String(reset.html).includes(`<img src="https://help.example.com/api/v1/images/${fileId}"`), String(reset.html));
    const otp = mailing.smtp.mailsTo(registrant).at(-1);
    assert.ok(otp, 'the code mail was sent');
    assert.ok(!String(otp.html).includes('/api/v1/images/'), 'no logo before the address is proven');
  });

  test('the logo goes right after <body>, its address and name escaped', () => {
    const html = withLogo('<html><body style="x"><p>Hi</p></body></html>', { url: 'https://x.test/a"b', name: 'A & <B>' });
    assert.equal(html, '<html><body style="x"><p><img src="https://x.test/a&quot;b" alt="A &amp; &lt;B&gt;" height="40" style="height:40px;width:auto;border:0"></p><p>Hi</p></body></html>');
  });
});
