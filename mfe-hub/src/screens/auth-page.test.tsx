import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@switchboard/shared/contracts';
import { useSession } from '@switchboard/shared/session';
import { clearHubSession, HUB_TOKEN_KEY, readHubSession } from '../session';
import { bodyOf, mockHttp } from '@switchboard/test-utils';
import { setLanguage } from '@switchboard/shared/i18n';
import { useThemeMode } from '@switchboard/shared/ui';
import { renderAuth } from '../test-support';
import { PENDING_REGISTRATION_KEY } from './auth/pending-registration';
import { forgetHubBranding } from '../branding';

// The flag URLs come from a webpack-only module context.
jest.mock('./auth/flag-urls', () => ({ flagUrl: (code: string) => `/flags/${code.toLowerCase()}.svg` }));

const location = () => screen.getByTestId('location');
const me = { id: 'c1', firstName: 'Maya', lastName: 'Rao', name: 'Maya Rao', personalEmail: 'maya@example.com', phone: '+91 98765 43210', organizationId: 'o1' };
const token = { access_token: 'customer-token', token_type: 'Bearer', expires_in: 604800 };
const REGISTRATION_ID = '22222222-2222-4222-8222-222222222222';

beforeEach(() => {
  clearHubSession();
  useSession.getState().clear();
  localStorage.clear();
  sessionStorage.clear();
});

/** Every key and value page scripts can read from web storage. */
function webStorageText(): string {
  const parts: string[] = [];
  for (const area of [localStorage, sessionStorage]) {
    for (let i = 0; i < area.length; i += 1) parts.push(area.key(i)!, area.getItem(area.key(i)!) ?? '');
  }
  return parts.join('\n');
}
afterEach(() => jest.useRealTimers());

/** The calls a form made: the page's branding request (sent on arrival) left out. */
const formCalls = (seen: ReturnType<typeof mockHttp>) => seen.filter((request) => request.url !== 'auth/branding');

/** Fills the six OTP boxes from the first one, the way a paste does. */
function typeOtp(code: string) {
  const boxes = within(screen.getByTestId('otp-input')).getAllByRole('textbox');
  fireEvent.input(boxes[0]!, { target: { value: code } });
}

describe('login', () => {
  it('warns when email or password is empty and sends nothing', async () => {
    const seen = mockHttp(() => ({ status: 500 }));
    await renderAuth();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    // Said once, in the form, where screen readers hear it.
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required.');
    expect(screen.getAllByText('Email and password are required.')).toHaveLength(1);
    expect(formCalls(seen)).toHaveLength(0);
  });

  it('is drawn without antd: the first screen of a visit does not wait for the kit', async () => {
    mockHttp(() => ({ status: 404 }));
    await renderAuth();
    const panel = await screen.findByTestId('sign-in-panel');
    expect(within(panel).getByLabelText('Email')).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'Dark' })).toBeInTheDocument();
    expect(panel.querySelector('[class*="ant-"]')).toBeNull();
    // The password can be shown and hidden again.
    const password = within(panel).getByLabelText('Password');
    await userEvent.click(within(panel).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(within(panel).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with the customer token only, stores the hub user and opens the tickets', async () => {
    useSession.setState({ accessToken: 'agent-token' }); // an agent signed in on the same page
    const seen = mockHttp((request) => (request.url === 'auth/login' ? { status: 200, data: token } : { status: 200, data: me }));
    await renderAuth();
    await userEvent.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/hub/tickets'));
    expect(bodyOf(seen[0]!)).toEqual({ email: 'maya@example.com', password: 'secret-123' });
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer customer-token');
    // The token stays in this page's memory (the refresh token is an HttpOnly cookie): no script can read it from storage.
    expect(readHubSession()?.token).toBe('customer-token');
    expect(seen[0]!.withCredentials).toBe(true);
    expect(localStorage.getItem(HUB_TOKEN_KEY)).toBeNull();
    expect(webStorageText()).not.toContain('customer-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.hubUser)!)).toMatchObject({ firstName: 'Maya', personalEmail: 'maya@example.com' });
  });

  it('shows the translated error, keeps the input and lets the customer try again', async () => {
    mockHttp(() => ({ status: 401, data: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } }));
    await renderAuth();
    await userEvent.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(location()).toHaveTextContent(/^\/hub\/auth$/);
  });

  it('shows an unverified account the server text and asks for no code (a code belongs to the tab that registered)', async () => {
    const seen = mockHttp(() => ({ status: 403, data: { statusCode: 403, code: 'ACCOUNT_NOT_VERIFIED', message: 'Verify your email first.' } }));
    await renderAuth();
    await userEvent.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email not verified')).toBeInTheDocument();
    expect(seen.map((request) => request.url)).toEqual(['auth/login']);
    expect(screen.queryByTestId('otp-input')).not.toBeInTheDocument();
  });
});

