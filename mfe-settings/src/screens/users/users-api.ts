import { api } from '@switchboard/shared/client';
import type { UserDetails, UserSearchRequest, UserSearchResponse, UserUpdateRequest } from '@switchboard/shared/contracts';

/** Screens toast their own errors: the global notifier would show them twice. */
const OWN_ERRORS = { skipErrorNotifier: true };

/** User administration (`features/directory/users/` of the api). */
export const usersApi = {
  async search(body: UserSearchRequest): Promise<UserSearchResponse> {
    return (await api.post<UserSearchResponse>('users/search', body, OWN_ERRORS)).data;
  },
  /** With the user's roles. */
  async get(id: string): Promise<UserDetails> {
    return (await api.get<UserDetails>(`users/${encodeURIComponent(id)}`, { ...OWN_ERRORS, params: { expand: 'roles' } })).data;
  },
  /** 409 `CONFLICT` on `/status` when the disable is refused (oneself, or the last holder of a permission). */
  async update(body: UserUpdateRequest): Promise<UserDetails> {
    return (await api.put<UserDetails>('users', body, OWN_ERRORS)).data;
  },
};
