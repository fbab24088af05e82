import { api } from '@switchboard/shared/client';
import {
  MAX_PAGE_SIZE,
  type OAuthClient,
  type OAuthClientSearchRequest,
  type OAuthClientSearchResponse,
  type OAuthClientWithSecret,
  type OAuthClientWrite,
  type RoleSearchResponse,
} from '@switchboard/shared/contracts';
import { crudApi } from '@switchboard/shared/crud';

/** Screens toast their own errors: the global notifier would show them twice. */
const OWN_ERRORS = { skipErrorNotifier: true };
const clients = crudApi<{ searchRequest: OAuthClientSearchRequest; searchResponse: OAuthClientSearchResponse; details: OAuthClient; write: OAuthClientWrite }>('oauth/clients');

/** OAuth clients of integrations (`features/integrations/oauth-clients/` of the api). */
export const oauthClientsApi = {
  ...clients,
  /** The answer carries the secret, this once. 403 PERMISSION_NOT_HELD for a role beyond the caller's permissions. */
  async create(body: OAuthClientWrite): Promise<OAuthClientWithSecret> {
    return (await api.post<OAuthClientWithSecret>('oauth/clients', body, OWN_ERRORS)).data;
  },
  /** A new secret, answered this once; the old one stops working. */
  async rotateSecret(id: string): Promise<OAuthClientWithSecret> {
    return (await api.post<OAuthClientWithSecret>(`${clients.at(id)}/secret`, undefined, OWN_ERRORS)).data;
  },
  /** The organisation's roles by name, for the roles picker. */
  async roleOptions(): Promise<{ id: string; name: string }[]> {
    const page = (await api.post<RoleSearchResponse>('roles/search', { pageSize: MAX_PAGE_SIZE, sort: { field: 'name' } }, OWN_ERRORS)).data;
    return page.entities.map((role) => ({ id: role.id, name: role.name }));
  },
};
