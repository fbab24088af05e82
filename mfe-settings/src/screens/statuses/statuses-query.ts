import { defineListQuery, type ListView } from '@switchboard/shared/crud';
import { STATUS_SORT_FIELDS, type StatusSearchRequest, type StatusSortField } from '@switchboard/shared/contracts';

/** A view of the statuses list, kept in the URL (`?q&sort=field:order&page&size`). */
export type StatusesQuery = ListView<StatusSortField, Record<never, never>>;

export const STATUS_LIST = defineListQuery<StatusSortField, Record<never, never>>({ sortFields: STATUS_SORT_FIELDS, filters: {} });

/** The `POST statuses/search` body of a view: in their order unless another sort is chosen. */
export function toStatusSearch(query: StatusesQuery): StatusSearchRequest {
  return STATUS_LIST.toSearchPaging(query);
}

export const statusesPaths = {
  list: () => '/settings/status/list',
  create: () => '/settings/status/details',
  details: (id = '') => `/settings/status/details${id ? `/${encodeURIComponent(id)}` : ''}`,
};
