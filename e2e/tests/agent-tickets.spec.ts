// The agent side of a complaint: a customer raises it in the hub, an agent finds it with the list
// filters, opens it and changes its status, and the customer sees the new status in the hub. The
// ticket details follow the mobile rule of spec §2 at 375 px.
import type { Page } from '@playwright/test';
import { test, expect, signIn, ADMIN } from '../support/fixtures';
import { registerCustomer } from '../support/hub';

/** Raises a complaint with only title and description from the hub's form; returns its URL. */
async function raiseComplaint(page: Page, title: string, description: string): Promise<string> {
  await page.goto('/hub/ticket/create');
  await page.getByTestId('complaint-title').fill(title);
  await page.getByTestId('complaint-description').fill(description);
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByTestId('complaint-success')).toBeVisible();
  await page.getByTestId('complaint-view-ticket').click();
  await expect(page).toHaveURL(/\/hub\/ticket\/[0-9a-f-]{36}$/);
  return page.url();
}

test('an agent finds a customer complaint with the list filters, changes its status, and the customer sees it', async ({ browser }) => {
  const unique = `Blender ${Date.now()}`;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await registerCustomer(customer, { name: 'Lena Ortiz', email: `lena.${Date.now()}@example.com`, password: 'Secret-123' });
  const hubTicketUrl = await raiseComplaint(customer, `${unique} stopped working`, 'It smells of smoke after two minutes.');
  await expect(customer.getByTestId('ticket-status')).toContainText('Open');

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, ADMIN, '/tickets/list');
  await expect(agent.getByTestId('tickets-table')).toBeVisible();

  // The text filter goes to the URL and finds the complaint by a word of its title.
  await agent.getByTestId('tickets-search').fill(unique);
  await expect(agent).toHaveURL(/[?&]q=/);
  const row = agent.getByTestId('ticket-row').filter({ hasText: unique });
  await expect(row).toHaveCount(1);
  await expect(agent.getByTestId('ticket-row')).toHaveCount(1);
  await expect(row).toContainText('Lena Ortiz');

  // The filtered view survives a reload.
  await agent.reload();
  await expect(agent.getByTestId('ticket-row')).toHaveCount(1);

  await row.click();
  await expect(agent).toHaveURL(/\/tickets\/details\/[0-9a-f-]{36}$/);
  await expect(agent.getByTestId('ticket-header')).toContainText(`${unique} stopped working`);

  await agent.getByTestId('ticket-status-select').click();
  await agent.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Pending' }).click();
  await expect(agent.getByTestId('ticket-status-select')).toContainText('Pending');

  // History records the change; a reload shows the stored status.
  await agent.getByRole('tab', { name: 'History' }).click();
  await expect(agent.getByTestId('history-entry').filter({ hasText: 'Pending' })).toHaveCount(1);
  await agent.reload();
  await expect(agent.getByTestId('ticket-status-select')).toContainText('Pending');

  // The customer sees the new status.
  await customer.goto(hubTicketUrl);
  await expect(customer.getByTestId('ticket-status')).toContainText('Pending');

  // At 375 px the details move to their mobile variant.
  const detailsUrl = agent.url();
  await agent.setViewportSize({ width: 375, height: 800 });
  await agent.goto(detailsUrl);
  await expect(agent).toHaveURL(/\/tickets\/details\/[0-9a-f-]{36}\/mobile$/);
  await expect(agent.getByTestId('ticket-header')).toContainText(`${unique} stopped working`);
  await agent.setViewportSize({ width: 1280, height: 800 });
  await agent.goto(detailsUrl.replace(/$/, '/mobile'));
  await expect(agent).toHaveURL(/\/tickets\/details\/[0-9a-f-]{36}$/);

  await customerContext.close();
  await agentContext.close();
});
