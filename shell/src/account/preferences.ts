import type { Locale, UserPreferences } from '@switchboard/shared/contracts';
import { setLanguage } from '@switchboard/shared/i18n';
import { isLocale, SESSION_STORAGE_KEYS, useSession } from '@switchboard/shared/session';
import { useThemeMode, type ThemeMode } from '@switchboard/shared/ui';
import { organizationBasics } from '../common/organization-basics';
import { profileApi } from './api';
import { takeSignedOutChoice } from './signed-out-choice';

/** True when a language was picked in this browser (the sign-in page's picker stores it). */
function languagePickedHere(): boolean {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEYS.lang) !== null;
  } catch {
    return false;
  }
}

/**
 * The agent's preferences with what they just picked on the sign-in page in place of the stored
 * values (saved in the background: a failure there only means the next browser shows the old ones).
 */
function withSignedOutChoice(preferences: UserPreferences | undefined): UserPreferences | undefined {
  const picked = takeSignedOutChoice();
  const change: { language?: Locale; theme?: ThemeMode } = {};
  if (picked.language && picked.language !== preferences?.language) change.language = picked.language;
  if (picked.theme && picked.theme !== preferences?.theme) change.theme = picked.theme;
  if (!change.language && !change.theme) return preferences;
  savePreferences(change).catch(() => undefined);
  return { language: null, theme: null, mutedNotifications: [], ...preferences, ...change };
}

/**
 * Applies, once `users/me` is in, what the agent chose in their profile (their language and theme
 * follow them to any browser), else the organisation's language for an agent who chose none anywhere.
 */
export async function applyPreferences(stored: UserPreferences | undefined): Promise<void> {
  const preferences = withSignedOutChoice(stored);
  if (preferences?.theme && useThemeMode.getState().theme !== preferences.theme) useThemeMode.getState().setTheme(preferences.theme);
  const organization = await organizationBasics().catch(() => null);
  const fallback = !languagePickedHere() && organization && isLocale(organization.defaultLanguage) ? organization.defaultLanguage : null;
  const language = preferences?.language ?? fallback;
  if (language && useSession.getState().lang !== language) await setLanguage(language);
}

/**
 * Saves preferences of the signed-in agent and keeps the session user's copy in step; nothing
 * happens when nobody is signed in (the sign-in page's language picker).
 */
export async function savePreferences(change: Parameters<typeof profileApi.savePreferences>[1]): Promise<UserPreferences | undefined> {
  const user = useSession.getState().user;
  if (!user) return undefined;
  const preferences = await profileApi.savePreferences(user.id, change);
  const latest = useSession.getState().user;
  if (latest?.id === user.id) useSession.getState().setUser({ ...latest, preferences });
  return preferences;
}
