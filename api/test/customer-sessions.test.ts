import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { decodeJwt } from 'jose';
import { hashPassword } from '../src/features/auth/passwords.js';
import { hashVerifier, newSelectorToken } from '../src/features/auth/tokens.js';
import { changesCustomerSessions } from '../src/features/hub/accounts/guard.js';
import { createAgent } from './agent-fixtures.js';
import { bearer, cookieNamed, recordStatements, startTestApp, type TestApp } from './helpers.js';

// Database: PostgreSQL only. Under test: customer session tokens and cookies, the same on either engine.

// Customer sessions: a 15-minute access token naming a server-side session whose refresh token
// lives only in the HttpOnly `sb_hub_refresh` cookie; sign-out revokes it.

let t: TestApp;
const PASSWORD = 'a-customer-pass-phrase';
let customerEmail: string;
let ip = 0;

before(async () => {
  t = await startTestApp({ HUB_AUTH_RATE_LIMIT_MAX: '100000' });
  customerEmail = 'session.customer@example.test';
  await t.app.db
    .insertInto('customers')
    .values({ organization_id: t.app.firstStart.organizationId, name: 'Session Customer', email: customerEmail, phone: '+1 555 0100', password_hash: await hashPassword(PASSWORD), verified_at: new Date() })
    .execute();
});
after(async () => {
  await t.close();
});

const signIn = () =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: customerEmail, password: PASSWORD }, remoteAddress: `10.3.0.${++ip}` });
const refresh = (token?: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/token', ...(token ? { cookies: { sb_hub_refresh: token } } : {}) });
const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(accessToken) });

async function signedIn() {
  const response = await signIn();
  assert.equal(response.statusCode, 200, response.body);
  return { access: response.json().access_token as string, refresh: cookieNamed(response, 'sb_hub_refresh')!.value };
}

describe('customer sign-in', () => {
  test('answers a 15-minute access token naming a session; the refresh token only in an HttpOnly SameSite=Strict cookie on /api/v1/auth', async () => {
    const response = await signIn();
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'token_type']);
    assert.equal(body.expires_in, 15 * 60);
    const claims = decodeJwt(body.access_token);
    assert.equal(claims.exp! - claims.iat!, 15 * 60);
    assert.equal(typeof claims.sid, 'string');
    const cookie = cookieNamed(response, 'sb_hub_refresh');
    assert.ok(cookie && cookie.value.length >= 32);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/api/v1/auth');
    assert.ok(Math.abs(cookie.maxAge! - 30 * 24 * 60 * 60) <= 5, `Max-Age ${cookie.maxAge}`);
    assert.equal((await me(body.access_token)).statusCode, 200);
  });
});

