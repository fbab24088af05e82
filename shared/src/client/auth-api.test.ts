import { useSession } from '../session/index.js';
import { mockHttp, resetSession, signIn } from '../test-utils/index.js';
import { authApi } from './auth-api.js';
import { configureClient, setUnauthorizedHandler } from './http.js';

beforeEach(() => {
  resetSession();
  configureClient({ apiBaseUrl: '/api/' });
  setUnauthorizedHandler(() => undefined);
});

it('login posts the credentials and stores the tokens', async () => {
  const seen = mockHttp(() => ({
    status: 200,
    data: { access_token: 'a', refresh_token: 'r', expires_in: 43200, token_type: 'Bearer' },
  }));
  await authApi.login('ada@example.com', 'secret');
  expect(seen[0].url).toBe('oauth/login');
  expect(JSON.parse(String(seen[0].data))).toEqual({ email: 'ada@example.com', password: 'secret' });
  expect(useSession.getState()).toMatchObject({ accessToken: 'a', refreshToken: 'r' });
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

it('logout signs out locally even when the server call fails', async () => {
  signIn(['tickets:tickets:view']);
  const seen = mockHttp(() => ({ status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'down' } }));
  await authApi.logout();
  expect(seen[0].url).toBe('oauth/Logout');
  expect(useSession.getState().accessToken).toBeNull();
});
