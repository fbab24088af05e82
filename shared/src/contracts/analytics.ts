import type { Static } from 'typebox';
import { UuidSchema } from './common.js';
import { literalUnion, Nullable, Type } from './type-builders.js';
import { ANALYTICS_DIMENSIONS, ANALYTICS_INTERVALS, ANALYTICS_PERIODS } from './analytics-rules.js';

// ---------------------------------------------------------------------------------------------
// Status dashboard: `GET v1/analytics/status` (analytics:statusDashboard:view)

export const StatusDashboardQuerySchema = Type.Object(
  {
    /** One division (the Home division's id also counts tickets without a division). */
    divisionId: Type.Optional(UuidSchema),
    groupId: Type.Optional(UuidSchema),
    categoryId: Type.Optional(UuidSchema),
    /** true: only tickets of the caller's user groups. */
    myGroups: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type StatusDashboardQuery = Static<typeof StatusDashboardQuerySchema>;

const CountRow = <T extends Record<string, Parameters<typeof Type.Object>[0][string]>>(props: T) => Type.Object({ ...props, count: Type.Integer() });

export const StatusDashboardSchema = Type.Object({
  /** When the figures were read (ISO); "today" is the organisation's day in `timeZone`. */
  generatedAt: Type.String(),
  timeZone: Type.String(),
  /** The organisation's today as `YYYY-MM-DD` in `timeZone` (tiles link the tickets list to it). */
  today: Type.String(),
  tiles: Type.Object({
    /** Open tickets (status kind new, open or pending; merged tickets are not open). */
    open: Type.Integer(),
    openNew: Type.Integer(),
    openOpen: Type.Integer(),
    /** Pending: waiting on the customer. */
    waitingOnCustomer: Type.Integer(),
    unassigned: Type.Integer(),
    /** Open tickets whose resolution date falls today (capped). */
    dueToday: Type.Integer(),
    /** Open tickets with a service-level target past due (capped). */
    breached: Type.Integer(),
    /** …with one due within the next hour, not yet breached (capped). */
    dueSoon: Type.Integer(),
    /** Tickets created today, open or not. */
    newToday: Type.Integer(),
  }),
  byStatus: Type.Array(CountRow({ statusId: Type.String(), name: Type.String(), color: Type.String(), kind: Type.String() })),
  byPriority: Type.Array(CountRow({ priority: Nullable(Type.String()) })),
  byCategory: Type.Array(CountRow({ categoryId: Nullable(Type.String()), name: Nullable(Type.String()) })),
  byGroup: Type.Array(CountRow({ groupId: Nullable(Type.String()), name: Nullable(Type.String()) })),
  /** Agents with open tickets assigned (most loaded first). */
  agents: Type.Array(
    Type.Object({
      userId: Type.String(),
      name: Type.String(),
      /** The agent was removed: shown as a former user. */
      removed: Type.Boolean(),
      openAssigned: Type.Integer(),
      breached: Type.Integer(),
      /** Creation time of the agent's oldest open ticket (ISO). */
      oldestOpenSince: Nullable(Type.String()),
    }),
  ),
});
export type StatusDashboard = Static<typeof StatusDashboardSchema>;

// ---------------------------------------------------------------------------------------------
// Trend dashboard: `POST v1/analytics/trend` (analytics:trendDashboard:view)

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const TrendRequestSchema = Type.Object(
  {
    period: literalUnion(ANALYTICS_PERIODS),
    /** Custom period only: inclusive local days (`YYYY-MM-DD`) in the organisation's time zone. */
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    interval: literalUnion(ANALYTICS_INTERVALS),
    /** Narrow everything to one division and/or one value of one dimension. */
    divisionId: Type.Optional(UuidSchema),
    filter: Type.Optional(
      Type.Object(
        {
          dimension: literalUnion(ANALYTICS_DIMENSIONS),
          /** An id (category, group, agent), a priority, a channel; `none` for "no category / group / agent / priority". */
          value: Type.String({ minLength: 1, maxLength: 64 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type TrendRequest = Static<typeof TrendRequestSchema>;

/** Durations in whole seconds (business time where a schedule applies); null when nothing was measured. */
const Percentiles = Type.Object({ count: Type.Integer(), medianSeconds: Nullable(Type.Integer()), p90Seconds: Nullable(Type.Integer()) });

const ChannelCounts = Type.Object({ agent: Type.Integer(), hub: Type.Integer(), email: Type.Integer() });

export const TrendBucketSchema = Type.Object({
  /** Local start of the bucket in the organisation's time zone, `YYYY-MM-DDTHH:mm`. */
  start: Type.String(),
  created: Type.Integer(),
  resolved: Type.Integer(),
  reopened: Type.Integer(),
  /** Open tickets at the end of the bucket. */
  backlog: Type.Integer(),
  firstResponse: Percentiles,
  resolution: Percentiles,
  /** Resolved tickets that met / missed their service-level targets (tickets without a policy count in neither). */
  slaMet: Type.Integer(),
  slaBreached: Type.Integer(),
  createdByChannel: ChannelCounts,
});
export type TrendBucket = Static<typeof TrendBucketSchema>;

export const TrendTotalsSchema = Type.Object({
  from: Day,
  to: Day,
  created: Type.Integer(),
  resolved: Type.Integer(),
  reopened: Type.Integer(),
  backlogAtEnd: Type.Integer(),
  firstResponse: Percentiles,
  resolution: Percentiles,
  slaMet: Type.Integer(),
  slaBreached: Type.Integer(),
  createdByChannel: ChannelCounts,
});
export type TrendTotals = Static<typeof TrendTotalsSchema>;

export const TrendBreakdownRowSchema = Type.Object({
  /** The id / priority / channel; null for "none". */
  key: Nullable(Type.String()),
  /** Display name (null for "none"; priorities and channels are translated by the screen). */
  name: Nullable(Type.String()),
  removed: Type.Optional(Type.Boolean()),
  created: Type.Integer(),
  resolved: Type.Integer(),
  reopened: Type.Integer(),
  slaMet: Type.Integer(),
  slaBreached: Type.Integer(),
  firstResponseAvgSeconds: Nullable(Type.Integer()),
  resolutionAvgSeconds: Nullable(Type.Integer()),
});
export type TrendBreakdownRow = Static<typeof TrendBreakdownRowSchema>;

export const TrendResponseSchema = Type.Object({
  timeZone: Type.String(),
  interval: Type.String(),
  current: TrendTotalsSchema,
  /** The period of the same length just before. */
  previous: TrendTotalsSchema,
  buckets: Type.Array(TrendBucketSchema),
  breakdowns: Type.Object({
    category: Type.Array(TrendBreakdownRowSchema),
    group: Type.Array(TrendBreakdownRowSchema),
    agent: Type.Array(TrendBreakdownRowSchema),
    priority: Type.Array(TrendBreakdownRowSchema),
  }),
});
export type TrendResponse = Static<typeof TrendResponseSchema>;
