import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

/** Routes open without the key: load-balancer health checks and the browsable API docs. */
const OPEN_PREFIXES = ['/api/health', '/api/docs'];

/**
 * The one route a key-less client may call: a signed download link (`<img>`/`<a>` cannot add
 * headers). Only with a signature that verifies; every other file route, signed uploads included,
 * is an ordinary API call that needs the key.
 */
const SIGNED_DOWNLOAD_ROUTE = '/api/v1/files/:fileId/content';

const digest = (value: string) => createHash('sha256').update(value).digest();

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The path the key check judges. A routed request is judged by the route pattern it matched, so
 * no spelling of the URL (`/%61pi/…`, `//api`, a trailing slash) can reach an API route while
 * looking like something else. An unrouted request (404) is judged by its decoded, slash-collapsed,
 * lower-cased path: refused with 401 rather than 404 when it looks like the API.
 */
export function keyCheckedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const raw = request.url.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  return decoded.replace(/\\/g, '/').replace(/\/{2,}/g, '/').toLowerCase();
}

interface SignedLinkParts {
  params?: { fileId?: unknown };
  query?: { expires?: unknown; signature?: unknown };
}

/** `x-api-key` on every `/api/` request, checked only when API_KEY is configured. */
export const apiKeyPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      apiKey?: string;
      /** Whether a download link's signature is valid (the files feature signs them). */
      isSignedDownload: (fileId: string, expires: string | undefined, signature: string | undefined) => boolean;
    },
  ) => {
    const { apiKey, isSignedDownload } = options;
    if (!apiKey) return;
    const expected = digest(apiKey);

    const isValidSignedDownload = (request: FastifyRequest, path: string): boolean => {
      if (path !== SIGNED_DOWNLOAD_ROUTE || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
      const { params, query } = request as SignedLinkParts;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const fileId = text(params?.fileId);
      return fileId !== undefined && isSignedDownload(fileId, text(query?.expires), text(query?.signature));
    };

    app.addHook('onRequest', async (request) => {
      const path = keyCheckedPath(request);
      if (!isUnder(path, '/api') || OPEN_PREFIXES.some((prefix) => isUnder(path, prefix))) return;
      if (isValidSignedDownload(request, path)) return;
      const given = request.headers['x-api-key'];
      // Compare digests: equal length, constant time.
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw new AppError(401, 'INVALID_API_KEY');
    });
  },
  { name: 'switchboard-api-key', dependencies: ['switchboard-errors'] },
);
