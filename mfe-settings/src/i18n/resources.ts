import type { Locale } from '@switchboard/shared/contracts';
import { arAe } from './ar-ae';
import { deDe } from './de-de';
import { enUs, type SettingsMessages } from './en-us';
import { esEs } from './es-es';
import { frFr } from './fr-fr';
import { hiIn } from './hi-in';
import { nlNl } from './nl-nl';
import { ptPt } from './pt-pt';
import { ruRu } from './ru-ru';
import { zhCn } from './zh-cn';

/** i18next namespace of this remote. */
export const SETTINGS_NAMESPACE = 'settings';

export const settingsResources: Record<Locale, SettingsMessages> = {
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
