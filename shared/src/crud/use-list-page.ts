import type { ListQueryHelpers, ListView } from './list-query.js';
import { useLatestSearch } from './use-latest-search.js';
import { useListUrl } from './use-list-url.js';

/** One page of a `POST <area>/search` answer. */
export interface SearchPage<Row> {
  entities: Row[];
  totalCount: number;
}

/** The row type of a search answer. */
export type RowOf<Page extends SearchPage<unknown>> = Page['entities'][number];

export interface ListPageOptions<Page extends SearchPage<unknown>, Field extends string, Filters extends object> {
  query: ListQueryHelpers<Field, Filters>;
  search: (view: ListView<Field, Filters>) => Promise<Page>;
  /** The toast's title when a search fails. */
  loadFailed: string;
}

/**
 * A list screen's state: the view in the URL, the latest search for it (a failure is toasted once)
 * and `leave(to)` to open another screen. Pass it to `<ListPage>`; filters read `view` and call
 * `setView`.
 */
export function useListPage<Page extends SearchPage<unknown>, Field extends string, Filters extends object>(options: ListPageOptions<Page, Field, Filters>) {
  const { query } = options;
  const { query: view, setQuery: setView, leave } = useListUrl({ parse: query.parse, update: query.update, serialise: query.serialise });
  // A failed load is said once, where the rows would be (with Retry): a toast as well would repeat it.
  const search = useLatestSearch(view, options.search, () => undefined);
  /** The column props of a server-sorted column. */
  const sortable = (field: Field) => ({ key: field, sorter: true, sortOrder: query.columnSortOrder(view, field) });
  const clearFilters = () => setView(query.clearFilters(view));
  return { view, setView, leave, search, sortable, clearFilters, hasFilters: query.hasFilters(view), query, loadFailed: options.loadFailed };
}

export type ListPageState<Page extends SearchPage<unknown>, Field extends string, Filters extends object> = ReturnType<typeof useListPage<Page, Field, Filters>>;
