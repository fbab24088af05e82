import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, loginTokens, testAppForSuite } from './helpers.js';
import { mailingTestApp, otpFrom } from './smtp.js';

// Database: PostgreSQL only. Under test: customer sign-in flows and their tokens, the same on either engine.

const mailing = mailingTestApp();
let ip = 0;
/** Each call comes from its own address so the per-address limits stay out of the way here. */
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  mailing.t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers, remoteAddress: nextIp() });

function registration(email: string, extra: object = {}) {
  return { name: 'Asha Rao Iyer', email, phone: '+91 98765 43210', password: 'sunflower-4242', ...extra };
}

/** Delivers queued mail through the worker and returns the newest mail for `to`. */
async function latestMailTo(to: string) {
  await mailing.t.app.mailWorker.drain();
  const mails = mailing.smtp.mailsTo(to);
  assert.ok(mails.length > 0, `no mail for ${to}`);
  return mails[mails.length - 1];
}

/** Lets the 59 s resend countdown pass without waiting for it. */
async function countdownPassed(email: string) {
  await sql`update registration_events set created_at = created_at - interval '60 seconds' where address = ${email.toLowerCase()}`.execute(mailing.t.app.db);
}

async function registerAndVerify(email: string, password = 'sunflower-4242') {
  const registered = await post('auth/register', registration(email, { password }));
  assert.equal(registered.statusCode, 200, registered.body);
  const otp = otpFrom(await latestMailTo(email));
  const verified = await post('auth/otp/verify', { otp, verificationtype: 'register', email, registrationId: registered.json().registrationId });
  assert.equal(verified.statusCode, 200, verified.body);
  return verified.json().access_token as string;
}

