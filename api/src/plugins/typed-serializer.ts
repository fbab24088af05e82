import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';

type Schema = Record<string, unknown>;

/**
 * The same schema with each "this or null" written as a nullable type, for serialising only.
 *
 * The contracts spell an optional object as `anyOf: [object, null]` (TypeBox's Union). For an
 * `anyOf`, fast-json-stringify tries the branches one by one for each value; with `nullable: true`
 * it only tests for null (about a quarter less time to write a page of 25 tickets). A union of
 * plain values of one type (string literals) becomes that type: writing a value needs its type,
 * not which value it is. The output is the same for every value the original schema accepts; the
 * route keeps the original schema for validation and the API document.
 */
export function nullableForSerialization(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableForSerialization);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) out[key] = nullableForSerialization(value);
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length < 2) return out;
  const nullable = branches.some((branch: Schema) => branch.type === 'null');
  const others = branches.filter((branch: Schema) => branch.type !== 'null') as Schema[];
  const { anyOf: _anyOf, ...rest } = out;
  // `X | null` with X of one JSON type.
  if (others.length === 1 && typeof others[0]!.type === 'string' && !('anyOf' in others[0]!)) {
    return { ...rest, ...others[0], ...(nullable ? { nullable: true } : {}) };
  }
  // Literals of one primitive type (`'low' | 'high' | null`).
  const types = new Set(others.map((branch) => (branch.const === undefined ? branch.type : typeof branch.const)));
  if (types.size === 1 && others.every((branch) => branch.const !== undefined || typeof branch.type === 'string')) {
    const type = [...types][0];
    if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean') return { ...rest, type, ...(nullable ? { nullable: true } : {}) };
  }
  return out;
}

/** Compiled once per schema object, like plugins/shared-serializers.ts, since apps are built many times in one process. */
const compiled = new WeakMap<object, (data: unknown) => string>();
const compile = SerializerSelector()();

/**
 * A route's `serializerCompiler` that writes its responses from `nullableForSerialization` of
 * their schema; for routes whose answers carry many nullable objects (the tickets list).
 */
export const typedSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  const key = schema as object;
  let serialize = compiled.get(key);
  if (!serialize) {
    // The JSON round trip leaves TypeBox's symbol-keyed markers behind.
    serialize = compile({ schema: nullableForSerialization(JSON.parse(JSON.stringify(schema))), method, url, httpStatus: String(httpStatus) });
    compiled.set(key, serialize);
  }
  return serialize;
};
