// The customer this browser remembers, read without the session's other code: the page's first script
// asks for it to start fetching the signed-in screens before the rest of the app has arrived.
import { STORAGE_KEYS } from '@switchboard/shared/contracts';

/** The signed-in customer as stored by the hub auth screen (`GET v1/auth/me`). */
export interface HubUser {
  id?: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  personalEmail?: string;
  email?: string;
}

/** localStorage, or null where it is blocked (privacy mode): nobody is remembered then. */
export function hubStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The remembered customer (not a secret: name and email), the hint that a session probably exists. */
export function readHubUser(): HubUser | null {
  let raw: string | null | undefined;
  try {
    raw = hubStorage()?.getItem(STORAGE_KEYS.hubUser);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as unknown;
    return user && typeof user === 'object' ? (user as HubUser) : null;
  } catch {
    return null;
  }
}
