// Live notifications between two agents and a customer: the administrator assigns a complaint to
// a colleague, whose bell blinks at once (a SignalR push) and whose popover item opens the ticket;
// the customer's reply in the hub then reaches the assignee the same way, and an internal note reads
// as a note, not as a reply.
import type { Page } from '@playwright/test';
import { test, expect, signIn, ADMIN, VIEWER } from '../support/fixtures';
import { openFiledTicket, registerCustomer } from '../support/hub';

/** Raises a complaint from the hub's form; returns the ticket id. */
async function raiseComplaint(page: Page, title: string): Promise<string> {
  await page.goto('/hub/ticket/create');
  await page.getByTestId('complaint-title').fill(title);
  await page.getByTestId('complaint-description').fill('It stopped halfway through a smoothie.');
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByTestId('complaint-success')).toBeVisible();
  await openFiledTicket(page);
  return page.url().split('/').pop()!;
}

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

test('an assignment makes the colleague’s bell blink and the popover opens the ticket; a customer reply notifies the assignee', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Blender ${Date.now()}`;

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await registerCustomer(customer, { name: 'Nadia Customer', email: `nadia.${Date.now()}@example.com`, password: 'Secret-123-hub' });
  const ticketId = await raiseComplaint(customer, title);

  // Agent B (Tina) works on the tickets list with her push connection up.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  const connected = hubConnected(colleague);
  await signIn(colleague, VIEWER, '/tickets/list');
  const bell = colleague.getByTestId('notifications-button');
  await expect(bell).toBeVisible();
  await connected;
  await expect(bell).toHaveAttribute('data-blinking', 'false');

  // Agent A (the administrator) assigns the complaint to Tina from the ticket page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN, `/tickets/details/${ticketId}`);
  const assignee = admin.getByTestId('ticket-assignee-select');
  await assignee.getByRole('combobox').click();
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: VIEWER.name }).first().click();
  await expect(assignee).toContainText(VIEWER.name);

  // Tina's bell blinks without a reload; opening the popover stops it and shows the assignment.
  await expect(bell).toHaveAttribute('data-blinking', 'true');
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.click();
  await expect(bell).toHaveAttribute('data-blinking', 'false');
  const assigned = colleague.getByTestId('notification-item').filter({ hasText: title }).filter({ hasText: 'assigned a ticket to you' });
  await expect(assigned).toHaveCount(1);
  await expect(assigned).toHaveAttribute('data-read', 'false');
  await assigned.getByTestId('notification-ticket').click();
  await expect(colleague).toHaveURL(new RegExp(`/tickets/details/${ticketId}$`));
  await expect(colleague.getByTestId('notifications-popover')).toBeHidden();

  // The customer answers in the hub: the assignee hears of it.
  const editor = customer.getByTestId('reply-editor-content');
  await editor.click();
  await customer.keyboard.type('It also smells of smoke now.');
  await customer.getByTestId('reply-send').click();
  await expect(customer.getByText('Sent successfully')).toBeVisible();

  await expect(bell).toHaveAttribute('data-blinking', 'true');
  await bell.click();
  const reply = colleague.getByTestId('notification-item').filter({ hasText: 'Nadia Customer replied on a ticket' }).filter({ hasText: title });
  await expect(reply).toContainText('It also smells of smoke now.');
  await expect(reply).toContainText(title);
  await expect(reply).toHaveAttribute('data-read', 'false');
  // Opening the assignment marked it read; clicking the reply marks it too.
  await expect(assigned).toHaveAttribute('data-read', 'true');
  await reply.getByTestId('notification-header').click();
  await expect(reply).toHaveAttribute('data-read', 'true');
  // Nothing of this ticket is left under Unread (the filter asks the server).
  await colleague.getByTestId('notifications-filter').getByRole('combobox').click();
  await colleague.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Unread' }).click();
  await expect(colleague.getByTestId('notifications-popover')).toBeVisible();
  await expect(colleague.getByTestId('notification-item').filter({ hasText: title })).toHaveCount(0);
  // The filter's own list must have closed first: while it is open, Escape closes that list only.
  await expect(colleague.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await colleague.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');

  // An internal note by the administrator reaches the assignee as a note, with the note's avatar.
  await admin.getByRole('tab', { name: 'Conversation' }).click();
  await admin.getByTestId('composer-note').click();
  await admin.getByTestId('note-input').click();
  await admin.keyboard.type('Checked the warranty: covered.');
  await admin.getByTestId('note-add').click();
  await expect(bell).toHaveAttribute('data-blinking', 'true');
  await bell.click();
  const note = colleague.getByTestId('notification-item').filter({ hasText: title }).filter({ hasText: 'added an internal note on a ticket' });
  await expect(note).toContainText('Checked the warranty: covered.');
  await expect(note.getByTestId('notification-avatar-note')).toBeVisible();
  await expect(note).not.toContainText('replied');

  // The administrator heard of the new ticket nobody had (administrators' default), and of nothing
  // they did themselves.
  await admin.getByTestId('notifications-button').click();
  await expect(admin.getByTestId('notifications-popover')).toBeVisible();
  await expect(admin.getByTestId('notifications-popover').locator('.ant-spin')).toHaveCount(0);
  const adminItems = admin.getByTestId('notification-item').filter({ hasText: title });
  await expect(adminItems).toHaveCount(1);
  await expect(adminItems).toContainText('Nadia Customer opened a new ticket');

  await Promise.all([customerContext.close(), colleagueContext.close(), adminContext.close()]);
});
