import { HubLogoutResponseSchema, HubTokenResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerToken } from '../../../plugins/authentication.js';
import { AppError } from '../../../plugins/errors.js';
import { clearSessionCookie, sessionCookie } from '../../../plugins/session-cookies.js';
import { endCustomerSession, refreshCustomerSession, sendCustomerSession } from './customer-sessions.js';

/** The customer session: `v1/auth/token` (a new access token from the refresh cookie) and `v1/auth/logout`. */
export const customerSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const policy = { secret: config.jwtSecret, maxAgeMs: config.sessionMaxAgeMs, reuseGraceMs: config.refreshReuseGraceMs, now: config.clock };

  app.post(
    '/v1/auth/token',
    {
      config: { public: true },
      schema: {
        summary: 'A new customer access token from the `sb_hub_refresh` cookie (rotated); no body',
        response: { 200: HubTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const presented = sessionCookie(request, 'customer');
      const signIn = presented ? await refreshCustomerSession(db, policy, presented) : undefined;
      if (!signIn) {
        clearSessionCookie(reply, 'customer');
        throw new AppError(401, 'INVALID_REFRESH_TOKEN');
      }
      return sendCustomerSession(reply, signIn);
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      config: { public: true },
      schema: {
        summary: 'End the customer session of the `sb_hub_refresh` cookie (or of the bearer token); always succeeds',
        response: { 200: HubLogoutResponseSchema },
      },
    },
    async (request, reply) => {
      await endCustomerSession(db, config.jwtSecret, { refreshToken: sessionCookie(request, 'customer'), accessToken: bearerToken(request) });
      clearSessionCookie(reply, 'customer');
      return { success: true as const };
    },
  );
};
