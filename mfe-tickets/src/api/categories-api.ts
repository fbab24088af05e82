import type {
  CategoryAdminDetails,
  CategoryDeleteResponse,
  CategorySearchRequest,
  CategorySearchResponse,
  CategoryWriteRequest,
} from '@switchboard/shared/contracts';
import { resourceApi } from './resource-api';

/**
 * Category administration: the list and the field designer. `update` replaces the whole field
 * list (fields with `id` are updated, without are created, missing ones removed); `remove` deletes, or
 * deactivates when tickets use the category.
 */
export const categoriesApi = resourceApi<{
  details: CategoryAdminDetails;
  searchRequest: CategorySearchRequest;
  searchResponse: CategorySearchResponse;
  write: CategoryWriteRequest;
  removed: CategoryDeleteResponse;
}>('categories');
