import { ERROR_CODES, LOCALES, type Locale, sidebarEntriesOfRemotes } from '../../contracts/index.js';
import { arAe } from './ar-ae.js';
import { deDe } from './de-de.js';
import { enUs } from './en-us.js';
import { esEs } from './es-es.js';
import { frFr } from './fr-fr.js';
import { hiIn } from './hi-in.js';
import { COMMON_LOCALE_LOADERS } from './index.js';
import { nlNl } from './nl-nl.js';
import { ptPt } from './pt-pt.js';
import { ruRu } from './ru-ru.js';
import type { NamespaceStrings } from './types.js';
import { zhCn } from './zh-cn.js';

const COMMON_RESOURCES: Record<Locale, NamespaceStrings> = {
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

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys a locale must have: en-us keys, with plural keys expanded to that language's plural forms. */
function requiredKeys(locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const [group, strings] of Object.entries(enUs)) {
    for (const key of Object.keys(strings)) {
      if (PLURAL_SUFFIX.test(key)) {
        const base = key.replace(PLURAL_SUFFIX, '');
        for (const category of categories) keys.add(`${group}.${base}_${category}`);
      } else {
        keys.add(`${group}.${key}`);
      }
    }
  }
  return [...keys].sort();
}

function flatten(strings: Record<string, Record<string, string>>): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [group, entries] of Object.entries(strings)) {
    for (const [key, value] of Object.entries(entries)) flat.set(`${group}.${key}`, value);
  }
  return flat;
}

describe.each(LOCALES.map((locale) => [locale]))('%s common strings', (locale) => {
  const flat = flatten(COMMON_RESOURCES[locale]);

  it('is what the lazy loader serves', async () => {
    await expect(COMMON_LOCALE_LOADERS[locale]()).resolves.toBe(COMMON_RESOURCES[locale]);
  });

  it('has every key of en-us, in the plural forms the language needs', () => {
    const missing = requiredKeys(locale).filter((key) => !flat.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('has no keys en-us lacks', () => {
    const reference = new Set(flatten(enUs).keys());
    const bases = new Set([...reference].map((key) => key.replace(PLURAL_SUFFIX, '')));
    const extra = [...flat.keys()].filter((key) => !reference.has(key) && !bases.has(key.replace(PLURAL_SUFFIX, '')));
    expect(extra).toEqual([]);
  });

  it('keeps the interpolation placeholders of en-us', () => {
    const reference = flatten(enUs);
    for (const [key, value] of flat) {
      const english = reference.get(key) ?? reference.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
      const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
      // Arabic's singular and dual forms spell the number out, so they may drop {{count}}.
      const expected = placeholders(english).filter((p) => !(p === '{{count}}' && /_(one|two)$/.test(key) && locale === 'ar-ae'));
      expect({ key, placeholders: placeholders(value).filter((p) => expected.includes(p)) }).toEqual({ key, placeholders: expected });
    }
  });

  it('is really translated, not a copy of English (except en-us)', () => {
    if (locale === 'en-us') return;
    const reference = flatten(enUs);
    const same = [...flat].filter(([key, value]) => reference.get(key) === value && !/{{value}} [KMG]B$/.test(value));
    // A few words are the same in some languages (e.g. "Conflict" in Dutch); most must differ.
    expect(same.length).toBeLessThan(flat.size / 10);
  });
});

it('translates every error code of the contracts, title and detail', () => {
  const errors = enUs.errors as Record<string, string>;
  for (const code of ERROR_CODES) {
    expect(errors[code]).toBeTruthy();
    expect(errors[`${code}_detail`]).toBeTruthy();
  }
});

it('labels every sidebar entry of the contracts, and nothing else', () => {
  const ids = sidebarEntriesOfRemotes().map((entry) => entry.id);
  expect(Object.keys(enUs.sidebar).sort()).toEqual([...ids].sort());
});
