import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { api } from '../client/index.js';
import { initI18n, setLanguage } from '../i18n/index.js';
import { mockHttp } from '@switchboard/test-utils';
import { resetClient, signIn } from '../test-utils/index.js';
import { AppProviders, TOAST_TOP_OFFSET } from './app-providers.js';

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

it('starts toasts below the top bar, so they never cover its buttons', async () => {
  function Toasts() {
    const { message, notification } = App.useApp();
    return (
      <button
        type="button"
        onClick={() => {
          void message.success('Saved');
          notification.error({ title: 'Failed' });
        }}
      >
        toast
      </button>
    );
  }
  render(
    <AppProviders>
      <Toasts />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'toast' }));
  await screen.findByText('Saved');
  await screen.findByText('Failed');
  // antd places each holder through `--notification-top`; its default (8 px, 24 px) sits on the header.
  const topOf = (selector: string) => document.querySelector<HTMLElement>(selector)?.style.getPropertyValue('--notification-top');
  expect(topOf('.ant-message')).toBe(`${TOAST_TOP_OFFSET}px`);
  expect(topOf('.ant-notification')).toBe(`${TOAST_TOP_OFFSET}px`);
  expect(TOAST_TOP_OFFSET).toBeGreaterThan(64);
});
