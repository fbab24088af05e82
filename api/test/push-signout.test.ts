import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { signAccessToken, verifyAccessToken } from '../src/features/auth/tokens.js';
import { bearer, loginTokens, startTestApp, type TestApp } from './helpers.js';
import { eventually, fastPush, listen, officialClient } from './push-fixtures.js';

// Signing out ends the session everywhere: its open push sockets close, not only its tokens.

describe('sign-out and push connections', () => {
  let t: TestApp;
  let base: string;
  const opened: HubConnection[] = [];

  before(async () => {
    t = await startTestApp({}, { push: fastPush() });
    base = await listen(t.app);
  });
  after(async () => {
    await Promise.all(opened.splice(0).map((c) => c.stop()));
    await t.close();
  });

  test('Logout with only the refresh cookie (access token expired) closes that session’s sockets for good; other sessions stay', async () => {
    const signedOut = await loginTokens(t.app);
    const kept = await loginTokens(t.app);
    const doomed = officialClient(base, signedOut.access_token);
    const survivor = officialClient(base, kept.access_token);
    opened.push(doomed, survivor);
    let closedWith: Error | undefined | null = null;
    let reconnecting = false;
    doomed.onclose((error) => {
      closedWith = error;
    });
    doomed.onreconnecting(() => {
      reconnecting = true;
    });
    await Promise.all([doomed.start(), survivor.start()]);

    const claims = await verifyAccessToken(t.config.jwtSecret, signedOut.access_token);
    assert.ok(claims.ok);
    const expired = await signAccessToken(t.config.jwtSecret, claims.claims, -60);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/Logout', headers: bearer(expired), cookies: { sb_refresh: signedOut.refresh_token } });
    assert.equal(response.statusCode, 200);

    await eventually(() => closedWith !== null, 'the signed-out session’s connection to close');
    assert.match(String(closedWith), /SESSION_REVOKED/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(reconnecting, false);
    assert.equal(doomed.state, HubConnectionState.Disconnected);
    assert.equal(survivor.state, HubConnectionState.Connected);
  });
});
