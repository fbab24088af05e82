import { api, isHttpError, sessionEndedWithin, type RequestConfig } from '@switchboard/shared/client';
import { STORAGE_KEYS } from '@switchboard/shared/contracts';
import { jwtExpiry } from '@switchboard/shared/session';
import { hubStorage as storage, readHubUser, type HubUser } from './remembered-customer';

/**
 * Where earlier versions kept the customer's token. Never written any more (the token lives in
 * memory, the refresh token in the HttpOnly `sb_hub_refresh` cookie); removed when the hub loads.
 */
export const HUB_TOKEN_KEY = STORAGE_KEYS.hubAccessToken;

export interface HubSession {
  user: HubUser;
  token: string;
}

/** A customer access token this close to its expiry is refreshed before it is sent. */
export const HUB_TOKEN_REFRESH_MARGIN_MS = 60_000;

interface HubTokenGrant {
  access_token: string;
  expires_in?: number;
}

// The customer's access token: this page's memory only, restored through the cookie on load.
let memory: { token: string; expiresAt: number | null } | null = null;
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

/** For `useSyncExternalStore`: called whenever the customer session changes (here or in another tab). */
export function subscribeHubSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every sign-in, refresh and sign-out (a `useSyncExternalStore` snapshot). */
export function hubSessionVersion(): number {
  return version;
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // quota or blocked storage: the in-memory session still works for this page
  }
}


writeItem(HUB_TOKEN_KEY, null);

/** The customer session of this page: a remembered customer AND an access token in memory, else null. */
export function readHubSession(): HubSession | null {
  const user = readHubUser();
  if (!user) memory = null; // the customer was forgotten (signed out elsewhere, storage cleared)
  return user && memory ? { user, token: memory.token } : null;
}

/** Keeps the access token of a sign-in (in memory) and remembers the customer. */
export function saveHubSession({ user, token, expiresIn }: HubSession & { expiresIn?: number }): void {
  memory = { token, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : jwtExpiry(token) };
  writeItem(STORAGE_KEYS.hubUser, JSON.stringify(user));
  writeItem(HUB_TOKEN_KEY, null); // a token an earlier version stored (another tab may still run one)
  changed();
}

/** Forgets the customer on this page only (the server session is ended by `signOutHub`). */
export function clearHubSession(): void {
  memory = null;
  writeItem(STORAGE_KEYS.hubUser, null);
  writeItem(HUB_TOKEN_KEY, null);
  changed();
}

// Customer calls answer their own errors: no agent token, no agent refresh, redirect or toast.
const COOKIE_CALL: RequestConfig = {
  skipAuthRedirect: true,
  skipTokenRefresh: true,
  skipErrorNotifier: true,
  withCredentials: true,
  // `false`: no Authorization at all (the shared client would add the agent's token otherwise).
  headers: { Authorization: false },
};

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time across the tabs: each request carries the cookie the previous one rotated. */
function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('switchboard:hub-token-refresh', work) : work();
}

/**
 * Rotates the `sb_hub_refresh` cookie (`POST auth/token`, no body) for a new access token. Concurrent
 * callers share one request. A refusal (4xx) ends the remembered session; a network failure keeps it.
 */
function refreshHubToken(): Promise<string | null> {
  refreshing ??= withCrossTabLock(() => api.post<HubTokenGrant>('auth/token', undefined, COOKIE_CALL))
    .then(({ data }) => {
      const user = readHubUser();
      if (!user) return null; // signed out meanwhile (here or in another tab)
      saveHubSession({ user, token: data.access_token, expiresIn: data.expires_in });
      return data.access_token;
    })
    .catch((error: unknown) => {
      const status = isHttpError(error) ? error.response?.status : undefined;
      if (status !== undefined && status >= 400 && status < 500) clearHubSession();
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * A customer access token fit to send, or null when signed out: the one in memory, refreshed through
 * the cookie when it is missing (a page load), close to expiry, or `force`d (the server said expired).
 */
export async function hubAccessToken(options: { force?: boolean } = {}): Promise<string | null> {
  // Never signed in here, or signed out: no cookie worth sending.
  if (!readHubUser()) {
    memory = null;
    return null;
  }
  const current = memory;
  const fresh = current && (current.expiresAt === null || current.expiresAt - Date.now() > HUB_TOKEN_REFRESH_MARGIN_MS);
  if (current && fresh && !options.force) return current.token;
  return refreshHubToken();
}

/** Page-load restore: resolves true once the remembered customer holds an access token again. */
export async function restoreHubSession(): Promise<boolean> {
  return (await hubAccessToken()) !== null;
}

let signingOut: Promise<void> | null = null;

/**
 * Signs the customer out: the server ends the session named by the cookie (`POST auth/logout`, no
 * access token needed), then the page forgets the customer whatever the server said, or after
 * `SIGN_OUT_WAIT_MS` when it has not answered yet (the call goes on).
 */
export function signOutHub(): Promise<void> {
  // The local sign-out below is what the customer asked for, whatever the server does.
  signingOut ??= sessionEndedWithin(api.post('auth/logout', undefined, COOKIE_CALL)).finally(() => {
    clearHubSession();
    signingOut = null;
  });
  return signingOut;
}

// Tabs follow a customer sign-out made in another tab (the remembered customer disappears).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.hubUser) return;
    if (!readHubUser() && memory) {
      memory = null;
      changed();
    } else if (event.key === STORAGE_KEYS.hubUser) {
      changed();
    }
  });
}

/** First name for the sidebar; null when the customer gave none (the layout shows "Guest"). */
export function hubFirstName(user: HubUser | null | undefined): string | null {
  const first = user?.firstName?.trim() || user?.name?.trim().split(/\s+/)[0];
  return first || null;
}

/** Personal email for the sidebar; null when unknown (the layout shows "None"). */
export function hubEmail(user: HubUser | null | undefined): string | null {
  return user?.personalEmail?.trim() || user?.email?.trim() || null;
}
