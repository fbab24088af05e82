import type { TLiteral, TObject, TProperties, TSchema, TUnion } from 'typebox';
import { Type } from './type-builders.js';
import { MAX_PAGE_NUMBER } from './common.js';
import { MAX_PAGE_SIZE } from './constants.js';
import { SEARCH_DEFAULT_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from './search-rules.js';

// The one definition of paging, sorting and free text that every list and search request shares,
// and of the page that answers it.

export const SortOrderSchema = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/**
 * `pageNumber` and `pageSize` of a request: page 1 by default; the number is bounded so the row
 * offset stays one the database takes. With `cappedAt` a larger size is accepted and served as
 * that many rows; with `maximum` it is refused.
 */
export function pagingProperties(size: { default: number; maximum?: number; cappedAt?: number }) {
  return {
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        ...(size.maximum === undefined ? {} : { maximum: size.maximum }),
        default: size.default,
        ...(size.cappedAt === undefined ? {} : { description: `capped at ${size.cappedAt}` }),
      }),
    ),
  };
}

/** `{ field, order }`: one of `fields`, ascending when the order is left out (unless `orderRequired`). */
export function sortSchema<Field extends string, OrderRequired extends boolean = false>(fields: readonly Field[], options: { orderRequired?: OrderRequired } = {}) {
  const order = (options.orderRequired ? SortOrderSchema : Type.Optional(SortOrderSchema)) as OrderRequired extends true ? typeof SortOrderSchema : ReturnType<typeof Type.Optional<typeof SortOrderSchema>>;
  // Typed as a one-member tuple: TypeBox derives a union's static type from a tuple, and a mapped array would give `never`.
  const field = Type.Union(fields.map((name) => Type.Literal(name))) as unknown as TUnion<[TLiteral<Field>]>;
  return Type.Object({ field, order }, { additionalProperties: false });
}

/**
 * A `POST …/search` body: `pageNumber`, `pageSize` (default SEARCH_DEFAULT_PAGE_SIZE, at most
 * MAX_PAGE_SIZE), `query` (free text), `filters` and `sort`, every one optional, nothing else
 * allowed. An empty body lists everything in the resource's default order.
 */
export function searchRequestSchema<Field extends string, Filters extends TObject, OrderRequired extends boolean = false>(options: {
  sortFields: readonly Field[];
  filters: Filters;
  orderRequired?: OrderRequired;
}) {
  return Type.Object(
    {
      ...pagingProperties({ default: SEARCH_DEFAULT_PAGE_SIZE, maximum: MAX_PAGE_SIZE }),
      query: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_LENGTH })),
      filters: Type.Optional(options.filters),
      sort: Type.Optional(sortSchema(options.sortFields, { orderRequired: options.orderRequired })),
    },
    { additionalProperties: false },
  );
}

/** `{ entities, totalCount }`, plus `extra` properties (which may also redefine those two). */
export function listResponseSchema<Entity extends TSchema, Extra extends TProperties = Record<never, never>>(entity: Entity, extra: Extra = {} as Extra) {
  return Type.Object({ entities: Type.Array(entity), totalCount: Type.Integer(), ...extra });
}

/** One page of a list: `{ entities, totalCount, pageNumber, pageSize }` plus `extra` properties. */
export function pageResponseSchema<Entity extends TSchema, Extra extends TProperties = Record<never, never>>(entity: Entity, extra: Extra = {} as Extra) {
  return listResponseSchema(entity, { pageNumber: Type.Integer(), pageSize: Type.Integer(), ...extra });
}
