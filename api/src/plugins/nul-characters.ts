import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

const NUL = '\u0000';

/** Deeper than this no request of ours nests (they stop at 4); deeper input is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

class NestedTooDeeply extends Error {}

/** A parsed-data object: `{}`, `Object.create(null)`, or a parsed query (whose prototype is an empty object without one). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** Strings as the database can store them: no NUL, and no half of a surrogate pair (jsonb refuses one). */
function cleanText(text: string): string {
  const withoutNul = text.includes(NUL) ? text.replaceAll(NUL, '') : text;
  return withoutNul.isWellFormed() ? withoutNul : withoutNul.toWellFormed();
}

function clean<T>(value: T, depth: number): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (depth > MAX_INPUT_DEPTH && value !== null && typeof value === 'object') throw new NestedTooDeeply();
  if (Array.isArray(value)) {
    const items = value.map((item) => clean(item, depth + 1));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (isPlainObject(value)) {
    let changed = false;
    const entries = Object.entries(value).map(([key, inner]) => {
      const cleanKey = cleanText(key);
      const cleanInner = clean(inner, depth + 1);
      if (cleanKey !== key || cleanInner !== inner) changed = true;
      return [cleanKey, cleanInner] as const;
    });
    // Untouched input keeps its identity (and its prototype): nothing is copied on the common path.
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}

/**
 * `value` with every NUL character removed from its strings and object keys, and every unpaired
 * surrogate replaced by U+FFFD. PostgreSQL text and jsonb cannot store NUL, jsonb refuses a lone
 * surrogate (the insert fails), and no form or editor produces either on purpose: they come from
 * pasted binary or a hostile client. Cleaning them keeps the rest of the input.
 * Throws a 400 when `value` nests deeper than `MAX_INPUT_DEPTH`.
 */
export function withoutNulCharacters<T>(value: T, part = 'body'): T {
  try {
    return clean(value, 0);
  } catch (error) {
    if (error instanceof NestedTooDeeply) throw new AppError(400, 'VALIDATION_FAILED', [{ field: `/${part}`, message: `is nested more than ${MAX_INPUT_DEPTH} levels deep` }]);
    throw error;
  }
}

/**
 * Removes NUL characters from every JSON body, form body and query string before validation, so that
 * no handler can pass one to the database, and refuses absurdly nested input before the validator
 * recurses through it. Path parameters are ids checked by their schemas.
 */
export const nulCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      // Only parsed JSON and forms: an upload's Buffer or stream passes untouched.
      if (typeof request.body === 'string' || Array.isArray(request.body) || isPlainObject(request.body)) request.body = withoutNulCharacters(request.body);
      if (isPlainObject(request.query)) request.query = withoutNulCharacters(request.query, 'query');
    });
  },
  { name: 'nul-characters' },
);
