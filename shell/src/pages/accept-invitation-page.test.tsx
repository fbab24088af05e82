import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerPasswordCalls, sentBody } from '../account/answer-password-calls';
import { renderShell } from '../test-utils/render-shell';

const location = () => screen.getByTestId('location').textContent;

function choosePassword(value: string) {
  fireEvent.change(screen.getByTestId('new-password'), { target: { value } });
  fireEvent.change(screen.getByTestId('confirm-password'), { target: { value } });
  fireEvent.click(screen.getByTestId('invitation-submit'));
}

const linkError = (code: string) => [400, { statusCode: 400, code, message: 'link' }] as [number, unknown];

describe('accepting an invitation from the mailed link', () => {
  it('sets the password with the link’s token, names the address to sign in with, then goes to sign-in', async () => {
    await renderShell('/accept-invitation?token=sel.ver');
    const sent = answerPasswordCalls({ 'oauth/invite/accept': [200, { success: true, email: 'cleo@example.com' }] });
    expect(await screen.findByRole('heading', { name: 'Welcome! Choose your password' })).toBeInTheDocument();
    choosePassword('chosen-password-2468');
    expect(await screen.findByText('Your password is set. Sign in with cleo@example.com.')).toBeInTheDocument();
    expect(sentBody(sent, 'oauth/invite/accept')).toEqual({ token: 'sel.ver', newPassword: 'chosen-password-2468' });
    fireEvent.click(screen.getByTestId('invitation-sign-in'));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('says when the link was already used or has expired, and who can send a new one', async () => {
    const used = await renderShell('/accept-invitation?token=sel.ver');
    answerPasswordCalls({ 'oauth/invite/accept': linkError('RESET_LINK_INVALID') });
    await screen.findByTestId('new-password');
    choosePassword('chosen-password-2468');
    expect(await screen.findByText('This invitation link is not valid or was already used.')).toBeInTheDocument();
    expect(screen.getByText('Ask your administrator to send you a new invitation.')).toBeInTheDocument();
    expect(screen.queryByTestId('new-password')).not.toBeInTheDocument();
    used.unmount();

    await renderShell('/accept-invitation?token=sel.ver');
    answerPasswordCalls({ 'oauth/invite/accept': linkError('RESET_LINK_EXPIRED') });
    await screen.findByTestId('new-password');
    choosePassword('chosen-password-2468');
    expect(await screen.findByText('This invitation link has expired.')).toBeInTheDocument();
  });

  it('shows a refused password beside the field and keeps the form', async () => {
    await renderShell('/accept-invitation?token=sel.ver');
    answerPasswordCalls({ 'oauth/invite/accept': [400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'weak', details: [{ field: '/newPassword', message: 'too common' }] }] });
    await screen.findByTestId('new-password');
    choosePassword('password1234');
    expect(await screen.findByText('This password is too common or too short: choose another one')).toBeInTheDocument();
    expect(screen.getByTestId('invitation-submit')).toBeInTheDocument();
  });

  it('a link without a token is refused at once', async () => {
    await renderShell('/accept-invitation');
    expect(await screen.findByText('This invitation link is not valid or was already used.')).toBeInTheDocument();
    expect(screen.queryByTestId('new-password')).not.toBeInTheDocument();
  });
});
