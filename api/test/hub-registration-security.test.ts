// Issue #12, findings 2 and 8 and the enumeration item: registration attacks against customers.
// Time moves through the app's injectable clock (`config.clock` → the hub-auth service's `now`).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ParsedMail } from 'mailparser';
import { startTestApp, type TestApp } from './helpers.js';
import { otpFrom, startSmtpServer, type TestSmtpServer } from './smtp.js';

// Database: PostgreSQL only. Under test: registration attacks against the OTP flow and its clock, the same on either engine.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let t: TestApp;
let smtp: TestSmtpServer;
let offsetMs = 0;
const later = (ms: number) => {
  offsetMs += ms;
};
let ip = 0;
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;

before(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://help.example.com/', HUB_AUTH_RATE_LIMIT_MAX: '100000' },
    { clock: () => new Date(Date.now() + offsetMs) },
  );
});
after(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers, remoteAddress: nextIp() });

const VICTIM_PASSWORD = 'victim-sunflower-77';
const ATTACKER_PASSWORD = 'attacker-owns-this-9';

function registration(email: string, extra: object = {}) {
  return { name: 'Asha Rao', email, phone: '+91 98765 43210', password: VICTIM_PASSWORD, ...extra };
}

async function register(email: string, extra: object = {}, headers: Record<string, string> = {}) {
  const response = await post('auth/register', registration(email, extra), headers);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().registrationId as string;
}

async function mailsTo(email: string): Promise<ParsedMail[]> {
  await t.app.mailWorker.drain();
  return smtp.mailsTo(email);
}

async function latestCode(email: string): Promise<string> {
  return otpFrom((await mailsTo(email)).at(-1));
}

const verify = (email: string, registrationId: string, otp: string) => post('auth/otp/verify', { otp, verificationtype: 'register', email, registrationId });
const login = (email: string, password: string) => post('auth/login', { email, password });
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

