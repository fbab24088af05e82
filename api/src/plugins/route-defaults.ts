import type { FastifyInstance } from 'fastify';
import { errorResponses } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anyone may call the route (sign-in, signed links): the OpenAPI document gives it no security requirement. */
    public?: boolean;
  }
}

/** The OpenAPI security requirement of signed-in routes, as `@fastify/swagger` reads it from a schema. */
export type SecurityRequirement = ReadonlyArray<Record<string, readonly string[]>>;

export interface RouteDefaults {
  /** OpenAPI tags of routes that name none. */
  tags?: readonly string[];
  /** Security of routes that declare none and are not `config: { public: true }`. */
  security?: SecurityRequirement;
  /** Adds the shared error answers (`4xx`) to routes that declare their answers. */
  errors?: boolean;
}

/**
 * Fills the schema of every route registered after this call in `app` and its children with what a
 * route left out: an area states its security and error answers once, a route folder its tag. A
 * route's own value always wins. Routes without declared answers (file downloads) stay without.
 */
export function routeDefaults(app: FastifyInstance, defaults: RouteDefaults): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    const filled = { ...schema };
    if (defaults.tags && !schema.tags) filled.tags = defaults.tags;
    if (defaults.security && !schema.security && !route.config?.public) filled.security = defaults.security;
    if (defaults.errors && schema.response && typeof schema.response === 'object') filled.response = { ...errorResponses, ...schema.response };
    // A fresh object: schemas may be shared between routes.
    route.schema = filled;
  });
}
