import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';

// What every list and search of the api shares: dates as the API sends them, user text in ILIKE
// patterns, pages and sort directions.

/** A stored timestamp as the API sends it: ISO 8601 in UTC. */
export const isoDate = (value: Date | string): string => new Date(value).toISOString();

/** `isoDate` for a column that may be empty. */
export const isoDateOrNull = (value: Date | string | null | undefined): string | null => (value ? isoDate(value) : null);

/** A "contains" pattern for ILIKE in which `%`, `_` and `\` typed by the user match themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `count(*)` of a query, as the string PostgreSQL returns for a bigint (`Number()` it). */
export const rowCount = sql<string>`count(*)`.as('n');

/** Page number and size as a request carries them. */
export interface PageRequest {
  pageNumber?: number;
  pageSize?: number;
}

/** A resolved page: its number and size and how many rows come before it. */
export interface Page {
  pageNumber: number;
  pageSize: number;
  offset: number;
}

/** The page a request asks for: the first one and `defaultSize` when unset, the size capped at `maxSize`. */
export function pageOf(request: PageRequest, sizes: { defaultSize: number; maxSize?: number }): Page {
  const pageNumber = request.pageNumber ?? 1;
  const pageSize = Math.min(request.pageSize ?? sizes.defaultSize, sizes.maxSize ?? Number.POSITIVE_INFINITY);
  return { pageNumber, pageSize, offset: (pageNumber - 1) * pageSize };
}

/** Cuts the page out of a query: `query.$call(inPage(page))`. */
export const inPage =
  (page: Page) =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    query.limit(page.pageSize).offset(page.offset);

/** The envelope of every paged list. */
export interface PageResult<T> {
  entities: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** One page of rows with the total, which may come as PostgreSQL's bigint string. */
export function pageResult<T>(entities: T[], totalCount: number | string, page: Pick<Page, 'pageNumber' | 'pageSize'>): PageResult<T> {
  return { entities, totalCount: Number(totalCount), pageNumber: page.pageNumber, pageSize: page.pageSize };
}

export type SortOrder = 'asc' | 'desc';

/** The ORDER BY keyword of an order; nothing but `asc` or `desc` ever reaches the statement. */
export const sortDirection = (order: SortOrder | undefined, fallback: SortOrder = 'asc'): RawBuilder<unknown> =>
  sql.raw((order ?? fallback) === 'desc' ? 'desc' : 'asc');

/** `expression asc|desc`, optionally with rows without a value last in both directions. */
export const sortedBy = (expression: Expression<unknown>, order: SortOrder | undefined, options: { fallback?: SortOrder; nullsLast?: boolean } = {}): RawBuilder<unknown> =>
  sql`${expression} ${sortDirection(order, options.fallback)}${sql.raw(options.nullsLast ? ' nulls last' : '')}`;
