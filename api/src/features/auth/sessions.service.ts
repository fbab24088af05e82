import { ACCESS_TOKEN_TTL_SECONDS, type TokenResponse } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { decoyPasswordHash, upgradedHash, verifyPassword } from './passwords.js';
import { rememberVerified } from '../../plugins/verified-tokens.js';
import {
  AGENT_SESSION_TABLES,
  clockOf,
  issueFirstRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  revokeSession,
  rotateRefreshToken,
  sessionEndsAt,
  sessionToEnd as sessionNamedBy,
  type SessionPolicy,
} from './refresh-families.js';
import { authenticateClient } from './client-credentials.js';
import type { PermissionCache } from './permission-cache.js';
import { signAccessToken, verifyAccessToken, type AccessClaims } from './tokens.js';

export { REFRESH_TOKEN_TTL_MS, type SessionPolicy } from './refresh-families.js';

/** Signature checks remembered per token (plugins/verified-tokens.ts); the session is checked below every time. */
const verifyAccessTokenOnce = rememberVerified(verifyAccessToken);

export type AuthFailure = 'INVALID_CREDENTIALS' | 'USER_DISABLED' | 'INVALID_REFRESH_TOKEN';

/** A signed-in session: the body's tokens plus the refresh token (sent as a cookie) and when the session must end. */
export interface IssuedSession {
  tokens: TokenResponse & { refresh_token: string };
  sessionId: string;
  sessionEndsAt: Date;
}
export type AuthResult = ({ ok: true } & IssuedSession) | { ok: false; code: AuthFailure; revokedSessionId?: string };

/** The signed-in agent, as every authenticated request sees it. */
export interface AuthContext {
  userId: string;
  organizationId: string;
  sessionId: string;
  name: string;
  email: string;
  profilePicture: string | null;
  permissions: string[];
  /** Set when the caller is an OAuth client acting as its service user `userId` (no session: `sessionId` is the client's id). */
  clientId?: string;
}

async function tokenResponse(secret: Uint8Array, session: { id: string; userId: string; organizationId: string }, refreshToken: string) {
  const accessToken = await signAccessToken(secret, { userId: session.userId, organizationId: session.organizationId, sessionId: session.id });
  return { access_token: accessToken, refresh_token: refreshToken, expires_in: ACCESS_TOKEN_TTL_SECONDS, token_type: 'Bearer' as const };
}

