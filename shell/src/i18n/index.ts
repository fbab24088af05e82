import type { Locale } from '@switchboard/shared/contracts';
import { arAe, deDe, enUs, esEs, frFr, hiIn, nlNl, ptPt, ruRu, zhCn, type ShellStrings } from './locales';

export * from './locales';

export const SHELL_NAMESPACE = 'shell';

/** The `shell` namespace in every interface language (DESIGN §13). */
export const SHELL_RESOURCES: Record<Locale, ShellStrings> = {
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
