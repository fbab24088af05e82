import assert from 'node:assert/strict';
import { afterEach, describe, mock, test } from 'node:test';
import { signAccessToken, verifyAccessToken } from '../src/features/auth/tokens.js';
import { rememberVerified } from '../src/plugins/verified-tokens.js';

// Remembered signature checks must answer exactly as a fresh check would: expired tokens expire,
// altered or foreign-secret tokens never pass, and a remembered token is not verified again.

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!');
const otherSecret = new TextEncoder().encode('another-secret-of-at-least-32-bytes!');
const claims = { userId: 'u1', organizationId: 'o1', sessionId: 's1' };

afterEach(() => mock.timers.reset());

describe('remembered token verification', () => {
  test('verifies a token once while it stays valid, and gives the same claims', async () => {
    const verify = mock.fn(verifyAccessToken);
    const once = rememberVerified(verify);
    const token = await signAccessToken(secret, claims, 600);
    const first = await once(secret, token);
    const second = await once(secret, token);
    assert.deepEqual(first, { ok: true, claims });
    assert.deepEqual(second, first);
    assert.equal(verify.mock.callCount(), 1);
  });

  test('a token past its expiry is checked again and answered "expired"', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const once = rememberVerified(verifyAccessToken);
    const token = await signAccessToken(secret, claims, 60);
    assert.equal((await once(secret, token)).ok, true);
    mock.timers.tick(61_000);
    assert.deepEqual(await once(secret, token), { ok: false, reason: 'expired' });
  });

  test('an altered token and a token under another secret never pass, even after the real one was remembered', async () => {
    const once = rememberVerified(verifyAccessToken);
    const token = await signAccessToken(secret, claims, 600);
    assert.equal((await once(secret, token)).ok, true);
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'admin' })).toString('base64url')}.${signature}`;
    assert.deepEqual(await once(secret, forged), { ok: false, reason: 'invalid' });
    assert.deepEqual(await once(otherSecret, token), { ok: false, reason: 'invalid' });
  });
});
