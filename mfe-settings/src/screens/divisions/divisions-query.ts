import { defineListQuery, type ListView } from '@switchboard/shared/crud';
import { DIVISION_SORT_FIELDS, type DivisionSearchRequest, type DivisionSortField } from '@switchboard/shared/contracts';

/** A view of the divisions list, kept in the URL (`?q&sort=field:order&page&size`). */
export type DivisionsQuery = ListView<DivisionSortField, Record<never, never>>;

export const DIVISION_LIST = defineListQuery<DivisionSortField, Record<never, never>>({ sortFields: DIVISION_SORT_FIELDS, filters: {} });

/** The `POST divisions/search` body of a view. */
export function toDivisionSearch(query: DivisionsQuery): DivisionSearchRequest {
  return DIVISION_LIST.toSearchPaging(query);
}

/** Where the list and a division's details live (the area has no create page: a modal on the list creates). */
export const divisionsPaths = {
  list: () => '/settings/divisions/list',
  details: (id = '') => `/settings/divisions/details${id ? `/${encodeURIComponent(id)}` : ''}`,
};
