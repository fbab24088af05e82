import { categoriesApi } from '../../api/categories-api';
import { useLatestSearch } from '../../components';
import { toCategorySearch, type CategoryListQuery } from './category-list-query';

/** `POST categories/search` for the list view; only the answer to the latest request counts. */
export function useCategorySearch(query: CategoryListQuery, onError: (error: unknown) => void) {
  return useLatestSearch(toCategorySearch(query), categoriesApi.search, onError);
}
