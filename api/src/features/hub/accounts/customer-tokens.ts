import { createHmac, randomBytes, randomInt, timingSafeEqual, createHash } from 'node:crypto';
import { CUSTOMER_TOKEN_TTL_SECONDS } from '@switchboard/shared/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'switchboard';
/** Agents' tokens carry `switchboard-agent`: neither kind verifies as the other. */
const AUDIENCE = 'switchboard-customer';
const TOKEN_TYPE = 'customer+jwt';

export interface CustomerClaims {
  customerId: string;
  organizationId: string;
  /** `customers.token_version` when issued; a password reset bumps it and old tokens stop working. */
  tokenVersion: number;
  /** The `customer_sessions` row: a sign-out revokes it and its tokens stop working. */
  sessionId: string;
}

export function signCustomerToken(secret: Uint8Array, claims: CustomerClaims, ttlSeconds = CUSTOMER_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ org: claims.organizationId, ver: claims.tokenVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setSubject(claims.customerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

export type CustomerVerifyResult = { ok: true; claims: CustomerClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyCustomerToken(secret: Uint8Array, token: string): Promise<CustomerVerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, typ: TOKEN_TYPE, algorithms: ['HS256'] });
    const { sub, org, ver, sid } = payload;
    // Tokens from before customer sessions existed carry no `sid`: they no longer sign anyone in.
    if (typeof sub !== 'string' || typeof org !== 'string' || typeof ver !== 'number' || typeof sid !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { customerId: sub, organizationId: org, tokenVersion: ver, sessionId: sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
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

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A reset link's two halves: `ad` (stored, to find the row) and `fk` (only its sha256 is stored). */
export function newResetToken(): { selector: string; verifier: string } {
  return { selector: randomBytes(16).toString('base64url'), verifier: randomBytes(32).toString('base64url') };
}

export function hashResetVerifier(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
