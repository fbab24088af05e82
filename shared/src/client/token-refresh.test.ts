import { useSession } from '../session/index.js';
import { mockHttp } from '@switchboard/test-utils';
import { makeUser, resetClient, signIn, webStorageText } from '../test-utils/index.js';
import { api, ensureFreshToken } from './http.js';

const HOUR = 60 * 60 * 1000;
// What the server answers a browser: the rotated refresh token went into the HttpOnly cookie.
const rotated = { access_token: 'access-2', expires_in: 12 * 3600, token_type: 'Bearer' };

beforeEach(resetClient);

it('does nothing while more than 2 hours remain', async () => {
  signIn([], 2 * HOUR + 60_000);
  const seen = mockHttp(() => ({ status: 200, data: rotated }));
  await expect(ensureFreshToken()).resolves.toBe(false);
  expect(seen).toHaveLength(0);
  expect(useSession.getState().accessToken).toBe('access-1');
});

it('refreshes through the cookie when under 2 hours remain: no body, no bearer, credentials included', async () => {
  signIn([], 2 * HOUR - 60_000);
  const seen = mockHttp(() => ({ status: 200, data: rotated }));

  await expect(ensureFreshToken()).resolves.toBe(true);

  expect(seen).toHaveLength(1);
  expect(seen[0].url).toBe('oauth/accessToken');
  expect(seen[0].method).toBe('post');
  expect(seen[0].data).toBeUndefined();
  expect(seen[0].withCredentials).toBe(true);
  expect(seen[0].headers.get('Authorization')).toBeFalsy();
  const state = useSession.getState();
  expect(state.accessToken).toBe('access-2');
  expect(state.expiresAt).toBeGreaterThan(Date.now() + 11 * HOUR);
  // The new token stays in memory: nothing a script could read from storage.
  expect(webStorageText()).not.toContain('access-2');
  expect(localStorage.getItem('access_token')).toBeNull();
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

it('a refused refresh clears the session and the remembered user', async () => {
  signIn(['tickets:tickets:view'], 60_000);
  mockHttp(() => ({ status: 401, data: { statusCode: 401, code: 'INVALID_REFRESH_TOKEN', message: 'reused' } }));
  await expect(ensureFreshToken()).resolves.toBe(false);
  expect(useSession.getState().accessToken).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});

it('a network failure keeps the session', async () => {
  signIn([], 60_000);
  mockHttp(() => Promise.reject(new Error('offline')));
  await expect(ensureFreshToken()).resolves.toBe(false);
  expect(useSession.getState().accessToken).toBe('access-1');
});

it('does not call the server when nobody is signed in or remembered', async () => {
  const seen = mockHttp(() => ({ status: 200, data: rotated }));
  await expect(ensureFreshToken({ force: true })).resolves.toBe(false);
  expect(seen).toHaveLength(0);
});

it('gets a token for a remembered user that holds none (after a reload)', async () => {
  useSession.setState({ user: makeUser([]) });
  const seen = mockHttp(() => ({ status: 200, data: rotated }));
  await expect(ensureFreshToken()).resolves.toBe(true);
  expect(seen.map((config) => config.url)).toEqual(['oauth/accessToken']);
  expect(useSession.getState().accessToken).toBe('access-2');
});

it('refreshes under a cross-tab Web Lock when the browser has one', async () => {
  signIn([], 60_000);
  const request = jest.fn((_name: string, work: () => Promise<unknown>) => work());
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  try {
    mockHttp(() => ({ status: 200, data: rotated }));
    await expect(ensureFreshToken()).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith('switchboard:token-refresh', expect.any(Function));
  } finally {
    delete (navigator as { locks?: unknown }).locks;
  }
});
