import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../../db/index.js';
import { loadPolicies } from '../../service-levels/index.js';
import { histogramIndex } from './histogram.js';

/** A journal row as the fold reads it (see migration 0029). */
interface DeltaRow {
  id: string;
  organization_id: string;
  ticket_id: string;
  at: Date;
  ticket_created_at: Date;
  division_id: string | null;
  category_id: string | null;
  user_group_id: string | null;
  assignee_id: string | null;
  priority: string | null;
  channel: string;
  status_id: string | null;
  created: number;
  resolved: number;
  reopened: number;
  responded: number;
  open_delta: number;
}

type Dimension = 'all' | 'category' | 'group' | 'agent' | 'priority' | 'channel';

interface RollupCell {
  organization_id: string;
  grain: 'hour' | 'day';
  bucket: string;
  division_id: string | null;
  dimension: Dimension;
  dimension_value: string | null;
  created: number;
  resolved: number;
  reopened: number;
  open_delta: number;
  responded: number;
  response_seconds: number;
  response_histogram: number[];
  resolution_seconds: number;
  resolution_histogram: number[];
  sla_met: number;
  sla_breached: number;
}

interface OpenCell {
  organization_id: string;
  division_id: string | null;
  status_id: string;
  priority: string | null;
  category_id: string | null;
  user_group_id: string | null;
  assignee_id: string | null;
  count: number;
}

export interface FoldResult {
  deltas: number;
  /** Organisations whose figures changed (their dashboards are told). */
  organizations: string[];
}

/** How a resolved or first-answered ticket counts: its policy's schedule (durations in business time) and its outcome. */
interface TicketOutcome {
  calendar: { businessTimeBetween(a: Date, b: Date): number } | undefined;
  underPolicy: boolean;
  missed: boolean;
}

const BUCKET_FORMAT = "yyyy-MM-dd'T'HH:mm:ss";
/** Rows per upsert statement: well under the driver's parameter limit. */
const UPSERT_CHUNK = 500;

function dimensionsOf(delta: DeltaRow): [Dimension, string | null][] {
  return [
    ['all', null],
    ['category', delta.category_id],
    ['group', delta.user_group_id],
    ['agent', delta.assignee_id],
    ['priority', delta.priority],
    ['channel', delta.channel],
  ];
}

function emptyCell(key: Omit<RollupCell, 'created' | 'resolved' | 'reopened' | 'open_delta' | 'responded' | 'response_seconds' | 'response_histogram' | 'resolution_seconds' | 'resolution_histogram' | 'sla_met' | 'sla_breached'>): RollupCell {
  return { ...key, created: 0, resolved: 0, reopened: 0, open_delta: 0, responded: 0, response_seconds: 0, response_histogram: [], resolution_seconds: 0, resolution_histogram: [], sla_met: 0, sla_breached: 0 };
}

function addToHistogram(histogram: number[], seconds: number): void {
  const index = histogramIndex(seconds);
  for (let i = histogram.length; i <= index; i++) histogram[i] = 0;
  histogram[index]! += 1;
}

/** Seconds from the ticket's creation to `at`: business time on the policy's schedule when one applies. */
function durationSeconds(delta: DeltaRow, outcome: TicketOutcome | undefined): number {
  const from = new Date(delta.ticket_created_at);
  const to = new Date(delta.at);
  const ms = outcome?.calendar ? outcome.calendar.businessTimeBetween(from, to) : to.getTime() - from.getTime();
  return Math.max(0, Math.round(ms / 1000));
}

/** The local hour and day a moment falls in, in the organisation's zone. */
function localBuckets(at: Date, timeZone: string): { hour: string; day: string } {
  const local = DateTime.fromJSDate(new Date(at), { zone: timeZone });
  const zoned = local.isValid ? local : DateTime.fromJSDate(new Date(at), { zone: 'UTC' });
  return { hour: zoned.startOf('hour').toFormat(BUCKET_FORMAT), day: zoned.startOf('day').toFormat(BUCKET_FORMAT) };
}

