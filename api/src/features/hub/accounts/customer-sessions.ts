import { CUSTOMER_TOKEN_TTL_SECONDS, type HubTokenResponse } from '@switchboard/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/index.js';
import {
  clockOf,
  CUSTOMER_SESSION_TABLES,
  issueFirstRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  revokeSession,
  rotateRefreshToken,
  sessionToEnd,
  type SessionPolicy,
} from '../../auth/refresh-families.js';
import { rememberVerified } from '../../../plugins/verified-tokens.js';
import { setSessionCookie } from '../../../plugins/session-cookies.js';
import { signCustomerToken, verifyCustomerToken } from './customer-tokens.js';

const verifyCustomerTokenOnce = rememberVerified(verifyCustomerToken);

/** A customer signed in: the body's access token plus the refresh token that goes into the cookie. */
export interface CustomerSignIn extends HubTokenResponse {
  refreshToken: string;
  /** When the session must end whatever refreshing happens; unset for a session just opened (the full lifetime). */
  sessionEndsAt?: Date;
  /** The clock the session was opened or refreshed with (tests move it). */
  issuedAt: Date;
}

async function accessToken(secret: Uint8Array, session: { id: string; customerId: string; organizationId: string; tokenVersion: number }): Promise<string> {
  return signCustomerToken(secret, { customerId: session.customerId, organizationId: session.organizationId, tokenVersion: session.tokenVersion, sessionId: session.id });
}

/**
 * Opens a customer session (sign-in, verified registration, password reset): a new refresh-token
 * family, and a short-lived access token naming it.
 */
export async function startCustomerSession(
  ctx: { db: Db; secret: Uint8Array; now?: () => Date },
  customer: { id: string; organization_id: string; token_version: number },
): Promise<CustomerSignIn> {
  const now = clockOf(ctx);
  const { id, refreshToken } = await ctx.db.transaction().execute(async (trx) => {
    const session = await trx
      .insertInto('customer_sessions')
      .values({
        organization_id: customer.organization_id,
        customer_id: customer.id,
        token_version: customer.token_version,
        created_at: now,
        expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: session.id, refreshToken: await issueFirstRefreshToken(trx, CUSTOMER_SESSION_TABLES, session.id, now) };
  });
  const token = await accessToken(ctx.secret, { id, customerId: customer.id, organizationId: customer.organization_id, tokenVersion: customer.token_version });
  return { access_token: token, token_type: 'Bearer', expires_in: CUSTOMER_TOKEN_TTL_SECONDS, refreshToken, issuedAt: now };
}

/**
 * Rotates a customer's refresh token (same rules as agents, refresh-families.ts). The customer must
 * still be verified and must not have reset the password since the session began.
 */
export async function refreshCustomerSession(db: Db, policy: SessionPolicy, presented: string): Promise<CustomerSignIn | undefined> {
  const result = await rotateRefreshToken(db, CUSTOMER_SESSION_TABLES, presented, policy, async (trx, sessionId) => {
    const row = await trx
      .selectFrom('customer_sessions')
      .innerJoin('customers', 'customers.id', 'customer_sessions.customer_id')
      .select(['customers.id as customerId', 'customers.organization_id as organizationId', 'customer_sessions.token_version as tokenVersion'])
      .where('customer_sessions.id', '=', sessionId)
      .where('customers.verified_at', 'is not', null)
      .whereRef('customers.token_version', '=', 'customer_sessions.token_version')
      .executeTakeFirst();
    return row ? { ok: true as const, subject: row } : { ok: false as const, code: 'INVALID_REFRESH_TOKEN' as const };
  });
  if (!result.ok) return undefined;
  const token = await accessToken(policy.secret, { id: result.sessionId, ...result.subject });
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: CUSTOMER_TOKEN_TTL_SECONDS,
    refreshToken: result.refreshToken,
    sessionEndsAt: result.sessionEndsAt,
    issuedAt: clockOf(policy),
  };
}

/** Ends the customer session named by the refresh token, else by a still valid access token. Unknown credentials do nothing. */
export async function endCustomerSession(db: Db, secret: Uint8Array, credentials: { refreshToken?: string; accessToken?: string }): Promise<void> {
  const sessionId = await sessionToEnd(db, CUSTOMER_SESSION_TABLES, credentials, async (token) => {
    const verified = await verifyCustomerTokenOnce(secret, token);
    return verified.ok ? verified.claims.sessionId : undefined;
  });
  if (sessionId) await revokeSession(db, CUSTOMER_SESSION_TABLES, sessionId);
}

/** Answers a customer sign-in: the refresh token goes only into the HttpOnly cookie, the access token into the body. */
export function sendCustomerSession(reply: FastifyReply, signIn: CustomerSignIn): HubTokenResponse {
  setSessionCookie(reply, 'customer', signIn.refreshToken, signIn.sessionEndsAt, signIn.issuedAt);
  return { access_token: signIn.access_token, token_type: signIn.token_type, expires_in: signIn.expires_in };
}
