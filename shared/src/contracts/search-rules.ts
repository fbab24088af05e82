// Paging and sorting rules shared by the api and the list screens, with no schema: a screen that reads them loads no TypeBox.

/** Rows of a search page when the request names no size. */
export const SEARCH_DEFAULT_PAGE_SIZE = 25;
/** Longest free text a search takes. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
