import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@switchboard/shared/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'switchboard';
const AUDIENCE = 'switchboard-agent';

export interface AccessClaims {
  userId: string;
  organizationId: string;
  sessionId: string;
}

export function signAccessToken(secret: Uint8Array, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ org: claims.organizationId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const { sub, org, sid } = payload;
    if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId: sub, organizationId: org, sessionId: sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Opaque refresh token (256 random bits). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token that replaces `token` on rotation: a keyed hash of it, so presenting `token` again
 * yields the same successor (no second branch of the family) while only hashes are stored and
 * nobody without the server secret can compute it. `family` keeps agent and customer tokens apart.
 */
export function successorRefreshToken(secret: Uint8Array, family: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${family}:${token}`).digest('base64url');
}
