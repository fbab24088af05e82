import type { Locale } from '../../contracts/index.js';
import { arAe } from './ar-ae.js';
import { deDe } from './de-de.js';
import { enUs } from './en-us.js';
import { esEs } from './es-es.js';
import { frFr } from './fr-fr.js';
import { hiIn } from './hi-in.js';
import { nlNl } from './nl-nl.js';
import { ptPt } from './pt-pt.js';
import { ruRu } from './ru-ru.js';
import type { NamespaceStrings } from './types.js';
import { zhCn } from './zh-cn.js';

export type { NamespaceStrings } from './types.js';

/** The `common` namespace in every supported locale. */
export const COMMON_RESOURCES: Record<Locale, NamespaceStrings> = {
  'en-us': enUs,
  'es-es': esEs,
  'fr-fr': frFr,
  'de-de': deDe,
  'ru-ru': ruRu,
  'pt-pt': ptPt,
  'ar-ae': arAe,
  'zh-cn': zhCn,
  'hi-in': hiIn,
  'nl-nl': nlNl,
};
