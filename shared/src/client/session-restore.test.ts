// A reload starts from fresh module state: no token in memory, only the remembered user. The session
// comes back through ONE cookie refresh, never from anything a script could read.
import type { MockRequest } from '@switchboard/test-utils';
import { webStorageText } from '../test-utils/web-storage.js';

type ClientModule = typeof import('./index.js');
type SessionModule = typeof import('../session/index.js');

interface Page {
  client: ClientModule;
  session: SessionModule;
  seen: MockRequest[];
}

/** Loads the client and its session store as a new page would, answering requests with `reply`. */
function loadPage(reply: (config: MockRequest) => { status: number; data?: unknown }): Page {
  let client!: ClientModule;
  let session!: SessionModule;
  jest.isolateModules(() => {
    client = require('./index.js') as ClientModule;
    session = require('@switchboard/shared/session') as SessionModule;
  });
  const seen: MockRequest[] = [];
  // The page's own client module: its HttpError is the one its hooks recognise.
  client.api.defaults.adapter = async (config) => {
    seen.push(config);
    const { status, data } = reply(config);
    if (status >= 400) throw new client.HttpError(`HTTP ${status}`, config, { status, data });
    return { data, status, config };
  };
  client.configureClient({ apiBaseUrl: '/api/' });
  client.setUnauthorizedHandler(() => undefined);
  return { client, session, seen };
}

const me = { id: 'u1', name: 'Ada', email: 'ada@example.com', profilePicture: null, authorization: { permissions: ['tickets:tickets:view'] } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('signs in, reloads and gets the session back with one cookie refresh', async () => {
  const first = loadPage((config) =>
    config.url === 'oauth/login'
      ? { status: 200, data: { access_token: 'access-login', expires_in: 43200, token_type: 'Bearer' } }
      : { status: 200, data: me },
  );
  await first.client.authApi.login('ada@example.com', 'secret');
  await first.client.authApi.me();
  expect(first.session.isSignedIn()).toBe(true);
  expect(webStorageText()).not.toContain('access-login');

  const reloaded = loadPage(() => ({ status: 200, data: { access_token: 'access-restored', expires_in: 43200, token_type: 'Bearer' } }));
  expect(reloaded.session.isSignedIn()).toBe(false);
  expect(reloaded.session.useSession.getState().user?.email).toBe('ada@example.com');

  await expect(reloaded.client.restoreSession()).resolves.toBe(true);
  // A second caller (another guard) shares the result: still one request.
  await expect(reloaded.client.restoreSession()).resolves.toBe(true);

  expect(reloaded.seen).toHaveLength(1);
  expect(reloaded.seen[0].url).toBe('oauth/accessToken');
  expect(reloaded.seen[0].method).toBe('post');
  expect(reloaded.seen[0].data).toBeUndefined();
  expect(reloaded.seen[0].withCredentials).toBe(true);
  expect(reloaded.seen[0].headers.get('Authorization')).toBeFalsy();
  expect(reloaded.session.isSignedIn()).toBe(true);
  expect(reloaded.session.useSession.getState().accessToken).toBe('access-restored');
  expect(webStorageText()).not.toContain('access-restored');
});

it('a page whose concurrent callers restore at once sends one request', async () => {
  localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ada', email: 'ada@example.com', profilePicture: null, permissions: [] }));
  const page = loadPage(() => ({ status: 200, data: { access_token: 'access-restored', expires_in: 43200, token_type: 'Bearer' } }));
  await expect(Promise.all([page.client.restoreSession(), page.client.restoreSession()])).resolves.toEqual([true, true]);
  expect(page.seen).toHaveLength(1);
});

it('asks nothing when no user is remembered', async () => {
  const page = loadPage(() => ({ status: 200, data: { access_token: 'x', expires_in: 60 } }));
  await expect(page.client.restoreSession()).resolves.toBe(false);
  expect(page.seen).toHaveLength(0);
});

it('an expired or revoked cookie ends the remembered session without a redirect loop', async () => {
  localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ada', email: 'ada@example.com', profilePicture: null, permissions: [] }));
  const page = loadPage(() => ({ status: 401, data: { statusCode: 401, code: 'INVALID_REFRESH_TOKEN', message: 'gone' } }));
  const onUnauthorized = jest.fn();
  page.client.setUnauthorizedHandler(onUnauthorized);
  await expect(page.client.restoreSession()).resolves.toBe(false);
  expect(page.session.useSession.getState().user).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(onUnauthorized).not.toHaveBeenCalled();
});

it('removes the tokens an earlier version left in localStorage', () => {
  localStorage.setItem('access_token', 'old-access');
  localStorage.setItem('refresh_token', 'old-refresh');
  localStorage.setItem('token_expires_at', '1900000000000');
  const page = loadPage(() => ({ status: 500 }));
  expect(page.session.useSession.getState().accessToken).toBeNull();
  expect(webStorageText()).not.toMatch(/old-access|old-refresh/);
});
