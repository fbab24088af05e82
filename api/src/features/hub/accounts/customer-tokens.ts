import { createHmac, randomInt } from 'node:crypto';
import { CUSTOMER_TOKEN_TTL_SECONDS } from '@switchboard/shared/contracts';
import { signToken, verifyToken, type TokenCheck, type TokenKind } from '../../auth/tokens.js';

/** Agents' tokens carry `switchboard-agent`; mixed routes tell the kinds apart by `typ`. */
const CUSTOMER_TOKENS: TokenKind = { audience: 'switchboard-customer', type: 'customer+jwt', typeChecked: true };

export interface CustomerClaims {
  customerId: string;
  organizationId: string;
  /** `customers.token_version` when issued; a password reset bumps it and old tokens stop working. */
  tokenVersion: number;
  /** The `customer_sessions` row: a sign-out revokes it and its tokens stop working. */
  sessionId: string;
}

export function signCustomerToken(secret: Uint8Array, claims: CustomerClaims, ttlSeconds = CUSTOMER_TOKEN_TTL_SECONDS): Promise<string> {
  return signToken(secret, CUSTOMER_TOKENS, claims.customerId, { org: claims.organizationId, ver: claims.tokenVersion, sid: claims.sessionId }, ttlSeconds);
}

export type CustomerVerifyResult = TokenCheck<CustomerClaims>;

export function verifyCustomerToken(secret: Uint8Array, token: string): Promise<CustomerVerifyResult> {
  return verifyToken(secret, CUSTOMER_TOKENS, token, ({ sub, org, ver, sid }) =>
    // Tokens from before customer sessions existed carry no `sid`: they no longer sign anyone in.
    typeof sub === 'string' && typeof org === 'string' && typeof ver === 'number' && typeof sid === 'string'
      ? { customerId: sub, organizationId: org, tokenVersion: ver, sessionId: sid }
      : undefined,
  );
}

/** A uniformly random 6-digit code. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Keyed hash of an OTP: a leaked table cannot be reversed by trying the million codes without the
 * server secret, and binding the customer id stops one customer's hash matching another's code.
 */
export function hashOtp(secret: Uint8Array, customerId: string, otp: string): string {
  return createHmac('sha256', secret).update(`otp:${customerId}:${otp}`).digest('base64url');
}
