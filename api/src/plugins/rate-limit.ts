import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config.js';
import { AppError } from './errors.js';

/**
 * Sign-in limit: one counter per client address and one per account, so neither many accounts from
 * one address nor one account from many addresses can be guessed at speed. Every attempt counts.
 * Needs @fastify/rate-limit registered (with `global: false`).
 */
export function loginRateLimit(app: FastifyInstance, limit: RateLimitConfig): preHandlerAsyncHookHandler {
  const options = { max: limit.max, timeWindow: limit.windowMs };
  const byAddress = app.createRateLimit({ ...options, keyGenerator: (request: FastifyRequest) => `login-ip:${request.ip}` });
  const byAccount = app.createRateLimit({
    ...options,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `login-email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const results = [await byAddress(request), await byAccount(request)];
    const exceeded = results.filter((r) => !r.isAllowed && r.isExceeded);
    if (exceeded.length === 0) return;
    const retryAfter = Math.max(...exceeded.map((r) => (r.isAllowed ? 0 : r.ttlInSeconds)));
    reply.header('retry-after', retryAfter);
    throw new AppError(429, 'RATE_LIMITED');
  };
}
