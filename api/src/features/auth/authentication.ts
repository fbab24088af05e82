import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@switchboard/shared/contracts';
import type { Db } from '../../db/index.js';
import { bearerToken, signedIn } from '../../plugins/authentication.js';
import { AppError, forbidden } from '../../plugins/errors.js';
import { authenticate, type AuthContext } from './sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in agent; set by `app.authenticate` / `app.requirePermission`. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live access token. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticates, then 403 unless the agent holds at least one of `anyOf`. */
    requirePermission: (...anyOf: Permission[]) => preHandlerAsyncHookHandler;
  }
}

/** The signed-in agent of a request that passed `authenticate` or `requirePermission`; 401 otherwise. */
export function signedInAgent(request: FastifyRequest): AuthContext {
  return signedIn(request.auth);
}

/** Request authentication (bearer access token) and the permission guard (`requirePermission`). */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; jwtSecret: Uint8Array }) => {
    app.decorateRequest('auth', null);

    async function ensureAuthenticated(request: FastifyRequest): Promise<AuthContext> {
      if (request.auth) return request.auth;
      const token = bearerToken(request);
      if (!token) throw new AppError(401, 'UNAUTHENTICATED');
      const result = await authenticate(options.db, options.jwtSecret, token);
      if (!result.ok) throw new AppError(401, result.code);
      request.auth = result.auth;
      return result.auth;
    }

    app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
      await ensureAuthenticated(request);
    });

    app.decorate('requirePermission', (...anyOf: Permission[]) => {
      return async (request: FastifyRequest, _reply: FastifyReply) => {
        const auth = await ensureAuthenticated(request);
        if (anyOf.length > 0 && !anyOf.some((p) => auth.permissions.includes(p))) throw forbidden();
      };
    });
  },
  { name: 'switchboard-authentication', dependencies: ['switchboard-errors'] },
);
