// Customer helpers for hub journeys: the OTP from the mail the server wrote and a registration
// through the hub's own screens.
import { expect, type Page } from '@playwright/test';
import { fromOutbox } from './outbox';
import { readState } from './server';

/** The newest OTP mailed to `email`, waiting for the outbox worker to write it. */
export function otpFromOutbox(email: string): Promise<string> {
  return fromOutbox(
    readState().dataDir,
    email,
    (mails) => mails.map((mail) => /\b(\d{6})\b/.exec(mail.split(/\r?\n\r?\n/).slice(1).join('\n'))?.[1]).filter(Boolean).pop(),
    /^\d{6}$/,
  );
}

/** Types a code into the six OTP boxes from the first one. */
export async function typeOtp(page: Page, code: string): Promise<void> {
  // One box at a time: typing fast into the auto-advancing boxes can drop or misplace a digit when
  // the page is busy (the focus moves after the keystroke lands), which sent a wrong code now and then.
  const boxes = page.getByTestId('otp-input').getByRole('textbox');
  for (const [index, digit] of [...code].entries()) await boxes.nth(index).fill(digit);
}

/** Fills the register view's first two steps (the caller is on the register view). */
export async function fillRegistration(page: Page, customer: { name: string; email: string; password: string }): Promise<void> {
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm password').fill(customer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Registers a new customer from the hub's auth screen and verifies the emailed code: ends on /hub/tickets. */
export async function registerCustomer(page: Page, customer: { name: string; email: string; password: string }): Promise<void> {
  await page.goto('/hub/auth');
  await page.getByRole('button', { name: 'Register' }).click();
  await fillRegistration(page, customer);
  await expect(page.getByTestId('otp-countdown')).toBeVisible();
  await typeOtp(page, await otpFromOutbox(customer.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/hub\/tickets$/);
}

/** Raises a complaint with only title and description from the hub's form; returns its hub URL. */
export async function raiseComplaint(page: Page, title: string, description: string): Promise<string> {
  await page.goto('/hub/ticket/create');
  await page.getByTestId('complaint-title').fill(title);
  await page.getByTestId('complaint-description').fill(description);
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByTestId('complaint-success')).toBeVisible();
  await openFiledTicket(page);
  return page.url();
}

/**
 * Leaves the "complaint submitted" dialog for the new ticket. A click landing while the dialog is still
 * animating in can be lost on a busy machine: click again until the ticket's page is open.
 */
export async function openFiledTicket(page: Page): Promise<void> {
  const ticketPage = /\/hub\/ticket\/[0-9a-f-]{36}$/;
  await expect(async () => {
    const view = page.getByTestId('complaint-view-ticket');
    if (!ticketPage.test(page.url()) && (await view.isVisible())) await view.click({ timeout: 2000 });
    await expect(page).toHaveURL(ticketPage, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}
