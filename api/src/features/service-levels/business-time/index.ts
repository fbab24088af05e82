// Business-time arithmetic over a schedule (weekly opening hours and holidays in an IANA time zone): pure,
// no database, time always passed in. Used by SLA deadlines and the schedule editor's preview.
export { createBusinessCalendar } from './calendar.js';
export { InvalidScheduleError, ScheduleNeverOpensError } from './errors.js';
export { scheduleProblems } from './validation.js';
export type { BusinessCalendar, Holiday, IsoWeekday, ScheduleDefinition, ScheduleProblem, ScheduleTransition, WeeklyInterval } from './types.js';