describe('customer registration with an emailed OTP', () => {
  test('register → OTP read from the SMTP server → verify signs in → me → login', async () => {
    const email = 'asha@example.com';
    const registered = await post('auth/register', registration(email));
    assert.equal(registered.statusCode, 200, registered.body);
    const { registrationId } = registered.json();
    assert.match(registrationId, /^[0-9a-f-]{36}$/);
    assert.deepEqual(registered.json(), { email, organizationId: mailing.t.app.firstStart.organizationId, registrationId, otpExpiresIn: 600, resendAfter: 59 });

    const mail = await latestMailTo(email);
    assert.equal(mail.subject, 'Your verification code');
    assert.match(mail.from?.text ?? '', /no-reply@switchboard\.local/);
    const otp = otpFrom(mail);
    assert.match(mail.html || '', new RegExp(otp));

    // Before verification the password does not open the hub: a pending registration is no account yet.
    const early = await post('auth/login', { email, password: 'sunflower-4242' });
    assert.equal(early.statusCode, 401);
    assert.equal(early.json().code, 'INVALID_CREDENTIALS');

    const verified = await post('auth/otp/verify', { otp, verificationtype: 'register', email: email.toUpperCase(), registrationId });
    assert.equal(verified.statusCode, 200, verified.body);
    const token = verified.json().access_token;
    assert.equal(verified.json().token_type, 'Bearer');

    const me = await mailing.t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    assert.equal(me.statusCode, 200);
    const user = me.json();
    assert.deepEqual({ ...user, id: undefined }, {
      id: undefined,
      firstName: 'Asha',
      lastName: 'Rao Iyer',
      name: 'Asha Rao Iyer',
      personalEmail: email,
      phone: '+91 98765 43210',
      organizationId: mailing.t.app.firstStart.organizationId,
    });

    const login = await post('auth/login', { email: 'ASHA@example.com', password: 'sunflower-4242' });
    assert.equal(login.statusCode, 200);
    const again = await mailing.t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(login.json().access_token) });
    assert.equal(again.json().id, user.id);

    const wrong = await post('auth/login', { email, password: 'sunflower-4243' });
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.json().code, 'INVALID_CREDENTIALS');

    // The code is single use.
    const reused = await post('auth/otp/verify', { otp, verificationtype: 'register', email, registrationId });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().code, 'OTP_INVALID');
  });

  test('only a hash of the OTP is stored', async () => {
    const email = 'hash-only@example.com';
    await post('auth/register', registration(email));
    const otp = otpFrom(await latestMailTo(email));
    const row = await mailing.t.app.db.selectFrom('pending_registrations').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.ok(row.otp_hash && !row.otp_hash.includes(otp));
    assert.ok(!JSON.stringify(row).includes(otp));
    // Delivered mail keeps no body either.
    const outbox = await mailing.t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
    assert.ok(outbox.every((m) => m.sent_at && m.text_body === null && m.html_body === null));
  });

  test('the OTP mail follows Accept-Language', async () => {
    const email = 'francoise@example.com';
    await post('auth/register', registration(email), { 'accept-language': 'fr-FR,fr;q=0.9' });
    const mail = await latestMailTo(email);
    assert.equal(mail.subject, 'Votre code de vérification');
    assert.match(mail.text ?? '', /Le code expire dans 10 minutes/);
    const row = await mailing.t.app.db.selectFrom('mail_outbox').select('locale').where('to_address', '=', email).executeTakeFirstOrThrow();
    assert.equal(row.locale, 'fr-fr');
  });

  test('a wrong code answers OTP_INVALID with the attempts left; the fifth wrong one exhausts the code', async () => {
    const email = 'fumbles@example.com';
    const { registrationId } = (await post('auth/register', registration(email))).json();
    const otp = otpFrom(await latestMailTo(email));
    const wrong = otp === '000000' ? '111111' : '000000';
    for (const remaining of [4, 3, 2, 1]) {
      const response = await post('auth/otp/verify', { otp: wrong, verificationtype: 'register', email, registrationId });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'OTP_INVALID');
      assert.equal(response.json().remainingAttempts, remaining);
    }
    const fifth = await post('auth/otp/verify', { otp: wrong, verificationtype: 'register', email, registrationId });
    assert.equal(fifth.json().code, 'OTP_ATTEMPTS_EXHAUSTED');
    // Even the right code is refused now.
    const right = await post('auth/otp/verify', { otp, verificationtype: 'register', email, registrationId });
    assert.equal(right.statusCode, 400);
    assert.equal(right.json().code, 'OTP_ATTEMPTS_EXHAUSTED');

    // A new code (after the countdown) starts over.
    await countdownPassed(email);
    const resent = await post('auth/otp/resend', { email, registrationId });
    assert.equal(resent.statusCode, 200, resent.body);
    const fresh = otpFrom(await latestMailTo(email));
    const ok = await post('auth/otp/verify', { otp: fresh, verificationtype: 'register', email, registrationId });
    assert.equal(ok.statusCode, 200);
  });

  test('an expired code answers OTP_EXPIRED', async () => {
    const email = 'slow@example.com';
    const { registrationId } = (await post('auth/register', registration(email))).json();
    const otp = otpFrom(await latestMailTo(email));
    await sql`update pending_registrations set otp_expires_at = now() - interval '1 second' where email = ${email}`.execute(mailing.t.app.db);
    const response = await post('auth/otp/verify', { otp, verificationtype: 'register', email, registrationId });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'OTP_EXPIRED');
  });

  test('a malformed code is a validation error on the otp field', async () => {
    const response = await post('auth/otp/verify', { otp: '12a45', verificationtype: 'register', email: 'x@example.com', registrationId: randomUUID() });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
    assert.deepEqual(response.json().details.map((d: { field: string }) => d.field), ['/otp']);
  });

  test('resend and re-register are refused for 59 s with retry-after, then a new registration gets its own code', async () => {
    const email = 'impatient@example.com';
    const { registrationId: firstId } = (await post('auth/register', registration(email))).json();
    const first = otpFrom(await latestMailTo(email));

    const resend = await post('auth/otp/resend', { email, registrationId: firstId });
    assert.equal(resend.statusCode, 429);
    assert.equal(resend.json().code, 'OTP_RESEND_TOO_SOON');
    const retryAfter = Number(resend.headers['retry-after']);
    assert.ok(retryAfter > 50 && retryAfter <= 59, `retry-after ${retryAfter}`);
    assert.equal(resend.json().retryAfter, retryAfter);

    const reRegister = await post('auth/register', registration(email, { name: 'Other Name' }));
    assert.equal(reRegister.statusCode, 429);
    assert.equal(reRegister.json().code, 'OTP_RESEND_TOO_SOON');

    await countdownPassed(email);
    const replaced = await post('auth/register', registration(email, { name: 'Asha Patel', phone: '+44 20 7946 0000', password: 'new-pass-12345' }));
    assert.equal(replaced.statusCode, 200, replaced.body);
    const registrationId = replaced.json().registrationId;
    assert.notEqual(registrationId, firstId);
    const second = otpFrom(await latestMailTo(email));
    if (second !== first) {
      // The first registration's code does not complete the second one.
      const old = await post('auth/otp/verify', { otp: first, verificationtype: 'register', email, registrationId });
      assert.equal(old.json().code, 'OTP_INVALID');
    }
    const token = (await post('auth/otp/verify', { otp: second, verificationtype: 'register', email, registrationId })).json().access_token;
    const me = (await mailing.t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).json();
    assert.equal(me.name, 'Asha Patel');
    assert.equal(me.phone, '+44 20 7946 0000');
    assert.equal((await post('auth/login', { email, password: 'new-pass-12345' })).statusCode, 200);
  });

  test('registering a verified email again answers like a new one and mails "account exists" instead of a code', async () => {
    const email = 'taken@example.com';
    await registerAndVerify(email);
    await countdownPassed(email);
    const response = await post('auth/register', registration('TAKEN@example.com'));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(Object.keys(response.json()).sort(), ['email', 'organizationId', 'otpExpiresIn', 'registrationId', 'resendAfter']);
    assert.equal((await latestMailTo(email)).subject, 'You already have an account');
  });

  test('a weak password and an unknown organisation are field errors', async () => {
    const weak = await post('auth/register', registration('weak@example.com', { password: 'password' }));
    assert.equal(weak.statusCode, 400);
    assert.deepEqual(weak.json().details.map((d: { field: string }) => d.field), ['/password']);

    // With one organisation, an unknown id falls back to it (documented); with two it is refused.
    const other = await mailing.t.app.db.insertInto('organizations').values({ name: 'Other org', logo_url: null }).returning('id').executeTakeFirstOrThrow();
    try {
      const unknown = await post('auth/register', registration('lost@example.com', { organization: '00000000-0000-4000-8000-000000000000' }));
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(unknown.json().details.map((d: { field: string }) => d.field), ['/organization']);
      const explicit = await post('auth/register', registration('found@example.com', { organization: other.id }));
      assert.equal(explicit.statusCode, 200);
      assert.equal(explicit.json().organizationId, other.id);
    } finally {
      await mailing.t.app.db.deleteFrom('organizations').where('id', '=', other.id).execute();
    }
  });
});

