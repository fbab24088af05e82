import dayjs from 'dayjs';
import { TICKET_PRIORITIES, TICKET_SORT_FIELDS, type TicketSearchRequest, type TicketSortField } from '@switchboard/shared/contracts';

/** Page sizes the list offers; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** Priority filter values: the four priorities plus `none` (no priority set). */
export const PRIORITY_FILTERS = [...TICKET_PRIORITIES, 'none'] as const;
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

export type SortOrder = 'asc' | 'desc';
export interface ListSort {
  field: TicketSortField;
  order: SortOrder;
}

/** Everything that defines a view of the tickets list; kept in the URL so a view can be shared. */
export interface ListQuery {
  q: string;
  status: string[];
  priority: PriorityFilter[];
  category: string[];
  /** User ids, `me` or `unassigned`. */
  assignee: string[];
  /** Inclusive created-date range, `YYYY-MM-DD` in the agent's time zone. */
  from: string | null;
  to: string | null;
  /** Null: the server's order (newest first). */
  sort: ListSort | null;
  page: number;
  size: number;
}

export const EMPTY_QUERY: ListQuery = {
  q: '',
  status: [],
  priority: [],
  category: [],
  assignee: [],
  from: null,
  to: null,
  sort: null,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_QUERY_LENGTH = 200;
const MAX_IDS = 50;

const isUuid = (value: string) => UUID.test(value);

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const list = (raw: string | null): string[] =>
  [...new Set((raw ?? '').split(',').map((part) => part.trim()).filter(Boolean))];

function parsePriorities(raw: string | null): PriorityFilter[] {
  const result: PriorityFilter[] = [];
  for (const part of list(raw)) {
    const match = PRIORITY_FILTERS.find((priority) => priority.toLowerCase() === part.toLowerCase());
    if (match && !result.includes(match)) result.push(match);
  }
  return result;
}

function parseAssignees(raw: string | null): string[] {
  return list(raw)
    .map((part) => (part.toLowerCase() === 'me' || part.toLowerCase() === 'unassigned' ? part.toLowerCase() : part))
    .filter((part) => part === 'me' || part === 'unassigned' || isUuid(part))
    .slice(0, MAX_IDS);
}

function parseSort(raw: string | null): ListSort | null {
  const [field, order = 'asc'] = (raw ?? '').split(':');
  if (!(TICKET_SORT_FIELDS as readonly string[]).includes(field)) return null;
  if (order !== 'asc' && order !== 'desc') return null;
  return { field: field as TicketSortField, order };
}

function parsePositiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** The view held by a URL query; anything invalid falls back to its default. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  let from = params.get('from');
  let to = params.get('to');
  from = from && isCalendarDay(from) ? from : null;
  to = to && isCalendarDay(to) ? to : null;
  // A reversed range is read the way it was meant.
  if (from && to && from > to) [from, to] = [to, from];
  const size = parsePositiveInt(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    status: list(params.get('status')).filter(isUuid).slice(0, MAX_IDS),
    priority: parsePriorities(params.get('priority')),
    category: list(params.get('category')).filter(isUuid).slice(0, MAX_IDS),
    assignee: parseAssignees(params.get('assignee')),
    from,
    to,
    sort: parseSort(params.get('sort')),
    page: parsePositiveInt(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The URL query of a view; defaults are left out so the plain list has a plain URL. */
export function serialiseListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.status.length) params.set('status', query.status.join(','));
  if (query.priority.length) params.set('priority', query.priority.join(','));
  if (query.category.length) params.set('category', query.category.join(','));
  if (query.assignee.length) params.set('assignee', query.assignee.join(','));
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.sort) params.set('sort', `${query.sort.field}:${query.sort.order}`);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  return params;
}

/** The query string of a view (`?…`, or '' for the plain list), with `:` and `,` left readable. */
export function listQueryString(query: ListQuery): string {
  const text = serialiseListQuery(query).toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** True when a search text or any filter narrows the list (sort and paging do not). */
export function hasFilters(query: ListQuery): boolean {
  return Boolean(
    query.q || query.status.length || query.priority.length || query.category.length || query.assignee.length || query.from || query.to,
  );
}

/** The view without search and filters, keeping sort and page size. */
export function clearFilters(query: ListQuery): ListQuery {
  return { ...EMPTY_QUERY, sort: query.sort, size: query.size };
}

/** A changed view; any change but paging goes back to page 1. */
export function updateQuery(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  const paging = Object.keys(change).every((key) => key === 'page' || key === 'size');
  const next = { ...query, ...change };
  if (!paging || (change.size !== undefined && change.size !== query.size)) next.page = change.page ?? 1;
  return next;
}

/** `POST tickets/search` body of a view (created range: whole local days, as UTC instants). */
export function toSearchRequest(query: ListQuery): TicketSearchRequest {
  const filters: NonNullable<TicketSearchRequest['filters']> = {};
  if (query.status.length) filters.statusIds = query.status;
  if (query.priority.length) filters.priorities = query.priority;
  if (query.category.length) filters.categoryIds = query.category;
  if (query.assignee.length) filters.assignees = query.assignee as NonNullable<typeof filters.assignees>;
  if (query.from) filters.createdFrom = dayjs(query.from).startOf('day').toISOString();
  if (query.to) filters.createdTo = dayjs(query.to).endOf('day').toISOString();
  const request: TicketSearchRequest = { pageNumber: query.page, pageSize: query.size };
  if (query.q) request.query = query.q;
  if (Object.keys(filters).length) request.filters = filters;
  // The contract's TypeBox union of literals is typed loosely; the field is one of TICKET_SORT_FIELDS.
  if (query.sort) request.sort = query.sort as unknown as NonNullable<TicketSearchRequest['sort']>;
  return request;
}

/** antd's sort order of a column for the view. */
export function columnSortOrder(query: ListQuery, field: TicketSortField): 'ascend' | 'descend' | null {
  if (query.sort?.field !== field) return null;
  return query.sort.order === 'asc' ? 'ascend' : 'descend';
}

/** The view's sort after a click on a column header (antd's sorter: column key and order, or none). */
export function sortFromTable(columnKey: unknown, order: 'ascend' | 'descend' | null | undefined): ListSort | null {
  if (!order || typeof columnKey !== 'string' || !(TICKET_SORT_FIELDS as readonly string[]).includes(columnKey)) return null;
  return { field: columnKey as TicketSortField, order: order === 'ascend' ? 'asc' : 'desc' };
}
