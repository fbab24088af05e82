import type { CurrentUser, OrganizationBasics } from '@switchboard/shared/contracts';
import { useSession, type SessionUser, type TokenGrant } from '@switchboard/shared/session';
import { api, requestTokenRefresh, sessionEndedWithin } from './http.js';

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
/** `GET v1/users/me?expand=authorization,organization,notifications`. */
export type CurrentUserResponse = CurrentUser;

/**
 * What the page-load call asks `users/me` to bring along: the permissions, the organisation's basics
 * and the bell's unread count, so the shell starts with this one call after the session is restored.
 */
export const SESSION_BOOTSTRAP_EXPAND = 'authorization,organization,notifications';

let userLoad: Promise<SessionUser> | null = null;

/** One `users/me` at a time: the shell's start, the layout and the sign-in form share the answer on its way. */
function loadCurrentUser(): Promise<SessionUser> {
  userLoad ??= api
    .get<CurrentUserResponse>('users/me', { params: { expand: SESSION_BOOTSTRAP_EXPAND } })
    .then(({ data }) => {
      const user = toSessionUser(data);
      useSession.getState().setBootstrap(user, {
        organization: data.organization ?? null,
        unreadNotifications: data.notifications?.unreadCount ?? null,
        loadedAt: Date.now(),
      });
      return user;
    })
    .finally(() => {
      userLoad = null;
    });
  return userLoad;
}
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
   * signs out too), then signs out locally whatever the server said, or after `SIGN_OUT_WAIT_MS`
   * when it has not answered yet (the call goes on).
   */
  async logout(): Promise<void> {
    const ending = api.post('oauth/Logout', undefined, {
      skipAuthRedirect: true,
      skipErrorNotifier: true,
      skipTokenRefresh: true,
      withCredentials: true,
      headers: { Authorization: false },
    });
    // The local sign-out below is what the user asked for, whatever the server does.
    await sessionEndedWithin(ending);
    useSession.getState().clear();
  },

  /**
   * Loads the signed-in agent with permissions and preferences, and the session bootstrap that comes
   * with them (organisation basics, unread count), and stores both. `reuseWithinMs`: a bootstrap of
   * the same agent loaded that recently (by the sign-in that just happened) is answered without a call.
   */
  me(options: { reuseWithinMs?: number } = {}): Promise<SessionUser> {
    const { user, bootstrap } = useSession.getState();
    const recent = !!options.reuseWithinMs && bootstrap !== null && Date.now() - bootstrap.loadedAt < options.reuseWithinMs;
    if (!userLoad && recent && user && bootstrap.userId === user.id) return Promise.resolve(user);
    return loadCurrentUser();
  },

  /** The `users/me` call on its way, if any: a caller wanting its organisation or count waits for it instead of asking apart. */
  pendingMe(): Promise<SessionUser> | null {
    return userLoad;
  },

  async organization(): Promise<OrganizationBasics> {
    const { data } = await api.get<OrganizationBasics>('organization/me');
    return data;
  },
};
