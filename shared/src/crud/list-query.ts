/**
 * One list screen's view (search text, filters, sort, page) and its round trip through the URL.
 * A screen declares its filters once; parsing, the query string, paging rules, the table's sort order and
 * the search request's paging part all come from that declaration.
 */
import { MAX_PAGE_SIZE, SEARCH_DEFAULT_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from '@switchboard/shared/contracts';

export type SortOrder = 'asc' | 'desc';

export interface ListSort<Field extends string> {
  field: Field;
  order: SortOrder;
}

/** The part every list view has; a screen's filters come on top. */
export interface ListViewBase<Field extends string> {
  q: string;
  /** Null: the server's default order. */
  sort: ListSort<Field> | null;
  page: number;
  size: number;
}

/** How one filter is read from and written to the URL. `format` returns null for "leave it out". */
export interface FilterCodec<T> {
  empty: T;
  parse: (raw: string | null) => T;
  format: (value: T) => string | null;
  /** True when the value narrows the list (default: it differs from `empty`). */
  isSet?: (value: T) => boolean;
}

export type ListView<Field extends string, Filters extends object> = ListViewBase<Field> & Filters;

export type FilterCodecs<Filters extends object> = { [K in keyof Filters]: FilterCodec<Filters[K]> };

export interface ListQueryDefinition<Field extends string, Filters extends object> {
  sortFields: readonly Field[];
  filters: FilterCodecs<Filters>;
  /** Page sizes offered; the first is the default. */
  pageSizes?: readonly number[];
  /** Characters `URLSearchParams` escapes that stay readable in a shared link (default `:`). */
  readable?: readonly string[];
  /** Fixes a parsed view as a whole (e.g. a reversed date range). */
  normalise?: (view: ListView<Field, Filters>) => ListView<Field, Filters>;
}

/** Page sizes lists offer: the api's default first, its largest last. */
export const LIST_PAGE_SIZES = [SEARCH_DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE] as const;

/** A whole number ≥ 1 written in digits only, else null. */
export function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** Comma-separated values, trimmed and without repeats. */
export function splitList(raw: string | null): string[] {
  return [...new Set((raw ?? '').split(',').map((part) => part.trim()).filter(Boolean))];
}

/** A filter with a fixed set of values (a segmented control, a select); `fallback` is "no filter". */
export function oneOf<Value extends string>(values: readonly Value[], fallback: Value): FilterCodec<Value> {
  return {
    empty: fallback,
    parse: (raw) => (values as readonly (string | null)[]).includes(raw) ? (raw as Value) : fallback,
    format: (value) => (value === fallback ? null : value),
  };
}

/** A multi-value filter kept as a comma list; `accept` maps a part to its value or rejects it (null). */
export function listOf<Value extends string = string>(accept: (part: string) => Value | null, max = 50): FilterCodec<Value[]> {
  return {
    empty: [],
    parse: (raw) => {
      const result: Value[] = [];
      for (const part of splitList(raw)) {
        const value = accept(part);
        if (value !== null && !result.includes(value)) result.push(value);
      }
      return result.slice(0, max);
    },
    format: (value) => (value.length ? value.join(',') : null),
    isSet: (value) => value.length > 0,
  };
}

/** An optional single value (e.g. a day), validated by `accept`. */
export function optional(accept: (raw: string) => boolean): FilterCodec<string | null> {
  return {
    empty: null,
    parse: (raw) => (raw && accept(raw) ? raw : null),
    format: (value) => value,
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The helpers of one list's view, from its declaration. */
export function defineListQuery<Field extends string, Filters extends object>(definition: ListQueryDefinition<Field, Filters>) {
  type View = ListView<Field, Filters>;
  const pageSizes = definition.pageSizes ?? LIST_PAGE_SIZES;
  const defaultSize = pageSizes[0];
  const filterKeys = Object.keys(definition.filters) as (keyof Filters & string)[];
  const codec = <K extends keyof Filters>(key: K) => definition.filters[key];
  const readable = definition.readable ?? [':'];

  const emptyFilters = () => Object.fromEntries(filterKeys.map((key) => [key, codec(key).empty])) as Filters;
  const empty = { q: '', sort: null, page: 1, size: defaultSize, ...emptyFilters() } as View;

  const isSortField = (value: unknown): value is Field => (definition.sortFields as readonly unknown[]).includes(value);

  function parseSort(raw: string | null): ListSort<Field> | null {
    const [field, order = 'asc'] = (raw ?? '').split(':');
    if (!isSortField(field) || (order !== 'asc' && order !== 'desc')) return null;
    return { field, order };
  }

  /** The view a URL query holds; anything invalid falls back to its default. */
  function parse(params: URLSearchParams): View {
    const size = positiveInt(params.get('size'));
    const filters = Object.fromEntries(filterKeys.map((key) => [key, codec(key).parse(params.get(key))])) as Filters;
    const view = {
      q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
      sort: parseSort(params.get('sort')),
      page: positiveInt(params.get('page')) ?? 1,
      size: size !== null && pageSizes.includes(size) ? size : defaultSize,
      ...filters,
    } as View;
    return definition.normalise ? definition.normalise(view) : view;
  }

  /** The URL query of a view; defaults are left out so the plain list has a plain URL. */
  function toParams(view: View): URLSearchParams {
    const params = new URLSearchParams();
    if (view.q.trim()) params.set('q', view.q.trim());
    for (const key of filterKeys) {
      const text = codec(key).format(view[key]);
      if (text !== null && text !== '') params.set(key, text);
    }
    if (view.sort) params.set('sort', `${view.sort.field}:${view.sort.order}`);
    if (view.page > 1) params.set('page', String(view.page));
    if (view.size !== defaultSize) params.set('size', String(view.size));
    return params;
  }

  /** The query string of a view (`?…`, or '' for the plain list), with the readable characters unescaped. */
  function serialise(view: View): string {
    let text = toParams(view).toString();
    for (const char of readable) text = text.split(encodeURIComponent(char)).join(char);
    return text ? `?${text}` : '';
  }

  /** A changed view; any change but paging goes back to page 1 (so does a new page size). */
  function update(view: View, change: Partial<View>): View {
    const paging = Object.keys(change).every((key) => key === 'page' || key === 'size');
    const restart = !paging || (change.size !== undefined && change.size !== view.size);
    const page: number = restart ? 1 : (change.page ?? view.page);
    return { ...view, ...change, page } as View;
  }

  /** True when search text or any filter narrows the list (sort and paging do not). */
  function hasFilters(view: View): boolean {
    if (view.q) return true;
    return filterKeys.some((key) => {
      const { isSet, empty: none } = codec(key);
      return isSet ? isSet(view[key]) : !sameValue(view[key], none);
    });
  }

  /** The view without search and filters, keeping sort and page size. */
  function clearFilters(view: View): View {
    return { ...empty, sort: view.sort, size: view.size };
  }

  /** The paging, text and sort part of a `POST <area>/search` body. */
  function toSearchPaging(view: View): { pageNumber: number; pageSize: number; query?: string; sort?: ListSort<Field> } {
    const q = view.q.trim();
    return {
      pageNumber: view.page,
      pageSize: view.size,
      ...(q ? { query: q } : {}),
      ...(view.sort ? { sort: { field: view.sort.field, order: view.sort.order } } : {}),
    };
  }

  /** The table's sort order of a column in the view. */
  function columnSortOrder(view: View, field: Field): 'ascend' | 'descend' | null {
    if (view.sort?.field !== field) return null;
    return view.sort.order === 'asc' ? 'ascend' : 'descend';
  }

  /** The view's sort after a click on a column header (the column's key and order, or none). */
  function sortFromTable(columnKey: unknown, order: 'ascend' | 'descend' | null | undefined): ListSort<Field> | null {
    if (!order || !isSortField(columnKey)) return null;
    return { field: columnKey, order: order === 'ascend' ? 'asc' : 'desc' };
  }

  return { empty, pageSizes, parse, toParams, serialise, update, hasFilters, clearFilters, toSearchPaging, columnSortOrder, sortFromTable };
}

export type ListQueryHelpers<Field extends string, Filters extends object> = ReturnType<typeof defineListQuery<Field, Filters>>;
