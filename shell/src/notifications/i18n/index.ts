import type { Locale } from '@switchboard/shared/contracts';
import { addNamespace, i18n } from '@switchboard/shared/i18n';
import { useNotifications } from '../store';
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

const loaded = new Map<string, Promise<void>>();

function load(locale: string): Promise<void> {
  const loader = NOTIFICATION_STRING_LOADERS[locale as Locale];
  if (!loader) return Promise.resolve();
  let pending = loaded.get(locale);
  if (!pending) {
    pending = loader().then(
      (module) => addNamespace(NOTIFICATIONS_NAMESPACE, { [locale]: module.default }),
      (error: unknown) => {
        loaded.delete(locale); // offline for a moment: the next call tries again
        throw error;
      },
    );
    loaded.set(locale, pending);
  }
  return pending;
}

let listening = false;

/**
 * English plus the current language; afterwards each language the reader switches to. Open views
 * re-render when those arrive (react-i18next re-renders on the switch itself, before them).
 */
export function ensureNotificationStrings(): Promise<void> {
  if (!listening) {
    listening = true;
    i18n.on('languageChanged', (lng: string) => {
      load(lng).then(
        () => useNotifications.setState((s) => ({ stringsVersion: s.stringsVersion + 1 })),
        () => undefined,
      );
    });
  }
  return Promise.all([load('en-us'), load(i18n.language)]).then(() => undefined);
}
