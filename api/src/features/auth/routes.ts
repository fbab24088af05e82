import {
  ApiErrorSchema,
  LoginRequestSchema,
  LogoutResponseSchema,
  RefreshTokenRequestSchema,
  TokenResponseSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../plugins/errors.js';
import { loginRateLimit } from '../../plugins/rate-limit.js';
import { login, logout, refresh } from './sessions.service.js';

export interface AuthRoutesOptions {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'loginRateLimit' | 'refreshReuseGraceMs'>;
}

const errors = { '4xx': ApiErrorSchema };

/** Agent sign-in (DESIGN §6): `v1/oauth/login`, `v1/oauth/accessToken`, `v1/oauth/Logout`. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { db, config }) => {
  app.post(
    '/v1/oauth/login',
    {
      schema: { tags: ['auth'], summary: 'Agent sign-in with email and password', body: LoginRequestSchema, response: { 200: TokenResponseSchema, ...errors } },
      preHandler: loginRateLimit(app, config.loginRateLimit),
    },
    async (request) => {
      const result = await login(db, config.jwtSecret, request.body.email, request.body.password);
      if (!result.ok) throw new AppError(result.code === 'USER_DISABLED' ? 403 : 401, result.code);
      return result.tokens;
    },
  );

  app.post(
    '/v1/oauth/accessToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token (form-encoded or JSON)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: RefreshTokenRequestSchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await refresh(db, config.jwtSecret, request.body.refresh_token, config.refreshReuseGraceMs);
      if (!result.ok) throw new AppError(result.code === 'USER_DISABLED' ? 403 : 401, result.code);
      return result.tokens;
    },
  );

  app.post(
    '/v1/oauth/Logout',
    {
      schema: { tags: ['auth'], summary: 'End the current session', security: [{ bearer: [] }], response: { 200: LogoutResponseSchema, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => {
      if (request.auth) await logout(db, request.auth.sessionId);
      return { success: true as const };
    },
  );
};