describe('POST /api/v1/auth/token', () => {
  test('rotates the cookie and answers a new access token that works', async () => {
    const session = await signedIn();
    const response = await refresh(session.refresh);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'token_type']);
    assert.equal(body.expires_in, 15 * 60);
    const next = cookieNamed(response, 'sb_hub_refresh')!;
    assert.notEqual(next.value, session.refresh);
    assert.equal(next.httpOnly, true);
    assert.equal((await me(body.access_token)).statusCode, 200);
    assert.equal((await refresh(next.value)).statusCode, 200);
  });

  test('without a cookie, or with an unknown one: 401 INVALID_REFRESH_TOKEN and the cookie is cleared', async () => {
    for (const response of [await refresh(), await refresh('made-up-token')]) {
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 'INVALID_REFRESH_TOKEN');
      assert.equal(cookieNamed(response, 'sb_hub_refresh')?.maxAge, 0);
    }
  });

  test('two refreshes of one token inside the grace window get the same successor', async () => {
    const session = await signedIn();
    const [a, b] = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    assert.equal(cookieNamed(a, 'sb_hub_refresh')!.value, cookieNamed(b, 'sb_hub_refresh')!.value);
    assert.equal((await me(b.json().access_token)).statusCode, 200);
  });

  test('reuse after the grace window revokes the session', async () => {
    const strict = await startTestApp({ HUB_AUTH_RATE_LIMIT_MAX: '100000' }, { refreshReuseGraceMs: 0 });
    try {
      await strict.app.db
        .insertInto('customers')
        .values({ organization_id: strict.app.firstStart.organizationId, name: 'C', email: 'reuse@example.test', phone: '+1 555 0100', password_hash: await hashPassword(PASSWORD), verified_at: new Date() })
        .execute();
      const login = await strict.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'reuse@example.test', password: PASSWORD } });
      const first = cookieNamed(login, 'sb_hub_refresh')!.value;
      const rotated = await strict.app.inject({ method: 'POST', url: '/api/v1/auth/token', cookies: { sb_hub_refresh: first } });
      assert.equal(rotated.statusCode, 200);
      const access = () => strict.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(rotated.json().access_token) });
      assert.equal((await access()).statusCode, 200);
      const reuse = await strict.app.inject({ method: 'POST', url: '/api/v1/auth/token', cookies: { sb_hub_refresh: first } });
      assert.equal(reuse.statusCode, 401);
      const next = await strict.app.inject({ method: 'POST', url: '/api/v1/auth/token', cookies: { sb_hub_refresh: cookieNamed(rotated, 'sb_hub_refresh')!.value } });
      assert.equal(next.statusCode, 401);
      assert.equal((await access()).statusCode, 401, 'the access token of the revoked session, used just before, is refused at once');
    } finally {
      await strict.close();
    }
  });

  test('a session ends 30 days after sign-in even when refreshed every day', async () => {
    const session = await signedIn();
    const { sid } = decodeJwt(session.access) as { sid: string };
    const DAY = 24 * 60 * 60 * 1000;
    let token = session.refresh;
    for (let day = 1; day <= 30; day++) {
      await sql`update customer_sessions set created_at = ${new Date(Date.now() - day * DAY)} where id = ${sid}`.execute(t.app.db);
      const response = await refresh(token);
      if (day < 30) {
        assert.equal(response.statusCode, 200, `day ${day}`);
        token = cookieNamed(response, 'sb_hub_refresh')!.value;
      } else {
        assert.equal(response.statusCode, 401, 'day 30: the session is over');
      }
    }
  });

  test('a password reset through its link signs in with the cookie and ends every older session', async () => {
    const older = await signedIn();
    assert.equal((await me(older.access)).statusCode, 200);
    const customer = await t.app.db.selectFrom('customers').select(['id', 'organization_id']).where('email', '=', customerEmail).executeTakeFirstOrThrow();
    const { selector, verifier } = newSelectorToken();
    await t.app.db
      .insertInto('password_resets')
      .values({ organization_id: customer.organization_id, customer_id: customer.id, selector, verifier_hash: hashVerifier(verifier), expires_at: new Date(Date.now() + 60_000) })
      .execute();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { email: customerEmail, newPassword: PASSWORD, ad: selector, fk: verifier },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal('refresh_token' in reset.json(), false);
    const cookie = cookieNamed(reset, 'sb_hub_refresh')!;
    assert.equal(cookie.httpOnly, true);
    assert.equal((await me(reset.json().access_token)).statusCode, 200);
    assert.equal((await refresh(cookie.value)).statusCode, 200);
    // The sessions from before the reset are over.
    assert.equal((await refresh(older.refresh)).statusCode, 401);
    assert.equal((await me(older.access)).statusCode, 401);
  });

  test('a password reset (token version bump) ends every older session', async () => {
    const session = await signedIn();
    await sql`update customers set token_version = token_version + 1 where lower(email) = ${customerEmail}`.execute(t.app.db);
    assert.equal((await refresh(session.refresh)).statusCode, 401);
    assert.equal((await me(session.access)).statusCode, 401);
    // A new sign-in works again.
    const fresh = await signedIn();
    assert.equal((await me(fresh.access)).statusCode, 200);
  });
});

