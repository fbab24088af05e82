import { STORAGE_KEYS } from '@switchboard/shared/contracts';

/** The customer's token key (apart from the agent's `access_token`, see STORAGE_KEYS). */
export const HUB_TOKEN_KEY = STORAGE_KEYS.hubAccessToken;

/** The signed-in customer as stored by the hub auth screen (`GET v1/auth/me`). */
export interface HubUser {
  id?: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  personalEmail?: string;
  email?: string;
}

export interface HubSession {
  user: HubUser;
  token: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked storage (privacy mode): nobody is signed in
  }
}

/** The stored customer session, or null unless both a hub user and a token are stored. */
export function readHubSession(): HubSession | null {
  const store = storage();
  const token = store?.getItem(HUB_TOKEN_KEY);
  const raw = store?.getItem(STORAGE_KEYS.hubUser);
  if (!token || !raw) return null;
  try {
    const user = JSON.parse(raw) as unknown;
    return user && typeof user === 'object' ? { user: user as HubUser, token } : null;
  } catch {
    return null;
  }
}

export function saveHubSession({ user, token }: HubSession): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.hubUser, JSON.stringify(user));
  store?.setItem(HUB_TOKEN_KEY, token);
}

export function clearHubSession(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.hubUser);
  store?.removeItem(HUB_TOKEN_KEY);
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
