import { aheadOfScreen, api } from '@switchboard/shared/client';
import type {
  RoleSearchResponse,
  RoleSummary,
  UserBulkRemoveRequest,
  UserDetails,
  UserInviteRequest,
  UserRemoveResponse,
  UserSearchRequest,
  UserSearchResponse,
  UserGroupSearchResponse,
  UserGroupSummary,
  UserUpdateRequest,
} from '@switchboard/shared/contracts';

/** Screens toast their own errors: the global notifier would show them twice. */
const OWN_ERRORS = { skipErrorNotifier: true };

/** The most roles, and user groups, the invitation form offers (one page of a search). */
const ROLE_CHOICES = 100;
const GROUP_CHOICES = 100;

/** User administration (`features/directory/users/` of the api). */
export const usersApi = {
  /** `ahead`: the list's first page asked while its code loads (see `screens/list-first-pages.ts`). */
  async search(body: UserSearchRequest, { ahead = false }: { ahead?: boolean } = {}): Promise<UserSearchResponse> {
    return (await api.post<UserSearchResponse>('users/search', body, aheadOfScreen(OWN_ERRORS, ahead))).data;
  },
  /** With the user's roles. */
  async get(id: string): Promise<UserDetails> {
    return (await api.get<UserDetails>(`users/${encodeURIComponent(id)}`, { ...OWN_ERRORS, params: { expand: 'roles' } })).data;
  },
  /** 409 `CONFLICT` on `/status` when the disable is refused (oneself, or the last holder of a permission). */
  async update(body: UserUpdateRequest): Promise<UserDetails> {
    return (await api.put<UserDetails>('users', body, OWN_ERRORS)).data;
  },
  /** 409 `CONFLICT` on `/email` for an address in use; 403 `PERMISSION_NOT_HELD` on `/roleIds/<n>`. */
  async invite(body: UserInviteRequest): Promise<UserDetails> {
    return (await api.post<UserDetails>('users', body, OWN_ERRORS)).data;
  },
  /** A new link for a user still invited; the previous one stops working. */
  async resendInvitation(id: string): Promise<UserDetails> {
    return (await api.post<UserDetails>(`users/${encodeURIComponent(id)}/invite`, undefined, OWN_ERRORS)).data;
  },
  async remove(id: string): Promise<UserRemoveResponse> {
    return (await api.delete<UserRemoveResponse>(`users/${encodeURIComponent(id)}`, OWN_ERRORS)).data;
  },
  /** All or none. */
  async removeMany(body: UserBulkRemoveRequest): Promise<UserRemoveResponse> {
    return (await api.post<UserRemoveResponse>('users/bulk/remove', body, OWN_ERRORS)).data;
  },
  /** The organisation's roles by name, for the invitation form. */
  async roles(): Promise<RoleSummary[]> {
    return (await api.post<RoleSearchResponse>('roles/search', { pageSize: ROLE_CHOICES }, OWN_ERRORS)).data.entities;
  },
  /** The organisation's user groups by name, for the invitation form. */
  async userGroups(): Promise<UserGroupSummary[]> {
    return (await api.post<UserGroupSearchResponse>('usergroups/search', { pageSize: GROUP_CHOICES, sort: { field: 'name', order: 'asc' } }, OWN_ERRORS)).data.entities;
  },
};
