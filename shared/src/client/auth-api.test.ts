import { useSession } from '../session/index.js';
import { mockHttp } from '@switchboard/test-utils';
import { resetClient, signIn, webStorageText } from '../test-utils/index.js';
import { authApi } from './auth-api.js';
import { SIGN_OUT_WAIT_MS } from './http.js';

beforeEach(resetClient);

it('login posts the credentials with credentials included and keeps only the access token, in memory', async () => {
  const seen = mockHttp(() => ({
    status: 200,
    // An older server would still put a refresh token in the body: the browser must not keep it.
    data: { access_token: 'access-a', refresh_token: 'refresh-r', expires_in: 43200, token_type: 'Bearer' },
  }));
  await authApi.login('ada@example.com', 'secret');
  expect(seen[0].url).toBe('oauth/login');
  expect(seen[0].withCredentials).toBe(true);
  expect(JSON.parse(String(seen[0].data))).toEqual({ email: 'ada@example.com', password: 'secret' });
  expect(useSession.getState().accessToken).toBe('access-a');
  expect(JSON.stringify(useSession.getState())).not.toContain('refresh-r');
  expect(webStorageText()).not.toContain('access-a');
  expect(webStorageText()).not.toContain('refresh-r');
});

const ME = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  profilePicture: null,
  authorization: { permissions: ['tickets:tickets:view'] },
  organization: { id: 'o1', name: 'Acme', logo: null, defaultLanguage: 'en-us', timeZone: 'UTC', dateFormat: 'DD/MM/YYYY' },
  notifications: { unreadCount: 3 },
};

it('me asks for the whole bootstrap in one call and stores the user, the organisation and the unread count', async () => {
  signIn();
  const seen = mockHttp(() => ({ status: 200, data: ME }));
  const user = await authApi.me();
  expect(seen).toHaveLength(1);
  expect(seen[0].url).toBe('users/me');
  expect(seen[0].params).toEqual({ expand: 'authorization,organization,notifications' });
  expect(user.permissions).toEqual(['tickets:tickets:view']);
  expect(useSession.getState().user).toEqual(user);
  expect(useSession.getState().bootstrap).toEqual({ userId: 'u1', organization: ME.organization, unreadNotifications: 3, loadedAt: expect.any(Number) });
  // The organisation is the page's, not the browser's: nothing of it is written to storage.
  expect(webStorageText()).not.toContain('Acme');
});

it('me shares one request among callers while it is on its way', async () => {
  signIn();
  const seen = mockHttp(() => ({ status: 200, data: ME }));
  const first = authApi.me();
  expect(authApi.pendingMe()).not.toBeNull();
  const [a, b] = await Promise.all([first, authApi.me({ reuseWithinMs: 10_000 })]);
  expect(a).toEqual(b);
  expect(seen).toHaveLength(1);
  expect(authApi.pendingMe()).toBeNull();
});

it('me reuses a recent bootstrap of the same agent when asked to, and asks again otherwise', async () => {
  signIn();
  const seen = mockHttp(() => ({ status: 200, data: ME }));
  await authApi.me();
  await authApi.me({ reuseWithinMs: 10_000 });
  expect(seen).toHaveLength(1);
  await authApi.me(); // a recheck (permissions may have changed) always asks
  expect(seen).toHaveLength(2);
  useSession.setState({ bootstrap: { ...useSession.getState().bootstrap!, loadedAt: Date.now() - 60_000 } });
  await authApi.me({ reuseWithinMs: 10_000 });
  expect(seen).toHaveLength(3);
});

it('sign-out forgets the bootstrap with the user', async () => {
  signIn();
  mockHttp(() => ({ status: 200, data: ME }));
  await authApi.me();
  useSession.getState().clear();
  expect(useSession.getState().bootstrap).toBeNull();
});

it('logout asks the server to end the session by its cookie, without an access token, and clears the user', async () => {
  signIn(['tickets:tickets:view'], -60_000); // the access token already expired
  const seen = mockHttp(() => ({ status: 200, data: { success: true } }));
  await authApi.logout();
  expect(seen).toHaveLength(1); // no refresh first: the cookie is all the server needs
  expect(seen[0].url).toBe('oauth/Logout');
  expect(seen[0].method).toBe('post');
  expect(seen[0].withCredentials).toBe(true);
  expect(seen[0].headers.get('Authorization')).toBeFalsy();
  expect(seen[0].data).toBeUndefined();
  expect(useSession.getState().accessToken).toBeNull();
  expect(useSession.getState().user).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});

it('logout signs out locally even when the server call fails', async () => {
  signIn(['tickets:tickets:view']);
  const seen = mockHttp(() => ({ status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'down' } }));
  await authApi.logout();
  expect(seen[0].url).toBe('oauth/Logout');
  expect(useSession.getState().accessToken).toBeNull();
});

it('logout waits at most a few seconds for a server that does not answer, then signs out here; the call is not cancelled', async () => {
  jest.useFakeTimers();
  try {
    signIn(['tickets:tickets:view']);
    const seen = mockHttp(() => new Promise(() => undefined)); // never answers
    let done = false;
    const leaving = authApi.logout().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 100);
    expect(done).toBe(false);
    expect(useSession.getState().accessToken).not.toBeNull();
    await jest.advanceTimersByTimeAsync(100);
    await leaving;
    expect(seen.map((request) => request.url)).toEqual(['oauth/Logout']);
    expect(seen[0].signal?.aborted ?? false).toBe(false);
    expect(useSession.getState().accessToken).toBeNull();
    expect(useSession.getState().user).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
