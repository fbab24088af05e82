import type { Locale } from '../../contracts/constants.js';
import { enUs } from './en-us.js';
import type { NamespaceStrings } from './types.js';

export type { NamespaceStrings } from './types.js';
export { enUs };

/**
 * The `common` namespace per locale. English is bundled (it is the fallback); every other language
 * is its own chunk, fetched when chosen, so a page carries one or two languages, not ten.
 */
export const COMMON_LOCALE_LOADERS: Record<Locale, () => Promise<NamespaceStrings>> = {
  'en-us': () => Promise.resolve(enUs),
  'es-es': () => import('./es-es.js').then((m) => m.esEs),
  'fr-fr': () => import('./fr-fr.js').then((m) => m.frFr),
  'de-de': () => import('./de-de.js').then((m) => m.deDe),
  'ru-ru': () => import('./ru-ru.js').then((m) => m.ruRu),
  'pt-pt': () => import('./pt-pt.js').then((m) => m.ptPt),
  'ar-ae': () => import('./ar-ae.js').then((m) => m.arAe),
  'zh-cn': () => import('./zh-cn.js').then((m) => m.zhCn),
  'hi-in': () => import('./hi-in.js').then((m) => m.hiIn),
  'nl-nl': () => import('./nl-nl.js').then((m) => m.nlNl),
};
