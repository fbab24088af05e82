import type { Db } from '../../db/index.js';
import { hashRefreshToken, newRefreshToken, successorRefreshToken } from './tokens.js';

/**
 * Refresh-token rotation shared by agent sessions (`sessions` / `refresh_tokens`) and customer
 * sessions (`customer_sessions` / `customer_refresh_tokens`). A session is one family of tokens;
 * each token works once, the family dies on theft, and the session has an absolute end.
 */

/** A refresh token lasts this long without use; every rotation extends it, never past the session's end. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionTables {
  sessions: 'sessions' | 'customer_sessions';
  tokens: 'refresh_tokens' | 'customer_refresh_tokens';
}
export const AGENT_SESSION_TABLES = { sessions: 'sessions', tokens: 'refresh_tokens' } as const satisfies SessionTables;
export const CUSTOMER_SESSION_TABLES = { sessions: 'customer_sessions', tokens: 'customer_refresh_tokens' } as const satisfies SessionTables;

/**
 * Both pairs of tables have the columns used here (sessions: id, created_at, expires_at,
 * revoked_at; tokens: id, session_id, token_hash, expires_at, used_at), so the queries are typed
 * against the agent tables and run against either. Only unqualified column names are used.
 */
const typed = (tables: SessionTables) => tables as typeof AGENT_SESSION_TABLES;

export interface SessionPolicy {
  /** Keys the successor derivation (the JWT secret). */
  secret: Uint8Array;
  /** Absolute lifetime of a session from sign-in; refreshing never extends it. */
  maxAgeMs: number;
  /** A token presented again within this long of its rotation gets the same successor; later reuse is theft. */
  reuseGraceMs: number;
  /** Tests move time with this. */
  now?: () => Date;
}

export const clockOf = (policy: Pick<SessionPolicy, 'now'>) => (policy.now ? policy.now() : new Date());

/** When a session started at `createdAt` must end, whatever refreshing happens. */
export function sessionEndsAt(createdAt: Date, policy: Pick<SessionPolicy, 'maxAgeMs'>): Date {
  return new Date(createdAt.getTime() + policy.maxAgeMs);
}

async function storeToken(trx: Db, tables: SessionTables, sessionId: string, token: string, expiresAt: Date): Promise<void> {
  const t = typed(tables);
  // A successor re-derived inside the grace window is already stored: keep that row as it is.
  await trx
    .insertInto(t.tokens)
    .values({ session_id: sessionId, token_hash: hashRefreshToken(token), expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
  await trx.updateTable(t.sessions).set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
}

/** The first refresh token of a session just created (inside the creating transaction). */
export async function issueFirstRefreshToken(trx: Db, tables: SessionTables, sessionId: string, now: Date, endsAt?: Date): Promise<string> {
  const token = newRefreshToken();
  const idle = now.getTime() + REFRESH_TOKEN_TTL_MS;
  await storeToken(trx, tables, sessionId, token, new Date(endsAt ? Math.min(idle, endsAt.getTime()) : idle));
  return token;
}

export type SubjectCheck<S, F extends string> = (trx: Db, sessionId: string) => Promise<{ ok: true; subject: S } | { ok: false; code: F }>;

export type RotateResult<S, F extends string> =
  | { ok: true; subject: S; sessionId: string; refreshToken: string; sessionEndsAt: Date }
  /** `revokedSessionId`: the family was revoked just now because a used token came back after the grace window. */
  | { ok: false; code: F | 'INVALID_REFRESH_TOKEN'; revokedSessionId?: string };

/**
 * Rotates `presented`. Its successor is derived from it (`successorRefreshToken`), so a client
 * racing itself (two tabs, a retry after a lost answer) within `reuseGraceMs` gets the very same
 * successor, not a second branch. Reuse after the grace window means the token leaked: the whole
 * session is revoked. A session past its absolute end cannot be refreshed. `checkSubject` adds the
 * owner's own rules (agent active, customer still verified) and returns what the caller signs.
 */
export async function rotateRefreshToken<S, F extends string>(
  db: Db,
  tables: SessionTables,
  presented: string,
  policy: SessionPolicy,
  checkSubject: SubjectCheck<S, F>,
): Promise<RotateResult<S, F>> {
  const t = typed(tables);
  const invalid = { ok: false, code: 'INVALID_REFRESH_TOKEN' } as const;
  const now = clockOf(policy);
  return db.transaction().execute(async (trx): Promise<RotateResult<S, F>> => {
    const token = await trx
      .selectFrom(t.tokens)
      .select(['id', 'session_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', hashRefreshToken(presented))
      .forUpdate()
      .executeTakeFirst();
    if (!token) return invalid;
    const session = await trx.selectFrom(t.sessions).select(['id', 'created_at', 'revoked_at']).where('id', '=', token.session_id).executeTakeFirst();
    if (!session || session.revoked_at) return invalid;
    if (token.used_at && now.getTime() - token.used_at.getTime() > policy.reuseGraceMs) {
      await trx.updateTable(t.sessions).set({ revoked_at: now }).where('id', '=', session.id).execute();
      return { ...invalid, revokedSessionId: session.id };
    }
    const endsAt = sessionEndsAt(session.created_at, policy);
    if (token.expires_at.getTime() <= now.getTime() || endsAt.getTime() <= now.getTime()) return invalid;
    const checked = await checkSubject(trx, session.id);
    if (!checked.ok) return checked;
    const successor = successorRefreshToken(policy.secret, tables.tokens, presented);
    if (!token.used_at) {
      await trx.updateTable(t.tokens).set({ used_at: now }).where('id', '=', token.id).execute();
      await storeToken(trx, tables, session.id, successor, new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, endsAt.getTime())));
    }
    return { ok: true, subject: checked.subject, sessionId: session.id, refreshToken: successor, sessionEndsAt: endsAt };
  });
}

/** The session a refresh token (any of its family, used or not) belongs to. */
export async function sessionOfRefreshToken(db: Db, tables: SessionTables, token: string): Promise<string | undefined> {
  const t = typed(tables);
  const row = await db.selectFrom(t.tokens).select('session_id').where('token_hash', '=', hashRefreshToken(token)).executeTakeFirst();
  return row?.session_id;
}

/**
 * The session a sign-out names, without needing a live access token: the refresh token's family,
 * else the session of a still valid access token (`sessionOfAccessToken`).
 */
export async function sessionToEnd(
  db: Db,
  tables: SessionTables,
  credentials: { refreshToken?: string; accessToken?: string },
  sessionOfAccessToken: (token: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  const sessionId = credentials.refreshToken ? await sessionOfRefreshToken(db, tables, credentials.refreshToken) : undefined;
  if (sessionId) return sessionId;
  return credentials.accessToken ? sessionOfAccessToken(credentials.accessToken) : undefined;
}

/** Ends a session: its refresh tokens and every access token naming it stop working. */
export async function revokeSession(db: Db, tables: SessionTables, sessionId: string, now = new Date()): Promise<void> {
  const t = typed(tables);
  await db.updateTable(t.sessions).set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}
