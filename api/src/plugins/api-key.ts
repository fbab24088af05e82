import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

/** Paths open without the key: load-balancer health checks and the browsable API docs. */
const OPEN_PREFIXES = ['/api/health', '/api/docs'];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `x-api-key` on every `/api/` request, checked only when API_KEY is configured. */
export const apiKeyPlugin = fp(
  async (app: FastifyInstance, options: { apiKey?: string }) => {
    const { apiKey } = options;
    if (!apiKey) return;
    const expected = digest(apiKey);
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || OPEN_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return;
      const given = request.headers['x-api-key'];
      // Compare digests: equal length, constant time.
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw new AppError(401, 'INVALID_API_KEY');
    });
  },
  { name: 'switchboard-api-key', dependencies: ['switchboard-errors'] },
);
