import { ACCESS_TOKEN_TTL_SECONDS, type TokenResponse } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { decoyPasswordHash, verifyPassword } from './passwords.js';
import { rememberVerified } from '../../plugins/verified-tokens.js';
import { hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens.js';

/** Signature checks remembered per token (plugins/verified-tokens.ts); the session is checked below every time. */
const verifyAccessTokenOnce = rememberVerified(verifyAccessToken);

/** A sign-in lasts this long without use; every refresh extends it. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type AuthFailure = 'INVALID_CREDENTIALS' | 'USER_DISABLED' | 'INVALID_REFRESH_TOKEN';
export type AuthResult = { ok: true; tokens: TokenResponse } | { ok: false; code: AuthFailure };

/** The signed-in agent, as every authenticated request sees it. */
export interface AuthContext {
  userId: string;
  organizationId: string;
  sessionId: string;
  name: string;
  email: string;
  profilePicture: string | null;
  permissions: string[];
}

async function issueTokens(db: Db, secret: Uint8Array, session: { id: string; userId: string; organizationId: string }): Promise<TokenResponse> {
  const refreshToken = newRefreshToken();
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
  await db.insertInto('refresh_tokens').values({ session_id: session.id, token_hash: hashRefreshToken(refreshToken), expires_at: expiresAt }).execute();
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', session.id).execute();
  const accessToken = await signAccessToken(secret, { userId: session.userId, organizationId: session.organizationId, sessionId: session.id });
  return { access_token: accessToken, refresh_token: refreshToken, expires_in: ACCESS_TOKEN_TTL_SECONDS, token_type: 'Bearer' };
}

/** Password sign-in: opens a session (a new refresh-token family). */
export async function login(db: Db, secret: Uint8Array, email: string, password: string): Promise<AuthResult> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'organization_id', 'password_hash', 'status'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  // Unknown emails still pay for a hash so response time does not reveal which emails exist.
  const matches = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
  if (!user || !matches) return { ok: false, code: 'INVALID_CREDENTIALS' };
  if (user.status !== 'active') return { ok: false, code: 'USER_DISABLED' };

  const tokens = await db.transaction().execute(async (trx) => {
    const session = await trx
      .insertInto('sessions')
      .values({ organization_id: user.organization_id, user_id: user.id, expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return issueTokens(trx, secret, { id: session.id, userId: user.id, organizationId: user.organization_id });
  });
  return { ok: true, tokens };
}

/**
 * Rotates a refresh token. A token used again within `reuseGraceMs` of its rotation is the same
 * client racing itself (two tabs, a retry after a lost answer) and gets a fresh pair of the same
 * session. Later reuse means the token leaked: the whole family is revoked, so both the thief and
 * the owner must sign in again.
 */
export async function refresh(db: Db, secret: Uint8Array, refreshToken: string, reuseGraceMs: number): Promise<AuthResult> {
  const outcome = await db.transaction().execute(async (trx): Promise<AuthResult> => {
    const row = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'refresh_tokens.id as tokenId',
        'refresh_tokens.used_at as usedAt',
        'refresh_tokens.expires_at as expiresAt',
        'sessions.id as sessionId',
        'sessions.revoked_at as revokedAt',
        'sessions.user_id as userId',
        'sessions.organization_id as organizationId',
        'users.status as userStatus',
      ])
      .where('refresh_tokens.token_hash', '=', hashRefreshToken(refreshToken))
      .forUpdate('refresh_tokens')
      .executeTakeFirst();
    if (!row || row.revokedAt) return { ok: false, code: 'INVALID_REFRESH_TOKEN' };
    if (row.usedAt && Date.now() - row.usedAt.getTime() > reuseGraceMs) {
      await trx.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', row.sessionId).execute();
      return { ok: false, code: 'INVALID_REFRESH_TOKEN' };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, code: 'INVALID_REFRESH_TOKEN' };
    if (row.userStatus !== 'active') return { ok: false, code: 'USER_DISABLED' };
    if (!row.usedAt) await trx.updateTable('refresh_tokens').set({ used_at: new Date() }).where('id', '=', row.tokenId).execute();
    const tokens = await issueTokens(trx, secret, { id: row.sessionId, userId: row.userId, organizationId: row.organizationId });
    return { ok: true, tokens };
  });
  return outcome;
}

/** Ends a session: its refresh tokens and every access token naming it stop working. */
export async function logout(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export type AuthenticateResult = { ok: true; auth: AuthContext } | { ok: false; code: 'UNAUTHENTICATED' | 'TOKEN_EXPIRED' };

/** Checks an access token: signature and expiry, then session live and user active, in one query. */
export async function authenticate(db: Db, secret: Uint8Array, token: string): Promise<AuthenticateResult> {
  const verified = await verifyAccessTokenOnce(secret, token);
  if (!verified.ok) return { ok: false, code: verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED' };
  const { claims } = verified;
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
  return { ok: true, auth: { ...claims, name: row.name, email: row.email, profilePicture: row.profilePicture, permissions: row.permissions } };
}
