import { IANAZone } from 'luxon';
import { InvalidScheduleError, ScheduleNeverOpensError } from './errors.js';
import { DAY_MS, MINUTE_MS, MINUTES_PER_DAY, isoWeekdayOf, monthDayCode, parseClock, parseLocalDate } from './local-dates.js';
import type { BusinessCalendar, Holiday, ScheduleDefinition, ScheduleTransition, WeeklyInterval } from './types.js';
import { incomputableProblems } from './validation.js';

/** Consecutive local days without open time after which a schedule counts as never opening (> 3 years). */
const MAX_CLOSED_DAYS = 3 * 366 + 2;
/** The longest span one call walks, in local days (200 years); longer is refused as out of range. */
const MAX_WALK_DAYS = 200 * 366;
/** Instants accepted as input: well inside the Date range, so walking MAX_WALK_DAYS stays valid. */
const MAX_ABS_INSTANT = 8e15;
/** Per-calendar cache of computed local days; cleared when full so memory stays bounded. */
const CACHE_LIMIT = 4096;
/** Most transitions one call answers. */
const MAX_TRANSITIONS = 1000;

const NO_SEGMENTS: readonly number[] = [];

/** Minute ranges [start, end) open on each local weekday (index 1–7), merged and sorted, as flat pairs. */
function rangesByWeekday(weekly: WeeklyInterval[]): number[][] {
  const pieces: [number, number][][] = Array.from({ length: 8 }, () => []);
  for (const interval of weekly) {
    const start = parseClock(interval.start, false) as number;
    const end = parseClock(interval.end, true) as number;
    if (end > start) {
      pieces[interval.day].push([start, end]);
    } else {
      // Past midnight: the rest of its own day, then the morning of the next weekday (Sunday → Monday).
      pieces[interval.day].push([start, MINUTES_PER_DAY]);
      if (end > 0) pieces[(interval.day % 7) + 1].push([0, end]);
    }
  }
  return pieces.map((list) => mergePairs(list).flat());
}

/** Sorts ranges and joins the overlapping or touching ones. */
function mergePairs(pairs: [number, number][]): [number, number][] {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Whether a local day (day number) is a holiday: one-off ranges by binary search, yearly ones by month/day. */
function holidayTest(holidays: Holiday[]): (dayNumber: number) => boolean {
  const oneOff = mergePairs(
    holidays.filter((h) => !h.yearly).map((h) => [parseLocalDate(h.start) as number, (parseLocalDate(h.end) as number) + 1]),
  );
  // Yearly ranges expanded over a leap year, so a range through 29 February includes it (used only in leap years).
  const yearlyCodes = new Set<number>();
  const leapYearStart = parseLocalDate('2000-01-01') as number;
  const leapYearEnd = parseLocalDate('2000-12-31') as number;
  for (const holiday of holidays.filter((h) => h.yearly)) {
    const first = parseLocalDate(`2000${holiday.start.slice(4)}`) as number;
    const last = parseLocalDate(`2000${holiday.end.slice(4)}`) as number;
    const spans = first <= last ? [[first, last]] : [[first, leapYearEnd], [leapYearStart, last]];
    for (const [from, to] of spans) for (let day = from; day <= to; day += 1) yearlyCodes.add(monthDayCode(day));
  }
  return (dayNumber) => {
    if (yearlyCodes.size > 0 && yearlyCodes.has(monthDayCode(dayNumber))) return true;
    let low = 0;
    let high = oneOff.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (dayNumber < oneOff[middle][0]) high = middle - 1;
      else if (dayNumber >= oneOff[middle][1]) low = middle + 1;
      else return true;
    }
    return false;
  };
}

function instantOf(value: Date, name: string): number {
  const time = value instanceof Date ? value.getTime() : Number.NaN;
  if (!Number.isFinite(time) || Math.abs(time) > MAX_ABS_INSTANT) throw new RangeError(`${name} is not a valid date in the supported range.`);
  return time;
}

/**
 * Builds the calendar of a schedule. Wall-clock semantics: an interval is open for every instant whose local
 * time in `timeZone` lies inside it, so on a spring-forward day an interval over the skipped hour is shorter
 * in real time and on a fall-back day one over the repeated hour is longer (both hours count). A holiday
 * closes its whole local day(s), including the part of an overnight interval that falls on it.
 * Throws InvalidScheduleError for a definition it cannot compute with (see `scheduleProblems`).
 */
