// An administrator gives the organisation a logo and a hub title; the top bar shows the logo at once,
// and a customer opening the hub sees both before signing in. The administrator also sets their own
// picture and theme on the profile page, and finds every change in the audit log. Runs on a server of
// its own, so the other journeys keep the default branding.
import { test as base, expect } from '@playwright/test';
import { ADMIN, startApi, type RunningApi } from '../support/server';

// A 1×1 PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e2a1f60000000049454e44ae426082', 'hex');

const test = base.extend<object, { brandingApi: RunningApi }>({
  brandingApi: [
    async ({}, use) => {
      const api = await startApi();
      await use(api);
      await api.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ brandingApi }, use) => use(brandingApi.baseURL),
});

test('a logo and hub title set in settings show in the top bar and the hub; the profile and audit log follow', async ({ page, browser, brandingApi }) => {
  await page.goto('/settings/organization');
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.getByLabel(/^password/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByTestId('organization-form')).toBeVisible();
  const topBarLogo = page.getByTestId('organization-logo').first();
  await expect(topBarLogo.locator('img')).toHaveCount(0);

  await page.getByTestId('organization-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Logo changed')).toBeVisible();
  // The top bar follows without a reload.
  await expect(topBarLogo.locator('img')).toHaveAttribute('src', /\/api\/v1\/images\/[0-9a-f-]{36}$/);

  await page.getByTestId('organization-hub-title').fill('Acme Help Centre');
  await page.getByTestId('organization-save').click();
  await expect(page.getByText('Organization settings saved')).toBeVisible();

  // A visitor with no session sees the logo and the title on the hub's sign-in page.
  const visitor = await browser.newContext({ baseURL: brandingApi.baseURL });
  const hub = await visitor.newPage();
  await hub.goto('/hub/auth');
  await expect(hub.getByTestId('hub-title')).toHaveText('Acme Help Centre');
  const hubLogo = hub.getByTestId('hub-logo');
  await expect(hubLogo).toHaveAttribute('src', /\/api\/v1\/images\//);
  // Decoded, not only named: the image arrives a moment after its address.
  await expect.poll(() => hubLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  await visitor.close();

  // The profile page: a picture and the dark theme, kept across a reload. The toasts cover the
  // profile button until they go (a pointer resting on them keeps them).
  await page.mouse.move(10, 600);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
  // The tickets list first, in the light theme: its remote is loaded before the choice below.
  await page.getByTestId('nav-tickets').click();
  await expect(page.getByTestId('tickets-table')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByTestId('tickets-filter-status')).toBeVisible();
  await page.getByTestId('profile-button').click();
  await page.getByTestId('open-profile').click();
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await page.getByTestId('profile-picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Picture changed')).toBeVisible();
  await page.getByTestId('profile-theme').getByText('Dark').click();
  // A remote's screen shown before the choice follows it at once, its plain parts and antd's alike.
  await page.getByTestId('nav-tickets').click();
  await expect(page.getByTestId('tickets-table')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => page.getByTestId('tickets-filter-status').evaluate((select) => getComputedStyle(select).color)).toMatch(/^rgba\(255, 255, 255/);
  // antd's parts of that remote too: a view's dialog (a filter first, so there is something to save).
  await page.getByTestId('tickets-filter-priority').getByRole('button').first().click();
  await page.getByTestId('tickets-filter-priority').getByRole('option', { name: 'High' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('ticket-view-save').click();
  await expect.poll(() => page.locator('.ant-modal-container').evaluate((dialog) => getComputedStyle(dialog).backgroundColor)).toBe('rgb(31, 31, 31)');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-modal-container')).toHaveCount(0);
  await page.getByTestId('profile-button').click();
  await page.getByTestId('open-profile').click();
  await page.reload();
  await expect(page.getByTestId('profile-picture').locator('img')).toHaveAttribute('src', /\/api\/v1\/images\//);
  await expect(page.getByTestId('profile-theme').locator('.ant-segmented-item-selected')).toHaveText('Dark');

  await page.goto('/settings/audit');
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText('hubTitle')).toBeVisible();
  await expect(page.getByTestId('audit-changes').filter({ hasText: 'logo' })).toHaveCount(1);
});
