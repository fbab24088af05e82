// An administrator builds a "Ticket reader" role in Settings → Roles and gives it to a colleague who
// had none. The colleague, signed in all along, sees the tickets after their next navigation (no new
// sign-in) and nothing else: settings answer the permission page. On a server of its own, so the
// shared users keep their roles.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN, ROOT, startApi, type RunningApi } from '../support/server';

const COLLEAGUE = { email: 'rita.reader@e2e.test', name: 'Rita Reader', password: 'Rita-pass-e2e-1357' };
const ROLE = 'Ticket reader';

const test = base.extend<object, { rolesApi: RunningApi }>({
  rolesApi: [
    async ({}, use) => {
      const cli = join(ROOT, 'api/dist/cli.js');
      const api = await startApi({}, (env) => {
        execFileSync(process.execPath, [cli, 'create-user', '--email', COLLEAGUE.email, '--name', COLLEAGUE.name, '--password', COLLEAGUE.password], { env, stdio: 'inherit' });
      });
      await use(api);
      await api.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ rolesApi }, use) => use(rolesApi.baseURL),
});

async function signIn(page: Page, user: { email: string; password: string }, path: string) {
  await page.goto(path);
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

test('a new role given to a colleague opens the tickets to them, and only the tickets, without a new sign-in', async ({ page, browser, rolesApi }) => {
  // The colleague, with no role yet, can open nothing.
  const context = await browser.newContext({ baseURL: rolesApi.baseURL });
  // The colleague's page keeps real time but lets the test skip the shell's recheck delay below.
  await context.clock.install();
  const colleague = await context.newPage();
  await signIn(colleague, COLLEAGUE, '/tickets');
  await expect(colleague).toHaveURL(/\/permission$/);
  await expect(colleague.getByTestId('nav-tickets')).toHaveCount(0);

  // The administrator creates the role with one permission…
  await signIn(page, ADMIN, '/settings/roles/details');
  await page.getByTestId('role-name').fill(ROLE);
  await page.getByTestId('permission-tickets:tickets:view').check();
  await page.getByTestId('role-save').click();
  await expect(page).toHaveURL(/\/settings\/roles\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('role-permission-count')).toContainText('1');

  // …and gives it to the colleague from their user page.
  await page.goto('/settings/users/list');
  await page.getByTestId('user-row').filter({ hasText: COLLEAGUE.email }).click();
  const card = page.getByTestId('user-roles-card');
  await card.getByTestId('user-roles-pick').click();
  await page.locator('.ant-select-item-option', { hasText: ROLE }).click();
  await card.getByText(/roles/i).first().click();
  await card.getByTestId('user-roles-add').click();
  await expect(card.getByTestId('user-role')).toHaveText([ROLE]);

  // The colleague's next navigation (after the recheck delay, 10 s: skipped on their page's clock)
  // shows the tickets entry, and only it.
  await context.clock.fastForward(10_500);
  await colleague.getByTestId('profile-button').click();
  await colleague.getByTestId('open-profile').click();
  await expect(colleague.getByTestId('profile-page')).toBeVisible();
  await expect(colleague.getByTestId('nav-tickets')).toBeVisible();
  await expect(colleague.getByTestId('nav-settings')).toHaveCount(0);
  await colleague.getByTestId('nav-tickets').click();
  await expect(colleague).toHaveURL(/\/tickets/);
  await expect(colleague.getByTestId('tickets-table').or(colleague.getByTestId('tickets-empty'))).toBeVisible();
  await colleague.goto('/settings/list');
  await expect(colleague).toHaveURL(/\/permission$/);
  await context.close();
});
