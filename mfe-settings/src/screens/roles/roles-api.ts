import { api } from '@switchboard/shared/client';
import type {
  PermissionCatalogResponse,
  RoleDeleteResponse,
  RoleDetails,
  RoleSearchRequest,
  RoleSearchResponse,
  RoleWriteRequest,
  UserRolesResponse,
} from '@switchboard/shared/contracts';
import { crudApi } from '@switchboard/shared/crud';

/** Screens toast their own errors: the global notifier would show them twice. */
const OWN_ERRORS = { skipErrorNotifier: true };
const userRolesPath = (userId: string) => `users/${encodeURIComponent(userId)}/roles`;

const roles = crudApi<{ searchRequest: RoleSearchRequest; searchResponse: RoleSearchResponse; details: RoleDetails; write: RoleWriteRequest; deleted: RoleDeleteResponse }>('roles');

/**
 * Role administration and the roles of each user (`features/directory/roles/` of the api). Create
 * and update answer 403 PERMISSION_NOT_HELD for a permission the caller lacks and 409 CONFLICT on
 * `/name` for a name in use; update also 409 BUILT_IN_ROLE_LOCKED, ADMIN_ROLE_PERMISSIONS_LOCKED and
 * LAST_PERMISSION_HOLDER.
 */
export const rolesApi = {
  ...roles,
  /** The permission catalog, labelled in the session's language. */
  async catalog(): Promise<PermissionCatalogResponse> {
    return (await api.get<PermissionCatalogResponse>('permissions', OWN_ERRORS)).data;
  },
  async userRoles(userId: string): Promise<UserRolesResponse> {
    return (await api.get<UserRolesResponse>(userRolesPath(userId), OWN_ERRORS)).data;
  },
  /** Gives roles in every division, or only in `divisionIds` (a held role given again takes the new divisions). */
  async addUserRoles(userId: string, roleIds: string[], divisionIds?: string[]): Promise<UserRolesResponse> {
    const body = divisionIds && divisionIds.length > 0 ? { roleIds, divisionIds } : { roleIds };
    return (await api.put<UserRolesResponse>(userRolesPath(userId), body, OWN_ERRORS)).data;
  },
  async removeUserRoles(userId: string, roleIds: string[]): Promise<UserRolesResponse> {
    return (await api.put<UserRolesResponse>(`${userRolesPath(userId)}/remove`, { roleIds }, OWN_ERRORS)).data;
  },
};
