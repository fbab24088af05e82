import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, testUser } from '../test-utils/render-shell';
import { answerPasswordCalls, sentBody } from './answer-password-calls';

async function openModal() {
  await renderShell('/permission', { user: testUser(['tickets:tickets:view']) });
  fireEvent.click(await screen.findByTestId('profile-button'));
  fireEvent.click(within(await screen.findByTestId('profile-popover')).getByTestId('change-password'));
  const form = await screen.findByTestId('change-password-form');
  expect(screen.getAllByText('Change password').length).toBeGreaterThan(0);
  return form;
}

function fill(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByTestId('current-password'), { target: { value: current } });
  fireEvent.change(screen.getByTestId('new-password'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('confirm-password'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('change-password-save'));
}

describe('change password from the profile popover', () => {
  it('checks the fields before sending anything', async () => {
    const form = await openModal();
    const sent = answerPasswordCalls({});
    fill('old-password-1234', 'short', 'other');
    expect(await within(form).findByText('At least 12 characters')).toBeInTheDocument();
    expect(await within(form).findByText('The two passwords differ')).toBeInTheDocument();
    expect(sent.mock.calls.map(([config]) => config.url)).not.toContain('users/me/password');
  });

  it('sends current and new password, closes and confirms', async () => {
    const form = await openModal();
    const sent = answerPasswordCalls({ 'users/me/password': [200, { success: true }] });
    fill('old-password-1234', 'new-password-5678');
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeInTheDocument();
    expect(sentBody(sent, 'users/me/password')).toEqual({ currentPassword: 'old-password-1234', newPassword: 'new-password-5678' });
    await waitFor(() => expect(form).not.toBeVisible());
  });

  it('shows a wrong current password and a refused new password beside their fields', async () => {
    const form = await openModal();
    answerPasswordCalls({ 'users/me/password': [400, { statusCode: 400, code: 'INVALID_CREDENTIALS', message: 'wrong' }] });
    fill('not-my-password', 'new-password-5678');
    expect(await within(form).findByText('The current password is wrong')).toBeInTheDocument();

    answerPasswordCalls({
      'users/me/password': [400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'bad', details: [{ field: '/newPassword', message: 'password is too common' }] }],
    });
    fill('old-password-1234', 'password1234');
    expect(await within(form).findByText('This password is too common or too short: choose another one')).toBeInTheDocument();
  });
});
