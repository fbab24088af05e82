import { addNamespace, i18n, initI18n, registerNamespace, setLanguage } from './instance.js';

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

it('fetches a lazy language only when it is chosen, and switches once its strings are in', async () => {
  await initI18n();
  await setLanguage('en-us');
  const german = jest.fn(async () => ({ default: { title: 'Kategorien' } }));
  const french = jest.fn(async () => ({ default: { title: 'Catégories' } }));
  await registerNamespace('categories', { 'en-us': { title: 'Categories' }, 'de-de': german, 'fr-fr': french });
  expect(german).not.toHaveBeenCalled();
  expect(i18n.t('title', { ns: 'categories' })).toBe('Categories');

  await setLanguage('de-de');
  expect(german).toHaveBeenCalledTimes(1);
  expect(french).not.toHaveBeenCalled();
  expect(i18n.t('title', { ns: 'categories' })).toBe('Kategorien');
  // Back and forth fetches nothing twice.
  await setLanguage('en-us');
  await setLanguage('de-de');
  expect(german).toHaveBeenCalledTimes(1);
});

it('registers a namespace in the current language at once, and a failed fetch leaves English and is tried again', async () => {
  await initI18n();
  await setLanguage('nl-nl');
  let offline = true;
  const dutch = jest.fn(async () => {
    if (offline) throw new Error('offline');
    return { default: { title: 'Klanten' } };
  });
  await registerNamespace('customers', { 'en-us': { title: 'Customers' }, 'nl-nl': dutch });
  expect(dutch).toHaveBeenCalledTimes(1);
  expect(i18n.t('title', { ns: 'customers' })).toBe('Customers');

  offline = false;
  await setLanguage('nl-nl');
  expect(dutch).toHaveBeenCalledTimes(2);
  expect(i18n.t('title', { ns: 'customers' })).toBe('Klanten');
});
