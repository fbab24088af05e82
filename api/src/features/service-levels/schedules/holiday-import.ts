import { SCHEDULE_HOLIDAY_NAME_MAX_LENGTH, SCHEDULE_HOLIDAYS_MAX, type ScheduleHoliday, type ScheduleHolidayImportResponse } from '@switchboard/shared/contracts';
import ICAL from 'ical.js';
import { AppError } from '../../../plugins/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const invalidCalendar = (message: string) => new AppError(400, 'VALIDATION_FAILED', [{ field: '/ics', message }]);

/** 'YYYY-MM-DD' of a calendar date given as UTC midnight milliseconds. */
const dateText = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** UTC midnight of an iCalendar date (its own local date: all-day events carry no zone). */
const dayOf = (time: ICAL.Time): number => Date.UTC(time.year, time.month - 1, time.day);

/**
 * One all-day event as a holiday; undefined when it cannot be one: a timed event (holidays close
 * whole days), a cancelled one, a change to one occurrence of a series, or a repeat other than
 * once a year (a schedule holiday repeats yearly or not at all).
 */
function holidayOf(vevent: ICAL.Component): ScheduleHoliday | undefined {
  if (vevent.hasProperty('recurrence-id')) return undefined;
  const status = vevent.getFirstPropertyValue('status');
  if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') return undefined;
  const event = new ICAL.Event(vevent);
  const start = event.startDate;
  if (!start || !start.isDate) return undefined;
  const startDay = dayOf(start);
  // DTEND of an all-day event is the first day after it; without DTEND or DURATION it lasts one day.
  const end = vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? event.endDate : undefined;
  if (end && !end.isDate) return undefined;
  const endDay = end ? Math.max(startDay, dayOf(end) - DAY_MS) : startDay;
  let yearly = false;
  const rule = vevent.getFirstPropertyValue('rrule');
  if (rule) {
    if (!(rule instanceof ICAL.Recur) || rule.freq !== 'YEARLY' || (rule.interval ?? 1) !== 1) return undefined;
    yearly = true;
  }
  if (!Number.isFinite(startDay) || !Number.isFinite(endDay) || start.year < 1000 || start.year > 9999) return undefined;
  const name = (event.summary ?? '').toString().trim().slice(0, SCHEDULE_HOLIDAY_NAME_MAX_LENGTH) || 'Holiday';
  return { name, start: dateText(startDay), end: dateText(endDay), yearly };
}

/**
 * The holidays of an iCalendar text: every all-day VEVENT becomes one (inclusive dates, yearly
 * when it repeats every year); timed, unreadable or surplus events are skipped and counted. Text
 * that is not an iCalendar at all is refused (400 on `/ics`).
 */
export function importHolidays(ics: string): ScheduleHolidayImportResponse {
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(ics);
    // Several concatenated calendars parse as a list; they are read as one.
    const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    calendar = new ICAL.Component(first as unknown[]);
  } catch {
    throw invalidCalendar('is not an iCalendar (.ics) text');
  }
  if (calendar.name !== 'vcalendar') throw invalidCalendar('is not an iCalendar (.ics) text');
  const holidays: ScheduleHoliday[] = [];
  let skipped = 0;
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    let holiday: ScheduleHoliday | undefined;
    try {
      holiday = holidayOf(vevent);
    } catch {
      holiday = undefined;
    }
    if (holiday && holidays.length < SCHEDULE_HOLIDAYS_MAX) holidays.push(holiday);
    else skipped += 1;
  }
  holidays.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
  return { holidays, skipped };
}
