// A new customer raises a complaint with category fields in the standalone hub, follows it in the
// list and the grid, drafts a message, edits it, sends it, and still sees it after a reload; the hub
// then flips to Arabic, and the same customer's tickets show inside the agent shell.
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, ADMIN } from '../support/fixtures';
import { openFiledTicket, registerCustomer } from '../support/hub';

/** Picks `option` in the antd Select inside `container`. */
async function choose(page: Page, container: Locator, option: string) {
  await container.getByRole('combobox').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Replaces the reply editor's text. */
async function typeReply(page: Page, text: string) {
  const editor = page.getByTestId('reply-editor-content');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

test('a customer raises a complaint, drafts, edits and sends a message, and finds it again', async ({ page }) => {
  const email = `ravi.${Date.now()}@example.com`;
  await registerCustomer(page, { name: 'Ravi Kumar', email, password: 'Secret-123-hub' });

  // A new customer has no tickets yet: the empty state leads to the complaint form.
  await expect(page.getByTestId('tickets-empty')).toBeVisible();
  await page.getByTestId('tickets-empty').getByRole('button', { name: 'Raise an issue' }).click();
  await expect(page).toHaveURL(/\/hub\/ticket\/create$/);

  // Nothing filled in → 'Validation Error' / 'Please fill in all required fields'.
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  // Billing uses text, number, email, select and date fields.
  await choose(page, page.getByTestId('complaint-category'), 'Billing');
  await expect(page.getByTestId('complaint-field-invoice_number')).toContainText('* Required');
  await page.getByTestId('complaint-field-invoice_number').locator('input').fill('INV-2026-0042');
  await page.getByTestId('complaint-field-amount').locator('input').fill('49.90');
  await page.getByTestId('complaint-field-billing_email').locator('input').fill('not-an-email');
  await choose(page, page.getByTestId('complaint-field-payment_method'), 'PayPal');
  const chargedOn = page.getByTestId('complaint-field-charged_on').locator('input');
  await chargedOn.click();
  await chargedOn.fill('20/11/26');
  await chargedOn.press('Enter');
  await page.getByTestId('complaint-title').fill('Charged twice for one order');
  await page.getByTestId('complaint-description').fill('My card was charged twice.\nPlease refund one of the charges.');
  await choose(page, page.getByTestId('complaint-priority'), 'High');

  // A bad email keeps the form from being sent; fixing it lets it through.
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByTestId('complaint-field-billing_email').locator('.ant-form-item-explain-error')).toBeVisible();
  await expect(page.getByTestId('complaint-success')).toBeHidden();
  await page.getByTestId('complaint-field-billing_email').locator('input').fill('billing@example.com');
  await page.getByTestId('complaint-submit').click();

  const success = page.getByTestId('complaint-success');
  await expect(success).toBeVisible();
  // The dialog is the one confirmation: no toast repeats it.
  await expect(page.getByText('Complaint submitted successfully')).toHaveCount(0);
  const serial = (await page.getByTestId('complaint-serial').innerText()).replace(/\D/g, '');
  expect(serial).toMatch(/^\d+$/);
  await expect(success).toContainText('High');
  await openFiledTicket(page);

  // Details: number, status, upper-case title, category fields, an empty thread with the editor.
  const ticketUrl = page.url();
  await expect(page.getByTestId('ticket-number')).toContainText(`#${serial}`);
  await expect(page.getByTestId('ticket-status')).toContainText('Open');
  await expect(page.getByTestId('ticket-title')).toHaveCSS('text-transform', 'uppercase');
  await expect(page.getByText('INV-2026-0042')).toBeVisible();
  await expect(page.getByTestId('thread-empty')).toBeVisible();

  // An empty draft is refused.
  await page.getByTestId('reply-save-draft').click();
  await expect(page.getByText('Empty draft')).toBeVisible();

  await typeReply(page, 'Receipt follows tomorrow.');
  await page.getByTestId('reply-save-draft').click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  const card = page.getByTestId('message-card');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-status', 'draft');
  await expect(card).toContainText('Receipt follows tomorrow.');

  // Edit the draft and save it again: still one message, with the new text.
  await card.getByTestId('message-edit-draft').click();
  await expect(page.getByTestId('reply-editor-content')).toContainText('Receipt follows tomorrow.');
  await typeReply(page, 'Receipt attached: two charges of 49.90 on 20 November.');
  await page.getByTestId('reply-save-draft').click();
  await expect(card).toContainText('two charges of 49.90');
  await expect(page.getByTestId('message-card')).toHaveCount(1);

  await card.getByTestId('message-send-draft').click();
  await expect(page.getByText('Sent successfully')).toBeVisible();
  await expect(card).toHaveAttribute('data-status', 'sent');
  // Her own message offers no "Reply": she answers support, not herself.
  await expect(card.getByTestId('message-reply')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('message-card')).toHaveAttribute('data-status', 'sent');
  await expect(page.getByTestId('message-card')).toContainText('two charges of 49.90');
  await expect(page.getByTestId('message-subject')).toContainText('Charged twice for one order');

  // The list shows it in both layouts; the status filter hides it under Closed.
  await page.getByTestId('ticket-back').click();
  await expect(page).toHaveURL(/\/hub\/tickets/);
  const ticketCard = page.getByTestId('ticket-card').filter({ hasText: 'Charged twice for one order' });
  await expect(ticketCard).toContainText(`#${serial}`);
  await expect(page.getByTestId('tickets-list')).toHaveAttribute('data-layout', 'list');
  await page.getByTestId('tickets-layout-toggle').getByText('Grid').click();
  await expect(page.getByTestId('tickets-list')).toHaveAttribute('data-layout', 'grid');
  await expect(ticketCard).toBeVisible();
  await page.getByTestId('tickets-status-filter').getByText('Closed').click();
  await expect(page.getByText('No tickets match these filters')).toBeVisible();
  await page.getByTestId('tickets-status-filter').getByText('All').click();
  await ticketCard.click();
  await expect(page).toHaveURL(ticketUrl);

  // Arabic flips the hub (the header's language picker is a native select, each language named in itself).
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('message-card')).toBeVisible();
  await page.goto('/hub/tickets');
  await expect(page.getByTestId('page-title')).toHaveText('تذاكري');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // At 375 px (still in Arabic): nothing runs off the side, no status is clipped, and the menu is a
  // drawer sliding from the right, the start of an Arabic line.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(ticketCard).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const clipped = await page
    .getByTestId('tickets-status-filter')
    .locator('label span')
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent));
  expect(clipped).toEqual([]);
  const menuButton = page.getByRole('button', { name: 'فتح القائمة' });
  await menuButton.click();
  const drawer = page.getByTestId('hub-menu-drawer');
  await expect(drawer).toBeVisible();
  const rtlBox = (await drawer.boundingBox())!;
  expect(Math.round(rtlBox.x + rtlBox.width)).toBe(375);
  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  // Back to English from the drawer's language picker: it now slides from the left.
  await menuButton.click();
  await drawer.getByRole('combobox').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(drawer).toBeVisible();
  expect(Math.round((await drawer.boundingBox())!.x)).toBe(0);
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();

  // The created-date range: the phone's own date fields; a day without tickets hides the card, clearing brings it back.
  const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  const range = page.getByTestId('tickets-date-range');
  await range.getByLabel('Created from').fill(day(-2));
  await range.getByLabel('Created to').fill(day(-1));
  await expect(page.getByText('No tickets match these filters')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${day(-2)}&to=${day(-1)}`));
  await range.getByRole('button', { name: 'Clear dates' }).click();
  await expect(ticketCard).toBeVisible();

  // Dark theme from the header switch: the frame and the page behind it turn dark together.
  await page.getByRole('switch', { name: 'Dark theme' }).click();
  await expect(page.getByTestId('hub-layout')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 20, 20)');
});

test('the hub also mounts inside the agent shell', async ({ page }) => {
  const email = `nina.${Date.now()}@example.com`;
  await registerCustomer(page, { name: 'Nina Berg', email, password: 'Secret-123-hub' });
  // An agent signed in on the same browser opens /hub inside the shell layout.
  await signIn(page, ADMIN, '/');
  // Wait for the landing page itself: the tickets remote redirects /tickets to /tickets/list once it
  // has loaded, and a URL pushed before that redirect would be overtaken by it.
  await expect(page.getByTestId('nav-tickets')).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/list/);
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/hub/tickets');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('hub-user-name')).toHaveText('Nina');
  await expect(page.getByTestId('tickets-empty')).toBeVisible();
  // The shell's frame is still there around the hub.
  await expect(page.getByTestId('nav-tickets')).toBeVisible();
  await expect(page.getByTestId('beta-tag')).toBeVisible();
});
