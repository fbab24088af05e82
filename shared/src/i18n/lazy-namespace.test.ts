import { i18n, initI18n, setLanguage } from './instance.js';
import { lazyNamespace } from './lazy-namespace.js';

const english = { list: { title: 'Areas' } };
type Strings = typeof english;
const chunk = (title: string) => jest.fn(async () => ({ default: { list: { title } } as Strings }));

/** A locale loader that has German and fails the test for any other language it is asked for. */
function loadersWith(german: ReturnType<typeof chunk>) {
  return jest.fn((locale: string) => (locale === 'de-de' ? german() : Promise.reject(new Error(`unexpected ${locale}`))));
}

it('lists English as strings and every other locale as its chunk loader', () => {
  const loaders = loadersWith(chunk('Bereiche'));
  const areas = lazyNamespace('areas-shape', english, loaders);
  expect(areas.namespace).toBe('areas-shape');
  expect(areas.resources['en-us']).toBe(english);
  expect(Object.keys(areas.resources)).toHaveLength(10);
  expect(loaders).not.toHaveBeenCalled();
  const germanLoader = areas.resources['de-de'] as () => Promise<{ default: Strings }>;
  return germanLoader().then((module) => {
    expect(loaders).toHaveBeenCalledWith('de-de');
    expect(module.default.list.title).toBe('Bereiche');
  });
});

it('registers once and fetches a language only when it is in use', async () => {
  await initI18n();
  await setLanguage('en-us');
  const german = chunk('Bereiche');
  const areas = lazyNamespace('areas-register', english, loadersWith(german));
  const first = areas.register();
  expect(areas.register()).toBe(first);
  await first;
  expect(german).not.toHaveBeenCalled();
  expect(i18n.t('list.title', { ns: 'areas-register' })).toBe('Areas');
  await setLanguage('de-de');
  expect(german).toHaveBeenCalledTimes(1);
  expect(i18n.t('list.title', { ns: 'areas-register' })).toBe('Bereiche');
  await setLanguage('en-us');
});

it('takes English as a chunk too, for strings only a lazily opened part needs', async () => {
  await initI18n();
  await setLanguage('en-us');
  const englishChunk = jest.fn(async () => ({ default: english }));
  const areas = lazyNamespace('areas-all-lazy', englishChunk, loadersWith(chunk('Bereiche')));
  await areas.register();
  expect(englishChunk).toHaveBeenCalledTimes(1);
  expect(i18n.t('list.title', { ns: 'areas-all-lazy' })).toBe('Areas');
});
