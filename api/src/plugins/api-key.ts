import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

/** Paths open without the key: load-balancer health checks and the browsable API docs. */
const OPEN_PREFIXES = ['/api/health', '/api/docs'];

/**
 * Signed file links (`PUT v1/files/{id}?…&signature=`, `GET v1/files/{id}/content?…&signature=`)
 * are used by `<img>`, `<a>` and plain uploads that cannot add headers; the route verifies the
 * signature and expiry itself, so the key is not asked for.
 */
const SIGNED_FILE_LINK = /^\/api\/v1\/files\/[^/]+(\/content)?$/;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `x-api-key` on every `/api/` request, checked only when API_KEY is configured. */
export const apiKeyPlugin = fp(
  async (app: FastifyInstance, options: { apiKey?: string }) => {
    const { apiKey } = options;
    if (!apiKey) return;
    const expected = digest(apiKey);
    app.addHook('onRequest', async (request) => {
      const [path = '', query = ''] = request.url.split('?');
      if (!path.startsWith('/api/') || OPEN_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return;
      if (SIGNED_FILE_LINK.test(path) && new URLSearchParams(query).has('signature')) return;
      const given = request.headers['x-api-key'];
      // Compare digests: equal length, constant time.
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw new AppError(401, 'INVALID_API_KEY');
    });
  },
  { name: 'switchboard-api-key', dependencies: ['switchboard-errors'] },
);
