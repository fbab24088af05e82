import { addNamespace, i18n, initI18n, setLanguage } from './instance.js';

it('keeps a namespace added before init and serves it in the current language', async () => {
  addNamespace('tickets', { 'en-us': { title: 'Tickets' }, 'nl-nl': { title: 'Tickets (NL)' } });
  await initI18n();
  expect(i18n.t('title', { ns: 'tickets' })).toBe('Tickets');
  await setLanguage('nl-nl');
  expect(i18n.t('title', { ns: 'tickets' })).toBe('Tickets (NL)');
  // A language the remote did not translate falls back to English, not to the raw key.
  await setLanguage('ru-ru');
  expect(i18n.t('title', { ns: 'tickets' })).toBe('Tickets');
});

it('initialises once however often it is called', async () => {
  const [first, second] = await Promise.all([initI18n(), initI18n()]);
  expect(first).toBe(second);
  expect(first).toBe(i18n);
});
