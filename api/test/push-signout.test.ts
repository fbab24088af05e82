import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HubConnectionState } from '@microsoft/signalr';
import { signAccessToken, verifyAccessToken } from '../src/features/auth/tokens.js';
import { bearer, loginTokens } from './helpers.js';
import { eventually, HubClients, listeningPushApp, watchClose } from './push-fixtures.js';

// Database: PostgreSQL only. Under test: sign-out closing push sockets, the same on either engine.

// Signing out ends the session everywhere: its open push sockets close, not only its tokens.

describe('sign-out and push connections', () => {
  const clients = new HubClients();
  const hub = listeningPushApp({}, clients);

  test('Logout with only the refresh cookie (access token expired) closes that session’s sockets for good; other sessions stay', async () => {
    const signedOut = await loginTokens(hub.t.app);
    const kept = await loginTokens(hub.t.app);
    const doomed = clients.official(hub.base, signedOut.access_token);
    const survivor = clients.official(hub.base, kept.access_token);
    const seen = watchClose(doomed);
    await Promise.all([doomed.start(), survivor.start()]);

    const claims = await verifyAccessToken(hub.t.config.jwtSecret, signedOut.access_token);
    assert.ok(claims.ok);
    const expired = await signAccessToken(hub.t.config.jwtSecret, claims.claims, -60);
    const response = await hub.t.app.inject({ method: 'POST', url: '/api/v1/oauth/Logout', headers: bearer(expired), cookies: { sb_refresh: signedOut.refresh_token } });
    assert.equal(response.statusCode, 200);

    await eventually(() => seen.closed, 'the signed-out session’s connection to close');
    assert.match(String(seen.error), /SESSION_REVOKED/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(seen.reconnecting, false);
    assert.equal(doomed.state, HubConnectionState.Disconnected);
    assert.equal(survivor.state, HubConnectionState.Connected);
  });
});
