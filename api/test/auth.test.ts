import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, login, loginTokens, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.close();
});

describe('POST /api/v1/oauth/login', () => {
  test('right password returns a bearer token pair valid for 12 hours', async () => {
    const response = await login(t.app);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 12 * 60 * 60);
    assert.match(body.access_token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.ok(body.refresh_token.length >= 32);
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

  test('rotates: a new pair is issued and the new access token works', async () => {
    const first = await loginTokens(t.app);
    const response = await t.app.inject(refreshForm(first.refresh_token));
    assert.equal(response.statusCode, 200);
    const second = response.json();
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.equal(second.token_type, 'Bearer');
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

  test('a refresh token presented twice within the grace period (two tabs racing) gets a new pair, not a sign-out', async () => {
    const first = await loginTokens(t.app);
    const [a, b] = await Promise.all([t.app.inject(refreshForm(first.refresh_token)), t.app.inject(refreshForm(first.refresh_token))]);
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    assert.notEqual(a.json().refresh_token, b.json().refresh_token);
    // Both tabs stay signed in and can keep rotating.
    for (const pair of [a.json(), b.json()]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(pair.access_token) });
      assert.equal(me.statusCode, 200);
      assert.equal((await t.app.inject(refreshForm(pair.refresh_token))).statusCode, 200);
    }
  });

  test('a refresh token reused after the grace period is refused and revokes the whole family', async () => {
    const t = await startTestApp({}, { refreshReuseGraceMs: 0 });
    try {
      const first = await loginTokens(t.app);
      const rotated = (await t.app.inject(refreshForm(first.refresh_token))).json();

      const reuse = await t.app.inject(refreshForm(first.refresh_token));
      assert.equal(reuse.statusCode, 401);
      assert.equal(reuse.json().code, 'INVALID_REFRESH_TOKEN');

      // The legitimate newest token of that family is dead too, and so are its access tokens.
      const next = await t.app.inject(refreshForm(rotated.refresh_token));
      assert.equal(next.statusCode, 401);
      assert.equal(next.json().code, 'INVALID_REFRESH_TOKEN');
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(rotated.access_token) });
      assert.equal(me.statusCode, 401);
    } finally {
      await t.close();
    }
  });

  test('an unknown refresh token is refused', async () => {
    const response = await t.app.inject(refreshForm('made-up-token'));
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'INVALID_REFRESH_TOKEN');
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
  test('revokes the session: its access and refresh tokens stop working', async () => {
    const tokens = await loginTokens(t.app);
    const other = await loginTokens(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/Logout', headers: bearer(tokens.access_token) });
    assert.equal(response.statusCode, 200);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.access_token) });
    assert.equal(me.statusCode, 401);
    assert.equal(me.json().code, 'UNAUTHENTICATED');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/accessToken',
      payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    assert.equal(refresh.statusCode, 401);

    // Another sign-in of the same agent is unaffected.
    const otherMe = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(other.access_token) });
    assert.equal(otherMe.statusCode, 200);
  });

  test('without a token answers 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/Logout' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'UNAUTHENTICATED');
  });
});
