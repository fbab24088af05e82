import { earlyAnswer } from '@switchboard/shared/client';
import type { SettingsAreaKey } from '../areas';
import { divisionsApi } from './divisions/divisions-api';
import { DIVISION_LIST, toDivisionSearch } from './divisions/divisions-query';
import { oauthClientsApi } from './oauth-clients/oauth-clients-api';
import { OAUTH_CLIENT_LIST, toOAuthClientSearch } from './oauth-clients/oauth-clients-query';
import { rolesApi } from './roles/roles-api';
import { ROLE_LIST, toRoleSearch } from './roles/roles-query';
import { schedulesApi } from './schedules/schedules-api';
import { SCHEDULE_LIST, toScheduleSearch } from './schedules/schedules-query';
import { slaApi } from './sla/sla-api';
import { SLA_LIST, toSlaSearch } from './sla/sla-query';
import { statusesApi } from './statuses/statuses-api';
import { STATUS_LIST, toStatusSearch } from './statuses/statuses-query';
import { userGroupsApi } from './user-groups/user-groups-api';
import { USER_GROUP_LIST, toUserGroupSearch } from './user-groups/user-groups-query';
import { usersApi } from './users/users-api';
import { toUserSearch, USER_LIST } from './users/users-query';

/** A settings list whose first page a page opened on it asks for while the list's code loads. */
export interface ListFirstPage<View, Page> {
  /** Asks for the page of the view at `query` (the address's query), quietly. */
  ask(query: string): void;
  /** The list's search: its first call takes the page asked ahead when it is the same request. */
  search(view: View): Promise<Page>;
}

function listFirstPage<View, Request, Page>(
  list: { parse(params: URLSearchParams): View },
  toRequest: (view: View) => Request,
  send: (request: Request, options: { ahead: boolean }) => Promise<Page>,
): ListFirstPage<View, Page> {
  const page = earlyAnswer((request: Request, ahead: boolean) => send(request, { ahead }));
  return {
    ask: (query) => page.ask(toRequest(list.parse(new URLSearchParams(query)))),
    search: (view) => page.read(toRequest(view)),
  };
}

/** The list of each settings area drawn as a server-paged list, by area. */
export const LIST_FIRST_PAGES = {
  users: listFirstPage(USER_LIST, toUserSearch, usersApi.search),
  roles: listFirstPage(ROLE_LIST, toRoleSearch, rolesApi.search),
  userGroups: listFirstPage(USER_GROUP_LIST, toUserGroupSearch, userGroupsApi.search),
  divisions: listFirstPage(DIVISION_LIST, toDivisionSearch, divisionsApi.search),
  oauth: listFirstPage(OAUTH_CLIENT_LIST, toOAuthClientSearch, oauthClientsApi.search),
  status: listFirstPage(STATUS_LIST, toStatusSearch, statusesApi.search),
  schedules: listFirstPage(SCHEDULE_LIST, toScheduleSearch, schedulesApi.search),
  sla: listFirstPage(SLA_LIST, toSlaSearch, slaApi.search),
} satisfies Partial<Record<SettingsAreaKey, ListFirstPage<never, unknown>>>;
