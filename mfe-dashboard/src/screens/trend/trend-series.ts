import type { TFunction } from 'i18next';
import type { TrendBucket, TrendResponse } from '@switchboard/shared/contracts';
import { TICKET_CHANNELS } from '@switchboard/shared/contracts';
import { slaAttainment, type Figures } from '../../format/figures';

/** The kinds of value a chart plots; they decide how its table and CSV write them. */
export type ChartUnit = 'count' | 'hours' | 'percent';

export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  values: (number | null)[];
  color: string;
  /** Bars of the same stack pile up. */
  stack?: string;
  /** The p90 lines are dashed: told apart without colour. */
  dashed?: boolean;
}

/** One chart as data: the same spec draws the chart, its table alternative and its CSV. */
export interface ChartSpec {
  id: 'created-resolved' | 'durations' | 'sla' | 'channels';
  title: string;
  unit: ChartUnit;
  /** Bucket labels, in time order. */
  categories: string[];
  series: ChartSeries[];
}

/** The colours the charts draw with, from the antd theme (so they follow light and dark). */
export interface ChartPalette {
  primary: string;
  success: string;
  warning: string;
  error: string;
  accent1: string;
  accent2: string;
}

const HOUR_SECONDS = 3600;
const toHours = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / HOUR_SECONDS) * 10) / 10);

/** A bucket's local start (`YYYY-MM-DDTHH:mm`, organisation time) as a label for its interval. */
export function bucketLabel(start: string, interval: string, locale: string): string {
  const [day, clock = '00:00'] = start.split('T');
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = clock.split(':').map(Number);
  // Read as a wall-clock time and written as one: no time zone conversion on the way.
  const wall = new Date(Date.UTC(year, month - 1, date, hour, minute));
  const options: Intl.DateTimeFormatOptions =
    interval === 'hour'
      ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
      : interval === 'month'
        ? { year: 'numeric', month: 'short' }
        : { year: 'numeric', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(wall);
}

/** The four trend charts of a response. */
export function trendCharts(trend: TrendResponse, t: TFunction, locale: string, palette: ChartPalette): ChartSpec[] {
  const categories = trend.buckets.map((bucket) => bucketLabel(bucket.start, trend.interval, locale));
  const of = (pick: (bucket: TrendBucket) => number | null) => trend.buckets.map(pick);
  const channelColors = [palette.primary, palette.accent1, palette.accent2];
  return [
    {
      id: 'created-resolved',
      title: t('charts.createdResolved'),
      unit: 'count',
      categories,
      series: [
        { name: t('kpi.created'), kind: 'bar', values: of((b) => b.created), color: palette.primary },
        { name: t('kpi.resolved'), kind: 'bar', values: of((b) => b.resolved), color: palette.success },
        { name: t('kpi.backlog'), kind: 'line', values: of((b) => b.backlog), color: palette.warning },
      ],
    },
    {
      id: 'durations',
      title: t('charts.durations'),
      unit: 'hours',
      categories,
      series: [
        { name: t('kpi.firstResponseMedian'), kind: 'line', values: of((b) => toHours(b.firstResponse.medianSeconds)), color: palette.primary },
        { name: t('kpi.firstResponseP90'), kind: 'line', values: of((b) => toHours(b.firstResponse.p90Seconds)), color: palette.primary, dashed: true },
        { name: t('kpi.resolutionMedian'), kind: 'line', values: of((b) => toHours(b.resolution.medianSeconds)), color: palette.success },
        { name: t('kpi.resolutionP90'), kind: 'line', values: of((b) => toHours(b.resolution.p90Seconds)), color: palette.success, dashed: true },
      ],
    },
    {
      id: 'sla',
      title: t('charts.sla'),
      unit: 'percent',
      categories,
      series: [
        {
          name: t('kpi.slaAttainment'),
          kind: 'line',
          values: of((b) => {
            const share = slaAttainment(b.slaMet, b.slaBreached);
            return share === null ? null : Math.round(share * 10) / 10;
          }),
          color: palette.success,
        },
      ],
    },
    {
      id: 'channels',
      title: t('charts.channels'),
      unit: 'count',
      categories,
      series: TICKET_CHANNELS.map((channel, index) => ({
        name: t(`channels.${channel}`),
        kind: 'bar' as const,
        values: of((b) => b.createdByChannel[channel]),
        color: channelColors[index % channelColors.length],
        stack: 'channel',
      })),
    },
  ];
}

/** A plotted value as text in the current locale ("—" for a gap). */
export function chartValueText(value: number | null, unit: ChartUnit, figures: Figures): string {
  if (value === null) return figures.percent(null);
  if (unit === 'percent') return figures.percent(value);
  if (unit === 'hours') return figures.duration(Math.round(value * HOUR_SECONDS));
  return figures.number(value);
}

/** What a chart shows, in words (its accessible name): the span, then each series' lowest and highest value. */
export function chartSummary(spec: ChartSpec, t: TFunction, figures: Figures): string {
  if (spec.categories.length === 0) return t('charts.summaryEmpty', { title: spec.title });
  const ranges = spec.series.map((series) => {
    const values = series.values.filter((value): value is number => value !== null);
    if (values.length === 0) return t('charts.seriesEmpty', { name: series.name });
    const [min, max] = [Math.min(...values), Math.max(...values)].map((value) => chartValueText(value, spec.unit, figures));
    return t('charts.seriesRange', { name: series.name, min, max });
  });
  const span = t('charts.summary', { title: spec.title, points: figures.number(spec.categories.length), first: spec.categories[0], last: spec.categories.at(-1) });
  return `${span} ${ranges.join('; ')}.`;
}

/** The chart's data as CSV rows: a header, then one row per bucket (hours with one decimal, % as numbers). */
export function chartCsvRows(spec: ChartSpec, periodLabel: string, t: TFunction): (string | number | null)[][] {
  const header = (name: string) => (spec.unit === 'count' ? name : t(`charts.unit.${spec.unit}`, { name }));
  return [[periodLabel, ...spec.series.map((series) => header(series.name))], ...spec.categories.map((category, index) => [category, ...spec.series.map((series) => series.values[index])])];
}
