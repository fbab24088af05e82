import type { FastifyRequest } from 'fastify';

/** The OpenAPI security of a route for signed-in callers: `schema: { security: bearerSecurity, … }`. */
export const bearerSecurity = [{ bearer: [] }];

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}
