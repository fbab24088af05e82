import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Connection tokens: what negotiate hands out and the WebSocket upgrade presents as `id`.
 * Signed (HMAC-SHA256 under a key derived from the JWT secret) rather than remembered, so the
 * upgrade may land on another instance than the negotiate did. base64url parts joined by `.`:
 * URL-safe, since the client does not encode `id`.
 */
export interface ConnectionTicket {
  connectionId: string;
  userId: string;
  /** ms epoch after which the token is refused. */
  expiresAt: number;
  /** The client address negotiate saw (after the trusted proxies), which the socket is counted under. */
  address?: string;
}

export class ConnectionTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: Uint8Array, private readonly ttlMs: number) {
    // A key of its own: a connection token can never pass for a JWT signature or the reverse.
    this.key = createHmac('sha256', Buffer.from(jwtSecret)).update('switchboard push connection token v1').digest();
  }

  /** A fresh public connection id and the signed token naming it and the user. */
  issue(userId: string, now = Date.now(), address?: string): { connectionId: string; token: string; ticket: ConnectionTicket } {
    const ticket: ConnectionTicket = { connectionId: newConnectionId(), userId, expiresAt: now + this.ttlMs };
    if (address !== undefined) ticket.address = address;
    const body = Buffer.from(JSON.stringify({ c: ticket.connectionId, u: ticket.userId, e: ticket.expiresAt, a: ticket.address })).toString('base64url');
    return { connectionId: ticket.connectionId, token: `${body}.${this.sign(body)}`, ticket };
  }

  /** The ticket of a well-signed, unexpired token; `null` for anything else. */
  verify(token: string, now = Date.now()): ConnectionTicket | null {
    const dot = token.indexOf('.');
    if (dot <= 0 || token.length > 1024) return null;
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.sign(body), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const { c, u, e, a } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { c?: unknown; u?: unknown; e?: unknown; a?: unknown };
      if (typeof c !== 'string' || typeof u !== 'string' || typeof e !== 'number' || e <= now) return null;
      return typeof a === 'string' ? { connectionId: c, userId: u, expiresAt: e, address: a } : { connectionId: c, userId: u, expiresAt: e };
    } catch {
      return null;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/** 128 random bits, base64url. */
export function newConnectionId(): string {
  return randomBytes(16).toString('base64url');
}
