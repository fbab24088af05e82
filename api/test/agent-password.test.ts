import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashPassword } from '../src/features/auth/passwords.js';
import { bearer, login, loginTokens } from './helpers.js';
import { mailingTestApp } from './smtp.js';

// Database: PostgreSQL only. Under test: agent password change and reset flows, the same on either engine.

const mailing = mailingTestApp();
let ip = 0;
/** Each call comes from its own address so the per-address limits stay out of the way here. */
const nextIp = () => `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;

let agentCount = 0;
/** An active agent of the first organisation with a known password. */
async function agentWithPassword(password = 'first-password-1234') {
  const email = `self.service${++agentCount}.${Date.now()}@switchboard.test`;
  const { app } = mailing.t;
  await app.db
    .insertInto('users')
    .values({ organization_id: app.firstStart.organizationId, name: `Self Service ${agentCount}`, email, password_hash: await hashPassword(password) })
    .execute();
  return { email, password };
}

const changePassword = (token: string, payload: object) =>
  mailing.t.app.inject({ method: 'PUT', url: '/api/v1/users/me/password', headers: bearer(token), payload, remoteAddress: nextIp() });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  mailing.t.app.inject({ method: 'POST', url: `/api/v1/oauth/password/${url}`, payload, headers, remoteAddress: nextIp() });
const me = (token: string) => mailing.t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
const refreshWith = (refreshToken: string) =>
  mailing.t.app.inject({ method: 'POST', url: '/api/v1/oauth/accessToken', payload: { refresh_token: refreshToken }, remoteAddress: nextIp() });

async function assertSignIn(email: string, password: string, status: number) {
  const response = await login(mailing.t.app, email, password, nextIp());
  assert.equal(response.statusCode, status, response.body);
}

/** Delivers queued mail and returns the reset token of the newest mail to `to`. */
async function mailedToken(to: string): Promise<string> {
  await mailing.t.app.mailWorker.drain();
  const mails = mailing.smtp.mailsTo(to);
  const text = mails[mails.length - 1]?.text ?? '';
  const link = new URL(text.match(/https:\/\/\S+/)?.[0] ?? 'https://missing.invalid/');
  assert.equal(`${link.origin}${link.pathname}`, 'https://help.example.com/reset-password');
  return link.searchParams.get('token') ?? '';
}

async function outboxCount(to: string): Promise<number> {
  const rows = await mailing.t.app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', to).execute();
  return rows.length;
}

describe('changing one’s own password', () => {
  test('the right current password changes it; other sessions end, the current one stays', async () => {
    const { email, password } = await agentWithPassword();
    const current = await loginTokens(mailing.t.app, email, password);
    const other = await loginTokens(mailing.t.app, email, password);

    const changed = await changePassword(current.access_token, { currentPassword: password, newPassword: 'second-password-5678' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(changed.json(), { success: true });

    assert.equal((await me(current.access_token)).statusCode, 200);
    assert.equal((await refreshWith(current.refresh_token)).statusCode, 200);
    assert.equal((await me(other.access_token)).statusCode, 401);
    assert.equal((await refreshWith(other.refresh_token)).statusCode, 401);

    await assertSignIn(email, password, 401);
    await assertSignIn(email, 'second-password-5678', 200);
  });

  test('a wrong current password is refused with a stable code and changes nothing', async () => {
    const { email, password } = await agentWithPassword();
    const { access_token: token } = await loginTokens(mailing.t.app, email, password);
    const wrong = await changePassword(token, { currentPassword: 'not-my-password-0', newPassword: 'second-password-5678' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().code, 'INVALID_CREDENTIALS');
    await assertSignIn(email, password, 200);
  });

  test('wrong current passwords are throttled like wrong sign-ins', async () => {
    const { email, password } = await agentWithPassword();
    const { access_token: token } = await loginTokens(mailing.t.app, email, password);
    const statuses: number[] = [];
    // The free tries, one more that starts the first wait, then one inside that wait.
    for (let i = 0; i < mailing.t.config.loginThrottle.freeTries + 2; i++) {
      statuses.push((await changePassword(token, { currentPassword: `wrong-${i}-password`, newPassword: 'second-password-5678' })).statusCode);
    }
    assert.equal(statuses.at(-1), 429);
    assert.ok(statuses.slice(0, -1).every((status) => status === 400));
  });

  test('a short or common new password is refused', async () => {
    const { email, password } = await agentWithPassword();
    const { access_token: token } = await loginTokens(mailing.t.app, email, password);
    for (const newPassword of ['short', 'password1234']) {
      const weak = await changePassword(token, { currentPassword: password, newPassword });
      assert.equal(weak.statusCode, 400, newPassword);
      assert.equal(weak.json().code, 'VALIDATION_FAILED');
      assert.deepEqual(weak.json().details.map((d: { field: string }) => d.field), ['/newPassword']);
    }
    await assertSignIn(email, password, 200);
  });

  test('needs a signed-in agent', async () => {
    const anonymous = await mailing.t.app.inject({ method: 'PUT', url: '/api/v1/users/me/password', payload: { currentPassword: 'x', newPassword: 'second-password-5678' } });
    assert.equal(anonymous.statusCode, 401);
  });
});

describe('forgot password and reset by mailed link', () => {
  test('known and unknown addresses get the same answer; only the known one is mailed', async () => {
    const { email } = await agentWithPassword();
    const unknown = `nobody.${Date.now()}@switchboard.test`;
    const known = await post('forgot', { email });
    const missing = await post('forgot', { email: unknown });
    assert.equal(known.statusCode, 202);
    assert.equal(missing.statusCode, 202);
    assert.equal(known.body, missing.body);
    assert.equal(await outboxCount(email), 1);
    assert.equal(await outboxCount(unknown), 0);
    await mailing.t.app.mailWorker.drain();
    assert.equal(mailing.smtp.mailsTo(unknown).length, 0);
  });

  test('a disabled agent gets no mail', async () => {
    const { email } = await agentWithPassword();
    await mailing.t.app.db.updateTable('users').set({ status: 'disabled' }).where('email', '=', email).execute();
    assert.equal((await post('forgot', { email })).statusCode, 202);
    assert.equal(await outboxCount(email), 0);
  });

  test('the link works once, ends every session; the new password signs in and the old one fails', async () => {
    const { email, password } = await agentWithPassword();
    const session = await loginTokens(mailing.t.app, email, password);
    await post('forgot', { email }, { 'accept-language': 'de-DE' });
    const token = await mailedToken(email);
    const [selector = '', verifier = ''] = token.split('.');
    const stored = await mailing.t.app.db.selectFrom('agent_password_resets').selectAll().where('selector', '=', selector).executeTakeFirstOrThrow();
    assert.notEqual(stored.verifier_hash, verifier);
    // The row's creation time comes from the database clock: allow a little drift.
    assert.ok(Math.abs(stored.expires_at.getTime() - stored.created_at.getTime() - 60 * 60 * 1000) < 5000);

    const weak = await post('reset', { token, newPassword: 'short' });
    assert.equal(weak.statusCode, 400);
    assert.equal(weak.json().code, 'VALIDATION_FAILED');

    const reset = await post('reset', { token, newPassword: 'reset-password-9012' });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await me(session.access_token)).statusCode, 401);

    const reused = await post('reset', { token, newPassword: 'another-password-3456' });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().code, 'RESET_LINK_INVALID');

    await assertSignIn(email, password, 401);
    await assertSignIn(email, 'reset-password-9012', 200);
  });

  test('an expired link, a forged verifier and garbage are refused', async () => {
    const { email, password } = await agentWithPassword();
    await post('forgot', { email });
    const token = await mailedToken(email);
    const [selector = ''] = token.split('.');

    for (const garbage of ['garbage', `${selector}.forged-verifier`, `${token}x`]) {
      const refused = await post('reset', { token: garbage, newPassword: 'reset-password-9012' });
      assert.equal(refused.statusCode, 400, garbage);
      assert.equal(refused.json().code, 'RESET_LINK_INVALID');
    }

    await mailing.t.app.db.updateTable('agent_password_resets').set({ expires_at: new Date(Date.now() - 1000) }).where('selector', '=', selector).execute();
    const expired = await post('reset', { token, newPassword: 'reset-password-9012' });
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().code, 'RESET_LINK_EXPIRED');
    await assertSignIn(email, password, 200);
  });
});
