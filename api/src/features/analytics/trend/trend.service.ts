import {
  PRIORITIES,
  TICKET_CHANNELS,
  type AnalyticsDimension,
  type TicketChannel,
  type TrendBreakdownRow,
  type TrendBucket,
  type TrendRequest,
  type TrendResponse,
  type TrendTotals,
} from '@switchboard/shared/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/index.js';
import { AppError } from '../../../plugins/errors.js';
import { addHistograms, histogramPercentile } from '../rollup/histogram.js';
import { inSlice, organizationTimeZone, sliceIsEmpty, sliceKey, trendAnswers, type DivisionSlice } from '../shared/index.js';
import { bucketLabel, bucketStarts, previousPeriod, resolvePeriod, type LocalPeriod } from './period.js';

export interface TrendCaller {
  organizationId: string;
  slice: DivisionSlice;
  now: Date;
}

/** Which rollup rows a series reads: dimension 'all', or one value of the filter's dimension (null: none). */
interface Series {
  dimension: 'all' | AnalyticsDimension;
  value: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter as rollup rows; a value its dimension cannot hold is a 400 on `/filter/value`. */
function seriesOf(filter: TrendRequest['filter']): Series {
  if (!filter) return { dimension: 'all', value: null };
  const { dimension, value } = filter;
  const none = value === 'none';
  const fits =
    dimension === 'priority'
      ? none || (PRIORITIES as readonly string[]).includes(value)
      : dimension === 'channel'
        ? (TICKET_CHANNELS as readonly string[]).includes(value)
        : none || UUID.test(value);
  if (!fits) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/filter/value', message: `is not a ${dimension} value` }]);
  return { dimension, value: none ? null : dimension === 'priority' || dimension === 'channel' ? value : value.toLowerCase() };
}

const seriesCondition = (series: Series): RawBuilder<SqlBool> =>
  series.value === null ? sql<SqlBool>`r.dimension = ${series.dimension} and r.dimension_value is null` : sql<SqlBool>`r.dimension = ${series.dimension} and r.dimension_value = ${series.value}`;

const rollupText = (label: string) => `${label.replace('T', ' ')}:00`;

/** Flow figures of a span of rollup rows. */
interface Flow {
  created: number;
  resolved: number;
  reopened: number;
  openDelta: number;
  responded: number;
  responseHistogram: number[];
  resolutionHistogram: number[];
  slaMet: number;
  slaBreached: number;
  byChannel: Record<TicketChannel, number>;
}

const emptyFlow = (): Flow => ({ created: 0, resolved: 0, reopened: 0, openDelta: 0, responded: 0, responseHistogram: [], resolutionHistogram: [], slaMet: 0, slaBreached: 0, byChannel: { agent: 0, hub: 0, email: 0 } });

interface SeriesRow {
  at: string;
  start: string;
  created: number;
  resolved: number;
  reopened: number;
  open_delta: number;
  responded: number;
  response_histogram: number[];
  resolution_histogram: number[];
  sla_met: number;
  sla_breached: number;
}

function addRow(flow: Flow, row: SeriesRow): void {
  flow.created += row.created;
  flow.resolved += row.resolved;
  flow.reopened += row.reopened;
  flow.openDelta += row.open_delta;
  flow.responded += row.responded;
  addHistograms(flow.responseHistogram, row.response_histogram);
  addHistograms(flow.resolutionHistogram, row.resolution_histogram);
  flow.slaMet += row.sla_met;
  flow.slaBreached += row.sla_breached;
}

const percentiles = (histogram: number[]) => ({
  count: histogram.reduce((sum, n) => sum + n, 0),
  medianSeconds: histogramPercentile(histogram, 0.5),
  p90Seconds: histogramPercentile(histogram, 0.9),
});

/**
 * The series rows of both periods (previous start to current end), each with its own local time
 * (`at`) and its bucket's start (`start`, date_trunc to the interval). Few rows (one per bucket and
 * division), read on the rollup key; their histograms are added up here.
 */
async function seriesRows(db: Kysely<Database>, caller: TrendCaller, series: Series, interval: TrendRequest['interval'], from: LocalPeriod, to: LocalPeriod): Promise<SeriesRow[]> {
  const grain = interval === 'hour' ? 'hour' : 'day';
  const { rows } = await sql<SeriesRow>`
    select to_char(r.bucket, 'YYYY-MM-DD"T"HH24:MI') as at, to_char(date_trunc(${interval}, r.bucket), 'YYYY-MM-DD"T"HH24:MI') as start,
      r.created, r.resolved, r.reopened, r.open_delta, r.responded, r.response_histogram, r.resolution_histogram, r.sla_met, r.sla_breached
    from analytics_rollup r
    where r.organization_id = ${caller.organizationId} and r.grain = ${grain} and ${seriesCondition(series)}
      and r.bucket >= ${rollupText(bucketLabel(from.start))}::timestamp and r.bucket < ${rollupText(bucketLabel(to.end))}::timestamp
      and ${inSlice('r.division_id', caller.slice)}
  `.execute(db);
  return rows;
}

/** Tickets created per channel and bucket (sums in SQL); only without a filter, whose rows the channel rows cannot be crossed with. */
async function channelRows(db: Kysely<Database>, caller: TrendCaller, interval: TrendRequest['interval'], from: LocalPeriod, to: LocalPeriod) {
  const { rows } = await sql<{ at: string; start: string; channel: TicketChannel; created: number }>`
    select to_char(r.bucket, 'YYYY-MM-DD"T"HH24:MI') as at, to_char(date_trunc(${interval}, r.bucket), 'YYYY-MM-DD"T"HH24:MI') as start,
      r.dimension_value as channel, r.created
    from analytics_rollup r
    where r.organization_id = ${caller.organizationId} and r.grain = ${interval === 'hour' ? 'hour' : 'day'} and r.dimension = 'channel' and r.dimension_value in (${sql.join(TICKET_CHANNELS)}) and r.created <> 0
      and r.bucket >= ${rollupText(bucketLabel(from.start))}::timestamp and r.bucket < ${rollupText(bucketLabel(to.end))}::timestamp
      and ${inSlice('r.division_id', caller.slice)}
  `.execute(db);
  return rows;
}

/** Open tickets of the series before `before`: the running sum of every earlier open delta (day rows). */
async function backlogBefore(db: Kysely<Database>, caller: TrendCaller, series: Series, before: LocalPeriod): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select coalesce(sum(r.open_delta), 0)::int as n from analytics_rollup r
    where r.organization_id = ${caller.organizationId} and r.grain = 'day' and ${seriesCondition(series)}
      and r.bucket < ${rollupText(bucketLabel(before.start))}::timestamp and ${inSlice('r.division_id', caller.slice)}
  `.execute(db);
  return rows[0]!.n;
}

const BREAKDOWNS = ['category', 'group', 'agent', 'priority'] as const;
type Breakdown = (typeof BREAKDOWNS)[number];

interface BreakdownSums {
  dimension: Breakdown;
  key: string | null;
  created: number;
  resolved: number;
  reopened: number;
  responded: number;
  response_seconds: number;
  resolution_seconds: number;
  sla_met: number;
  sla_breached: number;
}

/**
 * The period's flow per value of each breakdown dimension (and "none"), summed in SQL on the day rows:
 * one range of the period index per dimension, read from the index alone (it carries the figures).
 */
async function breakdownSums(db: Kysely<Database>, caller: TrendCaller, period: LocalPeriod): Promise<BreakdownSums[]> {
  const { rows } = await sql<BreakdownSums>`
    select r.dimension, r.dimension_value as key, sum(r.created)::int as created, sum(r.resolved)::int as resolved, sum(r.reopened)::int as reopened,
      sum(r.responded)::int as responded, sum(r.response_seconds)::float8 as response_seconds, sum(r.resolution_seconds)::float8 as resolution_seconds,
      sum(r.sla_met)::int as sla_met, sum(r.sla_breached)::int as sla_breached
    from analytics_rollup r
    where r.organization_id = ${caller.organizationId} and r.grain = 'day' and r.dimension in (${sql.join(BREAKDOWNS)})
      and r.bucket >= ${rollupText(bucketLabel(period.start))}::timestamp and r.bucket < ${rollupText(bucketLabel(period.end))}::timestamp
      and ${inSlice('r.division_id', caller.slice)}
    group by r.dimension, r.dimension_value
  `.execute(db);
  return rows.filter((row) => row.created + row.resolved + row.reopened + row.responded + row.sla_met + row.sla_breached > 0);
}

async function breakdownNames(db: Kysely<Database>, organizationId: string, sums: BreakdownSums[]) {
  const ids = (dimension: Breakdown) => sums.flatMap((row) => (row.dimension === dimension && row.key !== null ? [row.key] : []));
  const [categories, groups, users] = await Promise.all([
    ids('category').length ? db.selectFrom('categories').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', 'in', ids('category')).execute() : [],
    ids('group').length ? db.selectFrom('user_groups').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', 'in', ids('group')).execute() : [],
    ids('agent').length ? db.selectFrom('users').select(['id', 'name', 'status']).where('organization_id', '=', organizationId).where('id', 'in', ids('agent')).execute() : [],
  ]);
  return {
    category: new Map(categories.map((row) => [row.id, row.name])),
    group: new Map(groups.map((row) => [row.id, row.name])),
    agent: new Map(users.map((row) => [row.id, row])),
  };
}

const average = (seconds: number, count: number) => (count > 0 ? Math.round(seconds / count) : null);

async function breakdowns(db: Kysely<Database>, caller: TrendCaller, period: LocalPeriod): Promise<TrendResponse['breakdowns']> {
  const sums = await breakdownSums(db, caller, period);
  const names = await breakdownNames(db, caller.organizationId, sums);
  const result: TrendResponse['breakdowns'] = { category: [], group: [], agent: [], priority: [] };
  for (const row of sums) {
    const entry: TrendBreakdownRow = {
      key: row.key,
      name: null,
      created: row.created,
      resolved: row.resolved,
      reopened: row.reopened,
      slaMet: row.sla_met,
      slaBreached: row.sla_breached,
      firstResponseAvgSeconds: average(row.response_seconds, row.responded),
      resolutionAvgSeconds: average(row.resolution_seconds, row.resolved),
    };
    if (row.key !== null) {
      if (row.dimension === 'priority') entry.name = row.key;
      else if (row.dimension === 'agent') {
        const user = names.agent.get(row.key);
        entry.name = user?.name ?? null;
        entry.removed = !user || user.status === 'removed';
      } else {
        entry.name = names[row.dimension].get(row.key) ?? null;
        // A category or group deleted since keeps its figures, under no name.
        if (entry.name === null) entry.removed = true;
      }
    }
    result[row.dimension].push(entry);
  }
  for (const rows of Object.values(result)) rows.sort((a, b) => b.created - a.created || b.resolved - a.resolved || (a.name ?? '').localeCompare(b.name ?? ''));
  return result;
}

function totalsOf(period: LocalPeriod, flow: Flow, backlogAtEnd: number): TrendTotals {
  return {
    from: period.from,
    to: period.to,
    created: flow.created,
    resolved: flow.resolved,
    reopened: flow.reopened,
    backlogAtEnd,
    firstResponse: percentiles(flow.responseHistogram),
    resolution: percentiles(flow.resolutionHistogram),
    slaMet: flow.slaMet,
    slaBreached: flow.slaBreached,
    createdByChannel: flow.byChannel,
  };
}

/**
 * `POST v1/analytics/trend`: the period's flow per bucket (created, resolved, reopened, backlog at the
 * bucket's end, first-response and resolution percentiles, service-level outcomes, new tickets per
 * channel), its totals against the period of the same length before, and breakdowns by category,
 * group, agent and priority — all read from the rollup.
 *
 * With a `filter`, buckets and totals follow the filtered value's rows, but the rollup keeps each
 * dimension on its own, so two cannot be crossed: the breakdowns then cover the whole (unfiltered)
 * slice, and `createdByChannel` is known only when the filter is a channel (the other channels 0).
 */
export async function trendDashboard(db: Kysely<Database>, caller: TrendCaller, request: TrendRequest): Promise<TrendResponse> {
  const timeZone = await organizationTimeZone(db, caller.organizationId);
  const current = resolvePeriod(request, caller.now, timeZone);
  const previous = previousPeriod(current);
  const series = seriesOf(request.filter);
  const key = [caller.organizationId, sliceKey(caller.slice), current.from, current.to, request.interval, series.dimension, series.value ?? ''].join('|');
  return trendAnswers.remember(key, Date.now(), () => trendFigures(db, caller, request, { timeZone, current, previous, series }));
}

/** The trend of a resolved period and series, read from the rollup. */
async function trendFigures(
  db: Kysely<Database>,
  caller: TrendCaller,
  request: TrendRequest,
  { timeZone, current, previous, series }: { timeZone: string; current: LocalPeriod; previous: LocalPeriod; series: Series },
): Promise<TrendResponse> {
  const empty = sliceIsEmpty(caller.slice);
  const [rows, channels, before, split] = empty
    ? [[], [], 0, { category: [], group: [], agent: [], priority: [] }]
    : await Promise.all([
        seriesRows(db, caller, series, request.interval, previous, current),
        series.dimension === 'all' ? channelRows(db, caller, request.interval, previous, current) : Promise.resolve([]),
        backlogBefore(db, caller, series, previous),
        breakdowns(db, caller, current),
      ]);

  const currentFrom = bucketLabel(current.start);
  const inCurrent = (at: string) => at >= currentFrom;
  const perBucket = new Map(bucketStarts(current, request.interval).map((start) => [start, emptyFlow()]));
  const [currentFlow, previousFlow] = [emptyFlow(), emptyFlow()];
  // A row counts in the current period's totals and its bucket, or in the previous period's totals.
  const flowsOf = (row: { at: string; start: string }) => (inCurrent(row.at) ? [currentFlow, perBucket.get(row.start)!] : [previousFlow]);
  for (const row of rows) {
    for (const flow of flowsOf(row)) {
      addRow(flow, row);
      if (series.dimension === 'channel') flow.byChannel[series.value as TicketChannel] += row.created;
    }
  }
  for (const row of channels) {
    if (!(TICKET_CHANNELS as readonly string[]).includes(row.channel)) continue;
    for (const flow of flowsOf(row)) flow.byChannel[row.channel] += row.created;
  }

  const backlogAtPreviousEnd = before + previousFlow.openDelta;
  let backlog = backlogAtPreviousEnd;
  const buckets: TrendBucket[] = [...perBucket].map(([start, flow]) => {
    backlog += flow.openDelta;
    return {
      start,
      created: flow.created,
      resolved: flow.resolved,
      reopened: flow.reopened,
      backlog,
      firstResponse: percentiles(flow.responseHistogram),
      resolution: percentiles(flow.resolutionHistogram),
      slaMet: flow.slaMet,
      slaBreached: flow.slaBreached,
      createdByChannel: flow.byChannel,
    };
  });
  return {
    timeZone,
    interval: request.interval,
    current: totalsOf(current, currentFlow, backlog),
    previous: totalsOf(previous, previousFlow, backlogAtPreviousEnd),
    buckets,
    breakdowns: split,
  };
}
