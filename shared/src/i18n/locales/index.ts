import type { Locale } from '../../contracts/index.js';
import { enUs } from './en-us.js';

/** A namespace's strings: one level of groups, then keys (plural keys use i18next suffixes). */
export type NamespaceStrings = Record<string, Record<string, string>>;

// TEMPORARY: other locales are being written; they fall back to English until then.
export const COMMON_RESOURCES: Record<Locale, NamespaceStrings> = {
  'en-us': enUs,
  'es-es': enUs,
  'fr-fr': enUs,
  'de-de': enUs,
  'ru-ru': enUs,
  'pt-pt': enUs,
  'ar-ae': enUs,
  'zh-cn': enUs,
  'hi-in': enUs,
  'nl-nl': enUs,
};

export { enUs };
