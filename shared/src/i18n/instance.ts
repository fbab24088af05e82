import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd/es/locale/index.js';
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '@switchboard/shared/contracts';
import { isLocale, useSession } from '@switchboard/shared/session';
import { COMMON_LOCALE_LOADERS, enUs, type NamespaceStrings } from './locales/index.js';
import type { LocaleChunkLoader, NamespaceStringsSource } from './types.js';

/** The one i18next instance of the page (shared as a Module Federation singleton). */
export const i18n: I18nInstance = i18next;

export const COMMON_NAMESPACE = 'common';

/** Native names for the language picker. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-us': 'English',
  'es-es': 'Español',
  'fr-fr': 'Français',
  'de-de': 'Deutsch',
  'ru-ru': 'Русский',
  'pt-pt': 'Português',
  'ar-ae': 'العربية',
  'zh-cn': '简体中文',
  'hi-in': 'हिन्दी',
  'nl-nl': 'Nederlands',
};

export type TextDirection = 'ltr' | 'rtl';

export function directionOf(lang: Locale): TextDirection {
  return RTL_LOCALES.includes(lang) ? 'rtl' : 'ltr';
}

// Loaders are listed one by one so bundlers split each locale into its own chunk.
const DAYJS_LOCALES: Record<Locale, { name: string; load: () => Promise<unknown> }> = {
  'en-us': { name: 'en', load: () => Promise.resolve() },
  'es-es': { name: 'es', load: () => import('dayjs/locale/es.js') },
  'fr-fr': { name: 'fr', load: () => import('dayjs/locale/fr.js') },
  'de-de': { name: 'de', load: () => import('dayjs/locale/de.js') },
  'ru-ru': { name: 'ru', load: () => import('dayjs/locale/ru.js') },
  'pt-pt': { name: 'pt', load: () => import('dayjs/locale/pt.js') },
  'ar-ae': { name: 'ar', load: () => import('dayjs/locale/ar.js') },
  'zh-cn': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn.js') },
  'hi-in': { name: 'hi', load: () => import('dayjs/locale/hi.js') },
  'nl-nl': { name: 'nl', load: () => import('dayjs/locale/nl.js') },
};

type AntdLocaleModule = { default?: AntdLocale } & Partial<AntdLocale>;
const ANTD_LOCALES: Record<Locale, () => Promise<AntdLocaleModule>> = {
  'en-us': () => import('antd/es/locale/en_US.js'),
  'es-es': () => import('antd/es/locale/es_ES.js'),
  'fr-fr': () => import('antd/es/locale/fr_FR.js'),
  'de-de': () => import('antd/es/locale/de_DE.js'),
  'ru-ru': () => import('antd/es/locale/ru_RU.js'),
  'pt-pt': () => import('antd/es/locale/pt_PT.js'),
  'ar-ae': () => import('antd/es/locale/ar_EG.js'),
  'zh-cn': () => import('antd/es/locale/zh_CN.js'),
  'hi-in': () => import('antd/es/locale/hi_IN.js'),
  'nl-nl': () => import('antd/es/locale/nl_NL.js'),
};

const antdLocaleCache = new Map<Locale, AntdLocale>();

/** antd's own strings (pagination, date pickers, empty states) for a language, loaded on demand. */
export async function loadAntdLocale(lang: Locale): Promise<AntdLocale> {
  const cached = antdLocaleCache.get(lang);
  if (cached) return cached;
  const mod = await ANTD_LOCALES[lang]();
  // CommonJS locale files arrive as `{ default }` or as the object itself depending on the bundler.
  const locale = (mod.default ?? mod) as AntdLocale;
  antdLocaleCache.set(lang, locale);
  return locale;
}

/** The antd locale if it was loaded already (lets providers render synchronously). */
export function cachedAntdLocale(lang: Locale): AntdLocale | undefined {
  return antdLocaleCache.get(lang);
}

/** True once dayjs was set to a language other than its default English. */
let dayjsLocaleChanged = false;

/**
 * Sets dayjs' language. dayjs itself is fetched here, not with this module, and not at all while the
 * page stays in English (dayjs' default): the sign-in screens show no dates, and the screens that do
 * import it themselves.
 */
async function applyDayjsLocale(lang: Locale): Promise<void> {
  const entry = DAYJS_LOCALES[lang];
  if (entry.name === 'en' && !dayjsLocaleChanged) return;
  dayjsLocaleChanged = entry.name !== 'en';
  let dayjs: typeof import('dayjs');
  try {
    dayjs = (await import('dayjs')).default;
  } catch {
    return; // not fetched: the screens that show dates fetch it again, in its default English
  }
  try {
    await entry.load();
    // The user may have switched again while the file loaded: apply only the latest choice.
    if (useSession.getState().lang === lang) dayjs.locale(entry.name);
  } catch {
    dayjs.locale('en');
  }
}

