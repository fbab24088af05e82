import { act, render, screen } from '@testing-library/react';
import { api } from '../client/index.js';
import { initI18n, setLanguage } from '../i18n/index.js';
import { mockHttp } from '@switchboard/test-utils';
import { resetClient, signIn } from '../test-utils/index.js';
import { AppProviders } from './app-providers.js';

beforeAll(() => initI18n());
beforeEach(async () => {
  resetClient();
  await setLanguage('en-us');
});

it('shows a coded API error as a translated toast', async () => {
  signIn(['tickets:tickets:view']);
  mockHttp(() => ({ status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Ticket not found' } }));
  render(<AppProviders>page</AppProviders>);

  await act(() => api.get('tickets/123').catch(() => undefined));

  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(screen.getByText('The item does not exist or was removed.')).toBeInTheDocument();
});

it('stays quiet when told not to route API errors to toasts', async () => {
  mockHttp(() => ({ status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Ticket not found' } }));
  render(<AppProviders notifyApiErrors={false}>page</AppProviders>);
  await act(() => api.get('tickets/123').catch(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText('Not found')).not.toBeInTheDocument();
});

it('paints the page from the theme, so a dark app has no white margins', () => {
  const { rerender } = render(<AppProviders theme="light">page</AppProviders>);
  const light = document.body.style.backgroundColor;
  rerender(<AppProviders theme="dark">page</AppProviders>);
  const dark = document.body.style.backgroundColor;
  expect(light).not.toBe('');
  expect(dark).not.toBe('');
  expect(dark).not.toBe(light);
  expect(document.documentElement.style.colorScheme).toBe('dark');
});
