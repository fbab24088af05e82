import type { Static } from 'typebox';
import { Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { MERGE_MAX_SOURCES } from './merge-rules.js';

// Merging tickets: the sources' messages and comments move to the target; each source is
// closed and keeps a link to the target (`mergedIntoId`).

/** `POST v1/tickets/merge`. All tickets of the caller's organisation and of the same customer. */
export const MergeTicketsRequestSchema = Type.Object(
  {
    targetId: UuidSchema,
    sourceIds: Type.Array(UuidSchema, { minItems: 1, maxItems: MERGE_MAX_SOURCES }),
  },
  { additionalProperties: false },
);
export type MergeTicketsRequest = Static<typeof MergeTicketsRequestSchema>;

export const MergeTicketsResponseSchema = Type.Object({
  targetId: Type.String(),
  targetSerialNumber: Type.Integer(),
  sources: Type.Array(Type.Object({ id: Type.String(), serialNumber: Type.Integer() })),
  movedMessages: Type.Integer(),
  movedComments: Type.Integer(),
});
export type MergeTicketsResponse = Static<typeof MergeTicketsResponseSchema>;
