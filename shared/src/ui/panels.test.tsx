import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, loadAntdLocale, setLanguage } from '../i18n/index.js';
import { resetSession } from '../test-utils/index.js';
import { AppProviders } from './app-providers.js';
import { NotBuiltYet } from '../crud/not-built-yet.js';
import { PageHeader } from '../crud/page-header.js';
import { RemoteErrorPanel } from './remote-error-panel.js';
import { useThemeMode } from './theme.js';

// This file checks the theme antd writes, so antd's style rules go into the test document here.
jest.unmock('@rc-component/util/lib/Dom/dynamicCSS');

beforeAll(() => initI18n());
beforeEach(async () => {
  resetSession();
  await setLanguage('en-us');
});

it('NotBuiltYet shows the page title and says plainly the screen is not built yet', () => {
  render(
    <AppProviders>
      <MemoryRouter>
        <NotBuiltYet title="Customers" breadcrumb={[{ title: 'Home', to: '/' }, { title: 'Customers' }]} />
      </MemoryRouter>
    </AppProviders>,
  );
  expect(screen.getByRole('heading', { name: 'Customers' })).toBeInTheDocument();
  expect(screen.getByText('This screen is not built yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});

it('PageHeader puts the primary action beside the title', () => {
  render(
    <AppProviders>
      <PageHeader title="Tickets" extra={<button type="button">Add ticket</button>} />
    </AppProviders>,
  );
  expect(screen.getByRole('heading', { name: 'Tickets' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add ticket' })).toBeInTheDocument();
});

it('RemoteErrorPanel explains the failure and retries on click, in the chosen language', async () => {
  await setLanguage('de-de');
  await loadAntdLocale('de-de'); // so the providers render German antd strings at once
  const onRetry = jest.fn();
  render(
    <AppProviders>
      <RemoteErrorPanel onRetry={onRetry} error={new Error('ScriptExternalLoadError')} />
    </AppProviders>,
  );
  expect(screen.getByText('Dieser Bereich konnte nicht geladen werden')).toBeInTheDocument();
  expect(screen.getByText('ScriptExternalLoadError')).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('AppProviders applies the dark theme from the stored choice', () => {
  useThemeMode.getState().setTheme('dark');
  render(
    <AppProviders>
      <RemoteErrorPanel onRetry={() => undefined} />
    </AppProviders>,
  );
  expect(localStorage.getItem('theme')).toBe('dark');
  // antd writes theme tokens as CSS variables on a hashed class; dark text is light-coloured.
  const styles = Array.from(document.querySelectorAll('style')).map((node) => node.textContent ?? '').join('\n');
  expect(styles).toMatch(/rgba\(255,\s*255,\s*255,\s*0\.85\)/);
  act(() => useThemeMode.getState().setTheme('light'));
});
