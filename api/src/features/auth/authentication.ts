import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@switchboard/shared/contracts';
import type { Db } from '../../db/index.js';
import { bearerToken, signedIn } from '../../plugins/authentication.js';
import { AppError, forbidden } from '../../plugins/errors.js';
import { PermissionCache, relayForgetsAcrossInstances } from './permission-cache.js';
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
    /** Agents' sessions remembered between requests (permission-cache.ts); `forgetAll()` after a change of who may do what. */
    permissionCache: PermissionCache<AuthContext>;
  }
}

/**
 * Requests that may change who may do what, or what is remembered with a signed-in agent: any write
 * under these paths (users, their roles and status, roles, divisions, sign-in and sign-out,
 * passwords, invitations; service levels, schedules and statuses, which ticket rows show as badges
 * and new tickets are planned with). Their
 * answer waits until every remembered agent is forgotten, so the next request, the caller's
 * included, reads the new state. Searches are reads sent as POST.
 */
const AUTHORIZATION_PATHS = /^\/api\/v1\/(users|roles|divisions|oauth|slas|schedules|statuses)(\/|$)/;
const READ_ONLY = /\/search$/;

export function changesAuthorization(method: string, routeUrl: string | undefined): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !routeUrl) return false;
  return AUTHORIZATION_PATHS.test(routeUrl) && !READ_ONLY.test(routeUrl);
}

/** The signed-in agent of a request that passed `authenticate` or `requirePermission`; 401 otherwise. */
export function signedInAgent(request: FastifyRequest): AuthContext {
  return signedIn(request.auth);
}

/** Request authentication (bearer access token) and the permission guard (`requirePermission`). */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; jwtSecret: Uint8Array }) => {
    app.decorateRequest('auth', null);
    const cache = new PermissionCache<AuthContext>();
    app.decorate('permissionCache', cache);
    await relayForgetsAcrossInstances(app, cache as PermissionCache<object>);
    // After the handler (its transaction committed), before the answer: success or not, as a
    // failed request may have committed part of its work.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (changesAuthorization(request.method, request.routeOptions.url)) await cache.forgetAll();
      return payload;
    });

    async function ensureAuthenticated(request: FastifyRequest): Promise<AuthContext> {
      if (request.auth) return request.auth;
      const token = bearerToken(request);
      if (!token) throw new AppError(401, 'UNAUTHENTICATED');
      const result = await authenticate(options.db, options.jwtSecret, token, cache);
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
