import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { signAccessToken, verifyAccessToken } from '../src/features/auth/tokens.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, cookieNamed, login, loginTokens, testAppForSuite, withTestApp } from './helpers.js';

// Database: PostgreSQL only. Under test: tokens, cookies and sign-in flows, the same on either engine.

const t = testAppForSuite();

describe('POST /api/v1/oauth/login', () => {
  test('right password returns a 12-hour access token; the refresh token only in an HttpOnly SameSite=Strict cookie on the refresh path', async () => {
    const response = await login(t.app);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 12 * 60 * 60);
    assert.match(body.access_token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    // Page scripts must never see the refresh token.
    assert.equal('refresh_token' in body, false);
    const cookie = cookieNamed(response, 'sb_refresh');
    assert.ok(cookie && cookie.value.length >= 32);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/api/v1/oauth');
    // Plain http (no https PUBLIC_URL): not Secure, or the browser would drop it.
    assert.equal(cookie.secure, undefined);
    // What is left of the session's 30 days.
    assert.ok(Math.abs(cookie.maxAge! - 30 * 24 * 60 * 60) <= 5, `Max-Age ${cookie.maxAge}`);
  });

  test('the cookie is Secure when the request came over https through a trusted proxy', async () => {
    await withTestApp({ TRUST_PROXY: '10.0.0.1' }, async (proxied) => {
      const viaProxy = await proxied.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/login',
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-proto': 'https' },
      });
      assert.equal(viaProxy.statusCode, 200);
      assert.equal(cookieNamed(viaProxy, 'sb_refresh')?.secure, true);
    });
  });

  test('listed CORS origins may send the cookie (credentials allowed)', async () => {
    await withTestApp({ CORS_ORIGINS: 'https://hub.example.test' }, async (cors) => {
      const preflight = await cors.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/oauth/accessToken',
        headers: { origin: 'https://hub.example.test', 'access-control-request-method': 'POST' },
      });
      assert.equal(preflight.headers['access-control-allow-origin'], 'https://hub.example.test');
      assert.equal(preflight.headers['access-control-allow-credentials'], 'true');
    });
  });

  test('the cookie is Secure when PUBLIC_URL is https', async () => {
    await withTestApp({ PUBLIC_URL: 'https://desk.example.test' }, async (secure) => {
      const cookie = cookieNamed(await login(secure.app), 'sb_refresh');
      assert.equal(cookie?.secure, true);
    });
  });

  test('email is matched regardless of case', async () => {
    const response = await login(t.app, ADMIN_EMAIL.toUpperCase());
    assert.equal(response.statusCode, 200);
  });

  test('wrong password and unknown email both answer 401 INVALID_CREDENTIALS', async () => {
    for (const [email, password] of [
      [ADMIN_EMAIL, 'not-the-password'],
      ['nobody@switchboard.test', ADMIN_PASSWORD],
    ]) {
      const response = await login(t.app, email, password);
      assert.equal(response.statusCode, 401);
      const body = response.json();
      assert.equal(body.code, 'INVALID_CREDENTIALS');
      assert.equal(body.statusCode, 401);
      assert.equal(body.message, 'Invalid email or password.');
      assert.equal('access_token' in body, false);
    }
  });

  test('missing fields answer 400 VALIDATION_FAILED naming each field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/login', payload: {} });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.code, 'VALIDATION_FAILED');
    const fields = body.details.map((d: { field: string }) => d.field).sort();
    assert.deepEqual(fields, ['/email', '/password']);
    for (const detail of body.details) assert.equal(typeof detail.message, 'string');
  });

  test('an invalid email format is reported on the email field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/login', payload: { email: 'not-an-email', password: 'x' } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(
      response.json().details.map((d: { field: string }) => d.field),
      ['/email'],
    );
  });
});

