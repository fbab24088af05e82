import {
  ISO_WEEKDAYS,
  SCHEDULE_END_TIME_PATTERN,
  SCHEDULE_START_TIME_PATTERN,
  type IsoWeekday,
  type ScheduleDefinition,
  type ScheduleDetails,
  type ScheduleHoliday,
  type ScheduleWeeklyInterval,
  type ScheduleWriteRequest,
} from '@switchboard/shared/contracts';

/** What the editor holds: the form's text fields, the weekly intervals (by day, then start) and the holidays. */
export interface ScheduleDraft {
  name: string;
  description: string;
  timeZone: string;
  weekly: ScheduleWeeklyInterval[];
  holidays: ScheduleHoliday[];
}

/** The interval a day gets when it is switched open. */
export const DEFAULT_INTERVAL = { start: '09:00', end: '17:00' } as const;
export const WORKING_DAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5];

/** The zone of the viewer's browser: a new schedule starts in it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A new schedule: Monday to Friday 09:00–17:00 in the viewer's zone, no holidays. */
export const newDraft = (): ScheduleDraft => ({
  name: '',
  description: '',
  timeZone: browserTimeZone(),
  weekly: WORKING_DAYS.map((day) => ({ day, ...DEFAULT_INTERVAL })),
  holidays: [],
});

export const draftOf = (schedule: ScheduleDetails): ScheduleDraft => ({
  name: schedule.name,
  description: schedule.description ?? '',
  timeZone: schedule.timeZone,
  weekly: sortedWeekly(schedule.weekly),
  holidays: schedule.holidays,
});

/** Intervals by day, then start; the order of a day's intervals as typed stays otherwise. */
export const sortedWeekly = (weekly: readonly ScheduleWeeklyInterval[]): ScheduleWeeklyInterval[] => [...weekly].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));

export const toScheduleWrite = (draft: ScheduleDraft): ScheduleWriteRequest => ({
  name: draft.name.trim(),
  description: draft.description.trim() || null,
  timeZone: draft.timeZone,
  weekly: draft.weekly.map(({ day, start, end }) => ({ day, start, end })),
  holidays: draft.holidays.map(({ name, start, end, yearly }) => ({ name: name.trim(), start, end, yearly })),
});

export const definitionOf = (draft: Pick<ScheduleDraft, 'timeZone' | 'weekly' | 'holidays'>): ScheduleDefinition => {
  const { timeZone, weekly, holidays } = toScheduleWrite({ name: '', description: '', ...draft });
  return { timeZone, weekly, holidays };
};

const START = new RegExp(SCHEDULE_START_TIME_PATTERN);
const END = new RegExp(SCHEDULE_END_TIME_PATTERN);
export const isStartTime = (text: string): boolean => START.test(text);
export const isEndTime = (text: string): boolean => END.test(text);

/**
 * Whether the preview can be asked for: a zone, at least one interval, every time and holiday
 * complete (the server says the rest).
 */
export const isPreviewable = (definition: ScheduleDefinition): boolean =>
  Boolean(definition.timeZone) &&
  definition.weekly.length > 0 &&
  definition.weekly.every((interval) => isStartTime(interval.start) && isEndTime(interval.end) && interval.start !== interval.end) &&
  definition.holidays.every((holiday) => holiday.name.trim() && holiday.start && holiday.end);

/** Monday's intervals copied to Tuesday–Friday, replacing theirs; the weekend stays. */
export function copyMondayToWeekdays(weekly: readonly ScheduleWeeklyInterval[]): ScheduleWeeklyInterval[] {
  const monday = weekly.filter((interval) => interval.day === 1);
  const copies = WORKING_DAYS.filter((day) => day !== 1).flatMap((day) => monday.map((interval) => ({ ...interval, day })));
  return sortedWeekly([...weekly.filter((interval) => !WORKING_DAYS.includes(interval.day) || interval.day === 1), ...copies]);
}

/** Holidays added by an import, leaving out those already there (same name and dates). */
export function mergeHolidays(current: readonly ScheduleHoliday[], imported: readonly ScheduleHoliday[]): { holidays: ScheduleHoliday[]; added: number } {
  const key = (holiday: ScheduleHoliday) => `${holiday.name.trim().toLowerCase()}|${holiday.start}|${holiday.end}|${holiday.yearly}`;
  const seen = new Set(current.map(key));
  const fresh = imported.filter((holiday) => {
    if (seen.has(key(holiday))) return false;
    seen.add(key(holiday));
    return true;
  });
  return { holidays: [...current, ...fresh], added: fresh.length };
}

export { ISO_WEEKDAYS };
