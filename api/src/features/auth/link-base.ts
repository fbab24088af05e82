import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Where mailed links point. PUBLIC_URL when configured; else the calling page's origin if it is one
 * we serve (CORS_ORIGINS), never an arbitrary Origin header, which would mail the token to its site;
 * else the default address of this server. No trailing slash.
 */
export function linkBase(config: Pick<Config, 'publicUrl' | 'publicUrlConfigured' | 'corsOrigins'>, request: FastifyRequest): string {
  const trim = (url: string) => url.replace(/\/+$/, '');
  if (config.publicUrlConfigured) return trim(config.publicUrl);
  const origin = request.headers.origin;
  if (typeof origin === 'string' && config.corsOrigins.includes(origin)) return trim(origin);
  return trim(config.publicUrl);
}