describe('register', () => {
  // A browser set to Hindi (India): the phone's country code starts at +91.
  let languages: jest.SpyInstance;
  beforeEach(() => {
    languages = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['hi-IN']);
  });
  afterEach(() => languages.mockRestore());

  it('goes from details to password to the OTP step with a 59 s countdown', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const seen = mockHttp(() => ({ status: 201, data: { email: 'maya@example.com', organizationId: 'o1', registrationId: REGISTRATION_ID, otpExpiresIn: 600, resendAfter: 59 } }));
    await renderAuth();
    await user.click(await screen.findByRole('button', { name: 'Register' }));

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('All fields are required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'Maya Rao');
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(await screen.findByLabelText('Password'), 'secret-12345');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-12346');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(formCalls(seen)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret-12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByTestId('otp-countdown')).toHaveTextContent('Resend code in 0:59');
    expect(bodyOf(seen[0]!)).toEqual({ name: 'Maya Rao', email: 'maya@example.com', phone: '+91 9876543210', password: 'secret-12345' });
    // The code step says where the code went; no toast repeats it.
    expect(screen.getByText('Enter the 6-digit code we sent to maya@example.com.')).toBeInTheDocument();
    expect(screen.queryByText('OTP sent for verification')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(54_000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('Resend code in 0:05');
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(screen.queryByTestId('otp-countdown')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
  });

  it('refuses a short OTP, shows the server OTP_INVALID text, then signs in and opens the invited ticket', async () => {
    let attempts = 0;
    const seen = mockHttp((request) => {
      if (request.url === 'auth/register') return { status: 201, data: { email: 'maya@example.com', organizationId: 'o1', registrationId: REGISTRATION_ID, otpExpiresIn: 600, resendAfter: 59 } };
      if (request.url === 'auth/otp/verify') {
        attempts += 1;
        return attempts === 1
          ? { status: 400, data: { statusCode: 400, code: 'OTP_INVALID', message: 'Wrong code', remainingAttempts: 4 } }
          : { status: 200, data: token };
      }
      return { status: 200, data: me };
    });
    // An invitation link opens registration straight away.
    await renderAuth('/hub/auth?organizationId=11111111-1111-4111-8111-111111111111&ticketId=42');
    await userEvent.type(await screen.findByLabelText('Full name'), 'Maya Rao');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Phone number'), '9876543210');
    // The picker starts at the browser's country (India here) and finds a country by name.
    const picker = await screen.findByRole('combobox', { name: 'Country code' });
    expect(picker.closest('.ant-select')).toHaveTextContent('+91');
    await userEvent.type(picker, 'germ');
    const germany = await screen.findByTitle('Germany');
    expect(germany).toHaveTextContent('Germany (+49)');
    expect(germany.querySelector('img')).toHaveAttribute('src', '/flags/de.svg');
    await userEvent.click(germany);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'secret-12345');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByTestId('otp-countdown');
    expect(bodyOf(formCalls(seen)[0]!)).toMatchObject({ phone: '+49 9876543210', organization: '11111111-1111-4111-8111-111111111111' });

    typeOtp('123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a valid OTP.')).toBeInTheDocument();
    expect(formCalls(seen)).toHaveLength(1);

    typeOtp('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Incorrect code')).toBeInTheDocument();
    expect(screen.getByText(/Attempts left: 4/)).toBeInTheDocument();
    expect(bodyOf(formCalls(seen)[1]!)).toEqual({ otp: '123456', verificationtype: 'register', email: 'maya@example.com', registrationId: REGISTRATION_ID, organization: '11111111-1111-4111-8111-111111111111' });

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toHaveTextContent('/hub/ticket/42'));
    expect(readHubSession()?.token).toBe('customer-token');
    expect(webStorageText()).not.toContain('customer-token');
    // The finished registration is forgotten by this tab.
    expect(sessionStorage.getItem(PENDING_REGISTRATION_KEY)).toBeNull();
  });

  it.each([
    [['de-DE', 'en'], '+49', 'DE'],
    [['en-US'], '+1', 'US'],
    [['ar'], '+20', 'EG'],
  ])('starts the country code at the browser locale’s country (%j → %s)', async (browser, dialCode, country) => {
    languages.mockReturnValue(browser);
    const seen = mockHttp(() => ({ status: 201, data: { email: 'maya@example.com', organizationId: 'o1', registrationId: REGISTRATION_ID, otpExpiresIn: 600, resendAfter: 59 } }));
    await renderAuth();
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const picker = await screen.findByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(picker.closest('.ant-select')).toHaveTextContent(dialCode));
    expect(picker.closest('.ant-select')!.querySelector('img')).toHaveAttribute('src', `/flags/${country.toLowerCase()}.svg`);
    await userEvent.type(screen.getByLabelText('Full name'), 'Maya Rao');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Phone number'), '1512345678');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'secret-12345');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByTestId('otp-countdown');
    expect(bodyOf(formCalls(seen)[0]!)).toMatchObject({ phone: `${dialCode} 1512345678` });
  });

  it('keeps the registration for this tab: a reload of the code step verifies and resends that registration', async () => {
    // What the register step left in this tab before the reload.
    sessionStorage.setItem(
      PENDING_REGISTRATION_KEY,
      JSON.stringify({ registrationId: REGISTRATION_ID, email: 'maya@example.com', organizationId: null, ticketId: null, expiresAt: Date.now() + 3_600_000 }),
    );
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const seen = mockHttp((request) => {
      if (request.url === 'auth/otp/resend') return { status: 200, data: { email: 'maya@example.com', organizationId: 'o1', registrationId: REGISTRATION_ID, otpExpiresIn: 600, resendAfter: 59 } };
      if (request.url === 'auth/otp/verify') return { status: 200, data: token };
      return { status: 200, data: me };
    });
    await renderAuth();
    expect(await screen.findByTestId('otp-countdown')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByTestId('otp-countdown');
    expect(bodyOf(seen[0]!)).toEqual({ email: 'maya@example.com', registrationId: REGISTRATION_ID });

    typeOtp('654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toHaveTextContent('/hub/tickets'));
    expect(bodyOf(seen[1]!)).toEqual({ otp: '654321', verificationtype: 'register', email: 'maya@example.com', registrationId: REGISTRATION_ID });
    expect(sessionStorage.getItem(PENDING_REGISTRATION_KEY)).toBeNull();
  });
});

