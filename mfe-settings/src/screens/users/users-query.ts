import { defineListQuery, oneOf, type ListView } from '@switchboard/shared/crud';
import { USER_SORT_FIELDS, type UserSearchRequest, type UserSortField } from '@switchboard/shared/contracts';

export type UserStatusFilter = 'all' | 'active' | 'disabled' | 'invited';

/** A view of the users list, kept in the URL (`?q&status&sort=field:order&page&size`). */
export type UsersQuery = ListView<UserSortField, { status: UserStatusFilter }>;

export const USER_LIST = defineListQuery({
  sortFields: USER_SORT_FIELDS,
  filters: { status: oneOf<UserStatusFilter>(['all', 'active', 'disabled', 'invited'], 'all') },
  // An email search stays readable in a shared link.
  readable: [':', '@'],
});

/** The `POST users/search` body of a view. */
export function toUserSearch(query: UsersQuery): UserSearchRequest {
  return { ...USER_LIST.toSearchPaging(query), ...(query.status === 'all' ? {} : { filters: { status: query.status } }) };
}

/** Where the list and a user's details live. */
export const usersPaths = {
  list: () => '/settings/users/list',
  details: (id = '') => `/settings/users/details/${encodeURIComponent(id)}`,
};
