// Mixed-direction content: in the Arabic interface an English title and a "Name <email>" sender keep
// their own left-to-right order — each sits in an element that isolates it and resolves to LTR from its
// text — in the hub's list and thread and in the agent's list and conversation. Checked on the computed
// direction and isolation, not on pixels.
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, ADMIN } from '../support/fixtures';
import { raiseComplaint, registerCustomer } from '../support/hub';

interface Bidi {
  pageDirection: string;
  direction: string;
  isolated: boolean;
}

/** How the text's element resolves: its computed direction, and whether it (or an ancestor below the page) isolates it. */
function bidiOf(text: Locator): Promise<Bidi> {
  return text.evaluate((element) => {
    let isolated = false;
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const bidi = getComputedStyle(node).unicodeBidi;
      if (bidi === 'isolate' || bidi === 'isolate-override' || bidi === 'plaintext' || node.tagName === 'BDI') {
        isolated = true;
        break;
      }
    }
    return { pageDirection: getComputedStyle(document.body).direction, direction: getComputedStyle(element).direction, isolated };
  });
}

async function expectIsolatedLtr(text: Locator): Promise<void> {
  await expect(text).toBeVisible();
  expect(await bidiOf(text)).toEqual({ pageDirection: 'rtl', direction: 'ltr', isolated: true });
}

/** Arabic for a customer: the hub keeps the language in this browser. */
async function arabic(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('lang', 'ar-ae'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('an English title and a "Name <email>" sender stay left-to-right inside the Arabic interface', async ({ page, browser }) => {
  const stamp = Date.now();
  const title = `Invoice #${stamp} charged twice!`;
  const email = `lina.${stamp}@example.com`;
  await registerCustomer(page, { name: 'Lina Haddad', email, password: 'Secret-123-hub' });
  const threadUrl = await raiseComplaint(page, title, 'Please refund the second charge.');

  // The hub: the card's title in the list, the thread's title and the sender line of the message.
  await page.goto('/hub/tickets');
  await arabic(page);
  await expectIsolatedLtr(page.getByTestId('ticket-card').getByText(title, { exact: true }));
  await page.goto(threadUrl);
  await expectIsolatedLtr(page.getByTestId('ticket-title').getByText(title, { exact: true }));
  // She writes to support; her sent message's header reads "Lina Haddad <address>".
  const editor = page.getByTestId('reply-editor-content');
  await editor.click();
  await page.keyboard.type('The second charge is still on my card.');
  await page.getByTestId('reply-save-draft').click();
  const card = page.getByTestId('message-card');
  await card.getByTestId('message-send-draft').click();
  await expect(card).toHaveAttribute('data-status', 'sent');
  const from = card.getByTestId('message-from');
  await expect(from).toHaveText(`Lina Haddad <${email}>`);
  await expectIsolatedLtr(from);

  // The agent: the row of the list and the conversation.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, ADMIN, '/tickets/list');
  await expect(agent.getByTestId('ticket-row').first()).toBeVisible();
  // An agent's language is kept on their profile (it wins over this browser's): choose it there, and
  // give the shared administrator English back at the end.
  await pickLanguage(agent, 'العربية', 'rtl');
  try {
    await agentSide(agent, title, email);
  } finally {
    await pickLanguage(agent, 'English', 'ltr');
    await agentContext.close();
  }
});

async function pickLanguage(page: Page, language: string, dir: 'ltr' | 'rtl'): Promise<void> {
  await page.getByTestId('profile-button').click();
  await page.getByTestId('language-picker').click();
  await page.keyboard.type(language);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.getByTestId('profile-popover').getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profile-popover')).toBeHidden();
}

/** The agent's list row and conversation of the customer's ticket, in the Arabic interface. */
async function agentSide(agent: Page, title: string, email: string): Promise<void> {
  const row = agent.getByTestId('ticket-row').filter({ hasText: title });
  await expectIsolatedLtr(row.getByText(title, { exact: true }));
  await row.getByText(title, { exact: true }).click();
  await expect(agent).toHaveURL(/\/tickets\/details\/[0-9a-f-]{36}$/);
  await expectIsolatedLtr(agent.getByRole('heading', { level: 1 }).getByText(title, { exact: true }));
  const sender = agent.getByTestId('conversation-item').getByText(`<${email}>`).first();
  await expectIsolatedLtr(sender);
  // A table cell cut to its width keeps an address's start: the agents' list of Settings → Users.
  await agent.goto('/settings/users/list');
  await expectIsolatedLtr(agent.getByTestId('user-row').getByText(ADMIN.email, { exact: true }));
}
