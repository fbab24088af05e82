// A new customer registers in the standalone hub, reads the OTP from the mail the server wrote
// (without SMTP_URL the server writes each mail to DATA_DIR/outbox/<id>.eml), verifies, and signs in again later.
import { test, expect } from '../support/fixtures';
import { fillRegistration, otpFromOutbox, typeOtp } from '../support/hub';

test('a new customer registers with the emailed OTP, lands on their tickets, and signs in again', async ({ page }) => {
  const email = `maya.${Date.now()}@example.com`;
  await page.goto('/hub/');
  await expect(page).toHaveURL(/\/hub\/auth/);

  // The hub's texts for an empty sign-in.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email and password are required.')).toBeVisible();

  // Forgot password refuses an address that is not one.
  await page.getByText('Forgot password?').click();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign in' }).click();

  await page.getByRole('button', { name: 'Register' }).click();
  // Continue needs name and email; the password step refuses two different passwords.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('All fields are required.')).toBeVisible();
  await page.getByLabel('Full name').fill('Maya Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Secret-123');
  await page.getByLabel('Confirm password').fill('Secret-124');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  // Fewer than 12 characters is refused in the browser (no composition rules).
  await page.getByLabel('Password', { exact: true }).fill('Secret-1234');
  await page.getByLabel('Confirm password').fill('Secret-1234');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use 12 to 128 characters.')).toBeVisible();
  // A common password is refused by the server; the form stays for another try.
  await page.getByLabel('Password', { exact: true }).fill('qwerty123456');
  await page.getByLabel('Confirm password').fill('qwerty123456');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common. Choose another one.')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await fillRegistration(page, { name: 'Maya Rao', email, password: 'Secret-123-hub' });

  await expect(page.getByTestId('otp-countdown')).toContainText(/0:5\d/);
  const code = await otpFromOutbox(email);

  // A code that is not 6 digits is refused in the browser; a wrong one by the server.
  await typeOtp(page, '12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please enter a valid OTP.')).toBeVisible();

  await page.getByTestId('otp-input').getByRole('textbox').first().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await typeOtp(page, code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Incorrect code')).toBeVisible();

  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await typeOtp(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/hub\/tickets$/);
  await expect(page.getByTestId('hub-user-name')).toContainText('Maya');

  // Sign out, then sign in with the new password.
  await page.goto('/hub/logout');
  await expect(page).toHaveURL(/\/hub\/auth/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret-123-hub');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/hub\/tickets$/);
  await expect(page.getByTestId('hub-user-name')).toContainText('Maya');
});
