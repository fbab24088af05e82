import { test as base, expect, type Page } from '@playwright/test';
import { readState, ADMIN, VIEWER } from './server';
export { readState };

export { expect, ADMIN, VIEWER };

/** Every journey runs against the server global-setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(readState().baseURL);
  },
});

export async function signIn(page: Page, user: { email: string; password: string }, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}