describe('forgot password', () => {
  it('checks the address, then confirms the link was sent and returns to login', async () => {
    const seen = mockHttp(() => ({ status: 200, data: { success: true } }));
    await renderAuth();
    await userEvent.click(await screen.findByText('Forgot password?'));
    await userEvent.type(await screen.findByLabelText('Email'), 'maya@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(formCalls(seen)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Email'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(bodyOf(formCalls(seen)[0]!)).toEqual({ email: 'maya@example.com' });
    // The panel is the one confirmation: no success toast says the same.
    expect(screen.queryByText('Reset link sent to your email')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice-success')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('reset password', () => {
  const link = '/hub/auth?email=maya%40example.com&ad=selector&fk=secret';

  it('opens the reset form and removes the link parameters from the URL', async () => {
    mockHttp(() => ({ status: 500 }));
    await renderAuth(link);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Set a new password');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/auth$/));
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('requires both passwords and refuses mismatched ones', async () => {
    const seen = mockHttp(() => ({ status: 500 }));
    await renderAuth(link);
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Both passwords are required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'secret-12345');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-999');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(formCalls(seen)).toHaveLength(0);
  });

  it('signs in with the new password and opens the tickets', async () => {
    const seen = mockHttp((request) => (request.url === 'auth/password/reset' ? { status: 200, data: token } : { status: 200, data: me }));
    await renderAuth(link);
    await userEvent.type(await screen.findByLabelText('New password'), 'secret-12345');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(location()).toHaveTextContent('/hub/tickets'));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(bodyOf(seen[0]!)).toEqual({ email: 'maya@example.com', newPassword: 'secret-12345', ad: 'selector', fk: 'secret' });
  });

  it('refuses a password under 12 characters in the browser', async () => {
    const seen = mockHttp(() => ({ status: 500 }));
    await renderAuth(link);
    await userEvent.type(await screen.findByLabelText('New password'), 'secret-1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use 12 to 128 characters.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('keeps the form when the server finds the password too common', async () => {
    mockHttp(() => ({ status: 400, data: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', details: [{ field: '/newPassword', message: 'password is too common' }] } }));
    await renderAuth(link);
    await userEvent.type(await screen.findByLabelText('New password'), 'qwerty123456');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'qwerty123456');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is too common. Choose another one.')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Set a new password');
  });

  it('shows a used link as such and goes back to the sign-in view', async () => {
    mockHttp(() => ({ status: 400, data: { statusCode: 400, code: 'RESET_LINK_INVALID', message: 'Invalid link' } }));
    await renderAuth(link);
    await userEvent.type(await screen.findByLabelText('New password'), 'secret-12345');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Invalid reset link')).toBeInTheDocument();
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Sign in to your account');
    expect(location()).toHaveTextContent(/^\/hub\/auth$/);
  });
});

describe('branding', () => {
  beforeEach(() => forgetHubBranding());

  it("shows the organisation's logo and hub title above the sign-in form", async () => {
    mockHttp((request) =>
      request.url === 'auth/branding'
        ? { status: 200, data: { id: 'o1', name: 'Acme', logo: '/api/v1/images/logo-1', title: 'Acme Help Centre', selfRegistration: true, supportEmail: null, defaultLanguage: 'en-us' } }
        : { status: 404 },
    );
    await renderAuth();
    await waitFor(() => expect(screen.getByTestId('hub-title')).toHaveTextContent('Acme Help Centre'));
    expect(screen.getByTestId('hub-logo')).toHaveAttribute('src', '/api/v1/images/logo-1');
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('offers no sign-up when the organisation closed self-registration', async () => {
    mockHttp((request) =>
      request.url === 'auth/branding'
        ? { status: 200, data: { id: 'o1', name: 'Acme', logo: null, title: 'Acme', selfRegistration: false, supportEmail: null, defaultLanguage: 'en-us' } }
        : { status: 404 },
    );
    await renderAuth();
    await waitFor(() => expect(screen.getByTestId('hub-title')).toHaveTextContent('Acme'));
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('language and theme before signing in', () => {
  afterEach(async () => {
    await act(() => setLanguage('en-us'));
    useThemeMode.getState().setTheme('light');
  });

  it.each([['login'], ['register'], ['forgot']])('are offered on the %s view', async (view) => {
    mockHttp(() => ({ status: 404 }));
    await renderAuth();
    if (view === 'register') await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    if (view === 'forgot') await userEvent.click(await screen.findByText('Forgot password?'));
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeInTheDocument();
  });

  it('switches to Arabic right to left, remembers it, and translates the form', async () => {
    mockHttp(() => ({ status: 404 }));
    await renderAuth();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'العربية');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar-ae');
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('ar-ae');
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('turns the dark theme on and remembers it', async () => {
    mockHttp(() => ({ status: 404 }));
    await renderAuth();
    const dark = await screen.findByRole('radio', { name: 'Dark' });
    expect(dark).not.toBeChecked();
    await userEvent.click(dark);
    expect(dark).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
    expect(useThemeMode.getState().theme).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });
});
