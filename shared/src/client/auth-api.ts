import type { CurrentUser, OrganizationBasics, TokenResponse } from '@switchboard/shared/contracts';
import { useSession, type SessionUser, type TokenGrant } from '@switchboard/shared/session';
import { api, requestTokenRefresh } from './http.js';

/** `POST v1/oauth/login` and `POST v1/oauth/accessToken` answer. */
export type AgentTokenResponse = TokenResponse;
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
  };
}

/** Agent authentication and the current user/organisation (DESIGN §6). Each call updates the session. */
export const authApi = {
  /** Signs in and stores the tokens. Errors come back to the caller (the form shows them). */
  async login(email: string, password: string): Promise<AgentTokenResponse> {
    const { data } = await api.post<AgentTokenResponse>(
      'oauth/login',
      { email, password },
      { skipAuthRedirect: true, skipErrorNotifier: true, skipTokenRefresh: true },
    );
    useSession.getState().setTokens(data);
    return data;
  },

  /** Rotates the tokens with a refresh token (form-encoded grant) and stores them. */
  refresh(refreshToken: string): Promise<TokenGrant> {
    return requestTokenRefresh(refreshToken);
  },

  /** Revokes the refresh token on the server, then signs out locally whatever the server said. */
  async logout(): Promise<void> {
    const { refreshToken } = useSession.getState();
    try {
      await api.post(
        'oauth/Logout',
        { refresh_token: refreshToken ?? undefined },
        { skipAuthRedirect: true, skipErrorNotifier: true, skipTokenRefresh: true },
      );
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
