import { LOCALES } from '@switchboard/shared/contracts';
import { i18n, initI18n, setLanguage } from '@switchboard/shared/i18n';
import { THREAD_NAMESPACE, threadStrings } from './strings';
import { registerThreadStrings } from './use-thread-translation';

/** Every leaf of a strings tree as `group.key` → text. */
function leaves(tree: object, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...leaves(value as object, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

it('translates every string in all 10 locales, keeping the placeholders of English', () => {
  const english = leaves(threadStrings['en-us']);
  for (const locale of LOCALES) {
    const strings = leaves(threadStrings[locale]);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim()).not.toBe('');
      expect([locale, key, placeholders(text)]).toEqual([locale, key, placeholders(english[key]!)]);
    }
  }
});

it('registers the namespace in the page i18n instance, in the chosen language', async () => {
  await initI18n();
  registerThreadStrings();
  await setLanguage('de-de');
  expect(i18n.t('card.sendDraft', { ns: THREAD_NAMESPACE })).toBe(threadStrings['de-de'].card.sendDraft);
  await setLanguage('en-us');
});
