import { defineListQuery, oneOf, type ListView } from '@switchboard/shared/crud';
import { OAUTH_CLIENT_SORT_FIELDS, type OAuthClientSearchRequest, type OAuthClientSortField } from '@switchboard/shared/contracts';

export type OAuthClientStateFilter = 'all' | 'enabled' | 'disabled';

/** A view of the OAuth clients list, kept in the URL (`?q&state&sort=field:order&page&size`). */
export type OAuthClientsQuery = ListView<OAuthClientSortField, { state: OAuthClientStateFilter }>;

export const OAUTH_CLIENT_LIST = defineListQuery({
  sortFields: OAUTH_CLIENT_SORT_FIELDS,
  filters: { state: oneOf<OAuthClientStateFilter>(['all', 'enabled', 'disabled'], 'all') },
});

/** The `POST oauth/clients/search` body of a view. */
export function toOAuthClientSearch(query: OAuthClientsQuery): OAuthClientSearchRequest {
  return { ...OAUTH_CLIENT_LIST.toSearchPaging(query), ...(query.state === 'all' ? {} : { filters: { enabled: query.state === 'enabled' } }) };
}

/** Where the list, the create page and a client's details live. */
export const oauthClientsPaths = {
  list: () => '/settings/oauth/list',
  create: () => '/settings/oauth/details',
  details: (id = '') => (id ? `/settings/oauth/details/${encodeURIComponent(id)}` : '/settings/oauth/details'),
};
