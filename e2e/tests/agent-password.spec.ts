// An agent who forgot their password: "Forgot password?" on the sign-in page, the reset link read
// from the mail the server wrote (DATA_DIR/outbox/<id>.eml without SMTP_URL), a new password set on
// the reset page, then signing in with it while the old one no longer works. The journey runs on
// a server of its own, so the shared users keep their passwords.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { fromOutbox } from '../support/outbox';
import { ROOT, startApi, type RunningApi } from '../support/server';

const AGENT = { email: 'forgetful.agent@e2e.test', name: 'Forgetful Agent', password: 'Old-pass-e2e-1234' };
const NEW_PASSWORD = 'New-pass-e2e-5678';

/** A server of the journey's own with one agent, shared by the worker. */
const test = base.extend<object, { agentApi: RunningApi }>({
  agentApi: [
    async ({}, use) => {
      const cli = join(ROOT, 'api/dist/cli.js');
      const api = await startApi({}, (env) => {
        execFileSync(process.execPath, [cli, 'create-role', '--name', 'Ticket viewer', '--permissions', 'tickets:tickets:view'], { env, stdio: 'inherit' });
        execFileSync(process.execPath, [cli, 'create-user', '--email', AGENT.email, '--name', AGENT.name, '--password', AGENT.password, '--role', 'Ticket viewer'], { env, stdio: 'inherit' });
      });
      await use(api);
      await api.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ agentApi }, use) => use(agentApi.baseURL),
});

/** The reset link of the newest mail to `email`, waiting for the outbox worker to write it. */
function resetLinkFromOutbox(dataDir: string, email: string): Promise<string> {
  return fromOutbox(
    dataDir,
    email,
    // Quoted-printable may wrap long lines with a trailing `=`: join them before reading the link.
    (mails) => /https?:\/\/\S+\/reset-password\?token=[\w.=-]+/.exec((mails.map((mail) => mail.replace(/=\r?\n/g, '')).pop() ?? '').replace(/=3D/g, '='))?.[0],
    /reset-password\?token=/,
  );
}

async function signInWith(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(AGENT.email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

test('forgot password → mailed link → new password → sign in with it, not with the old one', async ({ page, agentApi }) => {
  await page.goto('/login');
  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByTestId('forgot-email').fill(AGENT.email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByText('Check your email')).toBeVisible();

  const link = new URL(await resetLinkFromOutbox(agentApi.dataDir, AGENT.email));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('Your password is set. Sign in with it.')).toBeVisible();

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByTestId('new-password').fill('Another-pass-e2e-9012');
  await page.getByTestId('confirm-password').fill('Another-pass-e2e-9012');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-link-problem')).toBeVisible();

  await signInWith(page, AGENT.password);
  await expect(page.locator('#root').getByRole('alert')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login/);

  await signInWith(page, NEW_PASSWORD);
  await expect(page.getByTestId('profile-button')).toBeVisible();
});
