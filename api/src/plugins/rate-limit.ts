import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config.js';
import { AppError } from './errors.js';

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * One counter per client address and one per account (the body's `email`), so neither many accounts
 * from one address nor one account from many addresses can be guessed at speed. Every attempt counts.
 * `name` keeps each endpoint's counters apart. Needs @fastify/rate-limit registered (`global: false`).
 */
export function addressAndAccountRateLimit(app: FastifyInstance, name: string, limit: RateLimitConfig): preHandlerAsyncHookHandler {
  const options = { max: limit.max, timeWindow: limit.windowMs };
  const byAddress = app.createRateLimit({ ...options, keyGenerator: (request: FastifyRequest) => `${name}-ip:${request.ip}` });
  const byAccount = app.createRateLimit({ ...options, keyGenerator: (request: FastifyRequest) => `${name}-email:${bodyEmail(request)}` });
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const results = [await byAddress(request), await byAccount(request)];
    const exceeded = results.filter((r) => !r.isAllowed && r.isExceeded);
    if (exceeded.length === 0) return;
    const retryAfter = Math.max(...exceeded.map((r) => (r.isAllowed ? 0 : r.ttlInSeconds)));
    throw new AppError(429, 'RATE_LIMITED', undefined, { retryAfter });
  };
}

/** Agent sign-in limit (`v1/oauth/login`). */
export function loginRateLimit(app: FastifyInstance, limit: RateLimitConfig): preHandlerAsyncHookHandler {
  return addressAndAccountRateLimit(app, 'login', limit);
}
