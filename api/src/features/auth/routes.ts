import {
  AccessTokenRequestSchema,
  CLIENT_ACCESS_TOKEN_TTL_SECONDS,
  LoginRequestSchema,
  LogoutRequestSchema,
  LogoutResponseSchema,
  TokenResponseSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { area } from '../../plugins/area.js';
import { bearerToken } from '../../plugins/authentication.js';
import { AppError } from '../../plugins/errors.js';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../../plugins/session-cookies.js';
import { loginRateLimit } from '../../plugins/rate-limit.js';
import { clientCredentialsOf, clientCredentialsSignIn } from './client-credentials.js';
import { pushDisconnector } from './ended-sessions.js';
import { agentPasswordRoutes } from './password-routes.js';
import { login, logout, refresh, sessionToEnd, type AuthResult, type SessionPolicy } from './sessions.service.js';

/** Refresh and sign-out may come without a body (the cookie says it all). */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

/** Refresh and sign-out take the refresh token from the cookie, or from a form or JSON body, or no body at all. */
function cookieOrBodyRoute<B extends TSchema, R extends TSchema>(summary: string, body: B, response: R) {
  return {
    schema: { summary, consumes: ['application/x-www-form-urlencoded', 'application/json'], body, response: { 200: response } },
    preValidation: emptyBodyAsObject,
  };
}

const CLIENT_CREDENTIALS_HELP = `**Refresh** (agents): \`refresh_token\` in the body, else the \`sb_refresh\` cookie; answers a new access token (and the successor refresh token in the body when it came in the body).

**Client credentials** (integrations): an OAuth client created under Settings → OAuth clients sends \`grant_type=client_credentials\` with \`client_id\` and \`client_secret\` in the form body, or as HTTP Basic credentials. The answer is an access token for ${CLIENT_ACCESS_TOKEN_TTL_SECONDS / 60} minutes and no refresh token: ask again when it ends. Send it as \`Authorization: Bearer …\`; it carries the permissions of the client's roles, read on every request. A wrong id or secret, or a disabled client, answers 401 \`INVALID_CLIENT\`.

\`\`\`
curl -X POST https://helpdesk.example.com/api/v1/oauth/accessToken \\
  -u "$CLIENT_ID:$CLIENT_SECRET" -d grant_type=client_credentials

{"access_token":"eyJhbGciOiJIUzI1NiIsInR5cCI6ImNsaWVudCtqd3QifQ…","expires_in":${CLIENT_ACCESS_TOKEN_TTL_SECONDS},"token_type":"Bearer"}
\`\`\``;

/** Agent sign-in: `v1/oauth/login`, `v1/oauth/accessToken`, `v1/oauth/Logout`, all public. */
const agentSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const policy: SessionPolicy = { secret: config.jwtSecret, maxAgeMs: config.sessionMaxAgeMs, reuseGraceMs: config.refreshReuseGraceMs };

  const disconnect = pushDisconnector(app);

  app.post(
    '/v1/oauth/login',
    {
      schema: { summary: 'Agent sign-in with email and password', body: LoginRequestSchema, response: { 200: TokenResponseSchema } },
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

  // Client sign-ins are throttled like password sign-ins, the client id standing for the account.
  const clientThrottle = app.throttle.credentials('client-credentials', config.loginRateLimit, (request) => clientCredentialsOf(request)?.clientId.toLowerCase() ?? '');
  const accessTokenRoute = cookieOrBodyRoute(
    'Rotate the refresh token (`grant_type=refresh_token`, the default), or sign an OAuth client in (`grant_type=client_credentials`)',
    AccessTokenRequestSchema,
    TokenResponseSchema,
  );
  app.post(
    '/v1/oauth/accessToken',
    {
      ...accessTokenRoute,
      schema: { ...accessTokenRoute.schema, description: CLIENT_CREDENTIALS_HELP },
      preHandler: async (request, reply) => {
        if (request.body?.grant_type === 'client_credentials') await clientThrottle.call(app, request, reply);
      },
    },
    async (request, reply) => {
      if (request.body?.grant_type === 'client_credentials') {
        // Never touches the agent's refresh cookie: an integration has none.
        const credentials = clientCredentialsOf(request);
        const result = credentials ? await clientCredentialsSignIn(db, config.jwtSecret, credentials.clientId, credentials.clientSecret) : { ok: false as const };
        if (!result.ok) throw new AppError(401, 'INVALID_CLIENT');
        return result.tokens;
      }
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
    cookieOrBodyRoute(
      'End the session of the `sb_refresh` cookie, body `refresh_token` or bearer token (no live access token needed); always succeeds',
      LogoutRequestSchema,
      LogoutResponseSchema,
    ),
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

/**
 * Agent sessions and self-service passwords, outside the permission areas: no security requirement
 * (the signed-in password change states its own), the shared error answers.
 */
export const authRoutes = area({
  name: 'switchboard-agent-sessions',
  dependencies: ['switchboard-db', 'switchboard-config', 'switchboard-push', 'switchboard-mail', 'throttle'],
  folders: [
    ['auth', agentSessionRoutes],
    ['auth', agentPasswordRoutes],
  ],
});
