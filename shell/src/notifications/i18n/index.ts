import type { Locale } from '@switchboard/shared/contracts';
import { registerNamespace } from '@switchboard/shared/i18n';
import type { NotificationStrings } from './en-us';

export const NOTIFICATIONS_NAMESPACE = 'notifications';

/** One lazy chunk per language: the popover and browser notifications need only the reader's (and English, the fallback). */
export const NOTIFICATION_STRING_LOADERS: Record<Locale, () => Promise<{ default: NotificationStrings }>> = {
  'en-us': () => import('./en-us'),
  'es-es': () => import('./es-es'),
  'fr-fr': () => import('./fr-fr'),
  'de-de': () => import('./de-de'),
  'ru-ru': () => import('./ru-ru'),
  'pt-pt': () => import('./pt-pt'),
  'ar-ae': () => import('./ar-ae'),
  'zh-cn': () => import('./zh-cn'),
  'hi-in': () => import('./hi-in'),
  'nl-nl': () => import('./nl-nl'),
};

let registered: Promise<void> | undefined;

/**
 * English plus the current language now; each language the reader switches to is fetched by
 * `setLanguage` before the switch (shared i18n). Never rejects: a failed fetch leaves English.
 */
export function ensureNotificationStrings(): Promise<void> {
  registered ??= registerNamespace(NOTIFICATIONS_NAMESPACE, NOTIFICATION_STRING_LOADERS);
  return registered;
}
