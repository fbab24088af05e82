import { initI18n, setLanguage } from '../i18n/index.js';
import { useSession, type SessionUser } from '../session/index.js';

export function makeUser(permissions: string[] = [], overrides: Partial<SessionUser> = {}): SessionUser {
  return { id: 'user-1', name: 'Ada Agent', email: 'ada@example.com', profilePicture: null, permissions, ...overrides };
}

/** Resets the store and storage so each test starts signed out in English. */
export function resetSession(): void {
  useSession.getState().clear();
  useSession.getState().setLang('en-us');
  localStorage.clear();
  sessionStorage.clear();
}

/** Signed in as after a sign-in: access token `access-1` in memory, the user remembered. */
export function signIn(permissions: string[] = [], expiresInMs = 12 * 60 * 60 * 1000): void {
  useSession.setState({
    accessToken: 'access-1',
    expiresAt: Date.now() + expiresInMs,
    user: makeUser(permissions),
  });
}

/** Signed out, with i18n started in English: where a formatter's test begins. */
export async function startInEnglish(): Promise<void> {
  resetSession();
  await initI18n();
  await setLanguage('en-us');
}
