import type { Static, TLiteral, TUnion } from 'typebox';
import { Nullable, Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './audit-rules.js';
import { pageResponseSchema, searchRequestSchema } from './search.js';

// The audit log of administration changes: who changed what, when, and each changed field's
// value before and after. Written by the server with every change; only searched here.

// Typed as a one-member tuple: TypeBox derives a union's static type from a tuple, and a mapped array would give `never`.
const literalUnion = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<[TLiteral<T>]>;

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  actor: Type.Object({ kind: literalUnion(['user', 'client', 'system'] as const), id: Nullable(Type.String()), name: Type.String() }),
  entityType: literalUnion(AUDIT_ENTITY_TYPES),
  entityId: Type.String(),
  /** The resource's name when the change was made (it may since have been renamed or removed). */
  entityName: Nullable(Type.String()),
  action: literalUnion(AUDIT_ACTIONS),
  /** Changed fields' values before (null for a creation) and after (null for a removal). */
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

/** `POST v1/audit/search`: newest first; `query` matches the actor's or the resource's name. */
export const AuditSearchRequestSchema = searchRequestSchema({
  sortFields: ['createdAt'] as const,
  filters: Type.Object(
    {
      entityType: Type.Optional(literalUnion(AUDIT_ENTITY_TYPES)),
      entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      actorId: Type.Optional(UuidSchema),
      from: Type.Optional(Type.String({ format: 'date-time' })),
      to: Type.Optional(Type.String({ format: 'date-time' })),
    },
    { additionalProperties: false },
  ),
});
export type AuditSearchRequest = Static<typeof AuditSearchRequestSchema>;

export const AuditSearchResponseSchema = pageResponseSchema(AuditEntrySchema);
export type AuditSearchResponse = Static<typeof AuditSearchResponseSchema>;
