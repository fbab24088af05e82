import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '../i18n/index.js';
import { useSession } from '../session/index.js';
import { mockHttp } from '@switchboard/test-utils';
import { resetClient } from '../test-utils/index.js';
import { AgentLoginForm } from './agent-login-form.js';
import { AppProviders } from './app-providers.js';

const me = {
  id: 'u1',
  name: 'Ada Agent',
  email: 'ada@example.com',
  profilePicture: null,
  authorization: { permissions: ['tickets:tickets:view'] },
};

const user = userEvent.setup({ delay: null });

/** Types into a labelled field the way a paste does: one input event. */
async function fill(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

beforeAll(() => initI18n());

beforeEach(async () => {
  resetClient();
  await setLanguage('en-us');
});

function renderForm() {
  const onSignedIn = jest.fn();
  render(
    <AppProviders>
      <AgentLoginForm onSignedIn={onSignedIn} />
    </AppProviders>,
  );
  return onSignedIn;
}

it('warns when email or password is missing and sends nothing', async () => {
  const seen = mockHttp(() => ({ status: 200, data: {} }));
  renderForm();
  await fill('Email', 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required.');
  // Said once: beside the form, not again in a toast.
  expect(screen.getAllByText('Email and password are required.')).toHaveLength(1);
  expect(document.querySelector('.ant-message-notice')).toBeNull();
  expect(seen).toHaveLength(0);
});

it('signs in and loads the user', async () => {
  mockHttp((config) =>
    config.url === 'oauth/login'
      ? { status: 200, data: { access_token: 'a', refresh_token: 'r', expires_in: 43200, token_type: 'Bearer' } }
      : { status: 200, data: me },
  );
  const onSignedIn = renderForm();
  await fill('Email', 'ada@example.com');
  await fill('Password', 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.com' })));
  expect(useSession.getState().user?.permissions).toEqual(['tickets:tickets:view']);
});

it('shows "Invalid email or password." on wrong credentials and keeps what was typed', async () => {
  mockHttp(() => ({ status: 401, data: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } }));
  const onSignedIn = renderForm();
  await fill('Email', 'ada@example.com');
  await fill('Password', 'wrong');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email or password.');
  // One message for one refusal: the alert above the fields, no toast saying it again.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByText('Invalid email or password.')).toHaveLength(1);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(document.querySelector('.ant-message-notice, .ant-notification-notice')).toBeNull();
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(onSignedIn).not.toHaveBeenCalled();
});

it('disables the submit button while the request is in flight', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockHttp(async () => {
    await gate;
    return { status: 401, data: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'no' } };
  });
  renderForm();
  await fill('Email', 'ada@example.com');
  await fill('Password', 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled());
  release();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
});

test('shows the host’s footer below the sign-in button', () => {
  render(
    <AppProviders>
      <AgentLoginForm onSignedIn={jest.fn()} footer={<a href="/forgot-password">Forgot password?</a>} />
    </AppProviders>,
  );
  const link = screen.getByRole('link', { name: 'Forgot password?' });
  expect(screen.getByRole('button', { name: /sign in/i }).compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('shows the password on request and hides it again; Enter in a field signs in', async () => {
  const seen = mockHttp(() => ({ status: 401, data: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } }));
  renderForm();
  await fill('Email', 'ada@example.com');
  await fill('Password', 'secret');
  const reveal = screen.getByRole('button', { name: 'Show password' });
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  await user.click(reveal);
  expect(reveal).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  await user.click(reveal);
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  await user.type(screen.getByLabelText('Password'), '{Enter}');
  expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email or password.');
  expect(seen).toHaveLength(1);
});

test('draws no antd component: the sign-in needs none of the kit', () => {
  render(<AgentLoginForm onSignedIn={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(document.querySelector('[class*="ant-"]')).toBeNull();
});
