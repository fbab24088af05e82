import { lazyNamespace } from '@switchboard/shared/i18n';
import type { NotificationStrings } from './types';

export const NOTIFICATIONS_NAMESPACE = 'notifications';

/**
 * Every language is a lazy chunk, English too: the popover and browser notifications need only the
 * reader's language (and English, the fallback), and only once the bell opens or a push arrives.
 */
export const notificationStrings = lazyNamespace<NotificationStrings>(NOTIFICATIONS_NAMESPACE, () => import('./en-us'), (locale) =>
  // One chunk per locale file of this folder.
  import(/* webpackInclude: /[a-z]{2}-[a-z]{2}\.ts$/ */ `./${locale}`),
);
