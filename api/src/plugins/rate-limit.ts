import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config.js';
import { AppError } from './errors.js';

const rateLimited = () => new AppError(429, 'RATE_LIMITED');

/**
 * Sign-in limits: one counter per client address and one per account, so neither many accounts from
 * one address nor one account from many addresses can be guessed at speed. Needs @fastify/rate-limit
 * registered with `global: false`.
 */
export function loginRateLimiters(app: FastifyInstance, limit: RateLimitConfig): preHandlerAsyncHookHandler[] {
  const common = { max: limit.max, timeWindow: limit.windowMs, errorResponseBuilder: rateLimited };
  return [
    app.rateLimit({ ...common, keyGenerator: (request: FastifyRequest) => `login-ip:${request.ip}` }),
    app.rateLimit({
      ...common,
      keyGenerator: (request: FastifyRequest) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return `login-email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
      },
    }),
  ];
}
