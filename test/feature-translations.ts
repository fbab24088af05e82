// The translation checks every remote runs on its feature: all 10 locales, every key of en-us,
// real translations rather than copies of English, and a title for every titled route.
import { LOCALES } from '@switchboard/shared/contracts';
import type { RemoteFeature } from '@switchboard/shared/ui';

/** Every leaf of a messages object as `[dotted.key, value]`. */
export function messageLeaves(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? messageLeaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

export interface TranslationSuiteOptions {
  /**
   * Require most strings to differ from English. Off for namespaces made mostly of words that stay
   * the same in several languages (e.g. "Dashboard").
   */
  requireTranslatedText?: boolean;
}

export function describeFeatureTranslations(feature: RemoteFeature, namespace: string, options: TranslationSuiteOptions = {}): void {
  const english = messageLeaves(feature.i18n.resources['en-us']);

  describe(`${namespace} translations`, () => {
    it('ships all 10 locales in the feature', () => {
      expect(Object.keys(feature.i18n.resources).sort()).toEqual([...LOCALES].sort());
      expect(feature.i18n.namespace).toBe(namespace);
    });

    it.each(LOCALES)('%s has every key of en-us, each a non-empty string', (locale) => {
      const strings = messageLeaves(feature.i18n.resources[locale]);
      expect(strings.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
      for (const [, value] of strings) expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    });

    if (options.requireTranslatedText !== false) {
      it.each(LOCALES.filter((locale) => locale !== 'en-us'))('%s is translated, not a copy of English', (locale) => {
        const translated = new Map(messageLeaves(feature.i18n.resources[locale]));
        const differing = english.filter(([key, value]) => translated.get(key) !== value);
        expect(differing.length).toBeGreaterThan(english.length / 2);
      });
    }
  });

  describe('route titles', () => {
    const keys = new Set(english.map(([key]) => key));
    const titled = feature.sections.flatMap((section) => section.routes.filter((route) => route.titleKey));
    it.each(titled.map((route) => [route.path, route.titleKey!]))('%s has a translated title (%s)', (_path, titleKey) => {
      expect(keys.has(titleKey)).toBe(true);
    });
  });
}