/** Password sign-in: opens a session (a new refresh-token family). */
export async function login(db: Db, policy: SessionPolicy, email: string, password: string): Promise<AuthResult> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'organization_id', 'password_hash', 'status'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    // OAuth clients' service users never sign in with a password.
    .where('kind', '=', 'agent')
    // A removed agent's address may belong to a newer account; an invited one has no password yet.
    .where('status', 'not in', ['removed', 'invited'])
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  // Unknown emails still pay for a hash so response time does not reveal which emails exist.
  const matches = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
  if (!user || !matches) return { ok: false, code: 'INVALID_CREDENTIALS' };
  if (user.status !== 'active') return { ok: false, code: 'USER_DISABLED' };
  // A hash of an older, cheaper cost is replaced now that the password is at hand.
  const rehashed = await upgradedHash(password, user.password_hash);
  if (rehashed) await db.updateTable('users').set({ password_hash: rehashed }).where('id', '=', user.id).where('password_hash', '=', user.password_hash).execute();

  const now = clockOf(policy);
  const issued = await db.transaction().execute(async (trx): Promise<IssuedSession> => {
    const session = await trx
      .insertInto('sessions')
      .values({ organization_id: user.organization_id, user_id: user.id, expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const endsAt = sessionEndsAt(session.created_at, policy);
    const refreshToken = await issueFirstRefreshToken(trx, AGENT_SESSION_TABLES, session.id, now, endsAt);
    const tokens = await tokenResponse(policy.secret, { id: session.id, userId: user.id, organizationId: user.organization_id }, refreshToken);
    return { tokens, sessionId: session.id, sessionEndsAt: endsAt };
  });
  return { ok: true, ...issued };
}

/**
 * Rotates a refresh token (rules in refresh-families.ts): the same successor within the grace
 * window, the whole session revoked on later reuse, nothing past the session's absolute end.
 */
export async function refresh(db: Db, policy: SessionPolicy, refreshToken: string): Promise<AuthResult> {
  const result = await rotateRefreshToken(db, AGENT_SESSION_TABLES, refreshToken, policy, async (trx, sessionId) => {
    const row = await trx
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id as userId', 'sessions.organization_id as organizationId', 'users.status as status'])
      .where('sessions.id', '=', sessionId)
      .executeTakeFirstOrThrow();
    if (row.status !== 'active') return { ok: false as const, code: 'USER_DISABLED' as const };
    return { ok: true as const, subject: row };
  });
  if (!result.ok) return result;
  const tokens = await tokenResponse(policy.secret, { id: result.sessionId, ...result.subject }, result.refreshToken);
  return { ok: true, tokens, sessionId: result.sessionId, sessionEndsAt: result.sessionEndsAt };
}

/** Ends a session: its refresh tokens and every access token naming it stop working. */
export async function logout(db: Db, sessionId: string): Promise<void> {
  await revokeSession(db, AGENT_SESSION_TABLES, sessionId);
}

/** The session a sign-out names: the refresh token's family, else a still valid access token's. */
export function sessionToEnd(db: Db, secret: Uint8Array, credentials: { refreshToken?: string; accessToken?: string }): Promise<string | undefined> {
  return sessionNamedBy(db, AGENT_SESSION_TABLES, credentials, async (token) => {
    const verified = await verifyAccessTokenOnce(secret, token);
    return verified.ok ? verified.claims.sessionId : undefined;
  });
}

export type AuthenticateResult = { ok: true; auth: AuthContext } | { ok: false; code: 'UNAUTHENTICATED' | 'TOKEN_EXPIRED' };

/**
 * Checks an access token: signature and expiry, then session live and user active, in one query.
 * With `cache`, an agent's session read before (and not forgotten since: permission-cache.ts) is
 * answered from memory; the signature and expiry are checked every time all the same.
 */
export async function authenticate(db: Db, secret: Uint8Array, token: string, cache?: PermissionCache<AuthContext>): Promise<AuthenticateResult> {
  const verified = await verifyAccessTokenOnce(secret, token);
  if (!verified.ok && verified.reason === 'invalid') {
    // Not an agent's token: an OAuth client's, else nobody's.
    const asClient = await authenticateClient(db, secret, token);
    if (asClient) return asClient;
  }
  if (!verified.ok) return { ok: false, code: verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED' };
  const { claims } = verified;
  if (!cache) return sessionOf(db, claims);
  const key = `${claims.sessionId}:${claims.userId}:${claims.organizationId}`;
  const known = cache.lookup(key);
  if (known) return { ok: true, auth: known };
  const stamp = cache.stamp;
  const result = await sessionOf(db, claims);
  // Refusals are not remembered: they cost a query, like any request of a stranger.
  if (result.ok) cache.remember(key, result.auth, stamp);
  return result;
}

/** The live session of verified claims, its active user and their permissions; frozen, as it may serve many requests. */
async function sessionOf(db: Db, claims: AccessClaims): Promise<AuthenticateResult> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.name',
      'users.email',
      'users.profile_picture as profilePicture',
      sql<string[]>`coalesce((
        select array_agg(distinct p order by p)
        from user_roles ur join roles r on r.id = ur.role_id, unnest(r.permissions) as p
        where ur.user_id = users.id
      ), '{}'::text[])`.as('permissions'),
    ])
    .where('sessions.id', '=', claims.sessionId)
    .where('sessions.user_id', '=', claims.userId)
    .where('sessions.organization_id', '=', claims.organizationId)
    .where('sessions.revoked_at', 'is', null)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return { ok: false, code: 'UNAUTHENTICATED' };
  const auth: AuthContext = { ...claims, name: row.name, email: row.email, profilePicture: row.profilePicture, permissions: Object.freeze(row.permissions) as string[] };
  return { ok: true, auth: Object.freeze(auth) };
}
