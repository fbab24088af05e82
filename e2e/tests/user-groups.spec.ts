// User groups across apps: an administrator creates a group in Settings with a colleague in it and
// gives a complaint to the group from the ticket page; the colleague's bell hears of it over SignalR
// and their "My groups" filter lists the ticket. The administrator, who acted, is told nothing.
import type { Page } from '@playwright/test';
import { test, expect, signIn, ADMIN, VIEWER } from '../support/fixtures';
import { raiseComplaint, registerCustomer } from '../support/hub';

/** Resolves once the page's notification hub connection finished its handshake (`{}` from the server). */
function hubConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/hubs/notification')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('{}')) resolve();
      });
    });
  });
}

/** Picks the option of an antd select (by its test id) whose text contains `text`, typing it first. */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  const select = page.getByTestId(testId);
  await select.getByRole('combobox').click();
  await select.getByRole('combobox').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

test('a group made in Settings gets a ticket; its member is notified and finds it under My groups', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Kettle ${stamp}`;
  const groupName = `Appliances ${stamp}`;

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await registerCustomer(customer, { name: 'Gita Customer', email: `gita.${stamp}@example.com`, password: 'Secret-123-hub' });
  const ticketId = (await raiseComplaint(customer, title, 'It boils dry and keeps going.')).split('/').pop()!;

  // Tina works on the tickets list with her push connection up.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  const connected = hubConnected(colleague);
  await signIn(colleague, VIEWER, '/tickets/list');
  const bell = colleague.getByTestId('notifications-button');
  await expect(bell).toBeVisible();
  await connected;

  // The administrator creates the group and adds Tina to it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN, '/settings/user-groups/list');
  await admin.getByTestId('user-groups-new').click();
  await admin.getByTestId('user-group-name').fill(groupName);
  await admin.getByTestId('user-group-description').fill('Kettles, toasters and blenders');
  await admin.getByTestId('user-group-submit').click();
  await expect(admin.getByTestId('user-group-header')).toContainText(groupName);
  await pick(admin, 'member-picker', VIEWER.name);
  await admin.getByTestId('member-add').click();
  await expect(admin.getByTestId('member-row').filter({ hasText: VIEWER.name })).toHaveCount(1);

  // The list shows the group with its one member.
  await admin.goto(`/settings/user-groups/list?q=${encodeURIComponent(groupName)}`);
  await expect(admin.getByTestId('user-group-row').filter({ hasText: groupName })).toContainText('1');

  // The administrator gives the complaint to the group, beside the assignee.
  await admin.goto(`/tickets/details/${ticketId}`);
  await pick(admin, 'ticket-userGroup-select', groupName);
  await expect(admin.getByTestId('ticket-userGroup-select')).toContainText(groupName);

  // Tina's bell blinks without a reload and names the group.
  await expect(bell).toHaveAttribute('data-blinking', 'true');
  await bell.click();
  const told = colleague.getByTestId('notification-item').filter({ hasText: title }).filter({ hasText: 'assigned a ticket to your group' });
  await expect(told).toHaveCount(1);
  await expect(told).toContainText(groupName);
  await colleague.keyboard.press('Escape');

  // Her "My groups" filter lists the ticket.
  await colleague.goto('/tickets/list?group=mine');
  await expect(colleague.getByTestId('ticket-row').filter({ hasText: title })).toHaveCount(1);

  // The administrator, who acted, was told nothing of it (only, by the administrators' default, of the new ticket nobody had).
  await admin.getByTestId('notifications-button').click();
  await expect(admin.getByTestId('notifications-popover')).toBeVisible();
  await expect(admin.getByTestId('notifications-popover').locator('.ant-spin')).toHaveCount(0);
  await expect(admin.getByTestId('notification-item').filter({ hasText: title }).filter({ hasNotText: 'opened a new ticket' })).toHaveCount(0);

  await Promise.all([customerContext.close(), colleagueContext.close(), adminContext.close()]);
});
