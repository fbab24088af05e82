import type { SessionUser } from './store.js';

type StoreModule = typeof import('./store.js');

/** Evaluates the store module afresh, as a page load would, against the current localStorage. */
function loadFreshStore(): StoreModule {
  let loaded: StoreModule | undefined;
  jest.isolateModules(() => {
    loaded = require('./store.js') as StoreModule;
  });
  return loaded!;
}

const user: SessionUser = {
  id: 'u-1',
  name: 'Ada Agent',
  email: 'ada@example.com',
  profilePicture: null,
  permissions: ['tickets:tickets:view'],
};

beforeEach(() => localStorage.clear());

it('writes tokens, expiry, user and language to their localStorage keys', () => {
  const { useSession, isSignedIn } = loadFreshStore();
  const before = Date.now();
  useSession.getState().setTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: 3600 });
  useSession.getState().setUser(user);
  useSession.getState().setLang('fr-fr');

  expect(localStorage.getItem('access_token')).toBe('acc');
  expect(localStorage.getItem('refresh_token')).toBe('ref');
  const expiresAt = Number(localStorage.getItem('token_expires_at'));
  expect(expiresAt).toBeGreaterThanOrEqual(before + 3600_000);
  expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3600_000);
  expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  expect(localStorage.getItem('lang')).toBe('fr-fr');
  expect(isSignedIn()).toBe(true);
});

it('hydrates synchronously from localStorage when the page loads', () => {
  localStorage.setItem('access_token', 'stored-access');
  localStorage.setItem('refresh_token', 'stored-refresh');
  localStorage.setItem('token_expires_at', '1900000000000');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('lang', 'ar-ae');

  const { useSession, isSignedIn } = loadFreshStore();
  const state = useSession.getState();
  expect(state.accessToken).toBe('stored-access');
  expect(state.refreshToken).toBe('stored-refresh');
  expect(state.expiresAt).toBe(1900000000000);
  expect(state.user).toEqual(user);
  expect(state.lang).toBe('ar-ae');
  expect(isSignedIn()).toBe(true);
});

it('starts signed out in English with empty or damaged storage', () => {
  localStorage.setItem('user', '{not json');
  localStorage.setItem('lang', 'klingon');
  const { useSession, isSignedIn } = loadFreshStore();
  expect(useSession.getState().user).toBeNull();
  expect(useSession.getState().lang).toBe('en-us');
  expect(isSignedIn()).toBe(false);
});

it('clear signs out but keeps the language', () => {
  const { useSession, isSignedIn } = loadFreshStore();
  useSession.getState().setTokens({ access_token: 'acc', refresh_token: 'ref', expires_in: 60 });
  useSession.getState().setUser(user);
  useSession.getState().setLang('de-de');
  useSession.getState().clear();

  expect(isSignedIn()).toBe(false);
  for (const key of ['access_token', 'refresh_token', 'token_expires_at', 'user']) {
    expect(localStorage.getItem(key)).toBeNull();
  }
  expect(localStorage.getItem('lang')).toBe('de-de');
  expect(useSession.getState().lang).toBe('de-de');
});

it('keeps the refresh token when a grant carries none', () => {
  const { useSession } = loadFreshStore();
  useSession.getState().setTokens({ access_token: 'a1', refresh_token: 'r1', expires_in: 60 });
  useSession.getState().setTokens({ access_token: 'a2' });
  expect(useSession.getState().refreshToken).toBe('r1');
  expect(useSession.getState().accessToken).toBe('a2');
});

it('counts each evaluation of the store module on globalThis', () => {
  const counter = globalThis as { __switchboardSessionStores?: number };
  const before = counter.__switchboardSessionStores ?? 0;
  loadFreshStore();
  expect(counter.__switchboardSessionStores).toBe(before + 1);
});