function applyDocumentLanguage(lang: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

let initPromise: Promise<I18nInstance> | null = null;

type Bundle = { locale: string; namespace: string; strings: Record<string, unknown> };
// Namespaces added before init (a remote module evaluated early) wait here: i18next has no store yet.
const pendingBundles: Bundle[] = [];

function addBundle({ locale, namespace, strings }: Bundle): void {
  i18n.addResourceBundle(locale, namespace, strings, true, true);
}

const commonLoaded = new Set<Locale>(['en-us']);

/** Makes sure the `common` strings of a language are in the instance (fetches its chunk once). */
async function ensureCommonStrings(lang: Locale): Promise<void> {
  if (commonLoaded.has(lang)) return;
  const strings = await COMMON_LOCALE_LOADERS[lang]();
  i18n.addResourceBundle(lang, COMMON_NAMESPACE, strings, true, true);
  commonLoaded.add(lang);
}

/** Initialises the shared instance once with the stored language; later calls return the same promise. */
export function initI18n(): Promise<I18nInstance> {
  if (initPromise) return initPromise;
  const lang = useSession.getState().lang;
  initPromise = (async () => {
    if (!i18n.isInitialized) {
      // Load the stored language before init so the first render is already translated.
      const current = await COMMON_LOCALE_LOADERS[lang]().catch(() => undefined);
      const resources: Record<string, Record<string, NamespaceStrings>> = { [DEFAULT_LOCALE]: { [COMMON_NAMESPACE]: enUs } };
      if (current && lang !== DEFAULT_LOCALE) resources[lang] = { [COMMON_NAMESPACE]: current };
      await i18n.use(initReactI18next).init({
        resources,
        lng: lang,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...LOCALES],
        lowerCaseLng: true,
        ns: [COMMON_NAMESPACE],
        defaultNS: COMMON_NAMESPACE,
        fallbackNS: COMMON_NAMESPACE,
        interpolation: { escapeValue: false }, // React escapes already
        react: { useSuspense: false },
        initAsync: false,
        load: 'currentOnly', // resources are keyed by full locale (`en-us`), never by bare `en`
        showSupportNotice: false,
      } as Parameters<I18nInstance['init']>[0]);
      if (current) commonLoaded.add(lang);
    }
    pendingBundles.splice(0).forEach(addBundle);
    applyDocumentLanguage(lang);
    await applyDayjsLocale(lang);
    return i18n;
  })();
  return initPromise;
}

/** Adds (or merges) a package's namespace in every locale it provides. */
export function addNamespace(namespace: string, resources: Partial<Record<Locale, Record<string, unknown>>>): void {
  for (const [locale, strings] of Object.entries(resources)) {
    if (!strings) continue;
    const bundle = { locale, namespace, strings };
    if (i18n.isInitialized) addBundle(bundle);
    else pendingBundles.push(bundle);
  }
}

// Namespaces whose languages arrive one chunk at a time, and the loads already done or under way.
const lazyNamespaces = new Map<string, Partial<Record<Locale, LocaleChunkLoader>>>();
const lazyLoads = new Map<string, Promise<void>>();

function ensureLazyStrings(namespace: string, lang: Locale): Promise<void> {
  const loader = lazyNamespaces.get(namespace)?.[lang];
  if (!loader) return Promise.resolve();
  const key = `${namespace}/${lang}`;
  let load = lazyLoads.get(key);
  if (!load) {
    load = loader().then(
      (module) => addNamespace(namespace, { [lang]: module.default }),
      () => {
        lazyLoads.delete(key); // offline for a moment: English shows now, the next switch tries again
      },
    );
    lazyLoads.set(key, load);
  }
  return load;
}

/**
 * Adds a package's namespace where some (or all) locales are loaders: those are fetched only when
 * their language is in use — now for the current one (and English, the fallback), later by
 * `setLanguage` before it switches. Resolves once the current language's strings are in; never rejects
 * (a failed fetch leaves English showing).
 */
export async function registerNamespace(namespace: string, resources: Partial<Record<Locale, NamespaceStringsSource>>): Promise<void> {
  const ready: Partial<Record<Locale, Record<string, unknown>>> = {};
  const loaders: Partial<Record<Locale, LocaleChunkLoader>> = {};
  for (const [locale, source] of Object.entries(resources) as [Locale, NamespaceStringsSource | undefined][]) {
    if (typeof source === 'function') loaders[locale] = source;
    else if (source) ready[locale] = source;
  }
  addNamespace(namespace, ready);
  lazyNamespaces.set(namespace, loaders);
  const lang = useSession.getState().lang;
  await Promise.all([ensureLazyStrings(namespace, DEFAULT_LOCALE), ensureLazyStrings(namespace, lang)]);
}

/** Switches the interface language everywhere: store, localStorage, i18next, `<html lang dir>`, dayjs. */
export async function setLanguage(lang: Locale): Promise<void> {
  const next: Locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  if (!i18n.isInitialized) {
    useSession.getState().setLang(next);
    await initI18n();
  }
  // Fetch the strings first so the switch happens in one step, not English-then-translated.
  await Promise.all([
    ensureCommonStrings(next).catch(() => undefined), // offline: English fallback applies
    ...[...lazyNamespaces.keys()].map((namespace) => ensureLazyStrings(namespace, next)),
  ]);
  useSession.getState().setLang(next); // the store persists `lang` to localStorage
  applyDocumentLanguage(next);
  await Promise.all([i18n.changeLanguage(next), applyDayjsLocale(next)]);
}
