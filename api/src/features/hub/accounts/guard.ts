import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { prepared } from '../../../db/prepared.js';
import { bearerToken, signedIn } from '../../../plugins/authentication.js';
import { AppError } from '../../../plugins/errors.js';
import { rememberVerified } from '../../../plugins/verified-tokens.js';
import { verifyCustomerToken } from './customer-tokens.js';

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

/** The signed-in customer of a request that passed `authenticateCustomer`; 401 otherwise. */
export function signedInCustomer(request: FastifyRequest): CustomerContext {
  return signedIn(request.customer);
}

/** Customer request authentication: token signature/audience/expiry, then the customer still verified and the token's session not revoked. */
export const customerAuthenticationPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; jwtSecret: Uint8Array }) => {
    app.decorateRequest('customer', null);
    app.decorate('authenticateCustomer', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (request.customer) return;
      const token = bearerToken(request);
      if (!token) throw new AppError(401, 'UNAUTHENTICATED');
      const verified = await verifyCustomerTokenOnce(options.jwtSecret, token);
      if (!verified.ok) throw new AppError(401, verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
      const { claims } = verified;
      // One query: the customer still verified, no password reset since, and the session not signed out.
      const row = await prepared(
        options.db
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
      if (!row) throw new AppError(401, 'UNAUTHENTICATED');
      request.customer = { customerId: row.id, organizationId: row.organization_id, name: row.name, email: row.email, phone: row.phone };
    });
  },
  { name: 'switchboard-customer-authentication', dependencies: ['switchboard-errors'] },
);
