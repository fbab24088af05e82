import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerPasswordCalls, sentBody } from '../account/answer-password-calls';
import { renderShell } from '../test-utils/render-shell';

const location = () => screen.getByTestId('location').textContent;

function fillNewPassword(value: string) {
  fireEvent.change(screen.getByTestId('new-password'), { target: { value } });
  fireEvent.change(screen.getByTestId('confirm-password'), { target: { value } });
  fireEvent.click(screen.getByTestId('reset-submit'));
}

describe('forgot password', () => {
  it('the sign-in page links to it and offers the language picker', async () => {
    await renderShell('/login');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('forgot-password-link'));
    await waitFor(() => expect(location()).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('sends the email and shows the same confirmation whatever the server knows', async () => {
    await renderShell('/forgot-password');
    const sent = answerPasswordCalls({ 'oauth/password/forgot': [202, { success: true }] });
    fireEvent.change(await screen.findByTestId('forgot-email'), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(sentBody(sent, 'oauth/password/forgot')).toEqual({ email: 'ada@example.com' });
  });

  it('refuses an address that is not one', async () => {
    await renderShell('/forgot-password');
    const sent = answerPasswordCalls({});
    fireEvent.change(await screen.findByTestId('forgot-email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sentBody(sent, 'oauth/password/forgot')).toBeUndefined();
  });
});

describe('reset password from the mailed link', () => {
  it('sets the password with the link’s token, then goes to sign-in', async () => {
    await renderShell('/reset-password?token=sel.ver');
    const sent = answerPasswordCalls({ 'oauth/password/reset': [200, { success: true }] });
    await screen.findByTestId('new-password');
    fillNewPassword('new-password-5678');
    expect(await screen.findByText('Your password is set. Sign in with it.')).toBeInTheDocument();
    expect(sentBody(sent, 'oauth/password/reset')).toEqual({ token: 'sel.ver', newPassword: 'new-password-5678' });
    fireEvent.click(screen.getByTestId('reset-sign-in'));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('says when the link has expired and offers a new one', async () => {
    await renderShell('/reset-password?token=sel.ver');
    answerPasswordCalls({ 'oauth/password/reset': [400, { statusCode: 400, code: 'RESET_LINK_EXPIRED', message: 'expired' }] });
    await screen.findByTestId('new-password');
    fillNewPassword('new-password-5678');
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('a link without a token is refused at once', async () => {
    await renderShell('/reset-password');
    expect(await screen.findByText('This link is not valid or was already used.')).toBeInTheDocument();
    expect(screen.queryByTestId('new-password')).not.toBeInTheDocument();
  });
});