/** A customer as an agent creates one: no password, not verified. */
async function agentCreatedCustomer(email: string) {
  return t.app.db
    .insertInto('customers')
    .values({ organization_id: t.app.firstStart.organizationId, name: 'Front Desk Name', email, phone: '+1 555 0100', password_hash: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function customerRow(email: string) {
  return t.app.db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

describe('nothing about an existing customer changes before the address is proven', () => {
  test('registering an agent-created customer\'s email leaves its password, name and phone alone', async () => {
    const email = 'front-desk@example.com';
    const before = await agentCreatedCustomer(email);
    const registrationId = await register(email, { name: 'Mallory', phone: '+1 666 0000', password: ATTACKER_PASSWORD });
    await verify(email, registrationId, wrongCode(await latestCode(email)));
    const after = await customerRow(email);
    assert.deepEqual(
      [after?.password_hash, after?.name, after?.phone, after?.verified_at, after?.token_version],
      [before.password_hash, before.name, before.phone, null, before.token_version],
    );
    assert.equal((await login(email, ATTACKER_PASSWORD)).statusCode, 401);
  });

  test('the agent-created customer still sets a password through the reset link after attackers registered the address', async () => {
    const email = 'walk-in@example.com';
    await agentCreatedCustomer(email);
    for (let i = 0; i < 3; i += 1) {
      const registrationId = await register(email, { name: `Mallory ${i}`, password: ATTACKER_PASSWORD });
      await verify(email, registrationId, wrongCode(await latestCode(email)));
      later(2 * MINUTE);
    }
    const requested = await post('auth/request/resetpassword', { email });
    assert.equal(requested.statusCode, 200);
    const resetMail = (await mailsTo(email)).filter((mail) => mail.subject === 'Reset your password').at(-1);
    assert.ok(resetMail, 'the set-password mail went out');
    // Nobody proved this address yet: the mail greets without the (possibly attacker-typed) name.
    assert.doesNotMatch(resetMail.text ?? '', /Mallory|Front Desk/);
    const link = new URL((resetMail.text ?? '').match(/https:\/\/\S+/)?.[0] ?? '');
    const reset = await post('auth/password/reset', { email, newPassword: 'owner-chose-this-1', ad: link.searchParams.get('ad'), fk: link.searchParams.get('fk') });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await login(email, 'owner-chose-this-1')).statusCode, 200);
    assert.equal((await login(email, ATTACKER_PASSWORD)).statusCode, 401);
  });
});

describe('a code completes only its own registration', () => {
  test('an attacker re-registering after 59 s cannot get their password verified by the victim\'s newest code', async () => {
    const email = 'victim-signup@example.com';
    const victimRegistration = await register(email);
    const victimCode = await latestCode(email);
    later(60 * SECOND);
    const attackerRegistration = await register(email, { name: 'Mallory', password: ATTACKER_PASSWORD });
    assert.notEqual(attackerRegistration, victimRegistration);
    const newestCode = await latestCode(email);

    // The victim's browser sends its own registration with the newest code in the mailbox.
    if (newestCode !== victimCode) assert.equal((await verify(email, victimRegistration, newestCode)).json().code, 'OTP_INVALID');
    assert.equal((await login(email, ATTACKER_PASSWORD)).statusCode, 401);
    // Its own code completes it, with the victim's password and name.
    const verified = await verify(email, victimRegistration, victimCode);
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal((await customerRow(email))?.name, 'Asha Rao');
    assert.equal((await login(email, VICTIM_PASSWORD)).statusCode, 200);
    assert.equal((await login(email, ATTACKER_PASSWORD)).statusCode, 401);
    // The attacker's registration is void now, even with the right code.
    if (newestCode !== victimCode) assert.equal((await verify(email, attackerRegistration, newestCode)).json().code, 'OTP_INVALID');
    assert.equal((await login(email, ATTACKER_PASSWORD)).statusCode, 401);
  });

  test('the code of registration A does not verify registration B, of the same or another address', async () => {
    const email = 'two-tabs@example.com';
    const first = await register(email);
    const firstCode = await latestCode(email);
    later(60 * SECOND);
    const second = await register(email, { password: ATTACKER_PASSWORD });
    const secondCode = await latestCode(email);
    const other = await register('someone-else@example.com');
    if (firstCode !== secondCode) {
      assert.equal((await verify(email, second, firstCode)).json().code, 'OTP_INVALID');
      assert.equal((await verify(email, first, secondCode)).json().code, 'OTP_INVALID');
    }
    const otherCode = await latestCode('someone-else@example.com');
    if (otherCode !== firstCode) assert.equal((await verify('someone-else@example.com', other, firstCode)).json().code, 'OTP_INVALID');
    // A registration id only works with its own email.
    assert.equal((await verify('someone-else@example.com', first, firstCode)).json().code, 'OTP_INVALID');
    assert.equal((await verify(email, first, firstCode)).statusCode, 200);
  });
});

describe('the OTP attempt cap per address', () => {
  test('resends and new registrations do not reset the 20 wrong codes a day an address allows', async () => {
    const email = 'guessed@example.com';
    const registrationId = await register(email);
    let wrongAnswers = 0;
    for (let round = 0; round < 4; round += 1) {
      if (round > 0) {
        later(21 * MINUTE);
        const resent = await post('auth/otp/resend', { email, registrationId });
        assert.equal(resent.statusCode, 200, resent.body);
      }
      const code = await latestCode(email);
      for (let i = 0; i < 5; i += 1) {
        const response = await verify(email, registrationId, wrongCode(code));
        assert.equal(response.statusCode, 400, response.body);
        wrongAnswers += 1;
      }
    }
    assert.equal(wrongAnswers, 20);
    later(21 * MINUTE);
    assert.equal((await post('auth/otp/resend', { email, registrationId })).statusCode, 200);
    const refused = await verify(email, registrationId, await latestCode(email));
    assert.equal(refused.statusCode, 429, refused.body);
    assert.equal(refused.json().code, 'RATE_LIMITED');
    assert.ok(refused.json().retryAfter > 0);

    // A fresh registration of the address is capped all the same.
    later(21 * MINUTE);
    const fresh = await register(email);
    assert.equal((await verify(email, fresh, await latestCode(email))).statusCode, 429);

    // A day after the first failures the right code goes through.
    later(23 * HOUR + 30 * MINUTE);
    assert.equal((await post('auth/otp/resend', { email, registrationId: fresh })).statusCode, 200);
    const verified = await verify(email, fresh, await latestCode(email));
    assert.equal(verified.statusCode, 200, verified.body);
  });
});

describe('verification mail', () => {
  test('carries no text the registrant typed: no name, no phone', async () => {
    const email = 'phish-target@example.com';
    await register(email, { name: 'URGENT visit https://evil.example.net now', phone: '+44 7700 900123' });
    const mail = (await mailsTo(email)).at(-1);
    assert.ok(mail);
    for (const part of [mail.subject ?? '', mail.text ?? '', String(mail.html ?? '')]) {
      assert.doesNotMatch(part, /URGENT|evil\.example|7700/);
    }
    assert.match(mail.text ?? '', /\b\d{6}\b/);
  });

  test('is capped per address (3 an hour); the cap answers alike for an address with an account', async () => {
    const unknown = 'flooded@example.com';
    const known = 'flooded-known@example.com';
    const knownRegistration = await register(known, { password: 'known-password-1' });
    assert.equal((await verify(known, knownRegistration, await latestCode(known))).statusCode, 200);
    later(2 * HOUR);

    const answers: Record<string, Array<[number, string | undefined]>> = {};
    for (const email of [unknown, known]) {
      const registrationId = await register(email);
      const seen: Array<[number, string | undefined]> = [];
      later(60 * SECOND);
      seen.push(await post('auth/otp/resend', { email, registrationId }).then((r) => [r.statusCode, r.json().code] as [number, string | undefined]));
      later(60 * SECOND);
      seen.push(await post('auth/register', registration(email)).then((r) => [r.statusCode, r.json().code] as [number, string | undefined]));
      later(60 * SECOND);
      const fourth = await post('auth/otp/resend', { email, registrationId });
      seen.push([fourth.statusCode, fourth.json().code]);
      assert.ok(Number(fourth.headers['retry-after']) > 0);
      answers[email] = seen;
    }
    assert.deepEqual(answers[unknown], [
      [200, undefined],
      [200, undefined],
      [429, 'RATE_LIMITED'],
    ]);
    assert.deepEqual(answers[known], answers[unknown]);
    later(HOUR);
    assert.equal((await post('auth/register', registration(unknown))).statusCode, 200);
  });

  test('is capped per organisation (HUB_VERIFICATION_MAIL_PER_ORG_HOUR)', async () => {
    const small = await startTestApp({ HUB_VERIFICATION_MAIL_PER_ORG_HOUR: '2', HUB_AUTH_RATE_LIMIT_MAX: '1000' });
    try {
      const codes: number[] = [];
      for (const email of ['o1@example.com', 'o2@example.com', 'o3@example.com']) {
        const response = await small.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration(email), remoteAddress: nextIp() });
        codes.push(response.statusCode);
        if (response.statusCode === 429) assert.equal(response.json().code, 'RATE_LIMITED');
      }
      assert.deepEqual(codes, [200, 200, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('register and resend do not tell known addresses from unknown ones', () => {
  test('same status and shape; the account holder gets an "account exists" mail and nothing changes', async () => {
    const known = 'has-account@example.com';
    const unknown = 'no-account@example.com';
    const knownRegistration = await register(known, { password: 'known-password-1' });
    assert.equal((await verify(known, knownRegistration, await latestCode(known))).statusCode, 200);
    const before = await customerRow(known);
    later(2 * MINUTE);

    const shape = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([key, value]) => [key, key === 'registrationId' ? /^[0-9a-f-]{36}$/.test(String(value)) : key === 'email' ? 'email' : value]));
    const fromKnown = await post('auth/register', registration(known, { name: 'Mallory', password: ATTACKER_PASSWORD }), { 'accept-language': 'de-DE' });
    const fromUnknown = await post('auth/register', registration(unknown, { name: 'Mallory', password: ATTACKER_PASSWORD }), { 'accept-language': 'de-DE' });
    assert.equal(fromKnown.statusCode, fromUnknown.statusCode);
    assert.equal(fromKnown.statusCode, 200);
    assert.deepEqual(shape(fromKnown.json()), shape(fromUnknown.json()));

    const existsMail = (await mailsTo(known)).at(-1);
    assert.equal(existsMail?.subject, 'Sie haben bereits ein Konto');
    assert.match(existsMail?.text ?? '', /https:\/\/help\.example\.com\/hub\/auth/);
    assert.doesNotMatch(existsMail?.text ?? '', /Mallory|\b\d{6}\b/);
    assert.match((await mailsTo(unknown)).at(-1)?.text ?? '', /\b\d{6}\b/);

    // The id for the known address never completes; wrong codes answer as for any registration.
    const knownId = fromKnown.json().registrationId as string;
    const unknownId = fromUnknown.json().registrationId as string;
    const guessKnown = await verify(known, knownId, '123456');
    const guessUnknown = await verify(unknown, unknownId, (await latestCode(unknown)) === '123456' ? '654321' : '123456');
    assert.deepEqual([guessKnown.statusCode, guessKnown.json().code, guessKnown.json().remainingAttempts], [guessUnknown.statusCode, guessUnknown.json().code, guessUnknown.json().remainingAttempts]);

    later(2 * MINUTE);
    const resendKnown = await post('auth/otp/resend', { email: known, registrationId: knownId });
    const resendUnknown = await post('auth/otp/resend', { email: unknown, registrationId: unknownId });
    assert.equal(resendKnown.statusCode, 200, resendKnown.body);
    assert.deepEqual(shape(resendKnown.json()), shape(resendUnknown.json()));
    // Without Accept-Language the resend keeps the registration's language.
    assert.equal((await mailsTo(known)).at(-1)?.subject, 'Sie haben bereits ein Konto');
    assert.equal((await mailsTo(known)).filter((mail) => /\b\d{6}\b/.test(mail.text ?? '')).length, 1, 'only the first, own registration got a code');

    // An unknown registration id is refused the same way for either address.
    const bogus = randomUUID();
    const [a, b] = [await post('auth/otp/resend', { email: known, registrationId: bogus }), await post('auth/otp/resend', { email: unknown, registrationId: bogus })];
    assert.deepEqual([a.statusCode, a.json().code], [b.statusCode, b.json().code]);

    const after = await customerRow(known);
    assert.deepEqual(after, before);
    assert.equal((await login(known, 'known-password-1')).statusCode, 200);
    assert.equal((await login(known, ATTACKER_PASSWORD)).statusCode, 401);
  });
});
