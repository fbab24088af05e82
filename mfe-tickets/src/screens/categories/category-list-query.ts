import { CATEGORY_SORT_FIELDS, type CategorySearchRequest, type CategorySortField } from '@switchboard/shared/contracts';

/** Page sizes the list offers; the first is the default. */
export const CATEGORY_PAGE_SIZES = [25, 50, 100] as const;

export type ActiveFilter = 'all' | 'active' | 'inactive';

export interface CategorySort {
  field: CategorySortField;
  order: 'asc' | 'desc';
}

/** A view of the categories list, kept in the URL (`?q&active&sort=field:order&page&size`). */
export interface CategoryListQuery {
  q: string;
  active: ActiveFilter;
  /** Null: the server's order (by name). */
  sort: CategorySort | null;
  page: number;
  size: number;
}

export const EMPTY_CATEGORY_QUERY: CategoryListQuery = { q: '', active: 'all', sort: null, page: 1, size: CATEGORY_PAGE_SIZES[0] };

const MAX_QUERY_LENGTH = 200;

const positiveInt = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
};

/** Reads a view from the URL; anything malformed falls back to the default. */
export function parseCategoryQuery(params: URLSearchParams): CategoryListQuery {
  const active = params.get('active');
  const [field, order] = (params.get('sort') ?? '').split(':');
  const size = positiveInt(params.get('size'));
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    active: active === 'active' || active === 'inactive' ? active : 'all',
    sort: (CATEGORY_SORT_FIELDS as readonly string[]).includes(field) && (order === 'asc' || order === 'desc') ? { field: field as CategorySortField, order } : null,
    page: positiveInt(params.get('page')) ?? 1,
    size: size && (CATEGORY_PAGE_SIZES as readonly number[]).includes(size) ? size : CATEGORY_PAGE_SIZES[0],
  };
}

/** The URL search string of a view (`''` for the default view); defaults are left out. */
export function categoryQueryString(query: CategoryListQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q);
  if (query.active !== 'all') params.set('active', query.active);
  if (query.sort) params.set('sort', `${query.sort.field}:${query.sort.order}`);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== CATEGORY_PAGE_SIZES[0]) params.set('size', String(query.size));
  // `:` is legal in a query string; keeping it readable makes shared links nicer.
  const text = params.toString().replace(/%3A/gi, ':');
  return text ? `?${text}` : '';
}

/** Applies a change; anything but paging itself goes back to page 1. */
export function updateCategoryQuery(query: CategoryListQuery, change: Partial<CategoryListQuery>): CategoryListQuery {
  const paging = Object.keys(change).every((key) => key === 'page' || key === 'size');
  return { ...query, ...change, page: paging ? (change.page ?? query.page) : 1 };
}

/** The `POST categories/search` body of a view. */
export function toCategorySearch(query: CategoryListQuery): CategorySearchRequest {
  const q = query.q.trim();
  return {
    pageNumber: query.page,
    pageSize: query.size,
    ...(q ? { query: q } : {}),
    ...(query.active === 'all' ? {} : { filters: { isActive: query.active === 'active' } }),
    ...(query.sort ? { sort: { field: query.sort.field, order: query.sort.order } } : {}),
  };
}

/** antd's sort order of a column in this view. */
export function categoryColumnSort(query: CategoryListQuery, field: CategorySortField): 'ascend' | 'descend' | null {
  if (query.sort?.field !== field) return null;
  return query.sort.order === 'asc' ? 'ascend' : 'descend';
}

/** The view's sort after a table header click (antd clears the order on the third click). */
export function categorySortFromTable(columnKey: unknown, order: 'ascend' | 'descend' | null | undefined): CategorySort | null {
  if (!order || !(CATEGORY_SORT_FIELDS as readonly unknown[]).includes(columnKey)) return null;
  return { field: columnKey as CategorySortField, order: order === 'ascend' ? 'asc' : 'desc' };
}
