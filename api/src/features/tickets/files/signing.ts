import { createHmac, timingSafeEqual } from 'node:crypto';

export type FileLinkPurpose = 'put' | 'get';

/** HMAC of a file link: binds the purpose, the file and the expiry, keyed by the server secret. */
export function signFileLink(secret: Uint8Array, purpose: FileLinkPurpose, fileId: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`file:${purpose}:${fileId}:${expiresAt}`).digest('base64url');
}

/** True when the signature matches and the link has not expired. */
export function verifyFileLink(secret: Uint8Array, purpose: FileLinkPurpose, fileId: string, expires: string | undefined, signature: string | undefined, now = Date.now()): boolean {
  if (!expires || !signature || !/^\d{1,15}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  const expected = Buffer.from(signFileLink(secret, purpose, fileId, expiresAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) && expiresAt > now;
}
