import {
  LoginRequestSchema,
  LogoutRequestSchema,
  LogoutResponseSchema,
  RefreshTokenRequestSchema,
  TokenResponseSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { bearerToken } from '../../plugins/authentication.js';
import { AppError, errorResponses as errors } from '../../plugins/errors.js';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../../plugins/session-cookies.js';
import { loginRateLimit } from '../../plugins/rate-limit.js';
import { login, logout, refresh, sessionToEnd, type AuthResult, type SessionPolicy } from './sessions.service.js';

export interface AuthRoutesOptions {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'loginRateLimit' | 'refreshReuseGraceMs' | 'sessionMaxAgeMs'>;
}

/** Refresh and sign-out may come without a body (the cookie says it all). */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

/** Agent sign-in: `v1/oauth/login`, `v1/oauth/accessToken`, `v1/oauth/Logout`. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { db, config }) => {
  const policy: SessionPolicy = { secret: config.jwtSecret, maxAgeMs: config.sessionMaxAgeMs, reuseGraceMs: config.refreshReuseGraceMs };

  /** Closes the push connections of an ended session; a failure there must not fail the sign-out. */
  const disconnect = async (sessionId: string) => {
    try {
      await app.push.disconnectSession(sessionId);
    } catch (error) {
      app.log.warn({ err: error, sessionId }, 'push: could not close the connections of an ended session');
    }
  };

  app.post(
    '/v1/oauth/login',
    {
      schema: { tags: ['auth'], summary: 'Agent sign-in with email and password', body: LoginRequestSchema, response: { 200: TokenResponseSchema, ...errors } },
      preHandler: loginRateLimit(app, config.loginRateLimit),
    },
    async (request, reply) => {
      const result = await login(db, policy, request.body.email, request.body.password);
      if (!result.ok) throw new AppError(result.code === 'USER_DISABLED' ? 403 : 401, result.code);
      // The refresh token goes only into the HttpOnly cookie: page scripts never see it.
      const { refresh_token: refreshToken, ...tokens } = result.tokens;
      setSessionCookie(reply, 'agent', refreshToken, result.sessionEndsAt);
      return tokens;
    },
  );

  app.post(
    '/v1/oauth/accessToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token: body `refresh_token` (then also answered in the body), else the `sb_refresh` cookie',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: RefreshTokenRequestSchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
      preValidation: emptyBodyAsObject,
    },
    async (request, reply) => {
      const fromBody = request.body?.refresh_token;
      const presented = fromBody ?? sessionCookie(request, 'agent');
      const result: AuthResult = presented ? await refresh(db, policy, presented) : { ok: false, code: 'INVALID_REFRESH_TOKEN' };
      if (!result.ok) {
        // A used token back after the grace window revoked the session: its open push sockets close too.
        if (result.revokedSessionId) await disconnect(result.revokedSessionId);
        clearSessionCookie(reply, 'agent');
        throw new AppError(result.code === 'USER_DISABLED' ? 403 : 401, result.code);
      }
      const { refresh_token: refreshToken, ...tokens } = result.tokens;
      setSessionCookie(reply, 'agent', refreshToken, result.sessionEndsAt);
      // Clients without cookies sent the token in the body and get its successor there.
      return fromBody ? result.tokens : tokens;
    },
  );

  app.post(
    '/v1/oauth/Logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the `sb_refresh` cookie, body `refresh_token` or bearer token (no live access token needed); always succeeds',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: LogoutRequestSchema,
        response: { 200: LogoutResponseSchema, ...errors },
      },
      preValidation: emptyBodyAsObject,
    },
    async (request, reply) => {
      const sessionId = await sessionToEnd(db, config.jwtSecret, {
        refreshToken: sessionCookie(request, 'agent') ?? request.body?.refresh_token,
        accessToken: bearerToken(request),
      });
      if (sessionId) {
        await logout(db, sessionId);
        await disconnect(sessionId);
      }
      clearSessionCookie(reply, 'agent');
      return { success: true as const };
    },
  );
};
