import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contracts/constants.js';
import { registerNamespace } from './instance.js';
import type { LazyNamespace, LocaleChunkLoader, LocaleModuleLoader, NamespaceStringsSource, TranslatedLocale } from './types.js';

/**
 * The one way a package declares its i18next namespace: English ships with the package (or is a chunk
 * too, for strings only a lazily opened part needs), every other language is its own chunk, fetched
 * when that language is in use. `loadLocale` fetches one language's module, whose default export is
 * typed as English in its own file (so a locale missing a key fails the type check). One dynamic import
 * over the folder, limited to the locale files by a `webpackInclude` comment, makes one chunk per locale:
 *
 *     export const settingsStrings = lazyNamespace('settings', enUs, (locale) => import(`./${locale}`));
 */
const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE);

export function lazyNamespace<Strings extends object>(
  namespace: string,
  english: Strings | LocaleChunkLoader<Strings>,
  loadLocale: LocaleModuleLoader<Strings>,
): LazyNamespace {
  const translations = TRANSLATED_LOCALES.map((locale): [Locale, LocaleChunkLoader<Strings>] => [locale, () => loadLocale(locale)]);
  const resources = { [DEFAULT_LOCALE]: english, ...Object.fromEntries(translations) } as Record<Locale, NamespaceStringsSource>;
  let registered: Promise<void> | undefined;
  return {
    namespace,
    resources,
    register() {
      registered ??= registerNamespace(namespace, resources);
      return registered;
    },
  };
}
