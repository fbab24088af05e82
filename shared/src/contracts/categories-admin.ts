import type { Static } from 'typebox';
import { Nullable, Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { CategoryFieldSchema } from './categories.js';
import { DivisionRefSchema } from './divisions.js';
import { pageResponseSchema, searchRequestSchema } from './search.js';
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_FIELD_KEY_MAX_LENGTH,
  CATEGORY_FIELD_MAX_OPTIONS,
  CATEGORY_FIELD_TEXT_MAX_LENGTH,
  CATEGORY_MAX_FIELDS,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_SORT_FIELDS,
} from './categories-admin-rules.js';

// Category administration for agents: the list, and the field designer's data.

/** What the list row and the details of a category both say about it. */
const categoryAdminProperties = {
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  isActive: Type.Boolean(),
  ticketCount: Type.Integer(),
  addedDate: Type.String(),
  updatedDate: Type.String(),
};

/** One row of `POST v1/categories/search`. */
export const CategoryAdminSummarySchema = Type.Object({
  ...categoryAdminProperties,
  fieldCount: Type.Integer(),
});
export type CategoryAdminSummary = Static<typeof CategoryAdminSummarySchema>;

/** `POST v1/categories/search`; an empty body lists every category by name. `query` searches name and description. */
export const CategorySearchRequestSchema = searchRequestSchema({
  sortFields: CATEGORY_SORT_FIELDS,
  filters: Type.Object({ isActive: Type.Optional(Type.Boolean({ description: 'true: active only; false: inactive only' })) }, { additionalProperties: false }),
});
export type CategorySearchRequest = Static<typeof CategorySearchRequestSchema>;

export const CategorySearchResponseSchema = pageResponseSchema(CategoryAdminSummarySchema);
export type CategorySearchResponse = Static<typeof CategorySearchResponseSchema>;

/** A field as the designer edits it: the hub's field plus its position (0-based). */
export const CategoryAdminFieldSchema = Type.Object({ ...CategoryFieldSchema.properties, position: Type.Integer() });
export type CategoryAdminField = Static<typeof CategoryAdminFieldSchema>;

/** `GET v1/categories/{id}` and the answer of create / update. */
export const CategoryAdminDetailsSchema = Type.Object({
  ...categoryAdminProperties,
  /** Its division; Home for a category without one. */
  division: DivisionRefSchema,
  fields: Type.Array(CategoryAdminFieldSchema),
});
export type CategoryAdminDetails = Static<typeof CategoryAdminDetailsSchema>;

/** An option as sent: a plain string becomes `{label: s, value: <s in lower snake case>}`; a missing value likewise. */
export const CategoryFieldOptionInputSchema = Type.Union([
  Type.String({ maxLength: CATEGORY_FIELD_TEXT_MAX_LENGTH }),
  Type.Object({ label: Type.String({ maxLength: CATEGORY_FIELD_TEXT_MAX_LENGTH }), value: Type.Optional(Type.String({ maxLength: CATEGORY_FIELD_TEXT_MAX_LENGTH })) }),
]);

/**
 * One field of the list sent on create / update. With `id` it updates that field, without it a
 * new field is created. `key` is normalised to lower snake case, generated from `name` when missing.
 * `type` is one of the nine types or an alias (`plain_text`, `dropdown`, …).
 */
export const CategoryFieldInputSchema = Type.Object(
  {
    id: Type.Optional(UuidSchema),
    key: Type.Optional(Nullable(Type.String({ maxLength: CATEGORY_FIELD_KEY_MAX_LENGTH }))),
    name: Type.String({ maxLength: CATEGORY_FIELD_TEXT_MAX_LENGTH }),
    type: Type.String({ maxLength: 40 }),
    placeholder: Type.Optional(Nullable(Type.String({ maxLength: CATEGORY_FIELD_TEXT_MAX_LENGTH }))),
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
    /** A division of the organisation; null puts it in Home, left out keeps it where it is (Home on create). */
    divisionId: Type.Optional(Nullable(UuidSchema)),
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
