import { api } from '@switchboard/shared/client';
import type {
  UserGroupDeleteResponse,
  UserGroupDetails,
  UserGroupMemberListResponse,
  UserGroupSearchRequest,
  UserGroupSearchResponse,
  UserGroupWriteRequest,
  UserSearchResponse,
} from '@switchboard/shared/contracts';
import { crudApi } from '@switchboard/shared/crud';

/** Screens toast their own errors: the global notifier would show them twice. */
const OWN_ERRORS = { skipErrorNotifier: true };
const groups = crudApi<{
  searchRequest: UserGroupSearchRequest;
  searchResponse: UserGroupSearchResponse;
  details: UserGroupDetails;
  write: UserGroupWriteRequest;
  deleted: UserGroupDeleteResponse;
}>('usergroups');
const membersPath = (id: string) => `${groups.at(id)}/members`;

/**
 * User group administration (`features/directory/user-groups/` of the api). Create answers 409
 * `CONFLICT` on `/name` for a name in use (whatever its case); remove keeps the group's tickets,
 * without a group, and says how many.
 */
export const userGroupsApi = {
  ...groups,
  async members(id: string): Promise<UserGroupMemberListResponse> {
    return (await api.get<UserGroupMemberListResponse>(membersPath(id), OWN_ERRORS)).data;
  },
  async addMembers(id: string, userIds: string[]): Promise<UserGroupMemberListResponse> {
    return (await api.put<UserGroupMemberListResponse>(membersPath(id), { userIds }, OWN_ERRORS)).data;
  },
  async removeMembers(id: string, userIds: string[]): Promise<UserGroupMemberListResponse> {
    return (await api.put<UserGroupMemberListResponse>(`${membersPath(id)}/remove`, { userIds }, OWN_ERRORS)).data;
  },
  /** The user picker: active users whose name or email contains `query`. */
  async findUsers(query: string): Promise<UserSearchResponse> {
    return (await api.post<UserSearchResponse>('users/search', { query, filters: { status: 'active' }, pageSize: 20 }, OWN_ERRORS)).data;
  },
};
