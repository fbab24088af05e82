// The agent side of a complaint: a customer raises it in the hub, an agent finds it with the list
// filters, opens it, changes its status, writes an internal note and a reply, and the customer sees the
// new status and the reply (not the note) in the hub. At 375 px the ticket details move to their
// mobile variant (screens narrower than 768 px get it), and a desktop width goes back.
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, ADMIN } from '../support/fixtures';
import { raiseComplaint, registerCustomer } from '../support/hub';

/** Picks `option` in the antd Select inside `container`. */
async function choose(page: Page, container: Locator, option: string) {
  await container.getByRole('combobox').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

test('an agent finds a customer complaint with the list filters, changes its status, notes and replies, and the customer sees the reply only', async ({ browser }) => {
  const unique = `Blender ${Date.now()}`;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await registerCustomer(customer, { name: 'Lena Ortiz', email: `lena.${Date.now()}@example.com`, password: 'Secret-123-hub' });
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

  // An internal note, then a reply to the customer.
  await agent.getByRole('tab', { name: 'Conversation' }).click();
  await agent.getByTestId('composer-note').click();
  await agent.getByTestId('note-input').click();
  await agent.keyboard.type('Checked the logs: heating element fault.');
  await agent.getByTestId('note-add').click();
  await expect(agent.getByTestId('conversation-item').filter({ hasText: 'heating element fault' })).toHaveAttribute('data-kind', 'note');
  await agent.getByTestId('composer-reply').click();
  await agent.getByTestId('reply-body').fill('We are sending a replacement blender today.');
  await agent.getByTestId('reply-send').click();
  await expect(agent.getByText('Sent successfully')).toBeVisible();
  const reply = agent.getByTestId('conversation-item').filter({ hasText: 'replacement blender' });
  await expect(reply).toHaveAttribute('data-kind', 'message');
  await expect(reply).toHaveAttribute('data-status', 'sent');

  // The customer sees the new status and the reply, never the internal note.
  await customer.goto(hubTicketUrl);
  await expect(customer.getByTestId('ticket-status')).toContainText('Pending');
  await expect(customer.getByTestId('message-card').filter({ hasText: 'replacement blender' })).toHaveAttribute('data-status', 'sent');
  await expect(customer.getByText('heating element fault')).toHaveCount(0);

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

test("an agent finds a complaint by its customer's email and by a value typed in a category field", async ({ browser }) => {
  const stamp = Date.now();
  const email = `mira.${stamp}@example.com`;
  const invoice = `INV-${stamp}`;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await registerCustomer(customer, { name: 'Mira Novak', email, password: 'Secret-123-hub' });
  await customer.goto('/hub/ticket/create');
  await customer.getByTestId('complaint-title').fill('Charged in the wrong currency');
  await customer.getByTestId('complaint-description').fill('The invoice shows dollars instead of euros.');
  await choose(customer, customer.getByTestId('complaint-category'), 'Billing');
  await customer.getByTestId('complaint-field-invoice_number').locator('input').fill(invoice);
  await customer.getByTestId('complaint-field-amount').locator('input').fill('129.90');
  await choose(customer, customer.getByTestId('complaint-field-payment_method'), 'PayPal');
  await customer.getByTestId('complaint-submit').click();
  await expect(customer.getByTestId('complaint-success')).toBeVisible();

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, ADMIN, '/tickets/list');
  await expect(agent.getByTestId('tickets-table')).toBeVisible();
  const search = agent.getByTestId('tickets-search');
  const rows = agent.getByTestId('ticket-row');

  // The customer's email address finds their ticket…
  await search.fill(email);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Mira Novak');
  // …and so does the invoice number typed in the Billing form.
  await search.fill(invoice);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Charged in the wrong currency');

  await customerContext.close();
  await agentContext.close();
});
