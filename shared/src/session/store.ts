import { create } from 'zustand';
// Direct file, not the contracts index: front-end bundles need no TypeBox schemas.
import { DEFAULT_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from '@switchboard/shared/contracts';

/** localStorage keys the agent session uses. */
export const SESSION_STORAGE_KEYS = {
  accessToken: STORAGE_KEYS.accessToken,
  refreshToken: STORAGE_KEYS.refreshToken,
  tokenExpiresAt: STORAGE_KEYS.tokenExpiresAt,
  user: STORAGE_KEYS.user,
  lang: STORAGE_KEYS.lang,
} as const;

/** The signed-in agent as the front ends use it (from `GET users/me?expand=authorization`). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  profilePicture: string | null;
  permissions: string[];
}

/** What the token endpoints answer (`oauth/login`, `oauth/accessToken`, hub `auth/login`). */
export interface TokenGrant {
  access_token: string;
  refresh_token?: string;
  /** Seconds until the access token expires. */
  expires_in?: number;
}

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  /** Access token expiry, ms since epoch; null when unknown. */
  expiresAt: number | null;
  user: SessionUser | null;
  lang: Locale;
  setTokens: (grant: TokenGrant) => void;
  setUser: (user: SessionUser | null) => void;
  setLang: (lang: Locale) => void;
  /** Signs out locally: drops tokens and user, keeps the language. */
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
  return storage()?.getItem(key) ?? null;
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

function readExpiresAt(): number | null {
  const raw = readString(SESSION_STORAGE_KEYS.tokenExpiresAt);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Reads `exp` from a JWT when the grant carries no `expires_in`. */
function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload || typeof atob !== 'function') return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>()((set) => ({
  // Hydrated synchronously so guards see the session on the very first render.
  accessToken: readString(SESSION_STORAGE_KEYS.accessToken),
  refreshToken: readString(SESSION_STORAGE_KEYS.refreshToken),
  expiresAt: readExpiresAt(),
  user: readUser(),
  lang: readLang(),
  setTokens: ({ access_token, refresh_token, expires_in }) =>
    set((state) => ({
      accessToken: access_token,
      refreshToken: refresh_token ?? state.refreshToken,
      expiresAt: typeof expires_in === 'number' ? Date.now() + expires_in * 1000 : jwtExpiry(access_token),
    })),
  setUser: (user) => set({ user }),
  setLang: (lang) => set({ lang }),
  clear: () => set({ accessToken: null, refreshToken: null, expiresAt: null, user: null }),
}));

// Write-through persistence: every change lands in localStorage under the shared keys.
useSession.subscribe((state, previous) => {
  if (state.accessToken !== previous.accessToken) writeString(SESSION_STORAGE_KEYS.accessToken, state.accessToken);
  if (state.refreshToken !== previous.refreshToken) writeString(SESSION_STORAGE_KEYS.refreshToken, state.refreshToken);
  if (state.expiresAt !== previous.expiresAt)
    writeString(SESSION_STORAGE_KEYS.tokenExpiresAt, state.expiresAt === null ? null : String(state.expiresAt));
  if (state.user !== previous.user) writeString(SESSION_STORAGE_KEYS.user, state.user ? JSON.stringify(state.user) : null);
  if (state.lang !== previous.lang) writeString(SESSION_STORAGE_KEYS.lang, state.lang);
});

/**
 * Re-reads the tokens from localStorage: another tab may have rotated them (a refresh there makes
 * the refresh token held here a used one).
 */
export function syncTokensFromStorage(): void {
  const next = {
    accessToken: readString(SESSION_STORAGE_KEYS.accessToken),
    refreshToken: readString(SESSION_STORAGE_KEYS.refreshToken),
    expiresAt: readExpiresAt(),
  };
  const current = useSession.getState();
  if (next.accessToken !== current.accessToken || next.refreshToken !== current.refreshToken || next.expiresAt !== current.expiresAt) {
    useSession.setState(next);
  }
}

// Tabs share one session: follow rotations, sign-outs and language changes made in another tab.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== storage()) return;
    if (event.key === null) {
      syncTokensFromStorage();
      useSession.setState({ user: readUser() });
    } else if (([SESSION_STORAGE_KEYS.accessToken, SESSION_STORAGE_KEYS.refreshToken, SESSION_STORAGE_KEYS.tokenExpiresAt] as string[]).includes(event.key)) {
      syncTokensFromStorage();
    } else if (event.key === SESSION_STORAGE_KEYS.user) {
      useSession.setState({ user: readUser() });
    }
  });
}

/** Signed in while an access token is held (spec §4: "logged in while a stored user exists"). */
export function isSignedIn(): boolean {
  return useSession.getState().accessToken !== null;
}
