import { LOCALES } from '@switchboard/shared/contracts';
import { feature } from '../feature';
import { enUs } from './en-us';

/** Every leaf of a messages object as `[dotted.key, value]`. */
function leaves(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const english = leaves(enUs);

describe('settings translations', () => {
  it('ships all 10 locales in the feature', () => {
    expect(Object.keys(feature.i18n.resources).sort()).toEqual([...LOCALES].sort());
    expect(feature.i18n.namespace).toBe('settings');
  });

  it.each(LOCALES)('%s has every key of en-us, each a non-empty string', (locale) => {
    const strings = leaves(feature.i18n.resources[locale]);
    expect(strings.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
    for (const [, value] of strings) expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en-us'))('%s is translated, not a copy of English', (locale) => {
    const translated = new Map(leaves(feature.i18n.resources[locale]));
    const differing = english.filter(([key, value]) => translated.get(key) !== value);
    expect(differing.length).toBeGreaterThan(english.length / 2);
  });
});

describe('route titles', () => {
  const keys = new Set(english.map(([key]) => key));
  const titled = feature.sections.flatMap((section) => section.routes.filter((route) => route.titleKey));
  it.each(titled.map((route) => [route.path, route.titleKey!]))('%s has a translated title (%s)', (_path, titleKey) => {
    expect(keys.has(titleKey)).toBe(true);
  });
});