export function createBusinessCalendar(definition: ScheduleDefinition): BusinessCalendar {
  const problems = incomputableProblems(definition);
  if (problems.length > 0) throw new InvalidScheduleError(problems);

  const zone = IANAZone.create(definition.timeZone);
  const weekdayRanges = rangesByWeekday(definition.weekly);
  const neverOpens = weekdayRanges.every((ranges) => ranges.length === 0);
  const isHoliday = holidayTest(definition.holidays);
  const boundaryCache = new Map<number, number>();
  const segmentCache = new Map<number, readonly number[]>();

  /** The zone's UTC offset at an instant, in milliseconds. */
  const offsetAt = (time: number): number => zone.offset(time) * MINUTE_MS;

  /**
   * The first instant whose local wall time is at or after `wall` (a local time written as if it were UTC):
   * the earlier of two occurrences on a fall-back, the moment of the jump when a spring-forward skipped it.
   */
  function wallToInstant(wall: number): number {
    const offsets = new Set([offsetAt(wall - DAY_MS), offsetAt(wall + DAY_MS)]);
    for (const offset of [...offsets]) offsets.add(offsetAt(wall - offset));
    let earliest = Number.POSITIVE_INFINITY;
    for (const offset of offsets) {
      const candidate = wall - offset;
      if (offsetAt(candidate) === offset && candidate < earliest) earliest = candidate;
    }
    if (earliest !== Number.POSITIVE_INFINITY) return earliest;
    let low = wall - Math.max(...offsets);
    let high = wall - Math.min(...offsets);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (middle + offsetAt(middle) >= wall) high = middle;
      else low = middle;
    }
    return high;
  }

  function remember<T>(cache: Map<number, T>, key: number, value: T): T {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, value);
    return value;
  }

  /** The instant a local day begins. */
  function dayStart(dayNumber: number): number {
    return boundaryCache.get(dayNumber) ?? remember(boundaryCache, dayNumber, wallToInstant(dayNumber * DAY_MS));
  }

  /**
   * The local day an instant belongs to: the one whose [start, next start) holds it. Found among the
   * remembered day starts, starting from the instant's UTC day (a zone's offset stays within ±14 h, so
   * that is at most a day off): asking the time zone data is what costs, and a page of badges asks
   * this for every row.
   */
  function dayOf(time: number): number {
    let dayNumber = Math.floor(time / DAY_MS);
    while (time < dayStart(dayNumber)) dayNumber -= 1;
    while (time >= dayStart(dayNumber + 1)) dayNumber += 1;
    return dayNumber;
  }

  /** Open time of one local day as sorted, disjoint instant pairs [start, end) (flat). */
  function segments(dayNumber: number): readonly number[] {
    const cached = segmentCache.get(dayNumber);
    if (cached) return cached;
    const ranges = isHoliday(dayNumber) ? NO_SEGMENTS : weekdayRanges[isoWeekdayOf(dayNumber)];
    if (ranges.length === 0) return remember(segmentCache, dayNumber, NO_SEGMENTS);
    const start = dayStart(dayNumber);
    const end = dayStart(dayNumber + 1);
    // Stretches of constant offset within the day: one, or two around a DST change.
    const startOffset = offsetAt(start);
    const endOffset = offsetAt(end - 1);
    const stretches: [number, number, number][] = [[start, end, startOffset]];
    if (startOffset !== endOffset) {
      let low = start;
      let high = end - 1;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (offsetAt(middle) === startOffset) low = middle;
        else high = middle;
      }
      stretches.splice(0, 1, [start, high, startOffset], [high, end, endOffset]);
    }
    // Within a stretch, local wall time w is the instant w − offset.
    const wallMidnight = dayNumber * DAY_MS;
    const pairs: [number, number][] = [];
    for (let i = 0; i < ranges.length; i += 2) {
      for (const [from, to, offset] of stretches) {
        const open = Math.max(from, wallMidnight + ranges[i] * MINUTE_MS - offset);
        const close = Math.min(to, wallMidnight + ranges[i + 1] * MINUTE_MS - offset);
        if (open < close) pairs.push([open, close]);
      }
    }
    return remember(segmentCache, dayNumber, mergePairs(pairs).flat());
  }

  /**
   * Calls `visit` with each open stretch after `from` (clipped to start no earlier), in order, until it
   * answers true. Throws ScheduleNeverOpensError after more than three years of closed local days.
   */
  function walkOpenTime(from: number, visit: (open: number, close: number) => boolean): void {
    if (neverOpens) throw new ScheduleNeverOpensError('The schedule has no weekly open time.');
    const firstDay = dayOf(from);
    let closedDays = 0;
    for (let day = firstDay; day <= firstDay + MAX_WALK_DAYS; day += 1) {
      const open = segments(day);
      let opened = false;
      for (let i = 0; i < open.length; i += 2) {
        if (open[i + 1] <= from) continue;
        opened = true;
        if (visit(Math.max(open[i], from), open[i + 1])) return;
      }
      closedDays = opened ? 0 : closedDays + 1;
      if (closedDays > MAX_CLOSED_DAYS) throw new ScheduleNeverOpensError();
    }
    throw new RangeError('The business time reaches beyond 200 years.');
  }

  function isOpenAt(time: number): boolean {
    const open = segments(dayOf(time));
    for (let i = 0; i < open.length; i += 2) if (open[i] <= time && time < open[i + 1]) return true;
    return false;
  }

  function openTimeBetween(from: number, to: number): number {
    if (to < from) return -openTimeBetween(to, from);
    if (to === from || neverOpens) return 0;
    const firstDay = dayOf(from);
    const lastDay = dayOf(to);
    if (lastDay - firstDay > MAX_WALK_DAYS) throw new RangeError('The span is longer than 200 years.');
    let total = 0;
    for (let day = firstDay; day <= lastDay; day += 1) {
      const open = segments(day);
      for (let i = 0; i < open.length; i += 2) {
        const start = Math.max(open[i], from);
        const end = Math.min(open[i + 1], to);
        if (end > start) total += end - start;
      }
    }
    return total;
  }

  return {
    timeZone: definition.timeZone,

    isOpen(at) {
      return isOpenAt(instantOf(at, 'at'));
    },

    nextOpening(from) {
      const time = instantOf(from, 'from');
      if (isOpenAt(time)) return new Date(time);
      let opening = time;
      walkOpenTime(time, (open) => {
        opening = open;
        return true;
      });
      return new Date(opening);
    },

    addBusinessTime(from, ms) {
      const time = instantOf(from, 'from');
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The business time to add must be a non-negative number of milliseconds.');
      let remaining = Math.round(ms);
      if (remaining === 0) return new Date(time);
      let reached = time;
      walkOpenTime(time, (open, close) => {
        if (remaining <= close - open) {
          reached = open + remaining;
          return true;
        }
        remaining -= close - open;
        return false;
      });
      return new Date(reached);
    },

    businessTimeBetween(a, b) {
      return openTimeBetween(instantOf(a, 'a'), instantOf(b, 'b'));
    },

    nextTransitions(from, count) {
      const time = instantOf(from, 'from');
      const wanted = Math.min(Math.floor(Number.isFinite(count) ? count : 0), MAX_TRANSITIONS);
      if (wanted <= 0) return [];
      if (neverOpens) throw new ScheduleNeverOpensError('The schedule has no weekly open time.');
      const moments: { at: number; open: boolean }[] = [];
      // End of the open stretch being followed; null while closed. Touching segments continue the stretch.
      let stretchEnd: number | null = null;
      let sawOpenTime = false;
      const firstDay = dayOf(time);
      let day = firstDay;
      for (; day <= firstDay + MAX_CLOSED_DAYS && moments.length < wanted; day += 1) {
        const open = segments(day);
        for (let i = 0; i < open.length && moments.length < wanted; i += 2) {
          const [start, end] = [open[i], open[i + 1]];
          if (end <= time) continue;
          sawOpenTime = true;
          if (stretchEnd === null) {
            if (start > time) moments.push({ at: start, open: true });
            stretchEnd = end;
          } else if (start <= stretchEnd) {
            stretchEnd = Math.max(stretchEnd, end);
          } else {
            moments.push({ at: stretchEnd, open: false }, { at: start, open: true });
            stretchEnd = end;
          }
        }
      }
      if (!sawOpenTime) throw new ScheduleNeverOpensError();
      // A stretch that ended before the last day walked is certainly closed then.
      if (stretchEnd !== null && moments.length < wanted && stretchEnd < dayStart(day)) moments.push({ at: stretchEnd, open: false });
      return moments.slice(0, wanted).map((moment): ScheduleTransition => ({ at: new Date(moment.at), open: moment.open }));
    },
  };
}
