import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors.js';

/** The OpenAPI security of a route for signed-in callers: `schema: { security: bearerSecurity, … }`. */
export const bearerSecurity = [{ bearer: [] }];

/** Who a guard put on the request (`request.auth`, `request.customer`); 401 when nobody (the guard is missing). */
export function signedIn<T>(caller: T | null): T {
  if (!caller) throw unauthenticated();
  return caller;
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}
