import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_INTERVALS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MAX_HOURLY_DAYS,
  ANALYTICS_PERIODS,
  type AnalyticsDimension,
  type AnalyticsInterval,
  type AnalyticsPeriod,
} from '@switchboard/shared/contracts';
import type { TrendBody } from '../../api/analytics-api';

/**
 * The trend view's choices, kept in the URL: `period`, `from`/`to` (custom days), `interval`, `division`,
 * `dimension` + `value` (the "narrow to" filter). Defaults (30 days by day, no filter) are left out.
 */
export interface TrendView {
  period: AnalyticsPeriod;
  from: string | null;
  to: string | null;
  interval: AnalyticsInterval;
  division: string | null;
  dimension: AnalyticsDimension | null;
  value: string | null;
}

export const DEFAULT_TREND: TrendView = { period: '30d', from: null, to: null, interval: 'day', division: null, dimension: null, value: null };

const PERIOD_DAYS: Record<Exclude<AnalyticsPeriod, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TREND_KEYS = ['period', 'from', 'to', 'interval', 'division', 'dimension', 'value'] as const;

function dayNumber(value: string): number | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const date = new Date(time);
  // 2026-02-30 is not a day.
  return date.getUTCDate() === Number(match[3]) && date.getUTCMonth() === Number(match[2]) - 1 ? time / 86_400_000 : null;
}

/** How many days the period covers (a custom one inclusive); null for a custom period without valid days. */
export function periodDays(view: Pick<TrendView, 'period' | 'from' | 'to'>): number | null {
  if (view.period !== 'custom') return PERIOD_DAYS[view.period];
  const [from, to] = [view.from ? dayNumber(view.from) : null, view.to ? dayNumber(view.to) : null];
  return from === null || to === null ? null : to - from + 1;
}

/** The intervals offered for a period: hours only for short periods. */
export function intervalsFor(view: Pick<TrendView, 'period' | 'from' | 'to'>): AnalyticsInterval[] {
  const days = periodDays(view) ?? Number.POSITIVE_INFINITY;
  return ANALYTICS_INTERVALS.filter((interval) => interval !== 'hour' || days <= ANALYTICS_MAX_HOURLY_DAYS);
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null => ((values as readonly (string | null)[]).includes(raw) ? (raw as T) : null);

/** The view a URL holds; anything invalid falls back (a custom period without valid days to 30 days, hours on a long period to days). */
export function parseTrendView(params: URLSearchParams): TrendView {
  let period = oneOf(ANALYTICS_PERIODS, params.get('period')) ?? DEFAULT_TREND.period;
  let from = period === 'custom' ? params.get('from') : null;
  let to = period === 'custom' ? params.get('to') : null;
  if (period === 'custom') {
    const [a, b] = [from ? dayNumber(from) : null, to ? dayNumber(to) : null];
    if (a === null || b === null || Math.abs(b - a) + 1 > ANALYTICS_MAX_DAYS) [period, from, to] = [DEFAULT_TREND.period, null, null];
    // A reversed range is read the way it was meant.
    else if (a > b) [from, to] = [to, from];
  }
  const interval = oneOf(ANALYTICS_INTERVALS, params.get('interval')) ?? DEFAULT_TREND.interval;
  const division = params.get('division');
  const dimension = oneOf(ANALYTICS_DIMENSIONS, params.get('dimension'));
  const value = params.get('value')?.trim().slice(0, 64) || null;
  return {
    period,
    from,
    to,
    interval: intervalsFor({ period, from, to }).includes(interval) ? interval : DEFAULT_TREND.interval,
    division: division && UUID.test(division) ? division : null,
    dimension: dimension && value ? dimension : null,
    value: dimension && value ? value : null,
  };
}

/** `params` with the view written in (other parameters, e.g. the tab, kept; defaults left out). */
export function writeTrendView(params: URLSearchParams, view: TrendView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of TREND_KEYS) {
    const value = view[key];
    if (value && value !== DEFAULT_TREND[key]) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** A changed view: "Today" reads by hour unless an interval is chosen with it; a period that no longer allows hours moves to days. */
export function changeTrendView(view: TrendView, change: Partial<TrendView>): TrendView {
  const next = { ...view, ...change };
  if (change.period === 'today' && !change.interval) next.interval = 'hour';
  if (next.period !== 'custom') [next.from, next.to] = [null, null];
  if (!next.dimension || !next.value) [next.dimension, next.value] = [null, null];
  if (!intervalsFor(next).includes(next.interval)) next.interval = 'day';
  return next;
}

/** `POST analytics/trend` body of a view. */
export function toTrendRequest(view: TrendView): TrendBody {
  return {
    period: view.period,
    interval: view.interval,
    ...(view.period === 'custom' && view.from && view.to ? { from: view.from, to: view.to } : {}),
    ...(view.division ? { divisionId: view.division } : {}),
    ...(view.dimension && view.value ? { filter: { dimension: view.dimension, value: view.value } } : {}),
  };
}
