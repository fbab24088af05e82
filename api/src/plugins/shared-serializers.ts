import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type BuildSerializer = ReturnType<typeof SerializerSelector>;
type Serializer = (data: unknown) => string;

/** Serializers compiled so far, per response schema object and per set of shared schemas. */
const compiled = new WeakMap<object, Map<string, Serializer>>();
const compileAnew = SerializerSelector();

/**
 * Fastify compiles a serializer for every response schema of every route each time an app is built
 * (~0.1 s for this api). The route schemas are module constants, so every app a process builds
 * (the test suites build over a hundred) reuses the serializer compiled for the same schema object
 * and the same shared schemas (`addSchema`) instead.
 */
const buildSharedSerializer: BuildSerializer = (externalSchemas, serializerOptions) => {
  const compile = compileAnew(externalSchemas, serializerOptions);
  const variant = JSON.stringify([externalSchemas ?? null, serializerOptions ?? null]);
  return (route) => {
    const schema = route.schema as object;
    let byVariant = compiled.get(schema);
    if (!byVariant) compiled.set(schema, (byVariant = new Map()));
    let serializer = byVariant.get(variant);
    if (!serializer) byVariant.set(variant, (serializer = compile(route) as Serializer));
    return serializer;
  };
};

export const sharedSerializers: FastifyServerOptions['schemaController'] = { compilersFactory: { buildSerializer: buildSharedSerializer } };
