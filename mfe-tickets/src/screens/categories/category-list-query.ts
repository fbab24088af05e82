import { defineListQuery, oneOf, type ListView } from '@switchboard/shared/crud';
import { CATEGORY_SORT_FIELDS, type CategorySearchRequest, type CategorySortField } from '@switchboard/shared/contracts';

export type ActiveFilter = 'all' | 'active' | 'inactive';

/** A view of the categories list, kept in the URL (`?q&active&sort=field:order&page&size`). */
export type CategoryListQuery = ListView<CategorySortField, { active: ActiveFilter }>;

export const CATEGORY_LIST = defineListQuery({
  sortFields: CATEGORY_SORT_FIELDS,
  filters: { active: oneOf<ActiveFilter>(['all', 'active', 'inactive'], 'all') },
});

/** The `POST categories/search` body of a view. */
export function toCategorySearch(query: CategoryListQuery): CategorySearchRequest {
  return {
    ...CATEGORY_LIST.toSearchPaging(query),
    ...(query.active === 'all' ? {} : { filters: { isActive: query.active === 'active' } }),
  };
}
