// The translation checks every remote runs on its feature: all 10 locales (lazy ones fetched),
// every key of en-us, real translations rather than copies of English, and a title for every titled route.
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

/** Every locale's strings, fetching the ones a feature ships as lazy chunks. */
async function allStrings(feature: RemoteFeature): Promise<Record<string, Record<string, unknown>>> {
  const entries = await Promise.all(
    Object.entries(feature.i18n.resources).map(async ([locale, source]) => [locale, typeof source === 'function' ? (await source()).default : source] as const),
  );
  return Object.fromEntries(entries);
}

export function describeFeatureTranslations(feature: RemoteFeature, namespace: string, options: TranslationSuiteOptions = {}): void {
  let resources: Record<string, Record<string, unknown>> = {};
  let english: [string, unknown][] = [];
  beforeAll(async () => {
    resources = await allStrings(feature);
    english = messageLeaves(resources['en-us'] ?? {});
  });

  describe(`${namespace} translations`, () => {
    it('ships all 10 locales in the feature', () => {
      expect(Object.keys(resources).sort()).toEqual([...LOCALES].sort());
      expect(feature.i18n.namespace).toBe(namespace);
      expect(english.length).toBeGreaterThan(0);
    });

    it.each(LOCALES)('%s has every key of en-us, each a non-empty string', (locale) => {
      const strings = messageLeaves(resources[locale] ?? {});
      expect(strings.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
      for (const [, value] of strings) expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    });

    if (options.requireTranslatedText !== false) {
      it.each(LOCALES.filter((locale) => locale !== 'en-us'))('%s is translated, not a copy of English', (locale) => {
        const translated = new Map(messageLeaves(resources[locale] ?? {}));
        const differing = english.filter(([key, value]) => translated.get(key) !== value);
        expect(differing.length).toBeGreaterThan(english.length / 2);
      });
    }
  });

  describe('route titles', () => {
    const titled = feature.sections.flatMap((section) => section.routes.filter((route) => route.titleKey));
    it.each(titled.map((route) => [route.path, route.titleKey!]))('%s has a translated title (%s)', (_path, titleKey) => {
      expect(english.map(([key]) => key)).toContain(titleKey);
    });
  });
}
