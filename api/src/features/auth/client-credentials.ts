import { randomBytes } from 'node:crypto';
import { CLIENT_ACCESS_TOKEN_TTL_SECONDS, type TokenResponse } from '@switchboard/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { rememberVerified } from '../../plugins/verified-tokens.js';
import { hashVerifier, sameHash, signClientAccessToken, verifyClientAccessToken } from './tokens.js';

// The `client_credentials` grant of OAuth clients and the check of their access tokens. A client
// acts as its service user with the permissions of its roles, both read on every request, so
// disabling, deleting or re-roling a client takes effect on its very next call.

const verifyClientAccessTokenOnce = rememberVerified(verifyClientAccessToken);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new client secret: 256 random bits, with a prefix that makes a leaked one easy to recognise. */
export function newClientSecret(): string {
  return `sbcs_${randomBytes(32).toString('base64url')}`;
}

/**
 * What is stored of a secret. A fast hash is enough: the secret is 256 random bits, beyond any
 * guessing, unlike a password.
 */
export function hashClientSecret(secret: string): string {
  return hashVerifier(secret);
}

/** Compared against when the client does not exist, so unknown ids take as long as wrong secrets. */
const DECOY_SECRET_HASH = hashClientSecret(newClientSecret());

/** Percent-decoding of Basic credentials (they are form-encoded before base64); the raw text when it is not valid. */
function formDecoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * The client's id and secret: HTTP Basic credentials when the request has them, else the form or
 * JSON body's `client_id` and `client_secret`; undefined when either is missing.
 */
export function clientCredentialsOf(request: Pick<FastifyRequest, 'headers' | 'body'>): { clientId: string; clientSecret: string } | undefined {
  const [scheme, encoded] = (request.headers.authorization ?? '').trim().split(/\s+/);
  if (scheme?.toLowerCase() === 'basic' && encoded) {
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    const clientId = formDecoded(decoded.slice(0, colon));
    const clientSecret = formDecoded(decoded.slice(colon + 1));
    return clientId && clientSecret ? { clientId, clientSecret } : undefined;
  }
  const body = request.body as { client_id?: unknown; client_secret?: unknown } | undefined;
  const clientId = typeof body?.client_id === 'string' ? body.client_id : '';
  const clientSecret = typeof body?.client_secret === 'string' ? body.client_secret : '';
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

export type ClientSignIn = { ok: true; tokens: TokenResponse } | { ok: false };

/** `grant_type=client_credentials`: an access token for an enabled client whose secret matches; no refresh token. */
export async function clientCredentialsSignIn(db: Db, secret: Uint8Array, clientId: string, clientSecret: string): Promise<ClientSignIn> {
  const client = UUID.test(clientId)
    ? await db.selectFrom('oauth_clients').select(['id', 'organization_id', 'secret_hash', 'enabled']).where('id', '=', clientId).executeTakeFirst()
    : undefined;
  const matches = sameHash(hashClientSecret(clientSecret), client?.secret_hash ?? DECOY_SECRET_HASH);
  if (!client || !matches || !client.enabled) return { ok: false };
  const accessToken = await signClientAccessToken(secret, { clientId: client.id, organizationId: client.organization_id }, CLIENT_ACCESS_TOKEN_TTL_SECONDS);
  return { ok: true, tokens: { access_token: accessToken, expires_in: CLIENT_ACCESS_TOKEN_TTL_SECONDS, token_type: 'Bearer' } };
}

/** Who a client's token speaks for, in the shape of a signed-in agent (`clientId` tells them apart). */
export interface ClientCaller {
  userId: string;
  organizationId: string;
  sessionId: string;
  name: string;
  email: string;
  profilePicture: null;
  permissions: string[];
  clientId: string;
}

export type ClientAuthentication = { ok: true; auth: ClientCaller } | { ok: false; code: 'UNAUTHENTICATED' | 'TOKEN_EXPIRED' };

/**
 * Checks a client's access token: undefined when it is no client token at all. A client disabled
 * or deleted since, or a token issued before the secret was last rotated, is refused.
 */
export async function authenticateClient(db: Db, secret: Uint8Array, token: string): Promise<ClientAuthentication | undefined> {
  const verified = await verifyClientAccessTokenOnce(secret, token);
  if (!verified.ok) return verified.reason === 'expired' ? { ok: false, code: 'TOKEN_EXPIRED' } : undefined;
  const { clientId, organizationId, issuedAt } = verified.claims;
  const row = await db
    .selectFrom('oauth_clients')
    .innerJoin('users', 'users.id', 'oauth_clients.user_id')
    .select([
      'oauth_clients.user_id as userId',
      'oauth_clients.name',
      'oauth_clients.secret_rotated_at as rotatedAt',
      'users.email',
      sql<string[]>`coalesce((
        select array_agg(distinct p order by p)
        from oauth_client_roles cr join roles r on r.id = cr.role_id, unnest(r.permissions) as p
        where cr.client_id = oauth_clients.id
      ), '{}'::text[])`.as('permissions'),
    ])
    .where('oauth_clients.id', '=', clientId)
    .where('oauth_clients.organization_id', '=', organizationId)
    .where('oauth_clients.enabled', '=', true)
    .executeTakeFirst();
  // `iat` has whole seconds: a token of the very second of a rotation still counts as after it.
  if (!row || (issuedAt + 1) * 1000 <= row.rotatedAt.getTime()) return { ok: false, code: 'UNAUTHENTICATED' };
  return {
    ok: true,
    auth: { userId: row.userId, organizationId, sessionId: clientId, name: row.name, email: row.email, profilePicture: null, permissions: row.permissions, clientId },
  };
}
