import { test, expect, signIn, ADMIN, VIEWER } from '../support/fixtures';
import type { Page } from '@playwright/test';

const SIDEBAR = ['dashboard', 'tickets', 'categories', 'customers', 'settings'] as const;

/** Which remotes' manifests the page has asked for so far. */
function trackManifests(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/mfe\/([a-z]+)\/mf-manifest\.json/.exec(request.url());
    if (match) requested.add(match[1]);
  });
  return requested;
}

test('administrator signs in, sees every entry, opens each remote, switches language, reads help, signs out', async ({ page }) => {
  const manifests = trackManifests(page);
  await signIn(page, ADMIN);

  // Lands on the tickets list, rendered by mfe-tickets loaded through its manifest.
  await expect(page).toHaveURL(/\/tickets\/list$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
  expect(manifests.has('tickets')).toBe(true);
  // Remotes load on first visit, never all at boot.
  expect(manifests.has('dashboard')).toBe(false);
  expect(manifests.has('settings')).toBe(false);

  for (const entry of SIDEBAR) await expect(page.getByTestId(`nav-${entry}`)).toBeVisible();
  await expect(page.getByTestId('beta-tag')).toBeVisible();
  await expect(page.getByTestId('add-ticket')).toBeVisible();

  const pages: Array<[string, RegExp, string, RegExp]> = [
    ['dashboard', /\/dashboard\/overview$/, 'dashboard', /dashboard/i],
    ['categories', /\/categories\/list$/, 'tickets', /categories/i],
    ['customers', /\/customers\/list$/, 'tickets', /customers/i],
    ['settings', /\/settings\/list$/, 'settings', /settings/i],
    ['tickets', /\/tickets\/list$/, 'tickets', /tickets/i],
  ];
  for (const [entry, url, remote, title] of pages) {
    await page.getByTestId(`nav-${entry}`).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId('page-title')).toHaveText(title);
    expect(manifests.has(remote)).toBe(true);
  }

  // The hub remote mounts inside the shell too (client-side navigation to /hub).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/hub/auth');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('page-title')).toHaveText(/sign in/i);
  expect(manifests.has('hub')).toBe(true);

  // One session store for the host and all four remotes (a second copy would count 2).
  expect(await page.evaluate(() => (globalThis as { __switchboardSessionStores?: number }).__switchboardSessionStores)).toBe(1);

  // Arabic flips the layout; English flips it back.
  await page.getByTestId('nav-tickets').click();
  await expect(page).toHaveURL(/\/tickets\/list$/);
  const sider = page.getByTestId('sidebar');
  const ltrBox = await sider.boundingBox();
  await page.getByTestId('profile-button').click();
  // The profile panel stands above the list's sticky table header it overlaps.
  const changePassword = page.getByTestId('change-password');
  expect(await changePassword.evaluate((button) => {
    const { left, top, width, height } = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  })).toBe(true);
  await page.getByTestId('language-picker').click();
  await page.keyboard.type('العربية');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-ae');
  const rtlBox = await sider.boundingBox();
  expect(ltrBox && rtlBox).toBeTruthy();
  expect(rtlBox!.x).toBeGreaterThan(ltrBox!.x);
  // The sidebar's entries mirror too: the icon stands at the right of the name.
  const entry = page.getByTestId('nav-tickets');
  const [icon, name] = await Promise.all([entry.locator('.sb-frame-nav-icon').boundingBox(), entry.locator('.sb-frame-nav-label').boundingBox()]);
  expect(icon!.x).toBeGreaterThan(name!.x);
  // The remote's plain filters and antd's parts (a view's dialog, in providers of its own) follow the page's direction too…
  const priority = page.getByTestId('tickets-filter-priority');
  await priority.getByRole('button').first().click();
  const firstPriority = priority.getByRole('option').first();
  expect(await firstPriority.evaluate((option) => getComputedStyle(option).direction)).toBe('rtl');
  await firstPriority.click();
  await page.keyboard.press('Escape');
  await page.getByTestId('ticket-view-save').click();
  await expect(page.getByTestId('ticket-view-name').locator('xpath=ancestor-or-self::*[contains(@class, "-rtl")]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ticket-view-name')).toHaveCount(0);
  // …and its table mirrors: its first column stands at the right.
  const headerCells = page.getByTestId('tickets-table').getByRole('columnheader');
  const [firstCell, lastCell] = await Promise.all([headerCells.first().boundingBox(), headerCells.last().boundingBox()]);
  expect(firstCell!.x).toBeGreaterThan(lastCell!.x);
  // The remote's Arabic strings are their own chunk, fetched for the switch and again on a fresh load.
  await expect(page.getByTestId('page-title')).toHaveText('التذاكر');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('التذاكر');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('profile-button').click();
  await page.getByTestId('language-picker').click();
  await page.keyboard.type('English');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Escape closes the popover once the language list has closed (while it is open, Escape is the list's).
  await expect(page.getByTestId('profile-popover').getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profile-popover')).toBeHidden();

  // Documentation drawer shows the help page of the current screen.
  await page.getByTestId('nav-help').click();
  const drawer = page.getByTestId('docs-drawer');
  await expect(drawer).toBeVisible();
  await expect(page.getByTestId('docs-frame')).toHaveAttribute('src', /\/docs\/.*tickets/);
  await expect(page.frameLocator('[data-testid="docs-frame"]').locator('h1')).toContainText(/ticket/i);
  await expect(page.getByTestId('docs-loading')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Sign out: back to the login screen, and protected pages are closed again.
  await page.getByTestId('profile-button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/settings/list');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Flist/);
});

test('a user with only tickets:tickets:view sees only Tickets', async ({ page }) => {
  await signIn(page, VIEWER);
  await expect(page).toHaveURL(/\/tickets\/list$/);
  await expect(page.getByTestId('nav-tickets')).toBeVisible();
  for (const entry of SIDEBAR.filter((e) => e !== 'tickets')) await expect(page.getByTestId(`nav-${entry}`)).toHaveCount(0);
  await expect(page.getByTestId('add-ticket')).toHaveCount(0);
  // The server refuses what the sidebar hides, and the route guard sends to /permission.
  await page.goto('/settings/roles/list');
  await expect(page).toHaveURL(/\/permission$/);
  await expect(page.getByTestId('permission-page')).toBeVisible();
});

test('a sign-in keeps the page asked for, and unknown paths go to /404', async ({ page }) => {
  await page.goto('/customers/list?page=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomers%2Flist%3Fpage%3D2$/);
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.getByLabel(/^password/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/customers\/list\?page=2$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a remote that cannot load shows a retry panel while the rest keeps working', async ({ page }) => {
  await page.route('**/mfe/dashboard/mf-manifest.json', (route) => route.abort('connectionrefused'));
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/tickets\/list$/);

  await page.getByTestId('nav-dashboard').click();
  await expect(page.getByTestId('remote-error')).toBeVisible();
  // The layout still works: the top bar and sidebar are there, and another remote loads.
  await expect(page.getByTestId('profile-button')).toBeVisible();
  await page.getByTestId('nav-customers').click();
  await expect(page).toHaveURL(/\/customers\/list$/);
  await expect(page.getByTestId('page-title')).toBeVisible();

  // Once the remote is reachable again, Retry loads it without a page reload.
  await page.getByTestId('nav-dashboard').click();
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await page.unroute('**/mfe/dashboard/mf-manifest.json');
  await page.getByTestId('remote-error').getByRole('button').click();
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});

test('the frame on a phone and a small laptop: the menu is a drawer from the start side and the notifications from the end, the profile panel fits, the narrow sidebar shows icons named for screen readers', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/tickets\/list$/);
  // Nothing sticks out sideways at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  // The drawer opens from the left, keeps the focus, closes with Escape and gives the focus back.
  const toggle = page.getByTestId('menu-toggle');
  await toggle.click();
  const drawer = page.getByTestId('nav-drawer');
  await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect((await drawer.boundingBox())!.x).toBe(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="nav-drawer"]')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // An entry navigates and closes the drawer; Help closes it too and opens the help beside the page.
  await toggle.click();
  await drawer.getByTestId('nav-customers').click();
  await expect(page).toHaveURL(/\/customers\/list$/);
  await expect(drawer).toBeHidden();
  await toggle.click();
  await drawer.getByTestId('nav-help').click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('docs-drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('docs-drawer')).toBeHidden();

  // The bell's list is a drawer from the other side; the profile panel stays on screen.
  await page.getByTestId('notifications-button').click();
  const notifications = page.getByTestId('notifications-drawer');
  await expect(notifications.getByRole('heading', { name: 'Notifications' }).or(notifications.getByText('Notifications').first())).toBeVisible();
  const box = (await notifications.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(375);
  await page.keyboard.press('Escape');
  await expect(notifications).toBeHidden();
  await page.getByTestId('profile-button').click();
  const profile = (await page.getByTestId('profile-popover').boundingBox())!;
  expect(profile.x).toBeGreaterThanOrEqual(0);
  expect(profile.x + profile.width).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profile-popover')).toHaveCount(0);

  // Between 768 and 991 px the sidebar starts narrow: icons only, each still named, and opens wide on demand.
  await page.setViewportSize({ width: 900, height: 800 });
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())!.width).toBeLessThanOrEqual(64);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('title', 'Dashboard');
  await toggle.click();
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeGreaterThanOrEqual(220);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('title');
});
