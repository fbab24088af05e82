import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { api, configureClient, restoreSession, setEnv, type EnvConfig } from '@switchboard/shared/client';
import { initI18n, loadAntdLocale } from '@switchboard/shared/i18n';
import { useSession, type SessionUser } from '@switchboard/shared/session';
import { ShellRoutes } from '../app/shell-routes';
import { shellStrings } from '../i18n';
import { forgetOrganizationBasics } from '../common/organization-basics';
import { answer, type MockRequest } from '@switchboard/test-utils';

// Whole-shell renders mount the bell, which opens the one push connection: jsdom has no server for
// it, so it is a connection that starts and stays quiet (the bell's own tests inject richer fakes).
jest.mock('../notifications/signalr', () => ({
  createSignalRConnection: () => ({
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
    onNotification: () => undefined,
    onReconnected: () => undefined,
  }),
}));

export const TEST_ENV: EnvConfig = {
  apiBaseUrl: '/api/',
  baseUrl: 'http://localhost/',
  environment: 'test',
  supportEmailDomain: 'support.test',
  genesysImplicitClientId: '',
  docsBaseUrl: '/docs/',
  remotes: {
    tickets: '/mfe/tickets/mf-manifest.json',
    settings: '/mfe/settings/mf-manifest.json',
    dashboard: '/mfe/dashboard/mf-manifest.json',
    hub: '/mfe/hub/mf-manifest.json',
  },
};

export function testUser(permissions: readonly string[]): SessionUser {
  return { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com', profilePicture: null, permissions: [...permissions] };
}

/** Every API call the shell makes, answered in memory (the HTTP client itself stays real). */
export function fakeApi(user: SessionUser | null, options: { cookieRefused?: boolean; organization?: Record<string, unknown> } = {}): jest.Mock {
  const calls = jest.fn((config: MockRequest) => {
    const url = config.url;
    const respond = (status: number, data: unknown) => answer(config, { status, data });
    // The refresh token travels in the HttpOnly cookie: the body carries the access token only.
    if (url.endsWith('oauth/accessToken')) {
      return user && !options.cookieRefused ? respond(200, { access_token: 'a2', expires_in: 43200, token_type: 'Bearer' }) : respond(401, { statusCode: 401, code: 'INVALID_REFRESH_TOKEN', message: 'no session' });
    }
    const organization = { id: 'org-1', name: 'Acme Support', logo: null, defaultLanguage: 'en-us', timeZone: 'UTC', dateFormat: 'DD MMM YYYY', ...options.organization };
    if (url.endsWith('users/me') && user) {
      // The session bootstrap: what `expand` asks for comes along.
      const expand = String((config.params as { expand?: string } | undefined)?.expand ?? '').split(',');
      return respond(200, {
        id: user.id,
        name: user.name,
        email: user.email,
        profilePicture: null,
        authorization: { permissions: user.permissions },
        ...(user.preferences ? { preferences: user.preferences } : {}),
        ...(expand.includes('organization') ? { organization } : {}),
        ...(expand.includes('notifications') ? { notifications: { unreadCount: 0 } } : {}),
      });
    }
    if (url.endsWith('organization/me')) return respond(200, organization);
    if (url.endsWith('oauth/Logout')) return respond(200, { success: true });
    if (url === 'notifications') return respond(200, { entities: [], totalCount: 0, pageNumber: 1, pageSize: 10, unreadCount: 0 });
    if (url === 'notifications/choices') return respond(200, { newTickets: 'none', customerReplies: 'none', chosen: false });
    return respond(404, { statusCode: 404, code: 'NOT_FOUND', message: 'not found' });
  });
  api.defaults.adapter = calls;
  return calls;
}

let i18nReady: Promise<unknown> | null = null;
export function prepareI18n(): Promise<unknown> {
  // The antd locale is loaded first, as bootstrap does: providers then render once, without a remount.
  i18nReady ??= Promise.all([initI18n(), loadAntdLocale('en-us')]).then(() => shellStrings.register());
  return i18nReady;
}

/** Shows the router's current location so tests can assert where a guard sent the user. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderShellOptions {
  /** Signed in as this user; omitted: signed out. */
  user?: SessionUser;
  /**
   * `memory` (default): the access token is already held, as after a sign-in on this page.
   * `reload`: a new page load, only the user remembered in localStorage; the shell restores the session
   * through the refresh cookie (`restoreSession()`, as bootstrap does) before the first render.
   * `expired-cookie`: the same reload, but the server refuses the cookie (session over).
   */
  session?: 'memory' | 'reload' | 'expired-cookie';
  /** Fields of `organization/me` other than the defaults (English, UTC, `DD MMM YYYY`). */
  organization?: Record<string, unknown>;
  extra?: ReactNode;
  /** Routes coded API errors to the global toasts, as the real app does (default off). */
  notifyApiErrors?: boolean;
}

/** Renders the whole shell route table at `path`, with its providers, an in-memory API and a session. */
export async function renderShell(path: string, options: RenderShellOptions = {}) {
  await prepareI18n();
  setEnv(TEST_ENV);
  configureClient(TEST_ENV);
  forgetOrganizationBasics();
  useSession.setState({ bootstrap: null }); // each render is a new page: nothing loaded yet
  const apiCalls = fakeApi(options.user ?? null, { cookieRefused: options.session === 'expired-cookie', organization: options.organization });
  if (options.user && (options.session === 'reload' || options.session === 'expired-cookie')) {
    useSession.setState({ accessToken: null, expiresAt: null, user: options.user });
    await restoreSession();
  } else if (options.user) {
    useSession.setState({ accessToken: 'a1', expiresAt: Date.now() + 43200_000, user: options.user });
  } else {
    useSession.getState().clear();
  }
  // As the app: antd's providers come with the routes (every screen but the sign-in renders in them).
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRoutes notifyApiErrors={options.notifyApiErrors ?? false} />
      <LocationProbe />
      {options.extra}
    </MemoryRouter>,
  );
  return { ...view, apiCalls };
}
