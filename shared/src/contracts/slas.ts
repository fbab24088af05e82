import type { Static, TLiteral, TUnion } from 'typebox';
import { PRIORITIES, type Priority } from './constants.js';
import { UuidSchema } from './common.js';
import { listResponseSchema, pageResponseSchema, searchRequestSchema } from './search.js';
import {
  SLA_CONDITION_MAX_IDS,
  SLA_DESCRIPTION_MAX_LENGTH,
  SLA_ESCALATION_MAX_MINUTES,
  SLA_ESCALATION_MAX_USERS,
  SLA_ESCALATION_TIMINGS,
  SLA_MAX_ESCALATIONS,
  SLA_NAME_MAX_LENGTH,
  SLA_ORDER_MAX_IDS,
  SLA_SORT_FIELDS,
  SLA_TARGET_KINDS,
  SLA_TARGET_MAX_MINUTES,
} from './slas-rules.js';
import { Nullable, Type } from './type-builders.js';

// Service level (SLA) policies: which tickets a policy covers (conditions), how many business
// minutes of its schedule each priority may take to a first response, the next response and the
// resolution (targets), and who is told before, when and after a target is missed (escalations).
// Policies are ordered; the first enabled policy whose conditions match a ticket applies.

// Typed as a one-member tuple: TypeBox derives a union's static type from a tuple, and a mapped array would give `never`.
const literalUnion = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<[TLiteral<T>]>;

const idList = (maxItems: number) => Type.Array(UuidSchema, { maxItems });

/** Which tickets a policy covers: an empty list matches any value; every non-empty list must match. */
export const SlaConditionsSchema = Type.Object(
  {
    priorities: Type.Array(literalUnion(PRIORITIES), { maxItems: PRIORITIES.length }),
    categoryIds: idList(SLA_CONDITION_MAX_IDS),
    customerIds: idList(SLA_CONDITION_MAX_IDS),
    userGroupIds: idList(SLA_CONDITION_MAX_IDS),
  },
  { additionalProperties: false },
);
export type SlaConditions = Static<typeof SlaConditionsSchema>;

const targetMinutes = Nullable(Type.Integer({ minimum: 1, maximum: SLA_TARGET_MAX_MINUTES }));

/** Business minutes allowed for each target of one priority; null: no target. */
export const SlaPriorityTargetsSchema = Type.Object(
  { firstResponseMinutes: targetMinutes, nextResponseMinutes: targetMinutes, resolutionMinutes: targetMinutes },
  { additionalProperties: false },
);
export type SlaPriorityTargets = Static<typeof SlaPriorityTargetsSchema>;

export const SlaTargetsSchema = Type.Object(
  { Low: SlaPriorityTargetsSchema, Medium: SlaPriorityTargetsSchema, High: SlaPriorityTargetsSchema, Critical: SlaPriorityTargetsSchema },
  { additionalProperties: false },
);
export type SlaTargets = Record<Priority, SlaPriorityTargets>;

/**
 * One escalation: `minutes` business minutes before or after a target is missed (0 and only 0 for
 * `onTime`), telling the ticket's assignee, the members of its group and/or named agents, by
 * notification and, with `mail`, also by mail. At least one kind of recipient.
 */
export const SlaEscalationSchema = Type.Object(
  {
    timing: literalUnion(SLA_ESCALATION_TIMINGS),
    target: literalUnion(SLA_TARGET_KINDS),
    minutes: Type.Integer({ minimum: 0, maximum: SLA_ESCALATION_MAX_MINUTES }),
    notifyAssignee: Type.Boolean(),
    notifyGroup: Type.Boolean(),
    userIds: idList(SLA_ESCALATION_MAX_USERS),
    mail: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SlaEscalation = Static<typeof SlaEscalationSchema>;

/** `POST v1/slas`, `PUT v1/slas/{id}`. The name is trimmed, must not be blank, and is unique whatever its case. */
export const SlaWriteRequestSchema = Type.Object(
  {
    name: Type.String({ maxLength: SLA_NAME_MAX_LENGTH }),
    description: Type.Optional(Nullable(Type.String({ maxLength: SLA_DESCRIPTION_MAX_LENGTH }))),
    /** True when left out. */
    enabled: Type.Optional(Type.Boolean()),
    scheduleId: UuidSchema,
    conditions: SlaConditionsSchema,
    targets: SlaTargetsSchema,
    escalations: Type.Array(SlaEscalationSchema, { maxItems: SLA_MAX_ESCALATIONS }),
  },
  { additionalProperties: false },
);
export type SlaWriteRequest = Static<typeof SlaWriteRequestSchema>;

/** A schedule as a policy names it. */
export const SlaScheduleRefSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type SlaScheduleRef = Static<typeof SlaScheduleRefSchema>;

const slaProperties = {
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  /** Place in the organisation's order (1 first); the first enabled matching policy applies. */
  position: Type.Integer(),
  enabled: Type.Boolean(),
  schedule: SlaScheduleRefSchema,
  conditions: SlaConditionsSchema,
  targets: SlaTargetsSchema,
  escalations: Type.Array(SlaEscalationSchema),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** `GET v1/slas/{id}` and the answer of create / update. */
export const SlaDetailsSchema = Type.Object(slaProperties);
export type SlaDetails = Static<typeof SlaDetailsSchema>;

/** One row of `POST v1/slas/search`: the whole policy (the list summarises its conditions). */
export const SlaSummarySchema = Type.Object(slaProperties);
export type SlaSummary = Static<typeof SlaSummarySchema>;

/** `POST v1/slas/search`: in order unless a sort is given; `query` searches the name. */
export const SlaSearchRequestSchema = searchRequestSchema({
  sortFields: SLA_SORT_FIELDS,
  filters: Type.Object({ enabled: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
});
export type SlaSearchRequest = Static<typeof SlaSearchRequestSchema>;

export const SlaSearchResponseSchema = pageResponseSchema(SlaSummarySchema);
export type SlaSearchResponse = Static<typeof SlaSearchResponseSchema>;

/** `PUT v1/slas/order`: policies to put first, in this order; the ones not listed follow in their current order. */
export const SlaOrderRequestSchema = Type.Object({ ids: Type.Array(UuidSchema, { minItems: 1, maxItems: SLA_ORDER_MAX_IDS }) }, { additionalProperties: false });
export type SlaOrderRequest = Static<typeof SlaOrderRequestSchema>;

export const SlaOrderEntrySchema = Type.Object({ id: Type.String(), name: Type.String(), position: Type.Integer() });
export type SlaOrderEntry = Static<typeof SlaOrderEntrySchema>;
/** The answer of `PUT v1/slas/order`: every policy in its new order. */
export const SlaOrderResponseSchema = listResponseSchema(SlaOrderEntrySchema);
export type SlaOrderResponse = Static<typeof SlaOrderResponseSchema>;
