import type { Static, TLiteral, TUnion } from 'typebox';
import { Nullable, Type } from './type-builders.js';
import { pageResponseSchema, searchRequestSchema } from './search.js';
import {
  ISO_WEEKDAYS,
  type IsoWeekday,
  SCHEDULE_DATE_PATTERN,
  SCHEDULE_DESCRIPTION_MAX_LENGTH,
  SCHEDULE_END_TIME_PATTERN,
  SCHEDULE_HOLIDAY_NAME_MAX_LENGTH,
  SCHEDULE_HOLIDAYS_MAX,
  SCHEDULE_ICS_MAX_LENGTH,
  SCHEDULE_NAME_MAX_LENGTH,
  SCHEDULE_SORT_FIELDS,
  SCHEDULE_START_TIME_PATTERN,
  SCHEDULE_TIME_ZONE_MAX_LENGTH,
  SCHEDULE_WEEKLY_MAX_INTERVALS,
} from './schedules-rules.js';

// Schedules: the business hours of an organisation. A schedule is a time zone, weekly open
// intervals and holidays; service level targets count only the time a schedule is open.
// Administration (`v1/schedules`), a preview of the next open/close moments, and an iCalendar
// import of holidays.

// Typed as a one-member tuple: TypeBox derives a union's static type from a tuple, and a mapped array would give `never`.
const weekdaySchema = Type.Union(ISO_WEEKDAYS.map((day) => Type.Literal(day))) as unknown as TUnion<[TLiteral<IsoWeekday>]>;

/**
 * One open interval of a weekday (ISO: 1 = Monday), local time of the schedule's zone. An end at or
 * before the start runs past midnight into the next day; '24:00' ends at midnight.
 */
export const ScheduleWeeklyIntervalSchema = Type.Object(
  {
    day: weekdaySchema,
    start: Type.String({ pattern: SCHEDULE_START_TIME_PATTERN }),
    end: Type.String({ pattern: SCHEDULE_END_TIME_PATTERN }),
  },
  { additionalProperties: false },
);
export type ScheduleWeeklyInterval = Static<typeof ScheduleWeeklyIntervalSchema>;

/** Closes whole local days from `start` to `end` (both included); `yearly` repeats the month/day every year. */
export const ScheduleHolidaySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: SCHEDULE_HOLIDAY_NAME_MAX_LENGTH }),
    start: Type.String({ pattern: SCHEDULE_DATE_PATTERN }),
    end: Type.String({ pattern: SCHEDULE_DATE_PATTERN }),
    yearly: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ScheduleHoliday = Static<typeof ScheduleHolidaySchema>;

const definitionProperties = {
  /** IANA zone, e.g. 'Europe/Berlin'. */
  timeZone: Type.String({ minLength: 1, maxLength: SCHEDULE_TIME_ZONE_MAX_LENGTH }),
  /** At least one interval: a schedule that is never open is refused. 24×7 is seven intervals 00:00–24:00. */
  weekly: Type.Array(ScheduleWeeklyIntervalSchema, { maxItems: SCHEDULE_WEEKLY_MAX_INTERVALS }),
  holidays: Type.Array(ScheduleHolidaySchema, { maxItems: SCHEDULE_HOLIDAYS_MAX }),
};

/** When a schedule is open: what business time is counted against. */
export const ScheduleDefinitionSchema = Type.Object(definitionProperties, { additionalProperties: false });
export type ScheduleDefinition = Static<typeof ScheduleDefinitionSchema>;

const scheduleProperties = {
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  timeZone: Type.String(),
  weekly: Type.Array(ScheduleWeeklyIntervalSchema),
  holidays: Type.Array(ScheduleHolidaySchema),
  /** Service level policies measured against it; a schedule in use cannot be deleted. */
  slaPolicyCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** One row of `POST v1/schedules/search`. */
export const ScheduleSummarySchema = Type.Object(scheduleProperties);
export type ScheduleSummary = Static<typeof ScheduleSummarySchema>;

/** `POST v1/schedules/search`; an empty body lists every schedule by name. `query` searches the name. */
export const ScheduleSearchRequestSchema = searchRequestSchema({
  sortFields: SCHEDULE_SORT_FIELDS,
  filters: Type.Object({}, { additionalProperties: false }),
});
export type ScheduleSearchRequest = Static<typeof ScheduleSearchRequestSchema>;

export const ScheduleSearchResponseSchema = pageResponseSchema(ScheduleSummarySchema);
export type ScheduleSearchResponse = Static<typeof ScheduleSearchResponseSchema>;

/** `GET v1/schedules/{id}` and the answer of create / update. */
export const ScheduleDetailsSchema = Type.Object(scheduleProperties);
export type ScheduleDetails = Static<typeof ScheduleDetailsSchema>;

/**
 * `POST v1/schedules`, `PUT v1/schedules/{id}`: the name is trimmed, must not be blank and is unique
 * whatever its case; the time zone must be a known IANA zone; the schedule must open at least once.
 */
export const ScheduleWriteRequestSchema = Type.Object(
  {
    name: Type.String({ maxLength: SCHEDULE_NAME_MAX_LENGTH }),
    description: Type.Optional(Nullable(Type.String({ maxLength: SCHEDULE_DESCRIPTION_MAX_LENGTH }))),
    ...definitionProperties,
  },
  { additionalProperties: false },
);
export type ScheduleWriteRequest = Static<typeof ScheduleWriteRequestSchema>;

/** `POST v1/schedules/preview`: the definition being edited, and the moment to look from (now when left out). */
export const SchedulePreviewRequestSchema = Type.Object(
  {
    definition: ScheduleDefinitionSchema,
    from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type SchedulePreviewRequest = Static<typeof SchedulePreviewRequestSchema>;

/** A moment the schedule opens (`open`) or closes. */
export const ScheduleTransitionSchema = Type.Object({ at: Type.String(), open: Type.Boolean() });
export type ScheduleTransition = Static<typeof ScheduleTransitionSchema>;

/** Whether the schedule is open at `from`, and its next open/close moments. */
export const SchedulePreviewResponseSchema = Type.Object({ openNow: Type.Boolean(), transitions: Type.Array(ScheduleTransitionSchema) });
export type SchedulePreviewResponse = Static<typeof SchedulePreviewResponseSchema>;

/** `POST v1/schedules/holidays/import`: an iCalendar (.ics) text. */
export const ScheduleHolidayImportRequestSchema = Type.Object({ ics: Type.String({ maxLength: SCHEDULE_ICS_MAX_LENGTH }) }, { additionalProperties: false });
export type ScheduleHolidayImportRequest = Static<typeof ScheduleHolidayImportRequestSchema>;

/** The all-day events as holidays; `skipped` counts the events that were timed or unreadable. */
export const ScheduleHolidayImportResponseSchema = Type.Object({ holidays: Type.Array(ScheduleHolidaySchema), skipped: Type.Integer() });
export type ScheduleHolidayImportResponse = Static<typeof ScheduleHolidayImportResponseSchema>;
