it('starts in the stored language, translated from the first render', async () => {
  localStorage.setItem('lang', 'fr-fr');
  // Modules load after storage is set, as on a real page load.
  const { initI18n, i18n } = require('./instance.js') as typeof import('./instance.js');
  await initI18n();
  expect(i18n.language).toBe('fr-fr');
  expect(i18n.t('app.logout')).toBe('Se déconnecter');
  expect(document.documentElement.lang).toBe('fr-fr');
  expect(document.documentElement.dir).toBe('ltr');
});
