// Service levels across apps: an administrator makes a round-the-clock schedule and a policy with a
// three-minute first response for one customer, and puts it first; the customer raises a complaint and
// sees its resolution date; the agent it is given to sees the badge with the business time left on the
// tickets list and hears of the coming breach in the bell (the "before" escalation is set three minutes
// ahead, so the worker fires it at its next round). The countdown itself is a unit test of the badge.
import type { Page } from '@playwright/test';
import { test, expect, signIn, ADMIN, VIEWER } from '../support/fixtures';
import { raiseComplaint, registerCustomer } from '../support/hub';

/** Picks the option of an antd select (by its test id) whose text contains `text`, typing it first. */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  const select = page.getByTestId(testId).first();
  await select.getByRole('combobox').click();
  await select.getByRole('combobox').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

/** Chooses an option of a plain (not searchable) antd select. */
async function choose(page: Page, select: ReturnType<Page['locator']>, text: string): Promise<void> {
  await select.getByRole('combobox').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

test('a policy made in Settings sets the customer’s resolution date, a countdown badge and a “before” escalation', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const scheduleName = `Round the clock ${stamp}`;
  const policyName = `Fast lane ${stamp}`;
  const customerName = `Sly Customer ${stamp}`;
  const customerEmail = `sly.${stamp}@example.com`;
  const title = `Router blinking ${stamp}`;

  // The customer exists first: the policy covers only them, so no other journey's tickets change.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await registerCustomer(customer, { name: customerName, email: customerEmail, password: 'Secret-123-hub' });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN, '/settings/schedules/details');
  await admin.getByTestId('schedule-name').fill(scheduleName);
  for (const day of [6, 7]) await admin.getByTestId(`schedule-day-${day}-open`).click();
  for (const day of [1, 2, 3, 4, 5, 6, 7]) {
    await admin.getByTestId(`schedule-day-${day}-start-0`).fill('00:00');
    await admin.getByTestId(`schedule-day-${day}-end-0`).fill('24:00');
  }
  await admin.getByTestId('schedule-save').click();
  await expect(admin).toHaveURL(/\/settings\/schedules\/details\/[0-9a-f-]{36}$/);

  await admin.goto('/settings/sla/details');
  await admin.getByTestId('sla-name').fill(policyName);
  await pick(admin, 'sla-schedule', scheduleName);
  await pick(admin, 'sla-customers', customerName);
  await admin.getByTestId('sla-target-Medium-firstResponse-minutes').fill('3');
  await admin.getByTestId('sla-target-Medium-resolution-hours').fill('8');
  // One escalation: three minutes before the first response is due (at once), to the assignee.
  await admin.getByTestId('sla-escalation-add').click();
  const escalation = admin.getByTestId('sla-escalation').first();
  await choose(admin, escalation.getByTestId('sla-escalation-target'), 'First response');
  await escalation.getByTestId('sla-escalation-minutes-hours').fill('0');
  await escalation.getByTestId('sla-escalation-minutes-minutes').fill('3');
  await admin.getByTestId('sla-save').click();
  await expect(admin).toHaveURL(/\/settings\/sla\/details\/[0-9a-f-]{36}$/);

  // First matching policy wins: move it above the default one.
  await admin.goto(`/settings/sla/list`);
  const row = admin.getByRole('row').filter({ hasText: policyName });
  await expect(row).toHaveCount(1);
  for (let moves = 0; moves < 20 && (await row.getByTestId('sla-move-up').isEnabled()); moves += 1) {
    await row.getByTestId('sla-move-up').click();
    // Each move reloads the list; the next one starts from the new order.
    await expect(admin.getByText(`${policyName} moved`).last()).toBeVisible();
  }
  await expect(row.getByTestId('sla-move-up')).toBeDisabled();
  await expect(admin.getByTestId('sla-row').first()).toContainText(policyName);

  // The customer raises the complaint and sees when it will be resolved.
  const ticketUrl = await raiseComplaint(customer, title, 'The light keeps blinking orange.');
  const ticketId = ticketUrl.split('/').pop()!;
  await expect(customer.getByTestId('ticket-resolve-by')).toContainText('Resolve by');

  // The administrator gives it to Tina.
  await admin.goto(`/tickets/details/${ticketId}`);
  await expect(admin.getByTestId('ticket-sla')).toContainText(policyName);
  await pick(admin, 'ticket-assignee-select', VIEWER.name);
  await expect(admin.getByTestId('ticket-assignee-select')).toContainText(VIEWER.name);

  // Tina's list shows the badge with the business time left (the schedule never closes).
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, VIEWER, `/tickets/list?q=${encodeURIComponent(title)}`);
  const badge = agent.getByTestId('ticket-row').filter({ hasText: title }).getByTestId('sla-badge');
  await expect(badge).toContainText(/min (left|overdue)/);

  // The worker fires the escalation: Tina's bell lists it, naming the ticket.
  await agent.getByTestId('notifications-button').click();
  await expect(agent.getByTestId('notification-item').filter({ hasText: title }).filter({ hasText: 'service-level' })).toHaveCount(1, { timeout: 60_000 });
  await agent.keyboard.press('Escape');

  await Promise.all([customerContext.close(), adminContext.close(), agentContext.close()]);
});
