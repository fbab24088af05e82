import { webStorageText } from '../test-utils/web-storage.js';
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

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('keeps the access token in memory and writes only the user and language to localStorage', () => {
  const { useSession, isSignedIn } = loadFreshStore();
  const before = Date.now();
  useSession.getState().setTokens({ access_token: 'secret-access-token', expires_in: 3600 });
  useSession.getState().setUser(user);
  useSession.getState().setLang('fr-fr');

  expect(useSession.getState().accessToken).toBe('secret-access-token');
  expect(useSession.getState().expiresAt).toBeGreaterThanOrEqual(before + 3600_000);
  expect(webStorageText()).not.toContain('secret-access-token');
  for (const key of ['access_token', 'refresh_token', 'token_expires_at']) expect(localStorage.getItem(key)).toBeNull();
  expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  expect(localStorage.getItem('lang')).toBe('fr-fr');
  expect(isSignedIn()).toBe(true);
});

it('has no refresh token to keep: a grant carrying one stores nothing of it', () => {
  const { useSession } = loadFreshStore();
  useSession.getState().setTokens({ access_token: 'a1', refresh_token: 'leaked-refresh', expires_in: 60 } as never);
  expect(useSession.getState()).not.toHaveProperty('refreshToken');
  expect(JSON.stringify(useSession.getState())).not.toContain('leaked-refresh');
  expect(webStorageText()).not.toContain('leaked-refresh');
});

it('loads without a token, remembers the user as a hint and removes the tokens earlier versions stored', () => {
  localStorage.setItem('access_token', 'stored-access');
  localStorage.setItem('refresh_token', 'stored-refresh');
  localStorage.setItem('token_expires_at', '1900000000000');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('lang', 'ar-ae');

  const { useSession, isSignedIn, hasSessionHint } = loadFreshStore();
  const state = useSession.getState();
  expect(state.accessToken).toBeNull();
  expect(state.expiresAt).toBeNull();
  expect(state.user).toEqual(user);
  expect(state.lang).toBe('ar-ae');
  expect(isSignedIn()).toBe(false);
  expect(hasSessionHint()).toBe(true);
  for (const key of ['access_token', 'refresh_token', 'token_expires_at']) expect(localStorage.getItem(key)).toBeNull();
});

it('starts signed out in English with empty or damaged storage', () => {
  localStorage.setItem('user', '{not json');
  localStorage.setItem('lang', 'klingon');
  const { useSession, isSignedIn, hasSessionHint } = loadFreshStore();
  expect(useSession.getState().user).toBeNull();
  expect(useSession.getState().lang).toBe('en-us');
  expect(isSignedIn()).toBe(false);
  expect(hasSessionHint()).toBe(false);
});

it('clear signs out but keeps the language', () => {
  const { useSession, isSignedIn } = loadFreshStore();
  useSession.getState().setTokens({ access_token: 'acc', expires_in: 60 });
  useSession.getState().setUser(user);
  useSession.getState().setLang('de-de');
  useSession.getState().clear();

  expect(isSignedIn()).toBe(false);
  expect(localStorage.getItem('user')).toBeNull();
  expect(localStorage.getItem('lang')).toBe('de-de');
  expect(useSession.getState().lang).toBe('de-de');
});

it('follows a sign-out made in another tab: the user disappears, the token in memory goes too', () => {
  const { useSession } = loadFreshStore();
  useSession.getState().setTokens({ access_token: 'acc', expires_in: 3600 });
  useSession.getState().setUser(user);

  localStorage.removeItem('user'); // what the other tab's sign-out wrote
  window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null, storageArea: localStorage }));

  expect(useSession.getState().accessToken).toBeNull();
  expect(useSession.getState().user).toBeNull();
});

it('takes a user reloaded in another tab', () => {
  const { useSession } = loadFreshStore();
  useSession.getState().setTokens({ access_token: 'acc', expires_in: 3600 });
  useSession.getState().setUser(user);
  const promoted = { ...user, permissions: ['tickets:tickets:view', 'tickets:tickets:edit'] };
  localStorage.setItem('user', JSON.stringify(promoted));
  window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: JSON.stringify(promoted), storageArea: localStorage }));
  expect(useSession.getState().user).toEqual(promoted);
  expect(useSession.getState().accessToken).toBe('acc');
});

it('counts each evaluation of the store module on globalThis', () => {
  const counter = globalThis as { __switchboardSessionStores?: number };
  const before = counter.__switchboardSessionStores ?? 0;
  loadFreshStore();
  expect(counter.__switchboardSessionStores).toBe(before + 1);
});