async function outcomesOf(trx: Kysely<Database>, deltas: DeltaRow[]): Promise<Map<string, TicketOutcome>> {
  const ticketIds = [...new Set(deltas.filter((d) => d.resolved !== 0 || d.responded !== 0).map((d) => d.ticket_id))];
  const outcomes = new Map<string, TicketOutcome>();
  if (ticketIds.length === 0) return outcomes;
  const slas = await trx.selectFrom('ticket_slas').select(['ticket_id', 'organization_id', 'policy_id', 'missed']).where('ticket_id', 'in', ticketIds).execute();
  const calendarsByOrg = new Map<string, Map<string, TicketOutcome['calendar']>>();
  for (const organizationId of new Set(slas.filter((s) => s.policy_id).map((s) => s.organization_id))) {
    const policies = await loadPolicies(trx, organizationId);
    calendarsByOrg.set(organizationId, new Map(policies.map((p) => [p.id, p.calendar])));
  }
  for (const sla of slas) {
    const calendar = sla.policy_id ? calendarsByOrg.get(sla.organization_id)?.get(sla.policy_id) : undefined;
    outcomes.set(sla.ticket_id, { calendar, underPolicy: sla.policy_id !== null, missed: sla.missed });
  }
  return outcomes;
}

/** Adds one journal row into the rollup cells of its hour and day, once per dimension. */
function addDelta(cells: Map<string, RollupCell>, delta: DeltaRow, timeZone: string, outcome: TicketOutcome | undefined): void {
  const buckets = localBuckets(delta.at, timeZone);
  const responseSeconds = delta.responded ? durationSeconds(delta, outcome) : 0;
  const resolutionSeconds = delta.resolved ? durationSeconds(delta, outcome) : 0;
  for (const grain of ['hour', 'day'] as const) {
    for (const [dimension, value] of dimensionsOf(delta)) {
      const key = `${delta.organization_id}|${grain}|${dimension}|${value ?? ''}|${buckets[grain]}|${delta.division_id ?? ''}`;
      let cell = cells.get(key);
      if (!cell) {
        cell = emptyCell({ organization_id: delta.organization_id, grain, bucket: buckets[grain], division_id: delta.division_id, dimension, dimension_value: value });
        cells.set(key, cell);
      }
      cell.created += delta.created;
      cell.reopened += delta.reopened;
      cell.open_delta += delta.open_delta;
      if (delta.responded) {
        cell.responded += delta.responded;
        cell.response_seconds += responseSeconds;
        addToHistogram(cell.response_histogram, responseSeconds);
      }
      if (delta.resolved) {
        cell.resolved += delta.resolved;
        cell.resolution_seconds += resolutionSeconds;
        addToHistogram(cell.resolution_histogram, resolutionSeconds);
        if (outcome?.underPolicy) {
          if (outcome.missed) cell.sla_breached += delta.resolved;
          else cell.sla_met += delta.resolved;
        }
      }
    }
  }
}

function addOpenDelta(cells: Map<string, OpenCell>, delta: DeltaRow): void {
  if (delta.open_delta === 0 || !delta.status_id) return;
  const key = [delta.organization_id, delta.division_id, delta.status_id, delta.priority, delta.category_id, delta.user_group_id, delta.assignee_id].join('|');
  const cell = cells.get(key);
  if (cell) cell.count += delta.open_delta;
  else
    cells.set(key, {
      organization_id: delta.organization_id,
      division_id: delta.division_id,
      status_id: delta.status_id,
      priority: delta.priority,
      category_id: delta.category_id,
      user_group_id: delta.user_group_id,
      assignee_id: delta.assignee_id,
      count: delta.open_delta,
    });
}

function isEmptyCell(cell: RollupCell): boolean {
  return cell.created === 0 && cell.resolved === 0 && cell.reopened === 0 && cell.open_delta === 0 && cell.responded === 0;
}

