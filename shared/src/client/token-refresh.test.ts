import { useSession } from '../session/index.js';
import { mockHttp, resetSession, signIn } from '../test-utils/index.js';
import { api, configureClient, ensureFreshToken, setUnauthorizedHandler } from './http.js';

const HOUR = 60 * 60 * 1000;
const rotated = { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 12 * 3600, token_type: 'Bearer' };

beforeEach(() => {
  resetSession();
  configureClient({ apiBaseUrl: '/api/' });
  setUnauthorizedHandler(() => undefined);
});

it('does nothing while more than 2 hours remain', async () => {
  signIn([], 2 * HOUR + 60_000);
  const seen = mockHttp(() => ({ status: 200, data: rotated }));
  await expect(ensureFreshToken()).resolves.toBe(false);
  expect(seen).toHaveLength(0);
  expect(useSession.getState().accessToken).toBe('access-1');
});

it('refreshes with a form-encoded grant when under 2 hours remain', async () => {
  signIn([], 2 * HOUR - 60_000);
  const seen = mockHttp(() => ({ status: 200, data: rotated }));

  await expect(ensureFreshToken()).resolves.toBe(true);

  expect(seen).toHaveLength(1);
  expect(seen[0].url).toBe('oauth/accessToken');
  expect(seen[0].method).toBe('post');
  expect(String(seen[0].headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded');
  expect(String(seen[0].data)).toBe('grant_type=refresh_token&refresh_token=refresh-1');
  const state = useSession.getState();
  expect(state.accessToken).toBe('access-2');
  expect(state.refreshToken).toBe('refresh-2');
  expect(state.expiresAt).toBeGreaterThan(Date.now() + 11 * HOUR);
  expect(localStorage.getItem('access_token')).toBe('access-2');
});

it('refreshes when forced, whatever time remains', async () => {
  signIn([], 10 * HOUR);
  const seen = mockHttp(() => ({ status: 200, data: rotated }));
  await expect(ensureFreshToken({ force: true })).resolves.toBe(true);
  expect(seen).toHaveLength(1);
});

it('shares one refresh request between concurrent callers', async () => {
  signIn([], 30 * 60_000);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const seen = mockHttp(async () => {
    await gate;
    return { status: 200, data: rotated };
  });

  const calls = [ensureFreshToken(), ensureFreshToken(), ensureFreshToken({ force: true })];
  release();
  await expect(Promise.all(calls)).resolves.toEqual([true, true, true]);
  expect(seen).toHaveLength(1);
});

it('refreshes before an ordinary request that would otherwise carry a nearly expired token', async () => {
  signIn([], HOUR);
  const seen = mockHttp((config) => (config.url === 'oauth/accessToken' ? { status: 200, data: rotated } : { status: 200, data: [] }));

  await Promise.all([api.get('tickets/list'), api.get('notifications')]);

  expect(seen.map((config) => config.url)).toEqual(['oauth/accessToken', 'tickets/list', 'notifications']);
  expect(seen[1].headers.get('Authorization')).toBe('Bearer access-2');
  expect(seen[2].headers.get('Authorization')).toBe('Bearer access-2');
});

it('a refused refresh clears the session', async () => {
  signIn(['tickets:tickets:view'], 60_000);
  mockHttp(() => ({ status: 401, data: { statusCode: 401, code: 'INVALID_REFRESH_TOKEN', message: 'reused' } }));
  await expect(ensureFreshToken()).resolves.toBe(false);
  expect(useSession.getState().accessToken).toBeNull();
  expect(localStorage.getItem('refresh_token')).toBeNull();
});

it('does not refresh without a refresh token', async () => {
  useSession.setState({ accessToken: 'hub-token', refreshToken: null, expiresAt: Date.now() + 60_000 });
  const seen = mockHttp(() => ({ status: 200, data: rotated }));
  await expect(ensureFreshToken()).resolves.toBe(false);
  expect(seen).toHaveLength(0);
});

it('adopts tokens another tab rotated meanwhile instead of spending a used refresh token', async () => {
  signIn([], 30 * 60_000);
  const seen = mockHttp(() => ({ status: 200, data: rotated }));
  // The other tab refreshed: localStorage holds its fresh pair, this tab's memory the old one.
  localStorage.setItem('access_token', 'access-from-other-tab');
  localStorage.setItem('refresh_token', 'refresh-from-other-tab');
  localStorage.setItem('token_expires_at', String(Date.now() + 12 * HOUR));

  await expect(ensureFreshToken()).resolves.toBe(false);

  expect(seen).toHaveLength(0);
  expect(useSession.getState().accessToken).toBe('access-from-other-tab');
  expect(useSession.getState().refreshToken).toBe('refresh-from-other-tab');
});

it('follows a sign-in, rotation or sign-out made in another tab (storage events)', () => {
  signIn([], 10 * HOUR);
  localStorage.setItem('access_token', 'access-9');
  localStorage.setItem('refresh_token', 'refresh-9');
  window.dispatchEvent(new StorageEvent('storage', { key: 'refresh_token', newValue: 'refresh-9', storageArea: localStorage }));
  expect(useSession.getState().refreshToken).toBe('refresh-9');
  expect(useSession.getState().accessToken).toBe('access-9');

  localStorage.removeItem('access_token');
  localStorage.removeItem('refresh_token');
  window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', newValue: null, storageArea: localStorage }));
  expect(useSession.getState().accessToken).toBeNull();
});
