import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { prepared } from '../../../db/prepared.js';
import { bearerToken, signedIn } from '../../../plugins/authentication.js';
import { AppError } from '../../../plugins/errors.js';
import { rememberVerified } from '../../../plugins/verified-tokens.js';
import { PermissionCache, relayForgetsAcrossInstances } from '../../auth/permission-cache.js';
import { verifyCustomerToken, type CustomerClaims } from './customer-tokens.js';

/** Signature checks remembered per token (plugins/verified-tokens.ts); revocation is checked below every time. */
const verifyCustomerTokenOnce = rememberVerified(verifyCustomerToken);

/** The signed-in customer (hub user), as customer endpoints see it. */
export interface CustomerContext {
  customerId: string;
  organizationId: string;
  name: string;
  email: string;
  phone: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticateCustomer`. */
    customer: CustomerContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live customer token (agent tokens never pass). */
    authenticateCustomer: preHandlerAsyncHookHandler;
  }
}

/**
 * Writes after which a remembered customer may no longer be who they were: any write to customers
 * by agents (a changed name or email, a deleted customer), a sign-out, a password reset (it ends
 * every session), a registration or verification (they may rewrite an unverified account), and a
 * refused token refresh (a refresh token used twice revokes its session). A refresh that succeeds
 * changes no session, and sign-ins only add sessions. Searches are reads sent as POST.
 */
const CUSTOMER_SESSION_PATHS = /^\/api\/v1\/(customers(\/|$)|auth\/(logout|password\/reset|register|otp\/verify)$)/;
const REFRESH_PATH = '/api/v1/auth/token';

export function changesCustomerSessions(method: string, routeUrl: string | undefined, statusCode: number): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !routeUrl) return false;
  if (routeUrl === REFRESH_PATH) return statusCode >= 400;
  return CUSTOMER_SESSION_PATHS.test(routeUrl) && !routeUrl.endsWith('/search');
}

/** The signed-in customer of a request that passed `authenticateCustomer`; 401 otherwise. */
export function signedInCustomer(request: FastifyRequest): CustomerContext {
  return signedIn(request.customer);
}

/** The customer of verified claims, if still verified, with no password reset since and the session not signed out: one query. */
async function customerOf(db: Db, claims: CustomerClaims): Promise<CustomerContext | undefined> {
  const row = await prepared(
    db
      .selectFrom('customers')
      .innerJoin('customer_sessions', 'customer_sessions.customer_id', 'customers.id')
      .select(['customers.id', 'customers.organization_id', 'customers.name', 'customers.email', 'customers.phone'])
      .where('customers.id', '=', claims.customerId)
      .where('customers.organization_id', '=', claims.organizationId)
      .where('customers.token_version', '=', claims.tokenVersion)
      .where('customers.verified_at', 'is not', null)
      .where('customer_sessions.id', '=', claims.sessionId)
      .where('customer_sessions.revoked_at', 'is', null),
  ).executeTakeFirst();
  return row && Object.freeze({ customerId: row.id, organizationId: row.organization_id, name: row.name, email: row.email, phone: row.phone });
}

/**
 * Customer request authentication: token signature/audience/expiry, then the customer still verified
 * and the token's session not revoked. What the database answered is remembered per session (as the
 * agents' sessions are, features/auth/permission-cache.ts) until a write that may change it
 * (`changesCustomerSessions`) forgets every remembered customer, here and on the other instances,
 * before its answer leaves; 30 s at most, for changes made outside the api.
 */
export const customerAuthenticationPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; jwtSecret: Uint8Array }) => {
    app.decorateRequest('customer', null);
    const sessions = new PermissionCache<CustomerContext>();
    await relayForgetsAcrossInstances(app, sessions as PermissionCache<object>, 'customer-sessions-changed');
    app.addHook('onSend', async (request, reply, payload) => {
      if (changesCustomerSessions(request.method, request.routeOptions.url, reply.statusCode)) await sessions.forgetAll();
      return payload;
    });
    app.decorate('authenticateCustomer', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (request.customer) return;
      const token = bearerToken(request);
      if (!token) throw new AppError(401, 'UNAUTHENTICATED');
      const verified = await verifyCustomerTokenOnce(options.jwtSecret, token);
      if (!verified.ok) throw new AppError(401, verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
      const { claims } = verified;
      const key = `${claims.sessionId}:${claims.customerId}:${claims.organizationId}:${claims.tokenVersion}`;
      let customer = sessions.lookup(key);
      if (!customer) {
        const stamp = sessions.stamp;
        customer = await customerOf(options.db, claims);
        // Refusals are not remembered: they cost a query, like any request of a stranger.
        if (!customer) throw new AppError(401, 'UNAUTHENTICATED');
        sessions.remember(key, customer, stamp);
      }
      request.customer = customer;
    });
  },
  { name: 'switchboard-customer-authentication', dependencies: ['switchboard-errors'] },
);