async function upsertRollup(trx: Kysely<Database>, cells: RollupCell[]): Promise<void> {
  for (let i = 0; i < cells.length; i += UPSERT_CHUNK) {
    await trx
      .insertInto('analytics_rollup')
      .values(cells.slice(i, i + UPSERT_CHUNK))
      .onConflict((oc) =>
        oc.columns(['organization_id', 'grain', 'dimension', 'dimension_value', 'bucket', 'division_id']).doUpdateSet({
          created: sql`analytics_rollup.created + excluded.created`,
          resolved: sql`analytics_rollup.resolved + excluded.resolved`,
          reopened: sql`analytics_rollup.reopened + excluded.reopened`,
          open_delta: sql`analytics_rollup.open_delta + excluded.open_delta`,
          responded: sql`analytics_rollup.responded + excluded.responded`,
          response_seconds: sql`analytics_rollup.response_seconds + excluded.response_seconds`,
          response_histogram: sql`analytics_add_histograms(analytics_rollup.response_histogram, excluded.response_histogram)`,
          resolution_seconds: sql`analytics_rollup.resolution_seconds + excluded.resolution_seconds`,
          resolution_histogram: sql`analytics_add_histograms(analytics_rollup.resolution_histogram, excluded.resolution_histogram)`,
          sla_met: sql`analytics_rollup.sla_met + excluded.sla_met`,
          sla_breached: sql`analytics_rollup.sla_breached + excluded.sla_breached`,
        }),
      )
      .execute();
  }
}

async function upsertOpenCounts(trx: Kysely<Database>, cells: OpenCell[]): Promise<void> {
  for (let i = 0; i < cells.length; i += UPSERT_CHUNK) {
    await trx
      .insertInto('analytics_open_counts')
      .values(cells.slice(i, i + UPSERT_CHUNK))
      .onConflict((oc) =>
        oc
          .columns(['organization_id', 'division_id', 'status_id', 'priority', 'category_id', 'user_group_id', 'assignee_id'])
          .doUpdateSet({ count: sql`analytics_open_counts.count + excluded.count` }),
      )
      .execute();
  }
  const organizations = [...new Set(cells.map((c) => c.organization_id))];
  if (organizations.length > 0) await trx.deleteFrom('analytics_open_counts').where('organization_id', 'in', organizations).where('count', '=', 0).execute();
}

/**
 * Folds up to `limit` journal rows into the rollup and the open counts and deletes them, in one
 * transaction: rows claimed with SKIP LOCKED, so several api instances fold side by side and no row
 * is counted twice; a crash before commit leaves the rows for the next round. Cells are upserted in
 * key order, so two folders touching the same cells cannot deadlock.
 */
export async function foldBatch(db: Kysely<Database>, limit: number): Promise<FoldResult> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<DeltaRow>`
      select * from analytics_deltas order by id limit ${limit} for update skip locked`.execute(trx);
    if (rows.length === 0) return { deltas: 0, organizations: [] };
    const organizationIds = [...new Set(rows.map((r) => r.organization_id))];
    const zones = new Map(
      (await trx.selectFrom('organizations').select(['id', 'time_zone']).where('id', 'in', organizationIds).execute()).map((o) => [o.id, o.time_zone]),
    );
    const outcomes = await outcomesOf(trx, rows);
    const cells = new Map<string, RollupCell>();
    const open = new Map<string, OpenCell>();
    for (const delta of rows) {
      // The journal of an organisation deleted since is dropped with the batch.
      const timeZone = zones.get(delta.organization_id);
      if (!timeZone) continue;
      addDelta(cells, delta, timeZone, outcomes.get(delta.ticket_id));
      addOpenDelta(open, delta);
    }
    const sortedCells = [...cells.entries()].filter(([, cell]) => !isEmptyCell(cell)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    await upsertRollup(
      trx,
      sortedCells.map(([, cell]) => cell),
    );
    const sortedOpen = [...open.entries()].filter(([, cell]) => cell.count !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    await upsertOpenCounts(
      trx,
      sortedOpen.map(([, cell]) => cell),
    );
    await sql`delete from analytics_deltas where id = any(${rows.map((r) => r.id)}::bigint[])`.execute(trx);
    return { deltas: rows.length, organizations: organizationIds.filter((id) => zones.has(id)) };
  });
}