describe('POST /api/v1/oauth/accessToken', () => {
  const refreshForm = (token: string) => ({
    method: 'POST' as const,
    url: '/api/v1/oauth/accessToken',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token }).toString(),
  });
  /** What the browser sends: no token in the body, the cookie does it. */
  const refreshByCookie = (token: string) => ({ method: 'POST' as const, url: '/api/v1/oauth/accessToken', cookies: { sb_refresh: token } });

  test('rotates the cookie: a new cookie, no refresh token in the body, and the new access token works', async () => {
    const first = await loginTokens(t.app);
    const response = await t.app.inject(refreshByCookie(first.refresh_token));
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal('refresh_token' in body, false);
    assert.equal(body.token_type, 'Bearer');
    const cookie = cookieNamed(response, 'sb_refresh');
    assert.ok(cookie && cookie.value !== first.refresh_token);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.path, '/api/v1/oauth');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(body.access_token) });
    assert.equal(me.statusCode, 200);
    // The old token was used up; the new one rotates again.
    assert.equal((await t.app.inject(refreshByCookie(cookie.value))).statusCode, 200);
  });

  test('a refresh token in the form body (clients without cookies) is answered with its successor in the body', async () => {
    const first = await loginTokens(t.app);
    const response = await t.app.inject(refreshForm(first.refresh_token));
    assert.equal(response.statusCode, 200);
    const second = response.json();
    assert.ok(second.refresh_token && second.refresh_token !== first.refresh_token);
    assert.equal(cookieNamed(response, 'sb_refresh')?.value, second.refresh_token);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(second.access_token) });
    assert.equal(me.statusCode, 200);
  });

  test('accepts a JSON body too', async () => {
    const first = await loginTokens(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/accessToken',
      payload: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
    });
    assert.equal(response.statusCode, 200);
  });

  test('without a cookie or body token: 401 INVALID_REFRESH_TOKEN and the cookie is cleared', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/accessToken' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'INVALID_REFRESH_TOKEN');
    const cleared = cookieNamed(response, 'sb_refresh');
    assert.equal(cleared?.value, '');
    assert.equal(cleared?.maxAge, 0);
    assert.equal(cleared?.path, '/api/v1/oauth');
  });

  test('a refresh token presented twice within the grace period (two tabs racing) gets the same successor, not a second branch', async () => {
    const first = await loginTokens(t.app);
    const [a, b] = await Promise.all([t.app.inject(refreshByCookie(first.refresh_token)), t.app.inject(refreshByCookie(first.refresh_token))]);
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    const successor = cookieNamed(a, 'sb_refresh')!.value;
    assert.equal(cookieNamed(b, 'sb_refresh')!.value, successor);
    // Both answers carry working access tokens of that one session.
    for (const answer of [a, b]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(answer.json().access_token) });
      assert.equal(me.statusCode, 200);
    }
    const family = await t.app.db
      .selectFrom('refresh_tokens')
      .innerJoin('refresh_tokens as first', 'first.session_id', 'refresh_tokens.session_id')
      .select('refresh_tokens.id')
      .where('first.token_hash', '=', createHash('sha256').update(first.refresh_token).digest('hex'))
      .execute();
    // The login token and exactly one successor: no branch.
    assert.equal(family.length, 2);
    // Also through the body, the same successor again.
    const third = await t.app.inject(refreshForm(first.refresh_token));
    assert.equal(third.json().refresh_token, successor);
    assert.equal((await t.app.inject(refreshByCookie(successor))).statusCode, 200);
  });

  test('a refresh token reused after the grace period is refused, revokes the whole family and closes its push connections', async () => {
    await withTestApp({}, { refreshReuseGraceMs: 0 }, async (t) => {
      const closed: string[] = [];
      t.app.push.disconnectSession = async (sessionId: string) => {
        closed.push(sessionId);
      };
      const first = await loginTokens(t.app);
      const rotated = await t.app.inject(refreshByCookie(first.refresh_token));
      const rotatedToken = cookieNamed(rotated, 'sb_refresh')!.value;

      const reuse = await t.app.inject(refreshByCookie(first.refresh_token));
      assert.equal(reuse.statusCode, 401);
      assert.equal(reuse.json().code, 'INVALID_REFRESH_TOKEN');
      const session = await t.app.db.selectFrom('sessions').select(['id', 'revoked_at']).executeTakeFirstOrThrow();
      assert.ok(session.revoked_at);
      assert.deepEqual(closed, [session.id]);

      // The legitimate newest token of that family is dead too, and so are its access tokens.
      const next = await t.app.inject(refreshByCookie(rotatedToken));
      assert.equal(next.statusCode, 401);
      assert.equal(next.json().code, 'INVALID_REFRESH_TOKEN');
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(rotated.json().access_token) });
      assert.equal(me.statusCode, 401);
    });
  });

  test('a session ends 30 days after sign-in even when refreshed every day; the cookie lives only as long as what is left', async () => {
    const first = await loginTokens(t.app);
    const { id } = await t.app.db
      .selectFrom('refresh_tokens')
      .select('session_id as id')
      .where('token_hash', '=', createHash('sha256').update(first.refresh_token).digest('hex'))
      .executeTakeFirstOrThrow();
    const DAY = 24 * 60 * 60 * 1000;
    let token = first.refresh_token;
    for (let day = 1; day <= 30; day++) {
      // Signed in `day` days ago, refreshed every day since.
      await sql`update sessions set created_at = ${new Date(Date.now() - day * DAY)} where id = ${id}`.execute(t.app.db);
      const response = await t.app.inject(refreshByCookie(token));
      if (day < 30) {
        assert.equal(response.statusCode, 200, `day ${day}`);
        const cookie = cookieNamed(response, 'sb_refresh')!;
        assert.ok(Math.abs(cookie.maxAge! - (30 - day) * 24 * 60 * 60) <= 5, `day ${day}: Max-Age ${cookie.maxAge}`);
        token = cookie.value;
      } else {
        assert.equal(response.statusCode, 401, 'day 30: the session is over');
        assert.equal(response.json().code, 'INVALID_REFRESH_TOKEN');
      }
    }
  });

  test('an unknown refresh token is refused', async () => {
    const response = await t.app.inject(refreshForm('made-up-token'));
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'INVALID_REFRESH_TOKEN');
    assert.equal((await t.app.inject(refreshByCookie('made-up-token'))).statusCode, 401);
  });

  test('a wrong grant type is a validation error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/accessToken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&refresh_token=abc',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
    assert.deepEqual(response.json().details.map((d: { field: string }) => d.field), ['/grant_type']);
  });
});

