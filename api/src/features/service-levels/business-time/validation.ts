import { IANAZone } from 'luxon';
import { MINUTES_PER_DAY, monthDayCode, parseClock, parseLocalDate, yearOf } from './local-dates.js';
import type { ScheduleProblem } from './types.js';

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/**
 * A problem found in a definition. `computable: false` marks the ones the calendar can still compute with
 * (no interval at all, overlapping intervals, an empty holiday name): the API refuses them, the calendar
 * does not.
 */
interface FoundProblem extends ScheduleProblem {
  computable: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function findProblems(definition: unknown): FoundProblem[] {
  const problems: FoundProblem[] = [];
  const refuse = (field: string, message: string, computable = false) => problems.push({ field, message, computable });
  if (!isRecord(definition)) {
    refuse('', 'The schedule must be an object with timeZone, weekly and holidays.');
    return problems;
  }

  if (typeof definition.timeZone !== 'string' || !IANAZone.isValidZone(definition.timeZone)) {
    refuse('/timeZone', 'Choose a valid IANA time zone, for example Europe/Berlin.');
  }

  // Weekly intervals: real days and times, start ≠ end, none overlapping another on the weekly clock.
  const weekly = definition.weekly;
  if (!Array.isArray(weekly)) {
    refuse('/weekly', 'The weekly intervals must be a list.');
  } else {
    if (weekly.length === 0) refuse('/weekly', 'Add at least one weekly interval.', true);
    const pieces: { from: number; to: number; index: number }[] = [];
    weekly.forEach((interval: unknown, index) => {
      const at = `/weekly/${index}`;
      if (!isRecord(interval)) {
        refuse(at, 'Each weekly interval needs a day, a start and an end.');
        return;
      }
      const day = interval.day;
      const dayValid = typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= 7;
      if (!dayValid) refuse(`${at}/day`, 'The day must be 1 (Monday) to 7 (Sunday).');
      const start = parseClock(interval.start, false);
      if (start === null) refuse(`${at}/start`, 'The start must be a time from 00:00 to 23:59.');
      const end = parseClock(interval.end, true);
      if (end === null) refuse(`${at}/end`, 'The end must be a time from 00:00 to 24:00.');
      if (start !== null && end !== null && start === end) refuse(`${at}/end`, 'The end must differ from the start.');
      if (!dayValid || start === null || end === null || start === end) return;
      // On the weekly clock (minutes since Monday 00:00); an overnight interval wraps from Sunday to Monday.
      const from = ((day as number) - 1) * MINUTES_PER_DAY + start;
      const to = ((day as number) - 1) * MINUTES_PER_DAY + (end > start ? end : MINUTES_PER_DAY + end);
      if (to <= MINUTES_PER_WEEK) pieces.push({ from, to, index });
      else pieces.push({ from, to: MINUTES_PER_WEEK, index }, { from: 0, to: to - MINUTES_PER_WEEK, index });
    });
    pieces.sort((a, b) => a.from - b.from || a.to - b.to);
    const overlapping = new Set<number>();
    let reach = -1;
    let reachIndex = -1;
    for (const piece of pieces) {
      if (piece.from < reach && piece.index !== reachIndex && !overlapping.has(piece.index)) {
        overlapping.add(piece.index);
        refuse(`/weekly/${piece.index}/start`, `This interval overlaps interval ${reachIndex + 1}.`, true);
      }
      if (piece.to > reach) {
        reach = piece.to;
        reachIndex = piece.index;
      }
    }
  }

  // Holidays: a name, real dates, start ≤ end; a yearly one ends within a year of its start.
  const holidays = definition.holidays;
  if (!Array.isArray(holidays)) {
    refuse('/holidays', 'The holidays must be a list.');
  } else {
    holidays.forEach((holiday: unknown, index) => {
      const at = `/holidays/${index}`;
      if (!isRecord(holiday)) {
        refuse(at, 'Each holiday needs a name, a start, an end and whether it repeats yearly.');
        return;
      }
      if (typeof holiday.name !== 'string') refuse(`${at}/name`, 'Give the holiday a name.');
      else if (holiday.name.trim() === '') refuse(`${at}/name`, 'Give the holiday a name.', true);
      const start = parseLocalDate(holiday.start);
      if (start === null) refuse(`${at}/start`, 'The start must be a real date written YYYY-MM-DD.');
      const end = parseLocalDate(holiday.end);
      if (end === null) refuse(`${at}/end`, 'The end must be a real date written YYYY-MM-DD.');
      if (typeof holiday.yearly !== 'boolean') refuse(`${at}/yearly`, 'Say whether the holiday repeats every year.');
      if (start === null || end === null) return;
      if (end < start) {
        refuse(`${at}/end`, 'The end must not be before the start.');
      } else if (holiday.yearly === true) {
        const years = yearOf(end) - yearOf(start);
        const wraps = monthDayCode(end) < monthDayCode(start);
        if (years > 1 || (years === 1 && !wraps)) refuse(`${at}/end`, 'A yearly holiday must end less than a year after its start.');
      }
    });
  }
  return problems;
}

/**
 * Everything wrong with a schedule definition, for the API to answer 400 with: fields are JSON pointers
 * (`/timeZone`, `/weekly/2/end`, `/holidays/0/start`). Empty when the definition is acceptable.
 */
export function scheduleProblems(definition: unknown): ScheduleProblem[] {
  return findProblems(definition).map(({ field, message }) => ({ field, message }));
}

/** The problems that make a definition impossible to compute with. */
export function incomputableProblems(definition: unknown): ScheduleProblem[] {
  return findProblems(definition)
    .filter((p) => !p.computable)
    .map(({ field, message }) => ({ field, message }));
}
