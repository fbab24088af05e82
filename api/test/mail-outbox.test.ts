import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { LOCALES } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { enqueueMail, renderAccountExistsMail, renderOtpMail, renderResetMail, retryDelayMs } from '../src/features/mail/index.js';
import { startTestApp, type TestApp } from './helpers.js';
import { freePort, otpFrom, startSmtpServer, type TestSmtpServer } from './smtp.js';

const registration = (email: string) => ({ name: 'Mail Tester', email, phone: '+31 20 123 4567', password: 'durable-12345' });

/** Lets a scheduled retry become due without waiting for the backoff. */
const makeDue = (t: TestApp) => sql`update mail_outbox set next_attempt_at = now() where sent_at is null`.execute(t.app.db);

describe('mail outbox with the SMTP server down', () => {
  let t: TestApp;
  let port: number;
  let smtp: TestSmtpServer | undefined;
  before(async () => {
    port = await freePort();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '3' });
  });
  after(async () => {
    await t.close();
    await smtp?.close();
  });

  test('registration succeeds, the mail waits with its error, and is delivered once the server listens', async () => {
    const email = 'patient@example.com';
    const registered = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration(email) });
    assert.equal(registered.statusCode, 200, registered.body);

    assert.deepEqual(await t.app.mailWorker.drain(), { sent: 0, retrying: 1, failed: 0 });
    const pending = await t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
    assert.equal(pending.attempts, 1);
    assert.equal(pending.sent_at, null);
    assert.match(pending.last_error ?? '', /ECONNREFUSED|connect/i);
    assert.ok(pending.next_attempt_at.getTime() > Date.now(), 'the retry is scheduled later');
    assert.ok(pending.text_body, 'the body is kept until delivered');
    // Not due yet: draining again does nothing.
    assert.deepEqual(await t.app.mailWorker.drain(), { sent: 0, retrying: 0, failed: 0 });

    smtp = await startSmtpServer(port);
    await makeDue(t);
    assert.deepEqual(await t.app.mailWorker.drain(), { sent: 1, retrying: 0, failed: 0 });
    const [mail] = smtp.mailsTo(email);
    assert.match(otpFrom(mail), /^\d{6}$/);
    const delivered = await t.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', pending.id).executeTakeFirstOrThrow();
    assert.ok(delivered.sent_at);
    assert.equal(delivered.last_error, null);
    assert.equal(delivered.attempts, 2);
    assert.ok(delivered.message_id);
  });

  test('the started worker delivers queued mail by itself and stops cleanly', async () => {
    assert.ok(smtp, 'runs after the server came up');
    const email = 'automatic@example.com';
    t.app.mailWorker.start();
    try {
      const registered = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration(email) });
      assert.equal(registered.statusCode, 200);
      const deadline = Date.now() + 5000;
      while (smtp.mailsTo(email).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      assert.equal(smtp.mailsTo(email).length, 1);
    } finally {
      await t.app.mailWorker.stop();
    }
  });

  test('after the last attempt a mail is kept as failed with its error', async () => {
    await smtp?.close();
    smtp = undefined;
    const id = await enqueueMail(t.app.db, { organizationId: null, kind: 'customer.otp', locale: 'en-us', to: 'gone@example.com', subject: 's', text: 't', html: '<p>t</p>' });
    for (const expected of [{ retrying: 1, failed: 0 }, { retrying: 1, failed: 0 }, { retrying: 0, failed: 1 }]) {
      await makeDue(t);
      const result = await t.app.mailWorker.drain();
      assert.deepEqual({ retrying: result.retrying, failed: result.failed }, expected);
    }
    const row = await t.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.attempts, 3);
    assert.ok(row.failed_at);
    assert.ok(row.last_error);
    assert.equal(row.sent_at, null);
  });

  test('retries back off exponentially up to 10 minutes', () => {
    assert.deepEqual([1, 2, 3, 4].map((n) => retryDelayMs(n, 5000)), [5000, 10000, 20000, 40000]);
    assert.equal(retryDelayMs(20, 5000), 10 * 60 * 1000);
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  test('each mail becomes DATA_DIR/outbox/<id>.eml holding the OTP', async () => {
    const email = 'local@example.com';
    const registered = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration(email) });
    assert.equal(registered.statusCode, 200);
    assert.deepEqual(await t.app.mailWorker.drain(), { sent: 1, retrying: 0, failed: 0 });
    const row = await t.app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).executeTakeFirstOrThrow();
    const file = join(t.config.dataDir, 'outbox', `${row.id}.eml`);
    assert.ok(existsSync(file), `${file} exists`);
    const mail = await simpleParser(readFileSync(file));
    assert.equal(mail.subject, 'Your verification code');
    assert.deepEqual(mail.from?.value, [{ name: 'Switchboard', address: 'no-reply@switchboard.local' }]);
    assert.match(otpFrom(mail), /^\d{6}$/);
  });
});

describe('mail texts', () => {
  test('both mails exist in every locale, translated, carrying the code or the link', () => {
    const english = { otp: renderOtpMail('en-us', { organizationName: 'N', otp: '123456', minutes: 10 }), reset: renderResetMail('en-us', { name: 'N', link: 'https://x.test/hub/auth?ad=1&fk=2', minutes: 30 }) };
    for (const locale of LOCALES) {
      const otp = renderOtpMail(locale, { organizationName: 'N', otp: '123456', minutes: 10 });
      const reset = renderResetMail(locale, { name: 'N', link: 'https://x.test/hub/auth?ad=1&fk=2', minutes: 30 });
      assert.match(otp.text, /123456/);
      assert.match(otp.html, /123456/);
      assert.match(reset.text, /https:\/\/x\.test\/hub\/auth\?ad=1&fk=2/);
      assert.match(reset.html, /href="https:\/\/x\.test\/hub\/auth\?ad=1&amp;fk=2"/);
      assert.match(otp.html, new RegExp(`lang="${locale}" dir="${locale === 'ar-ae' ? 'rtl' : 'ltr'}"`));
      const exists = renderAccountExistsMail(locale, { signInLink: 'https://x.test/hub/auth', organizationName: 'N' });
      assert.match(exists.text, /https:\/\/x\.test\/hub\/auth/);
      assert.match(exists.html, /href="https:\/\/x\.test\/hub\/auth"/);
      if (locale !== 'en-us') {
        assert.notEqual(exists.subject, renderAccountExistsMail('en-us', { signInLink: 'https://x.test/hub/auth', organizationName: 'N' }).subject, locale);
        assert.notEqual(otp.subject, english.otp.subject, locale);
        assert.notEqual(reset.subject, english.reset.subject, locale);
        assert.notEqual(otp.text, english.otp.text, locale);
      }
    }
  });

  test('names are escaped in the HTML part', () => {
    const mail = renderOtpMail('en-us', { organizationName: '<script>alert(1)</script>', otp: '123456', minutes: 10 });
    assert.ok(!mail.html.includes('<script>'));
    assert.match(mail.html, /&lt;script&gt;/);
  });
});
