import type { Static } from 'typebox';
import { Nullable, Type } from './type-builders.js';
import { listResponseSchema, pageResponseSchema, searchRequestSchema } from './search.js';
import { DIVISION_DESCRIPTION_MAX_LENGTH, DIVISION_NAME_MAX_LENGTH, DIVISION_SORT_FIELDS } from './divisions-rules.js';

// Divisions: parts of an organisation that scope access. Each organisation has one Home division
// (it can be renamed, never deleted); a ticket, category or user group without a division belongs
// to Home. Administration (`v1/divisions`) and the pick list other screens use.

/** A division as other resources name it. */
export const DivisionRefSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type DivisionRef = Static<typeof DivisionRefSchema>;

const divisionProperties = {
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  isHome: Type.Boolean(),
  /** What belongs to it; rows without a division count for Home. */
  ticketCount: Type.Integer(),
  categoryCount: Type.Integer(),
  userGroupCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** One row of `POST v1/divisions/search`. */
export const DivisionSummarySchema = Type.Object(divisionProperties);
export type DivisionSummary = Static<typeof DivisionSummarySchema>;

/** `POST v1/divisions/search`; an empty body lists every division by name. `query` searches the name. */
export const DivisionSearchRequestSchema = searchRequestSchema({
  sortFields: DIVISION_SORT_FIELDS,
  filters: Type.Object({}, { additionalProperties: false }),
});
export type DivisionSearchRequest = Static<typeof DivisionSearchRequestSchema>;

export const DivisionSearchResponseSchema = pageResponseSchema(DivisionSummarySchema);
export type DivisionSearchResponse = Static<typeof DivisionSearchResponseSchema>;

/** `GET v1/divisions/{id}` and the answer of create / update. */
export const DivisionDetailsSchema = Type.Object(divisionProperties);
export type DivisionDetails = Static<typeof DivisionDetailsSchema>;

/** `POST v1/divisions`, `PUT v1/divisions/{id}`: the name is trimmed, must not be blank, and is unique whatever its case. */
export const DivisionWriteRequestSchema = Type.Object(
  {
    name: Type.String({ maxLength: DIVISION_NAME_MAX_LENGTH }),
    description: Type.Optional(Nullable(Type.String({ maxLength: DIVISION_DESCRIPTION_MAX_LENGTH }))),
  },
  { additionalProperties: false },
);
export type DivisionWriteRequest = Static<typeof DivisionWriteRequestSchema>;

/**
 * `DELETE v1/divisions/{id}`: what moved to Home (tickets, categories, user groups), how many role
 * assignments lost the division, and how many of those were removed because no division was left.
 */
export const DivisionDeleteResponseSchema = Type.Object({
  id: Type.String(),
  home: DivisionRefSchema,
  ticketCount: Type.Integer(),
  categoryCount: Type.Integer(),
  userGroupCount: Type.Integer(),
  assignmentsTrimmed: Type.Integer(),
  assignmentsRemoved: Type.Integer(),
});
export type DivisionDeleteResponse = Static<typeof DivisionDeleteResponseSchema>;

/** `GET v1/divisions/options`: every division by name, Home first, for the pickers of other screens. */
export const DivisionOptionSchema = Type.Object({ ...DivisionRefSchema.properties, isHome: Type.Boolean() });
export type DivisionOption = Static<typeof DivisionOptionSchema>;
export const DivisionOptionListResponseSchema = listResponseSchema(DivisionOptionSchema);
export type DivisionOptionListResponse = Static<typeof DivisionOptionListResponseSchema>;
