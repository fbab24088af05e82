import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@switchboard/shared/contracts';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

const ISSUER = 'switchboard';

/** What tells one kind of access token from the other: neither kind verifies as the other. */
export interface TokenKind {
  audience: string;
  /** The `typ` header. */
  type: string;
  /** Whether verification insists on `type` (customer tokens, which mixed routes tell apart by it). */
  typeChecked: boolean;
}

const AGENT_TOKENS: TokenKind = { audience: 'switchboard-agent', type: 'JWT', typeChecked: false };

export type TokenCheck<C> = { ok: true; claims: C } | { ok: false; reason: 'expired' | 'invalid' };

/** An HS256 token of `kind` for `subject` carrying `claims`, valid for `ttlSeconds`. */
export function signToken(secret: Uint8Array, kind: TokenKind, subject: string, claims: JWTPayload, ttlSeconds: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: kind.type })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** Signature, issuer, audience, type when checked, expiry; then `claimsOf` reads the payload (undefined: malformed). */
export async function verifyToken<C>(secret: Uint8Array, kind: TokenKind, token: string, claimsOf: (payload: JWTPayload) => C | undefined): Promise<TokenCheck<C>> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: kind.audience, algorithms: ['HS256'], ...(kind.typeChecked ? { typ: kind.type } : {}) });
    const claims = claimsOf(payload);
    return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export interface AccessClaims {
  userId: string;
  organizationId: string;
  sessionId: string;
}

export function signAccessToken(secret: Uint8Array, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  return signToken(secret, AGENT_TOKENS, claims.userId, { org: claims.organizationId, sid: claims.sessionId }, ttlSeconds);
}

export type VerifyResult = TokenCheck<AccessClaims>;

export function verifyAccessToken(secret: Uint8Array, token: string): Promise<VerifyResult> {
  return verifyToken(secret, AGENT_TOKENS, token, ({ sub, org, sid }) =>
    typeof sub === 'string' && typeof org === 'string' && typeof sid === 'string' ? { userId: sub, organizationId: org, sessionId: sid } : undefined,
  );
}

/**
 * OAuth clients' access tokens: their own audience and a checked type, so they never verify as an
 * agent's or a customer's token nor those as theirs, and no refresh token goes with them.
 */
const CLIENT_TOKENS: TokenKind = { audience: 'switchboard-client', type: 'client+jwt', typeChecked: true };

export interface ClientAccessClaims {
  clientId: string;
  organizationId: string;
  /** `iat`, in seconds. */
  issuedAt: number;
}

export function signClientAccessToken(secret: Uint8Array, claims: Omit<ClientAccessClaims, 'issuedAt'>, ttlSeconds: number): Promise<string> {
  return signToken(secret, CLIENT_TOKENS, claims.clientId, { org: claims.organizationId }, ttlSeconds);
}

export function verifyClientAccessToken(secret: Uint8Array, token: string): Promise<TokenCheck<ClientAccessClaims>> {
  return verifyToken(secret, CLIENT_TOKENS, token, ({ sub, org, iat }) =>
    typeof sub === 'string' && typeof org === 'string' && typeof iat === 'number' ? { clientId: sub, organizationId: org, issuedAt: iat } : undefined,
  );
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

/**
 * A single-use link's two halves: the selector (stored, to find the row) and the verifier (only
 * its sha256 is stored, so a leaked table opens no link).
 */
export function newSelectorToken(): { selector: string; verifier: string } {
  return { selector: randomBytes(16).toString('base64url'), verifier: randomBytes(32).toString('base64url') };
}

export function hashVerifier(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Constant-time comparison of two hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
