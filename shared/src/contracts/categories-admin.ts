import type { Static } from 'typebox';
import { Type } from './type-builders.js';
import { MAX_PAGE_NUMBER, UuidSchema } from './common.js';
import { CategoryFieldSchema } from './categories.js';

// Category administration for agents (issue #4): the list, and the field designer's data.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const CATEGORY_NAME_MAX_LENGTH = 120;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 1000;
export const CATEGORY_MAX_FIELDS = 100;
export const CATEGORY_FIELD_MAX_OPTIONS = 200;

/** One row of `POST v1/categories/search`. */
export const CategoryAdminSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  isActive: Type.Boolean(),
  fieldCount: Type.Integer(),
  ticketCount: Type.Integer(),
  addedDate: Type.String(),
  updatedDate: Type.String(),
});
export type CategoryAdminSummary = Static<typeof CategoryAdminSummarySchema>;

export const CATEGORY_SORT_FIELDS = ['name', 'addedDate', 'updatedDate', 'fieldCount'] as const;
export type CategorySortField = (typeof CATEGORY_SORT_FIELDS)[number];

/** `POST v1/categories/search`; an empty body lists every category by name. `query` searches name and description. */
export const CategorySearchRequestSchema = Type.Object(
  {
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
    query: Type.Optional(Type.String({ maxLength: 200 })),
    filters: Type.Optional(
      Type.Object({ isActive: Type.Optional(Type.Boolean({ description: 'true: active only; false: inactive only' })) }, { additionalProperties: false }),
    ),
    sort: Type.Optional(
      Type.Object(
        {
          field: Type.Union([Type.Literal('name'), Type.Literal('addedDate'), Type.Literal('updatedDate'), Type.Literal('fieldCount')]),
          order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type CategorySearchRequest = Static<typeof CategorySearchRequestSchema>;

export const CategorySearchResponseSchema = Type.Object({
  entities: Type.Array(CategoryAdminSummarySchema),
  totalCount: Type.Integer(),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
});
export type CategorySearchResponse = Static<typeof CategorySearchResponseSchema>;

/** A field as the designer edits it: the hub's field plus its position (0-based). */
export const CategoryAdminFieldSchema = Type.Object({ ...CategoryFieldSchema.properties, position: Type.Integer() });
export type CategoryAdminField = Static<typeof CategoryAdminFieldSchema>;

/** `GET v1/categories/{id}` and the answer of create / update. */
export const CategoryAdminDetailsSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  isActive: Type.Boolean(),
  ticketCount: Type.Integer(),
  addedDate: Type.String(),
  updatedDate: Type.String(),
  fields: Type.Array(CategoryAdminFieldSchema),
});
export type CategoryAdminDetails = Static<typeof CategoryAdminDetailsSchema>;

/** An option as sent: a plain string becomes `{label: s, value: <s in lower snake case>}`; a missing value likewise. */
export const CategoryFieldOptionInputSchema = Type.Union([
  Type.String({ maxLength: 200 }),
  Type.Object({ label: Type.String({ maxLength: 200 }), value: Type.Optional(Type.String({ maxLength: 200 })) }),
]);

/**
 * One field of the list sent on create / update. With `id` it updates that field, without it a
 * new field is created. `key` is normalised to lower snake case, generated from `name` when missing.
 * `type` is one of the nine types or an alias (`plain_text`, `dropdown`, …).
 */
export const CategoryFieldInputSchema = Type.Object(
  {
    id: Type.Optional(UuidSchema),
    key: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    name: Type.String({ maxLength: 200 }),
    type: Type.String({ maxLength: 40 }),
    placeholder: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    isRequired: Type.Optional(Type.Boolean()),
    /** The designer template's spelling of `isRequired`; `isRequired` wins when both are sent. */
    required: Type.Optional(Type.Boolean()),
    options: Type.Optional(Nullable(Type.Array(CategoryFieldOptionInputSchema, { maxItems: CATEGORY_FIELD_MAX_OPTIONS }))),
    /** Accepted for the designer's round trip; options are always stored as `{label, value}`, so it is `value` for choice fields. */
    valueField: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    defaultValue: Type.Optional(Type.Unknown()),
    /** Ignored: the order of the list is the order of the fields. */
    position: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);
export type CategoryFieldInput = Static<typeof CategoryFieldInputSchema>;

/** `POST v1/categories`, `PUT v1/categories/{id}`: the whole field list, in order; fields left out are removed. */
export const CategoryWriteRequestSchema = Type.Object(
  {
    name: Type.String({ maxLength: CATEGORY_NAME_MAX_LENGTH }),
    description: Type.Optional(Nullable(Type.String({ maxLength: CATEGORY_DESCRIPTION_MAX_LENGTH }))),
    isActive: Type.Optional(Type.Boolean()),
    fields: Type.Array(CategoryFieldInputSchema, { maxItems: CATEGORY_MAX_FIELDS }),
  },
  { additionalProperties: false },
);
export type CategoryWriteRequest = Static<typeof CategoryWriteRequestSchema>;

/** `DELETE v1/categories/{id}`: a category tickets use is deactivated instead, so their history keeps its name. */
export const CategoryDeleteResponseSchema = Type.Object({
  id: Type.String(),
  outcome: Type.Union([Type.Literal('deleted'), Type.Literal('deactivated')]),
  ticketCount: Type.Integer(),
});
export type CategoryDeleteResponse = Static<typeof CategoryDeleteResponseSchema>;
