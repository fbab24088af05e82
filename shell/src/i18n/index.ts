import type { Locale } from '@switchboard/shared/contracts';
import type { NamespaceStringsSource } from '@switchboard/shared/i18n';
import { enUs } from './locales';

export * from './locales';

export const SHELL_NAMESPACE = 'shell';

/**
 * The `shell` namespace in every interface language (DESIGN §13): English ships with the shell (the
 * fallback), every other language is its own chunk, fetched when it is in use.
 */
export const SHELL_RESOURCES: Record<Locale, NamespaceStringsSource> = {
  'en-us': enUs,
  'es-es': () => import('./locales/es-es'),
  'fr-fr': () => import('./locales/fr-fr'),
  'de-de': () => import('./locales/de-de'),
  'ru-ru': () => import('./locales/ru-ru'),
  'pt-pt': () => import('./locales/pt-pt'),
  'ar-ae': () => import('./locales/ar-ae'),
  'zh-cn': () => import('./locales/zh-cn'),
  'hi-in': () => import('./locales/hi-in'),
  'nl-nl': () => import('./locales/nl-nl'),
};
