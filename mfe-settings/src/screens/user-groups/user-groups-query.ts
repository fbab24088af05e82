import { defineListQuery, type ListView } from '@switchboard/shared/crud';
import { USER_GROUP_SORT_FIELDS, type UserGroupSearchRequest, type UserGroupSortField } from '@switchboard/shared/contracts';

/** A view of the groups list, kept in the URL (`?q&sort=field:order&page&size`). */
export type UserGroupsQuery = ListView<UserGroupSortField, Record<never, never>>;

export const USER_GROUP_LIST = defineListQuery<UserGroupSortField, Record<never, never>>({ sortFields: USER_GROUP_SORT_FIELDS, filters: {} });

/** The `POST usergroups/search` body of a view. */
export function toUserGroupSearch(query: UserGroupsQuery): UserGroupSearchRequest {
  return USER_GROUP_LIST.toSearchPaging(query);
}

/** Where the list, the create page and a group's details live. */
export const userGroupsPaths = {
  list: () => '/settings/user-groups/list',
  details: (id = '') => `/settings/user-groups/details${id ? `/${encodeURIComponent(id)}` : ''}`,
};
