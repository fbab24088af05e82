import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { negotiateLocale } from '../src/plugins/error-messages.js';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './helpers.js';

// Database: PostgreSQL only. Under test: the error shape and codes, the same on either engine.

let t: TestApp;
before(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT_MAX: '3', LOGIN_THROTTLE_ACCOUNT_CEILING: '3', API_KEY: 'k-123' });
});
after(async () => {
  await t.close();
});

const withKey = { 'x-api-key': 'k-123' };

describe('error shape', () => {
  test('GET /api/health is open and answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
  });

  test('unknown API routes answer 404 NOT_FOUND in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: withKey });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message', 'statusCode']);
    assert.equal(response.json().code, 'NOT_FOUND');
  });

  test('malformed JSON is 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/login',
      headers: { ...withKey, 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'MALFORMED_REQUEST');
  });

  test('an unsupported content type is 415 and a huge body is 413', async () => {
    const xml = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/login', headers: { ...withKey, 'content-type': 'application/xml' }, payload: '<a/>' });
    assert.equal(xml.statusCode, 415);
    assert.equal(xml.json().code, 'UNSUPPORTED_MEDIA_TYPE');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/login',
      headers: { ...withKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    assert.equal(huge.statusCode, 413);
    assert.equal(huge.json().code, 'PAYLOAD_TOO_LARGE');
  });

  test('a wrong type in a field is a validation error on that field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/login', headers: withKey, payload: { email: 42, password: ['x'] } });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.code, 'VALIDATION_FAILED');
    assert.deepEqual([...new Set(body.details.map((d: { field: string }) => d.field))].sort(), ['/email', '/password']);
  });
});

describe('x-api-key (API_KEY configured)', () => {
  test('missing or wrong key answers 401 INVALID_API_KEY; the right key passes', async () => {
    for (const headers of [{}, { 'x-api-key': 'wrong' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 'INVALID_API_KEY');
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: withKey });
    assert.equal(response.json().code, 'UNAUTHENTICATED');
  });
});

describe('Accept-Language', () => {
  test('selects the language of the message; the code stays the same', async () => {
    const cases: [string, string][] = [
      ['fr-FR,fr;q=0.9', 'Veuillez vous connecter pour continuer.'],
      ['de', 'Bitte melden Sie sich an, um fortzufahren.'],
      ['ar-AE', 'يرجى تسجيل الدخول للمتابعة.'],
      ['xx-YY', 'Please sign in to continue.'],
    ];
    for (const [language, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { ...withKey, 'accept-language': language } });
      assert.equal(response.json().code, 'UNAUTHENTICATED');
      assert.equal(response.json().message, message);
    }
  });

  test('negotiation honours q-values and falls back by language', () => {
    assert.equal(negotiateLocale('es;q=0.5, nl-NL;q=0.8'), 'nl-nl');
    assert.equal(negotiateLocale('pt-BR'), 'pt-pt');
    assert.equal(negotiateLocale('zh-CN'), 'zh-cn');
    assert.equal(negotiateLocale(undefined), 'en-us');
    assert.equal(negotiateLocale('*'), 'en-us');
  });
});

describe('login rate limit', () => {
  test('too many attempts for one account answer 429 RATE_LIMITED in the error shape', async () => {
    const attempt = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/oauth/login', headers: { ...withKey, 'accept-language': 'es-ES' }, payload: { email: ADMIN_EMAIL, password: 'wrong-guess' }, remoteAddress: ip });
    // Different addresses, same account: past the account's ceiling (3) new addresses share one
    // try per interval: the fourth gets that turn, the fifth is refused.
    for (let i = 0; i < 4; i += 1) assert.equal((await attempt(`10.1.0.${i}`)).statusCode, 401);
    const limited = await attempt('10.1.0.99');
    assert.equal(limited.statusCode, 429);
    const body = limited.json();
    assert.equal(body.code, 'RATE_LIMITED');
    assert.equal(body.statusCode, 429);
    assert.equal(body.message, 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.');
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });

  test('too many attempts from one address answer 429 whatever the account', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/login', headers: withKey, payload: { email: `someone${i}@switchboard.test`, password: 'guess' }, remoteAddress: ip });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 'INVALID_CREDENTIALS');
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/login', headers: withKey, payload: { email: 'fresh@switchboard.test', password: 'guess' }, remoteAddress: ip });
    assert.equal(limited.statusCode, 429);
  });
});
