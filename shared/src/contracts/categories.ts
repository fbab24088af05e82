import type { Static } from 'typebox';
import { Type } from './type-builders.js';
import { IdParamsSchema } from './common.js';
import { listResponseSchema } from './search.js';

// The field types live apart from the schemas, so a front end that only names them does not carry TypeBox.
export { CATEGORY_FIELD_TYPES, CATEGORY_FIELD_TYPE_ALIASES, normalizeFieldType, type CategoryFieldType } from './category-field-types.js';

/** One entry of `GET v1/client/categories`. */
export const CategorySummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
});
export type CategorySummary = Static<typeof CategorySummarySchema>;

export const CategoryListResponseSchema = listResponseSchema(CategorySummarySchema);
export type CategoryListResponse = Static<typeof CategoryListResponseSchema>;

/** An option of a select / multi_selection field; `valueField` names the property holding the value. */
export const CategoryFieldOptionSchema = Type.Object({ label: Type.String(), value: Type.String() });
export type CategoryFieldOption = Static<typeof CategoryFieldOptionSchema>;

export const CategoryFieldSchema = Type.Object({
  id: Type.String(),
  key: Type.String(),
  name: Type.String(),
  type: Type.Union([
    Type.Literal('text'),
    Type.Literal('email'),
    Type.Literal('number'),
    Type.Literal('textarea'),
    Type.Literal('date'),
    Type.Literal('datetime_picker'),
    Type.Literal('boolean'),
    Type.Literal('select'),
    Type.Literal('multi_selection'),
  ]),
  placeholder: Type.Union([Type.String(), Type.Null()]),
  isRequired: Type.Boolean(),
  options: Type.Array(CategoryFieldOptionSchema),
  valueField: Type.Union([Type.String(), Type.Null()]),
  /** A string, number, boolean or list of strings, matching the type; null when none. */
  defaultValue: Type.Unknown(),
});
export type CategoryField = Static<typeof CategoryFieldSchema>;

/** `GET v1/client/categories/{id}`: fields ordered by position. */
export const CategoryDetailsSchema = Type.Object({ ...CategorySummarySchema.properties, fields: Type.Array(CategoryFieldSchema) });
export type CategoryDetails = Static<typeof CategoryDetailsSchema>;

export const CategoryIdParamsSchema = IdParamsSchema;
export type CategoryIdParams = Static<typeof CategoryIdParamsSchema>;
