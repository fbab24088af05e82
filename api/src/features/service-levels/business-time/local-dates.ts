// Civil (calendar) arithmetic on local dates, independent of any time zone. A local date is held as its
// day number: whole days since 1970-01-01.

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;

const CLOCK = /^(\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since midnight of an `HH:mm` time (00:00–23:59; `24:00` only when `allowEndOfDay`), else null. */
export function parseClock(value: unknown, allowEndOfDay: boolean): number | null {
  if (typeof value !== 'string') return null;
  const match = CLOCK.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours === 24 && minutes === 0 && allowEndOfDay) return MINUTES_PER_DAY;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Day number of a real `YYYY-MM-DD` date, else null. */
export function parseLocalDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(date.getTime() / DAY_MS);
}

/** Month and day of a day number as one comparable code: 100 × month + day (e.g. 229 for 29 February). */
export function monthDayCode(dayNumber: number): number {
  const date = new Date(dayNumber * DAY_MS);
  return (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

export function yearOf(dayNumber: number): number {
  return new Date(dayNumber * DAY_MS).getUTCFullYear();
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day number; 1970-01-01 was a Thursday. */
export function isoWeekdayOf(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}
