import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/**
 * Refresh tokens travel only in HttpOnly cookies scoped to the endpoints that read them: scripts
 * on the page cannot read them, and no other request carries them. The values are opaque random
 * tokens stored hashed, so the cookies are not signed.
 */
export const SESSION_COOKIES = {
  agent: { name: 'sb_refresh', path: '/api/v1/oauth' },
  customer: { name: 'sb_hub_refresh', path: '/api/v1/auth' },
} as const;
export type SessionCookieKind = keyof typeof SESSION_COOKIES;

interface SessionCookieSettings {
  /** PUBLIC_URL is https: every cookie is Secure even when a proxy we do not trust terminates TLS. */
  alwaysSecure: boolean;
  sessionMaxAgeMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookieSettings: SessionCookieSettings;
  }
}

function attributes(reply: FastifyReply, kind: SessionCookieKind): CookieSerializeOptions {
  const settings = reply.server.sessionCookieSettings;
  return {
    path: SESSION_COOKIES[kind].path,
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.alwaysSecure || reply.request.protocol === 'https',
  };
}

/** Sets the session's refresh cookie; it expires with the session's absolute lifetime. */
export function setSessionCookie(reply: FastifyReply, kind: SessionCookieKind, refreshToken: string, sessionEndsAt?: Date, now = new Date()): void {
  const settings = reply.server.sessionCookieSettings;
  const remainingMs = sessionEndsAt ? sessionEndsAt.getTime() - now.getTime() : settings.sessionMaxAgeMs;
  reply.setCookie(SESSION_COOKIES[kind].name, refreshToken, { ...attributes(reply, kind), maxAge: Math.max(0, Math.floor(remainingMs / 1000)) });
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionCookieKind): void {
  reply.clearCookie(SESSION_COOKIES[kind].name, attributes(reply, kind));
}

/** The refresh token the browser sent, if any. */
export function sessionCookie(request: FastifyRequest, kind: SessionCookieKind): string | undefined {
  const value = request.cookies?.[SESSION_COOKIES[kind].name];
  return value ? value : undefined;
}

/** Settings for the helpers above; needs @fastify/cookie registered first. */
export const sessionCookiesPlugin = fp(
  async (app: FastifyInstance, options: { config: Pick<Config, 'publicUrl' | 'sessionMaxAgeMs'> }) => {
    app.decorate('sessionCookieSettings', {
      alwaysSecure: options.config.publicUrl.startsWith('https:'),
      sessionMaxAgeMs: options.config.sessionMaxAgeMs,
    });
  },
  { name: 'switchboard-session-cookies', dependencies: ['@fastify/cookie'] },
);
