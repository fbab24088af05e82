import { ANALYTICS_MAX_DAYS, ANALYTICS_MAX_HOURLY_DAYS, type AnalyticsInterval, type TrendRequest } from '@switchboard/shared/contracts';
import { DateTime } from 'luxon';
import { AppError } from '../../../plugins/errors.js';

// Periods and buckets are local wall-clock times of the organisation (the rollup's buckets are
// `timestamp without time zone` in its zone). They are handled here as zone-less times (luxon's UTC),
// so a day always has 24 hour buckets: the hour a clock change skips stays empty, the one it repeats
// holds both.

/** Inclusive local days; `start`/`end` the wall-clock bounds [start, end). */
export interface LocalPeriod {
  from: string;
  to: string;
  days: number;
  start: DateTime;
  end: DateTime;
}

const invalid = (field: string, message: string) => new AppError(400, 'VALIDATION_FAILED', [{ field, message }]);

function periodOf(start: DateTime, days: number): LocalPeriod {
  return { from: start.toISODate()!, to: start.plus({ days: days - 1 }).toISODate()!, days, start, end: start.plus({ days }) };
}

function localDay(value: string | undefined, field: string): DateTime {
  if (value === undefined) throw invalid(field, 'is required for a custom period');
  const day = DateTime.fromISO(value, { zone: 'utc' });
  // Years far from now would put the previous period or the end past what the database's timestamps read.
  if (!day.isValid || day.year < 1900 || day.year > 9998) throw invalid(field, 'must be a valid date');
  return day;
}

const LAST_DAYS = { today: 1, '7d': 7, '30d': 30, '90d': 90 } as const;

/**
 * The request's period in the organisation's zone at `now`: today, the last N local days including
 * today, or the custom inclusive range (at most ANALYTICS_MAX_DAYS days); the hour interval only for
 * periods of at most ANALYTICS_MAX_HOURLY_DAYS days. 400 VALIDATION_FAILED naming the field otherwise.
 */
export function resolvePeriod(request: Pick<TrendRequest, 'period' | 'from' | 'to' | 'interval'>, now: Date, timeZone: string): LocalPeriod {
  let period: LocalPeriod;
  if (request.period === 'custom') {
    const from = localDay(request.from, '/from');
    const to = localDay(request.to, '/to');
    const days = Math.round(to.diff(from, 'days').days) + 1;
    if (days < 1) throw invalid('/to', 'must not be before from');
    if (days > ANALYTICS_MAX_DAYS) throw invalid('/to', `must be at most ${ANALYTICS_MAX_DAYS} days from from`);
    period = periodOf(from, days);
  } else {
    const today = DateTime.fromISO(DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!, { zone: 'utc' });
    const days = LAST_DAYS[request.period];
    period = periodOf(today.minus({ days: days - 1 }), days);
  }
  if (request.interval === 'hour' && period.days > ANALYTICS_MAX_HOURLY_DAYS) throw invalid('/interval', `hour is offered for periods of at most ${ANALYTICS_MAX_HOURLY_DAYS} days`);
  return period;
}

/** The period of the same length just before. */
export const previousPeriod = (period: LocalPeriod): LocalPeriod => periodOf(period.start.minus({ days: period.days }), period.days);

/** The rollup's time text for a wall-clock time (`YYYY-MM-DDTHH:mm`, as buckets are labelled). */
export const bucketLabel = (time: DateTime): string => time.toFormat("yyyy-MM-dd'T'HH:mm");

const UNIT = { hour: 'hour', day: 'day', week: 'week', month: 'month' } as const;

/** Start labels of every bucket of the period, empty ones included; weeks are ISO weeks (from Monday). */
export function bucketStarts(period: LocalPeriod, interval: AnalyticsInterval): string[] {
  const starts: string[] = [];
  for (let at = period.start.startOf(UNIT[interval]); at < period.end; at = at.plus({ [`${interval}s`]: 1 })) starts.push(bucketLabel(at));
  return starts;
}
