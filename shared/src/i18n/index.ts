export {
  addNamespace,
  cachedAntdLocale,
  COMMON_NAMESPACE,
  directionOf,
  i18n,
  initI18n,
  LANGUAGE_NAMES,
  loadAntdLocale,
  registerNamespace,
  setLanguage,
  type TextDirection,
} from './instance.js';
export { lazyNamespace } from './lazy-namespace.js';
export { COMMON_LOCALE_LOADERS, enUs, type NamespaceStrings } from './locales/index.js';
export type {
  LazyNamespace,
  LocaleChunkLoader,
  LocaleModuleLoader,
  NamespaceStringsSource,
  TranslatedLocale,
} from './types.js';