describe('POST /api/v1/oauth/Logout', () => {
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/oauth/accessToken', cookies: { sb_refresh: token } });

  test('revokes the session: its access and refresh tokens stop working, the cookie is cleared', async () => {
    const tokens = await loginTokens(t.app);
    const other = await loginTokens(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/Logout', headers: bearer(tokens.access_token), cookies: { sb_refresh: tokens.refresh_token } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true });
    assert.equal(cookieNamed(response, 'sb_refresh')?.maxAge, 0);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.access_token) });
    assert.equal(me.statusCode, 401);
    assert.equal(me.json().code, 'UNAUTHENTICATED');
    assert.equal((await refresh(tokens.refresh_token)).statusCode, 401);

    // Another sign-in of the same agent is unaffected.
    const otherMe = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(other.access_token) });
    assert.equal(otherMe.statusCode, 200);
  });

  test('works with an expired access token: the cookie names the session, which is revoked', async () => {
    const tokens = await loginTokens(t.app);
    const claims = await verifyAccessToken(t.config.jwtSecret, tokens.access_token);
    assert.ok(claims.ok);
    const expired = await signAccessToken(t.config.jwtSecret, claims.claims, -60);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/Logout', headers: bearer(expired), cookies: { sb_refresh: tokens.refresh_token } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true });
    const refused = await refresh(tokens.refresh_token);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().code, 'INVALID_REFRESH_TOKEN');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.access_token) })).statusCode, 401);
  });

  test('a refresh token in the body (clients without cookies) names the session too', async () => {
    const tokens = await loginTokens(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/Logout', payload: { refresh_token: tokens.refresh_token } });
    assert.equal(response.statusCode, 200);
    assert.equal((await refresh(tokens.refresh_token)).statusCode, 401);
  });

  test('without any credential still answers success and clears the cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/Logout' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true });
    assert.equal(cookieNamed(response, 'sb_refresh')?.maxAge, 0);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/Logout', cookies: { sb_refresh: 'made-up' }, headers: bearer('not-a-jwt') });
    assert.equal(unknown.statusCode, 200);
  });
});
