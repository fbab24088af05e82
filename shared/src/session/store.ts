import { create } from 'zustand';
// Direct file, not the contracts index: front-end bundles need no TypeBox schemas.
import { DEFAULT_LOCALE, LOCALES, STORAGE_KEYS, type Locale, type OrganizationBasics, type UserPreferences } from '@switchboard/shared/contracts';

/**
 * localStorage keys the agent session uses. Only the user (a hint that a session probably exists,
 * and the channel other tabs follow a sign-out on) and the language are stored: the access token
 * lives in memory and the refresh token in an HttpOnly cookie no script can read.
 */
export const SESSION_STORAGE_KEYS = {
  user: STORAGE_KEYS.user,
  lang: STORAGE_KEYS.lang,
} as const;

/** Token keys earlier versions wrote; removed whenever the store loads. */
export const LEGACY_TOKEN_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.tokenExpiresAt,
];

/** The signed-in agent as the front ends use it (from `GET users/me?expand=authorization`). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  profilePicture: string | null;
  permissions: string[];
  /** What the agent chose in their profile (language, theme, muted notifications); absent until loaded. */
  preferences?: UserPreferences;
}

/**
 * What the page-load call (`users/me?expand=authorization,organization,notifications`) brought
 * besides the user: kept in memory for this page, so the shell's start-up needs no call of its own
 * for the organisation or the bell. Never persisted: it is the organisation's, and changes.
 */
export interface SessionBootstrap {
  /** The agent it was loaded for. */
  userId: string;
  organization: OrganizationBasics | null;
  /** Unread notifications when it was loaded (pushes count on from there). */
  unreadNotifications: number | null;
  /** When it arrived, ms since epoch: a caller may reuse a recent one instead of asking again. */
  loadedAt: number;
}

/** What the token endpoints answer (`oauth/login`, `oauth/accessToken`). A refresh token in it is ignored. */
export interface TokenGrant {
  access_token: string;
  /** Seconds until the access token expires. */
  expires_in?: number;
}

export interface SessionState {
  /** In memory only: a reload restores it through the refresh cookie. */
  accessToken: string | null;
  /** Access token expiry, ms since epoch; null when unknown. */
  expiresAt: number | null;
  user: SessionUser | null;
  /** The last page-load bootstrap of this page; null until loaded, and after sign-out. */
  bootstrap: SessionBootstrap | null;
  lang: Locale;
  setTokens: (grant: TokenGrant) => void;
  setUser: (user: SessionUser | null) => void;
  /** Stores a loaded user with what came with them in the same answer. */
  setBootstrap: (user: SessionUser, bootstrap: Omit<SessionBootstrap, 'userId'>) => void;
  setLang: (lang: Locale) => void;
  /** Signs out locally: drops the access token, user and bootstrap, keeps the language. */
  clear: () => void;
}

// Counts evaluations of this module: e2e checks it stays 1 across the host and every remote.
const storeCounter = globalThis as typeof globalThis & { __switchboardSessionStores?: number };
storeCounter.__switchboardSessionStores = (storeCounter.__switchboardSessionStores ?? 0) + 1;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be blocked (privacy mode, sandboxed frames)
  }
}

function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeString(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // quota or blocked storage: the in-memory session still works for this page
  }
}

/** Removes the tokens earlier versions kept in page-readable storage. */
export function removeLegacyTokens(): void {
  for (const key of LEGACY_TOKEN_STORAGE_KEYS) writeString(key, null);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value.toLowerCase());
}

function readLang(): Locale {
  const stored = readString(SESSION_STORAGE_KEYS.lang);
  return isLocale(stored) ? (stored.toLowerCase() as Locale) : DEFAULT_LOCALE;
}

function readUser(): SessionUser | null {
  const raw = readString(SESSION_STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.id !== 'string') return null;
    return {
      id: parsed.id,
      name: parsed.name ?? '',
      email: parsed.email ?? '',
      profilePicture: parsed.profilePicture ?? null,
      permissions: Array.isArray(parsed.permissions) ? parsed.permissions.filter((p) => typeof p === 'string') : [],
    };
  } catch {
    return null;
  }
}

/** Reads `exp` from a JWT when the grant carries no `expires_in`. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload || typeof atob !== 'function') return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

removeLegacyTokens();

export const useSession = create<SessionState>()((set) => ({
  // No token at load: `restoreSession()` (client) gets one through the refresh cookie.
  accessToken: null,
  expiresAt: null,
  user: readUser(),
  bootstrap: null,
  lang: readLang(),
  setTokens: ({ access_token, expires_in }) =>
    set({
      accessToken: access_token,
      expiresAt: typeof expires_in === 'number' ? Date.now() + expires_in * 1000 : jwtExpiry(access_token),
    }),
  // Another user (or none) makes the bootstrap of the previous one meaningless.
  setUser: (user) => set((state) => ({ user, bootstrap: state.bootstrap && state.bootstrap.userId === user?.id ? state.bootstrap : null })),
  setBootstrap: (user, bootstrap) => set({ user, bootstrap: { ...bootstrap, userId: user.id } }),
  setLang: (lang) => set({ lang }),
  clear: () => set({ accessToken: null, expiresAt: null, user: null, bootstrap: null }),
}));

// Write-through persistence of what is not secret: the user and the language.
useSession.subscribe((state, previous) => {
  if (state.user !== previous.user) writeString(SESSION_STORAGE_KEYS.user, state.user ? JSON.stringify(state.user) : null);
  if (state.lang !== previous.lang) writeString(SESSION_STORAGE_KEYS.lang, state.lang);
});

// Tabs follow a sign-out (the user disappears) and a reloaded user made in another tab. A sign-in
// there does not sign this tab in: it restores through the cookie on its next load.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== storage()) return;
    if (event.key !== null && event.key !== SESSION_STORAGE_KEYS.user) return;
    const user = readUser();
    if (!user) useSession.getState().clear();
    else if (useSession.getState().accessToken !== null) useSession.setState({ user });
  });
}

/** Signed in while an access token is held; on page load, after `restoreSession()` (client) settled. */
export function isSignedIn(): boolean {
  return useSession.getState().accessToken !== null;
}

/** A user is remembered from an earlier visit: the refresh cookie probably still holds a session. */
export function hasSessionHint(): boolean {
  return useSession.getState().user !== null;
}
