import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { HubWriteQuotas, WriteQuota } from '../quota-config.js';
import { AppError } from './errors.js';

/** The hub writes with a quota; each kind counts on its own. */
export type HubWriteKind = 'tickets' | 'messages' | 'message-sends' | 'uploads';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandlers (after authentication) limiting what one customer, and one client address, may
     * write through the hub per window. Agents are not limited here: their permissions are.
     */
    hubQuota: Record<HubWriteKind, preHandlerAsyncHookHandler>;
  }
}

export interface HubQuotasPluginOptions {
  quotas: HubWriteQuotas;
}

/**
 * Counters live in `app.throttle.store` (the database, or Redis when configured): shared by every
 * replica and not evictable. A refused request counts nowhere, so hammering does not extend the wait.
 */
function writeQuota(app: FastifyInstance, kind: HubWriteKind, quota: WriteQuota, windowMs: number): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const customer = request.customer;
    if (!customer) return;
    const counters = [
      { key: `quota:${kind}:customer:${customer.customerId}`, limit: quota.perCustomer },
      { key: `quota:${kind}:ip:${request.ip}`, limit: quota.perAddress },
    ];
    const verdict = await app.throttle.store.hitAll(counters, windowMs, app.throttle.now());
    if (!verdict.allowed) throw refused(verdict.retryAfterMs);
  };
}

function refused(retryAfterMs: number): AppError {
  return new AppError(429, 'RATE_LIMITED', undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

/** `app.hubQuota`: needs the throttle plugin (`app.throttle`) registered first. */
export const hubQuotasPlugin = fp(
  async (app: FastifyInstance, { quotas }: HubQuotasPluginOptions) => {
    app.decorate('hubQuota', {
      tickets: writeQuota(app, 'tickets', quotas.tickets, quotas.windowMs),
      // Saving a draft and sending it are each counted against the message quota.
      messages: writeQuota(app, 'messages', quotas.messages, quotas.windowMs),
      'message-sends': writeQuota(app, 'message-sends', quotas.messages, quotas.windowMs),
      uploads: writeQuota(app, 'uploads', quotas.uploads, quotas.windowMs),
    });
  },
  { name: 'hub-quotas', dependencies: ['throttle'] },
);
