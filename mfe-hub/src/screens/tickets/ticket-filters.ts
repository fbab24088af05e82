import dayjs, { type Dayjs } from 'dayjs';
import { HUB_STATUS_FILTERS, type ClientTicket } from '@switchboard/shared/contracts';

/** Status options: `all` means no filter. */
export type HubStatusFilter = (typeof HUB_STATUS_FILTERS)[number];

/** A created-date range; either end may be missing. */
export type CreatedRange = readonly [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined;

export interface TicketFilters {
  status: HubStatusFilter;
  range: CreatedRange;
}

export const NO_FILTERS: TicketFilters = { status: 'all', range: null };

/** Day values in the URL (`?from=2026-11-01&to=2026-11-20`). */
const DAY_FORMAT = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Two days as `YYYY-MM-DD` (a native date field's value; empty when not chosen). */
export type DayPair = [string, string];

/** The range's two days as date-field values, earlier first; null unless both ends are chosen. */
export function rangeDays(range: CreatedRange): DayPair | null {
  if (!completeRange(range)) return null;
  const { start, end } = orderedDays(range[0], range[1]);
  return [start.format(DAY_FORMAT), end.format(DAY_FORMAT)];
}

/** True when both ends are chosen: a date range filters only then. */
function completeRange(range: CreatedRange): range is readonly [Dayjs, Dayjs] {
  return Boolean(range?.[0]?.isValid() && range?.[1]?.isValid());
}

/**
 * The tickets the customer asked to see. Statuses are configurable per organisation,
 * so their names cannot be matched against the fixed options; the status filter compares
 * `status.kind`: the hub's stage (open / in_progress / closed) the server derives from the
 * status's own kind (`hubStageOf`) for exactly this.
 * The range covers whole local days, both ends included, and applies only when both ends are set.
 */
export function filterTickets(tickets: readonly ClientTicket[], filters: TicketFilters): ClientTicket[] {
  const { status, range } = filters;
  const bounds = completeRange(range) ? orderedDays(range[0], range[1]) : null;
  return tickets.filter((ticket) => {
    if (status !== 'all' && ticket.status.kind !== status) return false;
    if (!bounds) return true;
    const created = dayjs(ticket.addedDate);
    if (!created.isValid()) return false;
    return !created.isBefore(bounds.start) && !created.isAfter(bounds.end);
  });
}

/** Start of the earlier day to the last millisecond of the later one (a reversed range still works). */
function orderedDays(a: Dayjs, b: Dayjs): { start: Dayjs; end: Dayjs } {
  const [first, last] = a.isAfter(b, 'day') ? [b, a] : [a, b];
  return { start: first.startOf('day'), end: last.endOf('day') };
}

/** True when any filter narrows the list. */
export function hasActiveFilters(filters: TicketFilters): boolean {
  return filters.status !== 'all' || completeRange(filters.range);
}

function parseDay(value: string | null): Dayjs | null {
  if (!value || !DAY_PATTERN.test(value)) return null;
  // dayjs reads `YYYY-MM-DD` as a local day.
  const day = dayjs(value);
  // dayjs rolls 2026-02-31 over to March; a day that does not read back the same is not a day.
  return day.isValid() && day.format(DAY_FORMAT) === value ? day : null;
}

function isStatusFilter(value: string | null): value is HubStatusFilter {
  return (HUB_STATUS_FILTERS as readonly (string | null)[]).includes(value);
}

/** The filters kept in the URL, so a reload or a shared link shows the same list. */
export function filtersFromSearch(params: URLSearchParams): TicketFilters {
  const status = params.get('status');
  const from = parseDay(params.get('from'));
  const to = parseDay(params.get('to'));
  return { status: isStatusFilter(status) ? status : 'all', range: from && to ? [from, to] : null };
}

/** `params` with the filters written in (defaults and half ranges left out); other parameters kept. */
export function filtersToSearch(filters: TicketFilters, params: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('status');
  next.delete('from');
  next.delete('to');
  if (filters.status !== 'all') next.set('status', filters.status);
  if (completeRange(filters.range)) {
    const { start, end } = orderedDays(filters.range[0], filters.range[1]);
    next.set('from', start.format(DAY_FORMAT));
    next.set('to', end.format(DAY_FORMAT));
  }
  return next;
}