describe('password reset by emailed link', () => {
  test('the link from the mail sets a new password once and signs in; reuse is refused', async () => {
    const email = 'forgetful@example.com';
    const oldToken = await registerAndVerify(email, 'original-pass1');

    const requested = await post('auth/request/resetpassword', { email, organizationId: mailing.t.app.firstStart.organizationId }, { 'accept-language': 'de-DE' });
    assert.equal(requested.statusCode, 200);
    assert.deepEqual(requested.json(), { success: true });

    const mail = await latestMailTo(email);
    assert.equal(mail.subject, 'Passwort zurücksetzen');
    const link = new URL((mail.text ?? '').match(/https:\/\/\S+/)?.[0] ?? '');
    assert.equal(`${link.origin}${link.pathname}`, 'https://help.example.com/hub/auth');
    assert.equal(link.searchParams.get('email'), email);
    const ad = link.searchParams.get('ad') ?? '';
    const fk = link.searchParams.get('fk') ?? '';
    assert.ok(ad.length >= 16 && fk.length >= 32);
    const stored = await mailing.t.app.db.selectFrom('password_resets').selectAll().where('selector', '=', ad).executeTakeFirstOrThrow();
    assert.notEqual(stored.verifier_hash, fk);

    const weak = await post('auth/password/reset', { email, newPassword: 'short', ad, fk });
    assert.equal(weak.statusCode, 400);
    assert.deepEqual(weak.json().details.map((d: { field: string }) => d.field), ['/newPassword']);

    const forged = await post('auth/password/reset', { email, newPassword: 'brand-new-2222', ad, fk: `${fk.slice(0, -1)}x` });
    assert.equal(forged.json().code, 'RESET_LINK_INVALID');

    const reset = await post('auth/password/reset', { email, newPassword: 'brand-new-2222', ad, fk });
    assert.equal(reset.statusCode, 200, reset.body);
    const me = await mailing.t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(reset.json().access_token) });
    assert.equal(me.json().personalEmail, email);

    const reused = await post('auth/password/reset', { email, newPassword: 'another-33333', ad, fk });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().code, 'RESET_LINK_INVALID');

    assert.equal((await post('auth/login', { email, password: 'original-pass1' })).statusCode, 401);
    assert.equal((await post('auth/login', { email, password: 'brand-new-2222' })).statusCode, 200);
    // Tokens issued before the reset stop working.
    const stale = await mailing.t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(oldToken) });
    assert.equal(stale.statusCode, 401);
  });

  test('an expired link answers RESET_LINK_EXPIRED', async () => {
    const email = 'late-reset@example.com';
    await registerAndVerify(email);
    await post('auth/request/resetpassword', { email });
    const link = new URL(((await latestMailTo(email)).text ?? '').match(/https:\/\/\S+/)?.[0] ?? '');
    await sql`update password_resets set expires_at = now() - interval '1 second' where selector = ${link.searchParams.get('ad')}`.execute(mailing.t.app.db);
    const response = await post('auth/password/reset', { email, newPassword: 'brand-new-2222', ad: link.searchParams.get('ad'), fk: link.searchParams.get('fk') });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'RESET_LINK_EXPIRED');
  });

  test('an unknown address gets the same answer and no mail', async () => {
    const before = mailing.smtp.mails.length;
    const outboxBefore = await mailing.t.app.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const unknown = await post('auth/request/resetpassword', { email: 'nobody@example.com', organizationId: mailing.t.app.firstStart.organizationId });
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json(), { success: true });
    await mailing.t.app.mailWorker.drain();
    assert.equal(mailing.smtp.mails.length, before);
    const outboxAfter = await mailing.t.app.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    assert.equal(outboxAfter.n, outboxBefore.n);
  });
});

