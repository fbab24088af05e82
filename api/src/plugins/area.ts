import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { routeDefaults, type SecurityRequirement } from './route-defaults.js';

export interface AreaDefinition {
  /** The plugin's name in Fastify's registry (and in its error when a dependency is missing). */
  name: string;
  /** Named plugins the routes use (`switchboard-db`, …): Fastify refuses to start when one was not registered before. */
  dependencies: readonly string[];
  /** Security of every route inside that is not `config: { public: true }`; none for sign-in areas. */
  security?: SecurityRequirement;
  /** Route folders with the OpenAPI tag of their routes, registered in this order. */
  folders: ReadonlyArray<readonly [tag: string, routes: FastifyPluginAsyncTypebox]>;
}

/**
 * A group of route folders as one encapsulated, named plugin: it declares the services it needs,
 * gives every route inside the area's security and the shared error answers, and each folder's
 * routes its tag.
 */
export function area(definition: AreaDefinition): FastifyPluginAsync {
  const { name, dependencies, security, folders } = definition;
  return fp(
    async (app) => {
      routeDefaults(app, { security, errors: true });
      for (const [tag, routes] of folders) {
        // Its own scope, so the tag stays on the folder's routes.
        await app.register(async (folder) => {
          routeDefaults(folder, { tags: [tag] });
          await folder.register(routes);
        });
      }
    },
    // Encapsulated like a plain plugin: the hooks above stay inside the area.
    { name, dependencies: [...dependencies], encapsulate: true },
  );
}
