// The dashboards across apps: a supervisor keeps the status dashboard open while a customer raises a
// complaint in the hub; "New today" and "Unassigned" move without a reload (pushed over the hub), a tile
// opens the tickets list filtered the same way, and the trend view draws created vs resolved and exports
// its data as CSV.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, signIn, ADMIN } from '../support/fixtures';
import { raiseComplaint, registerCustomer } from '../support/hub';

/** A tile's figure as a number ("1,234" → 1234). */
async function figure(page: Page, tile: string): Promise<number> {
  const text = await page.getByTestId(`tile-${tile}-figure`).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test('the status dashboard follows a new complaint live, its tiles open the filtered list, and the trend exports CSV', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await registerCustomer(customer, { name: `Dana Dashboard ${stamp}`, email: `dana.${stamp}@example.com`, password: 'Secret-123-hub' });

  const supervisorContext = await browser.newContext();
  const supervisor = await supervisorContext.newPage();
  await signIn(supervisor, ADMIN, '/dashboard');
  await expect(supervisor).toHaveURL(/\/dashboard\/overview/);
  await expect(supervisor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(supervisor.getByTestId('live-state')).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
  const newToday = await figure(supervisor, 'newToday');
  const unassigned = await figure(supervisor, 'unassigned');
  let requests = 0;
  supervisor.on('request', (request) => {
    if (request.url().includes('/analytics/status')) requests += 1;
  });

  await raiseComplaint(customer, `Dashboard watched ${stamp}`, 'The invoice total is wrong.');
  // Pushed, not polled: within two seconds of the complaint, on the same page.
  await expect.poll(() => figure(supervisor, 'newToday'), { timeout: 2_000, intervals: [100] }).toBeGreaterThan(newToday);
  await expect.poll(() => figure(supervisor, 'unassigned'), { timeout: 2_000, intervals: [100] }).toBeGreaterThan(unassigned);
  expect(requests, 'one refetch per coalesced change, no polling loop').toBeLessThanOrEqual(3);

  // A tile is a link to the same tickets.
  await supervisor.getByTestId('tile-unassigned-link').click();
  await expect(supervisor).toHaveURL(/\/tickets\/list\?.*assignee=unassigned/);
  await expect(supervisor.getByText(`Dashboard watched ${stamp}`)).toBeVisible();

  // The trend: created vs resolved for the period, and its data as CSV.
  await supervisor.goto('/dashboard/overview?view=trend');
  await expect(supervisor.getByTestId('chart-created-resolved')).toBeVisible({ timeout: 20_000 });
  await expect(supervisor.getByTestId('kpi-created-value')).not.toHaveText('0');
  const download = supervisor.waitForEvent('download');
  await supervisor.getByTestId('csv-created-resolved').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^switchboard-created-resolved-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  const [header, ...rows] = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(header).toMatch(/Created/);
  expect(rows.length).toBeGreaterThan(0);

  await customerContext.close();
  await supervisorContext.close();
});
