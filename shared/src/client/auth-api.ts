import type { CurrentUser, OrganizationBasics } from '@switchboard/shared/contracts';
import { useSession, type SessionUser, type TokenGrant } from '@switchboard/shared/session';
import { api, requestTokenRefresh } from './http.js';

/**
 * What a browser reads from `POST v1/oauth/login` and `POST v1/oauth/accessToken`: the access token.
 * The refresh token travels only in the HttpOnly `sb_refresh` cookie.
 */
export interface AgentTokenResponse {
  access_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
  token_type: 'Bearer';
}
/** `GET v1/users/me?expand=authorization`. */
export type CurrentUserResponse = CurrentUser;
export type { OrganizationBasics };

export function toSessionUser(me: CurrentUserResponse): SessionUser {
  return {
    id: me.id,
    name: me.name,
    email: me.email,
    profilePicture: me.profilePicture ?? null,
    permissions: me.authorization?.permissions ?? [],
    ...(me.preferences ? { preferences: me.preferences } : {}),
  };
}

/** Agent authentication and the current user/organisation. Each call updates the session. */
export const authApi = {
  /**
   * Signs in and keeps the access token in memory; the server sets the refresh token as an HttpOnly
   * cookie. Errors come back to the caller (the form shows them).
   */
  async login(email: string, password: string): Promise<AgentTokenResponse> {
    const { data } = await api.post<AgentTokenResponse>(
      'oauth/login',
      { email, password },
      { skipAuthRedirect: true, skipErrorNotifier: true, skipTokenRefresh: true, withCredentials: true },
    );
    useSession.getState().setTokens({ access_token: data.access_token, expires_in: data.expires_in });
    return data;
  },

  /** Rotates the session through the refresh cookie and stores the new access token. */
  refresh(): Promise<TokenGrant> {
    return requestTokenRefresh();
  },

  /**
   * Revokes the session named by the refresh cookie (no access token needed, so an expired one
   * signs out too), then signs out locally whatever the server said.
   */
  async logout(): Promise<void> {
    try {
      await api.post('oauth/Logout', undefined, {
        skipAuthRedirect: true,
        skipErrorNotifier: true,
        skipTokenRefresh: true,
        withCredentials: true,
        headers: { Authorization: false },
      });
    } catch {
      // the local sign-out below is what the user asked for
    } finally {
      useSession.getState().clear();
    }
  },

  /** Loads the signed-in agent with permissions and stores it as the session user. */
  async me(): Promise<SessionUser> {
    const { data } = await api.get<CurrentUserResponse>('users/me', { params: { expand: 'authorization' } });
    const user = toSessionUser(data);
    useSession.getState().setUser(user);
    return user;
  },

  async organization(): Promise<OrganizationBasics> {
    const { data } = await api.get<OrganizationBasics>('organization/me');
    return data;
  },
};
