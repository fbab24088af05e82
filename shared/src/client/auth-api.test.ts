import { useSession } from '../session/index.js';
import { mockHttp } from '@switchboard/test-utils';
import { resetClient, signIn, webStorageText } from '../test-utils/index.js';
import { authApi } from './auth-api.js';

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

it('me asks for the authorization expansion and stores the user with permissions', async () => {
  signIn();
  const seen = mockHttp(() => ({
    status: 200,
    data: {
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      profilePicture: null,
      authorization: { permissions: ['tickets:tickets:view'] },
    },
  }));
  const user = await authApi.me();
  expect(seen[0].url).toBe('users/me');
  expect(seen[0].params).toEqual({ expand: 'authorization' });
  expect(user.permissions).toEqual(['tickets:tickets:view']);
  expect(useSession.getState().user).toEqual(user);
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
