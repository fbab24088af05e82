import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';

/**
 * Remembers which bearer tokens already passed signature verification, so a client sending the
 * same token on every request pays the HMAC check (WebCrypto, ~0.1 ms and an async hop under load)
 * once, not per request.
 *
 * Why this is safe:
 * - Only successful verifications are stored, keyed by the SHA-256 of the exact token string: a
 *   forged or altered token never matches an entry (it would need a SHA-256 collision), and no
 *   token text is kept in memory.
 * - An entry is used only while the token's own `exp` has not passed (and for at most
 *   `MAX_AGE_MS`), so an expired token is verified again and answered "expired" as before.
 * - It caches the pure, stateless part only. Revocation (logout, a disabled agent, a customer's
 *   password reset bumping `token_version`) is checked in the database, for agents through the
 *   permission cache (features/auth/permission-cache.ts), which forgets on every such change.
 * - Entries are per secret (a WeakMap on the key object), so another secret never trusts them.
 */
const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

type Verify<R> = (secret: Uint8Array, token: string) => Promise<R>;

export function rememberVerified<R extends { ok: boolean }>(verify: Verify<R>): Verify<R> {
  const bySecret = new WeakMap<Uint8Array, Map<string, { result: R; until: number }>>();
  return async (secret, token) => {
    let cache = bySecret.get(secret);
    if (!cache) bySecret.set(secret, (cache = new Map()));
    const key = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.result;
    if (hit) cache.delete(key);
    const result = await verify(secret, token);
    if (!result.ok) return result;
    const exp = decodeJwt(token).exp;
    if (typeof exp !== 'number') return result;
    // Oldest first out: Map keeps insertion order.
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { result, until: Math.min(exp * 1000, now + MAX_AGE_MS) });
    return result;
  };
}