describe('POST /api/v1/auth/logout', () => {
  const logout = (options: { cookie?: string; accessToken?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      ...(options.cookie ? { cookies: { sb_hub_refresh: options.cookie } } : {}),
      ...(options.accessToken ? { headers: bearer(options.accessToken) } : {}),
    });

  test('with the cookie: revokes the session (the old access token is refused, the refresh too) and clears the cookie', async () => {
    const session = await signedIn();
    const other = await signedIn();
    // Used just before: a remembered session is forgotten by the sign-out all the same.
    assert.equal((await me(session.access)).statusCode, 200);
    const response = await logout({ cookie: session.refresh });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true });
    const cleared = cookieNamed(response, 'sb_hub_refresh');
    assert.equal(cleared?.maxAge, 0);
    assert.equal(cleared?.path, '/api/v1/auth');

    const afterwards = await me(session.access);
    assert.equal(afterwards.statusCode, 401);
    assert.equal(afterwards.json().code, 'UNAUTHENTICATED');
    assert.equal((await refresh(session.refresh)).statusCode, 401);
    // The customer's other sign-in is untouched.
    assert.equal((await me(other.access)).statusCode, 200);
  });

  test('with only the bearer token: revokes that session', async () => {
    const session = await signedIn();
    assert.equal((await me(session.access)).statusCode, 200);
    assert.equal((await logout({ accessToken: session.access })).statusCode, 200);
    assert.equal((await me(session.access)).statusCode, 401);
    assert.equal((await refresh(session.refresh)).statusCode, 401);
  });

  test('without credentials, or with an agent token: still success, nothing revoked', async () => {
    const session = await signedIn();
    const response = await logout();
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true });
    assert.equal((await logout({ accessToken: 'not-a-jwt', cookie: 'made-up' })).statusCode, 200);
    assert.equal((await me(session.access)).statusCode, 200);
  });
});

describe('a customer remembered between requests', () => {
  test("a session's next request reads nothing to know who is asking", async () => {
    const session = await signedIn();
    assert.equal((await me(session.access)).statusCode, 200);
    const statements = await recordStatements(t.app, async () => {
      assert.equal((await me(session.access)).statusCode, 200);
    });
    assert.deepEqual(statements, []);
  });

  test("an agent's change of the customer shows at once; their deletion ends the customer's sessions at once", async () => {
    const agent = await createAgent(t, ['tickets:customers:view', 'tickets:customers:edit', 'tickets:customers:delete']);
    const email = 'remembered.customer@example.test';
    const created = await t.app.db
      .insertInto('customers')
      .values({ organization_id: t.app.firstStart.organizationId, name: 'Remembered Customer', email, phone: '+1 555 0101', password_hash: await hashPassword(PASSWORD), verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD }, remoteAddress: `10.3.0.${++ip}` });
    assert.equal(login.statusCode, 200, login.body);
    const access = login.json().access_token as string;
    assert.equal((await me(access)).json().name, 'Remembered Customer');

    const renamed = await t.app.inject({ method: 'PUT', url: `/api/v1/customers/${created.id}`, headers: bearer(agent.token), payload: { name: 'Renamed Customer', email } });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal((await me(access)).json().name, 'Renamed Customer');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/customers/${created.id}`, headers: bearer(agent.token) });
    assert.ok(deleted.statusCode < 300, deleted.body);
    const refused = await me(access);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().code, 'UNAUTHENTICATED');
  });

  test('which requests forget remembered customers', () => {
    assert.equal(changesCustomerSessions('POST', '/api/v1/auth/logout', 200), true);
    assert.equal(changesCustomerSessions('POST', '/api/v1/auth/password/reset', 200), true);
    assert.equal(changesCustomerSessions('POST', '/api/v1/auth/token', 401), true, 'a refused refresh may have revoked its session');
    assert.equal(changesCustomerSessions('POST', '/api/v1/auth/token', 200), false, 'a refresh that succeeds changes no session');
    assert.equal(changesCustomerSessions('POST', '/api/v1/auth/login', 200), false);
    assert.equal(changesCustomerSessions('PUT', '/api/v1/customers/:id', 200), true);
    assert.equal(changesCustomerSessions('DELETE', '/api/v1/customers/:id', 204), true);
    assert.equal(changesCustomerSessions('POST', '/api/v1/customers/search', 200), false);
    assert.equal(changesCustomerSessions('GET', '/api/v1/auth/me', 200), false);
    assert.equal(changesCustomerSessions('POST', '/api/v1/client/tickets', 201), false);
  });
});