describe('customer and agent tokens are not interchangeable', () => {
  test('a customer token on an agent endpoint answers 401', async () => {
    const customerToken = await registerAndVerify('crossover@example.com');
    for (const url of ['/api/v1/users/me', '/api/v1/organization/me']) {
      const response = await mailing.t.app.inject({ method: 'GET', url, headers: bearer(customerToken) });
      assert.equal(response.statusCode, 401, url);
      assert.equal(response.json().code, 'UNAUTHENTICATED');
    }
  });

  test('an agent token on v1/auth/me and on hub categories answers 401', async () => {
    const agentToken = (await loginTokens(mailing.t.app)).access_token;
    for (const url of ['/api/v1/auth/me', '/api/v1/client/categories']) {
      const response = await mailing.t.app.inject({ method: 'GET', url, headers: bearer(agentToken) });
      assert.equal(response.statusCode, 401, url);
      assert.equal(response.json().code, 'UNAUTHENTICATED');
    }
  });

  test('no token answers 401', async () => {
    const response = await mailing.t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    assert.equal(response.statusCode, 401);
  });
});

describe('hub auth rate limits', () => {
  const limited = testAppForSuite({ HUB_AUTH_RATE_LIMIT_MAX: '3' });

  const attempt = (url: string, payload: object, remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, remoteAddress });

  test('per address: the fourth call from one address answers 429 RATE_LIMITED whatever the email', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await attempt('auth/login', { email: `user${i}@example.com`, password: 'x' }, '10.9.0.1');
      assert.equal(response.statusCode, 401);
    }
    const refused = await attempt('auth/login', { email: 'user9@example.com', password: 'x' }, '10.9.0.1');
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'RATE_LIMITED');
    assert.ok(Number(refused.headers['retry-after']) > 0);
  });

  test('OTP verify: the fourth wrong code from one address answers 429 (wrong tries per address)', async () => {
    const payload = { otp: '123456', verificationtype: 'register', email: 'guessed@example.com', registrationId: randomUUID() };
    const codes: string[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await attempt('auth/otp/verify', payload, '10.8.9.1')).json().code ?? 'OK');
    assert.equal(codes[3], 'RATE_LIMITED', codes.join(','));
    assert.ok(!codes.slice(0, 3).includes('RATE_LIMITED'), codes.join(','));
  });

  test('per email: the fourth call for one email answers 429 from any address', async () => {
    // (OTP verify and login are credential checks: per email they only slow, see above and auth-throttle.test.ts.)
    for (const [index, url] of ['auth/request/resetpassword', 'auth/register', 'auth/otp/resend'].entries()) {
      const registrationId = randomUUID();
      const payload =
        url === 'auth/otp/verify'
          ? { otp: '123456', verificationtype: 'register', email: 'target@example.com', registrationId }
          : url === 'auth/register'
            ? registration('target@example.com')
            : url === 'auth/otp/resend'
              ? { email: 'target@example.com', registrationId }
              : { email: 'target@example.com' };
      // Earlier answers vary (a resend inside the countdown is refused on its own terms); the fourth is the limit.
      const codes: string[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await attempt(url, payload, `10.8.${index}.${i}`)).json().code ?? 'OK');
      assert.equal(codes[3], 'RATE_LIMITED', `${url}: ${codes.join(',')}`);
      assert.ok(!codes.slice(0, 3).includes('RATE_LIMITED'), `${url}: ${codes.join(',')}`);
    }
  });
});
