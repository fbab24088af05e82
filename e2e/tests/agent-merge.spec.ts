// Merging two complaints of one customer: the agent selects both in the list, keeps one, previews
// and confirms; the kept ticket's conversation holds the other's messages, the other is closed with
// "Merged into #N", and the customer's hub shows it closed, says where it went and takes no reply there.
import { test, expect, signIn, ADMIN } from '../support/fixtures';
import { raiseComplaint, registerCustomer } from '../support/hub';

test('an agent merges two complaints of one customer: the kept ticket gets the messages, the other closes with a link, the hub shows it closed', async ({ browser }) => {
  const unique = `Kettle ${Date.now()}`;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await registerCustomer(customer, { name: 'Ravi Menon', email: `ravi.${Date.now()}@example.com`, password: 'Secret-123-hub' });
  const firstHubUrl = await raiseComplaint(customer, `${unique} leaks`, 'Water on the counter every morning.');
  await raiseComplaint(customer, `${unique} leaks again`, 'Still leaking, and the light blinks.');

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, ADMIN, '/tickets/list');
  await agent.getByTestId('tickets-search').fill(unique);
  // The search is debounced into the URL; wait for it before opening a row.
  await expect(agent).toHaveURL(/[?&]q=/);
  const rows = agent.getByTestId('ticket-row');
  await expect(rows).toHaveCount(2);
  const firstRow = rows.filter({ hasText: `${unique} leaks` }).filter({ hasNotText: 'again' });
  const secondRow = rows.filter({ hasText: `${unique} leaks again` });

  // The first complaint gets a reply, which must follow it into the kept ticket.
  await firstRow.getByRole('link').click();
  await expect(agent).toHaveURL(/\/tickets\/details\/[0-9a-f-]{36}$/);
  await expect(agent.getByTestId('ticket-header')).toContainText(`${unique} leaks`);
  const firstSerial = (await agent.getByTestId('ticket-serial').innerText()).trim();
  await agent.getByTestId('composer-reply').click();
  await agent.getByTestId('reply-body').fill('A new seal is on its way.');
  await agent.getByTestId('reply-send').click();
  await expect(agent.getByText('Sent successfully')).toBeVisible();
  await agent.goBack();
  await expect(rows).toHaveCount(2);

  // Both selected → Merge… opens the merge screen with the older ticket kept by default.
  await firstRow.getByRole('checkbox').check();
  await expect(agent.getByTestId('tickets-bulk-merge')).toHaveCount(0);
  await secondRow.getByRole('checkbox').check();
  await agent.getByTestId('tickets-bulk-merge').click();
  await expect(agent).toHaveURL(/\/tickets\/merge\?ids=/);
  await expect(agent.getByTestId('page-title')).toHaveText('Merge tickets');
  await expect(agent.getByTestId('merge-target')).toContainText(firstSerial);

  // The agent keeps the newer one instead; the preview says what will happen.
  const newer = agent.getByTestId('merge-source').filter({ hasText: 'again' });
  await newer.getByTestId('merge-make-target').click();
  const target = agent.getByTestId('merge-target');
  await expect(target).toContainText(`${unique} leaks again`);
  await expect(target).toContainText('Ravi Menon');
  const targetSerial = (await target.locator('strong').first().innerText()).trim();
  // The reply and the description, which the merge carries into the kept ticket as a message.
  await expect(agent.getByTestId('merge-source')).toContainText('Messages: 2');
  await expect(agent.getByTestId('merge-summary')).toHaveText(`Ticket ${firstSerial} will be closed and its messages and internal notes moved to ${targetSerial}.`);

  await agent.getByTestId('merge-submit').click();
  await expect(agent.getByTestId('merge-confirm-dialog')).toBeVisible();
  await agent.getByTestId('merge-confirm').click();
  await expect(agent.getByText(`Tickets merged into ${targetSerial}`)).toBeVisible();
  await expect(agent).toHaveURL(/\/tickets\/details\/[0-9a-f-]{36}$/);
  await expect(agent.getByTestId('ticket-serial')).toHaveText(targetSerial);
  await expect(agent.getByTestId('conversation-item').filter({ hasText: 'A new seal is on its way.' })).toHaveAttribute('data-status', 'sent');
  // The merged complaint's description came along as the customer's message, marked with its number.
  await expect(agent.getByTestId('conversation-item').filter({ hasText: 'Water on the counter every morning.' }).getByTestId('message-merged-from')).toHaveText(`From merged ticket ${firstSerial}`);

  // The merged ticket is closed and points at the kept one (merged tickets leave the default list, so open it by link).
  const firstId = firstHubUrl.split('/').pop()!;
  await agent.goto(`/tickets/details/${firstId}`);
  await expect(agent.getByTestId('ticket-merged-notice')).toContainText(`Merged into ${targetSerial}`);
  await expect(agent.getByTestId('ticket-status-select')).toContainText('Resolved');
  await expect(agent.getByTestId('ticket-merge')).toHaveCount(0);
  await agent.getByRole('tab', { name: 'History' }).click();
  await expect(agent.getByTestId('history-entry').filter({ hasText: `merged the ticket into ${targetSerial}` })).toHaveCount(1);
  await agent.getByTestId('ticket-merged-link').click();
  await expect(agent.getByTestId('ticket-serial')).toHaveText(targetSerial);

  // The customer sees the merged complaint closed in the hub.
  await customer.bringToFront();
  await customer.goto(firstHubUrl);
  await expect(customer.getByTestId('ticket-status')).toContainText('Resolved');
  // It says where the conversation went, offers no reply box, and links there.
  await expect(customer.getByTestId('ticket-merged-notice')).toContainText(`This ticket was merged into ${targetSerial}`);
  await expect(customer.getByTestId('reply-editor')).toHaveCount(0);
  await customer.getByTestId('ticket-merged-link').click();
  await expect(customer).toHaveURL(/\/hub\/ticket\/[0-9a-f-]{36}$/);
  await expect(customer.getByTestId('ticket-number')).toContainText(targetSerial);
  await expect(customer.getByTestId('ticket-merged-notice')).toHaveCount(0);
  await expect(customer.getByTestId('message-merged-from')).toHaveText(`From merged ticket ${firstSerial}`);
  await customer.goto('/hub/tickets');
  await expect(customer.getByTestId('ticket-card').filter({ hasText: `${unique} leaks` }).filter({ hasNotText: 'again' })).toContainText('Resolved');

  await customerContext.close();
  await agentContext.close();
});
