import {
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  PasswordActionResponseSchema,
  ResetPasswordRequestSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { bearerSecurity } from '../../plugins/authentication.js';
import { negotiateLocale } from '../../plugins/error-messages.js';
import { AppError } from '../../plugins/errors.js';
import { addressAndAccountRateLimit } from '../../plugins/rate-limit.js';
import { signedInAgent } from './authentication.js';
import { pushDisconnector } from './ended-sessions.js';
import { linkBase } from './link-base.js';
import { changeOwnPassword, requestAgentPasswordReset, resetAgentPassword } from './password-self-service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Wrong current passwords count like wrong sign-ins: per agent, the sign-in throttle's free tries
 * then doubling waits; a success clears the count (through the throttle's `onSuccess`).
 */
function currentPasswordThrottle(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const { store, settings } = app.throttle;
    const key = `cred:agent-password:user:${signedInAgent(request).userId}`;
    const policy = { freeTries: settings.freeTries, baseMs: settings.baseDelayMs, maxDelayMs: settings.maxDelayMs, idleMs: DAY_MS };
    const verdict = await store.backoff(key, policy, app.throttle.now());
    if (!verdict.allowed) throw new AppError(429, 'RATE_LIMITED', undefined, { retryAfter: Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)) });
    request.throttleOutcome = { onSuccess: () => store.delete(key) };
  };
}

/** Agents' own password: change it signed in, or reset it through a mailed link. */
export const agentPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, mailWorker } = app;
  const now = () => (config.clock ? config.clock() : new Date());

  const disconnect = pushDisconnector(app);

  app.put(
    '/v1/users/me/password',
    {
      schema: {
        summary: 'Change the signed-in agent’s password (the current one required); ends the agent’s other sessions',
        security: bearerSecurity,
        body: ChangePasswordRequestSchema,
        response: { 200: PasswordActionResponseSchema },
      },
      preHandler: [app.authenticate, currentPasswordThrottle(app)],
    },
    async (request) => {
      const auth = signedInAgent(request);
      await disconnect(...(await changeOwnPassword(db, auth, request.body, now())));
      return { success: true as const };
    },
  );

  app.post(
    '/v1/oauth/password/forgot',
    {
      schema: {
        summary: 'Mail a one-hour reset link to an active agent with this email; the same answer whether or not there is one',
        body: ForgotPasswordRequestSchema,
        response: { 202: PasswordActionResponseSchema },
      },
      preHandler: addressAndAccountRateLimit(app, 'agent-password-forgot', config.hubAuthRateLimit),
    },
    async (request, reply) => {
      const locale = negotiateLocale(request.headers['accept-language']);
      await requestAgentPasswordReset(db, { email: request.body.email, locale, linkBase: linkBase(config, request) }, now());
      mailWorker.wake();
      return reply.code(202).send({ success: true as const });
    },
  );

  app.post(
    '/v1/oauth/password/reset',
    {
      schema: { summary: 'Set a new password from a reset link (works once); ends every session of the agent', body: ResetPasswordRequestSchema, response: { 200: PasswordActionResponseSchema } },
      preHandler: addressAndAccountRateLimit(app, 'agent-password-reset', config.hubAuthRateLimit),
    },
    async (request) => {
      await disconnect(...(await resetAgentPassword(db, request.body, now())));
      return { success: true as const };
    },
  );
};
