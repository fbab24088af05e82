import { act, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useSession } from '../session/index.js';
import { resetSession } from '../test-utils/index.js';
import { AppProviders } from '../ui/index.js';
import { directionOf, i18n, initI18n, setLanguage } from './instance.js';

beforeAll(async () => {
  resetSession();
  await initI18n();
});

afterEach(async () => {
  await act(() => setLanguage('en-us'));
});

it('knows Arabic is right-to-left and the rest left-to-right', () => {
  expect(directionOf('ar-ae')).toBe('rtl');
  expect(directionOf('en-us')).toBe('ltr');
  expect(directionOf('zh-cn')).toBe('ltr');
});

it('switching to Arabic flips the document and antd to RTL, and back', async () => {
  render(
    <AppProviders>
      <Button>Save</Button>
    </AppProviders>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(document.documentElement.dir).toBe('ltr');
  expect(button.className).not.toMatch(/-rtl\b/);

  await act(() => setLanguage('ar-ae'));
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.lang).toBe('ar-ae');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).className).toMatch(/ant-btn-rtl/));
  expect(i18n.t('app.logout')).toBe('تسجيل الخروج');
  expect(dayjs.locale()).toBe('ar');

  await act(() => setLanguage('en-us'));
  expect(document.documentElement.dir).toBe('ltr');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).className).not.toMatch(/-rtl\b/));
  expect(i18n.t('app.logout')).toBe('Log out');
  // Back to English after another language: dates too.
  expect(dayjs.locale()).toBe('en');
});

it('keeps the choice in the session store and under localStorage "lang"', async () => {
  await setLanguage('de-de');
  expect(useSession.getState().lang).toBe('de-de');
  expect(localStorage.getItem('lang')).toBe('de-de');
  expect(i18n.language).toBe('de-de');
  expect(dayjs.locale()).toBe('de');
});
