import { CUSTOMER_SORT_FIELDS, type CustomerSearchRequest, type CustomerSortField } from '@switchboard/shared/contracts';

/** Page sizes the list offers; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** The verified filter: everyone, only verified, only not yet verified. */
export type VerifiedFilter = 'all' | 'yes' | 'no';

export interface CustomersSort {
  field: CustomerSortField;
  order: 'asc' | 'desc';
}

/** One view of the customers list; kept in the URL (`?q&verified&sort=field:order&page&size`). */
export interface CustomersQuery {
  q: string;
  verified: VerifiedFilter;
  /** Null: the server's order (newest first). */
  sort: CustomersSort | null;
  page: number;
  size: number;
}

export const EMPTY_CUSTOMERS_QUERY: CustomersQuery = { q: '', verified: 'all', sort: null, page: 1, size: DEFAULT_PAGE_SIZE };

const MAX_QUERY_LENGTH = 200;

const isSortField = (value: unknown): value is CustomerSortField => (CUSTOMER_SORT_FIELDS as readonly unknown[]).includes(value);

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

function parseSort(raw: string | null): CustomersSort | null {
  const [field, order = 'asc'] = (raw ?? '').split(':');
  if (!isSortField(field) || (order !== 'asc' && order !== 'desc')) return null;
  return { field, order };
}

/** The view a URL query holds; anything invalid falls back to its default. */
export function parseCustomersQuery(params: URLSearchParams): CustomersQuery {
  const verified = params.get('verified');
  const size = positiveInt(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    verified: verified === 'yes' || verified === 'no' ? verified : 'all',
    sort: parseSort(params.get('sort')),
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a view (`?…`, or '' for the plain list); defaults are left out, `:` and `@` stay readable. */
export function customersQueryString(query: CustomersQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.verified !== 'all') params.set('verified', query.verified);
  if (query.sort) params.set('sort', `${query.sort.field}:${query.sort.order}`);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  const text = params.toString().replace(/%3A/gi, ':').replace(/%40/g, '@');
  return text ? `?${text}` : '';
}

/** A changed view; any change but paging goes back to page 1 (so does a new page size). */
export function changeCustomersQuery(query: CustomersQuery, change: Partial<CustomersQuery>): CustomersQuery {
  const paging = Object.keys(change).every((key) => key === 'page' || key === 'size');
  const next = { ...query, ...change };
  if (!paging || (change.size !== undefined && change.size !== query.size)) next.page = 1;
  return next;
}

/** True when search text or the verified filter narrows the list. */
export function hasCustomerFilters(query: CustomersQuery): boolean {
  return Boolean(query.q) || query.verified !== 'all';
}

/** `POST customers/search` body of a view. */
export function toCustomerSearchRequest(query: CustomersQuery): CustomerSearchRequest {
  const request: CustomerSearchRequest = { pageNumber: query.page, pageSize: query.size };
  if (query.q) request.query = query.q;
  if (query.verified !== 'all') request.filters = { verified: query.verified === 'yes' };
  if (query.sort) request.sort = { field: query.sort.field, order: query.sort.order };
  return request;
}

/** antd's sort order of a column in the view. */
export function customerColumnSortOrder(query: CustomersQuery, field: CustomerSortField): 'ascend' | 'descend' | null {
  if (query.sort?.field !== field) return null;
  return query.sort.order === 'asc' ? 'ascend' : 'descend';
}

/** The view's sort after a click on a column header (antd's column key and order, or none). */
export function customersSortFromTable(columnKey: unknown, order: 'ascend' | 'descend' | null | undefined): CustomersSort | null {
  if (!order || !isSortField(columnKey)) return null;
  return { field: columnKey, order: order === 'ascend' ? 'asc' : 'desc' };
}
