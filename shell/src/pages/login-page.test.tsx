import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { useThemeMode } from '@switchboard/shared/ui';
import { answerPasswordCalls, sentBody } from '../account/answer-password-calls';
import { renderShell } from '../test-utils/render-shell';

const PREFERENCES = 'users/u-1/preferences';
const ME = { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com', profilePicture: null, authorization: { permissions: ['tickets:tickets:view'] } };

afterEach(async () => {
  useThemeMode.getState().setTheme('light');
  await act(() => setLanguage('en-us'));
});

/** The page's language select is a native one: choosing is one change event. */
async function chooseLanguage(name: string) {
  const picker = await screen.findByRole('combobox', { name: 'Language' });
  fireEvent.change(picker, { target: { value: within(picker).getByRole('option', { name }).getAttribute('value') } });
}

describe('the agent sign-in page', () => {
  it('is drawn without antd, and Arabic turns it right-to-left', async () => {
    await renderShell('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    await chooseLanguage('العربية');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  }, 30000);

  it('offers the language and the theme, which apply at once', async () => {
    await renderShell('/login');
    await chooseLanguage('Deutsch');
    await waitFor(() => expect(document.documentElement.lang).toBe('de-de'));
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('signin-theme')).getByRole('radio', { name: 'Dunkel' }));
    expect(useThemeMode.getState().theme).toBe('dark');
    expect(screen.getByTestId('sign-in-panel')).toHaveAttribute('data-theme', 'dark');
  }, 30000);

  it('keeps what was picked there after signing in: it becomes the agent’s saved preference', async () => {
    await renderShell('/login?redirect=%2Fpermission');
    await chooseLanguage('Deutsch');
    await waitFor(() => expect(document.documentElement.lang).toBe('de-de'));
    fireEvent.click(within(screen.getByTestId('signin-theme')).getByRole('radio', { name: 'Dunkel' }));
    // The agent saved French and light elsewhere; what they picked here, now, wins.
    const sent = answerPasswordCalls({
      'oauth/login': [200, { access_token: 'a1', refresh_token: 'r', expires_in: 43200, token_type: 'Bearer' }],
      'users/me': [200, { ...ME, preferences: { language: 'fr-fr', theme: 'light', mutedNotifications: [] } }],
      [PREFERENCES]: [200, { language: 'de-de', theme: 'dark', mutedNotifications: [] }],
    });
    fireEvent.change(document.querySelector('input[autocomplete="username"]')!, { target: { value: 'ada@example.com' } });
    fireEvent.change(document.querySelector('input[autocomplete="current-password"]')!, { target: { value: 'secret-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(sentBody(sent, PREFERENCES)).toEqual({ language: 'de-de', theme: 'dark' }));
    expect(await screen.findByTestId('permission-page')).toBeInTheDocument();
    expect(useSession.getState().lang).toBe('de-de');
    expect(useThemeMode.getState().theme).toBe('dark');
  }, 30000);

  it('says a refused password once, beside the form', async () => {
    await renderShell('/login', { notifyApiErrors: true });
    answerPasswordCalls({ 'oauth/login': [401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' }] });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email or password');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('.ant-message-notice, .ant-notification-notice')).toHaveLength(0);
  });
});
