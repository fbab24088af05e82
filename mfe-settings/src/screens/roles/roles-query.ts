import { defineListQuery, oneOf, type ListView } from '@switchboard/shared/crud';
import { ROLE_SORT_FIELDS, type RoleSearchRequest, type RoleSortField } from '@switchboard/shared/contracts';

export type RoleKindFilter = 'all' | 'builtIn' | 'custom';

/** A view of the roles list, kept in the URL (`?q&kind&sort=field:order&page&size`). */
export type RolesQuery = ListView<RoleSortField, { kind: RoleKindFilter }>;

export const ROLE_LIST = defineListQuery({
  sortFields: ROLE_SORT_FIELDS,
  filters: { kind: oneOf<RoleKindFilter>(['all', 'builtIn', 'custom'], 'all') },
});

/** The `POST roles/search` body of a view. */
export function toRoleSearch(query: RolesQuery): RoleSearchRequest {
  return { ...ROLE_LIST.toSearchPaging(query), ...(query.kind === 'all' ? {} : { filters: { builtIn: query.kind === 'builtIn' } }) };
}

/** Where the list, a role and the create page (empty, or a copy of a role) live. */
export const rolesPaths = {
  list: () => '/settings/roles/list',
  details: (id = '') => `/settings/roles/details/${encodeURIComponent(id)}`,
  create: () => '/settings/roles/details',
  copy: (id: string) => `/settings/roles/details?copyOf=${encodeURIComponent(id)}`,
};
