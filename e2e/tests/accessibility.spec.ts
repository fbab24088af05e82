// Accessibility of every main screen, agent and hub, to WCAG 2.2 AA: axe finds no serious or critical
// violation in English and in Arabic, each with the light and the dark theme, and each page has one h1
// and one main landmark. Language and theme are switched through the app's own storage keys and a
// reload, so one agent session and one customer session serve both pairings.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, signIn, ADMIN } from '../support/fixtures';
import { raiseComplaint, registerCustomer } from '../support/hub';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Every pairing of direction and palette: a colour can pass on one theme and fail on the other, and a
// right-to-left layout moves elements onto other backgrounds.
const COMBOS = [
  { lang: 'en-us', theme: 'light' },
  { lang: 'ar-ae', theme: 'dark' },
  { lang: 'en-us', theme: 'dark' },
  { lang: 'ar-ae', theme: 'light' },
] as const;
type Combo = (typeof COMBOS)[number];

/** The serious and critical violations axe finds on the page as it is now, one readable line per element. */
async function seriousViolations(page: Page, combo: Combo): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // Beyond the WCAG rules: one h1 (the screen's title) and one main landmark per page; and the page is
  // in the pairing's language and theme (a stored preference could otherwise win unnoticed).
  const structure: string[] = [];
  const shown = await page.evaluate(() => ({ lang: document.documentElement.lang, scheme: document.documentElement.style.colorScheme }));
  if (shown.lang !== combo.lang || shown.scheme !== combo.theme) structure.push(`pairing: shown in ${shown.lang} ${shown.scheme}`);
  const headings = await page.getByRole('heading', { level: 1 }).count();
  if (headings !== 1) structure.push(`page-has-one-h1: ${headings} found`);
  const mains = await page.getByRole('main').count();
  if (mains !== 1) structure.push(`one-main-landmark: ${mains} found`);
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return structure.concat(
    serious.flatMap((violation) =>
      violation.nodes.slice(0, 8).map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`),
    ),
  );
}

/** Sets language and theme the way the app stores them, before any script of the page runs. */
async function prefer(context: BrowserContext, combo: Combo): Promise<void> {
  await context.addInitScript(({ lang, theme }) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('theme', theme);
  }, combo);
}

interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
}

let agentContext: BrowserContext;
let hubContext: BrowserContext;
let agent: Page;
let customer: Page;
let agentTicketUrl = '';
let hubTicketUrl = '';

/** The language and theme the next page loads of a signed-in page start with. */
async function switchTo(page: Page, combo: Combo): Promise<void> {
  await page.evaluate(({ lang, theme }) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('theme', theme);
  }, combo);
}

async function settle(page: Page, ready: ReturnType<Page['getByTestId']> | null): Promise<void> {
  if (ready) await expect(ready.first()).toBeVisible({ timeout: 20_000 });
  // Let antd's enter animations end: a half-faded element has a contrast of its own.
  await page.waitForTimeout(400);
}

const agentScreens: Screen[] = [
  {
    name: 'tickets list',
    open: async (page) => {
      await page.goto('/tickets/list');
      await settle(page, page.getByTestId('ticket-row'));
    },
  },
  {
    name: 'ticket conversation',
    open: async (page) => {
      await page.goto(agentTicketUrl);
      await settle(page, page.getByTestId('conversation-item'));
    },
  },
  {
    name: 'customers',
    open: async (page) => {
      await page.goto('/customers/list');
      await settle(page, page.locator('.sb-list-row'));
    },
  },
  {
    name: 'categories',
    open: async (page) => {
      await page.goto('/categories/list');
      await settle(page, page.locator('.sb-table'));
    },
  },
  {
    name: 'settings: statuses',
    open: async (page) => {
      await page.goto('/settings/status/list');
      await settle(page, page.locator('.sb-list-row'));
    },
  },
  {
    name: 'settings: new status',
    open: async (page) => {
      await page.goto('/settings/status/details');
      await settle(page, page.locator('form'));
    },
  },
  {
    name: 'dashboard: status',
    open: async (page) => {
      await page.goto('/dashboard/overview');
      await settle(page, page.getByTestId('tile-newToday-figure'));
    },
  },
  {
    name: 'dashboard: trend',
    open: async (page) => {
      await page.goto('/dashboard/overview?view=trend');
      await settle(page, page.getByTestId('chart-created-resolved'));
    },
  },
];

const hubScreens: Screen[] = [
  {
    name: 'hub tickets list',
    open: async (page) => {
      await page.goto('/hub/tickets');
      await settle(page, page.getByText('Axe checks this complaint'));
    },
  },
  {
    name: 'hub ticket thread',
    open: async (page) => {
      await page.goto(hubTicketUrl);
      await settle(page, page.getByTestId('message-card'));
    },
  },
  {
    name: 'hub new complaint',
    open: async (page) => {
      await page.goto('/hub/ticket/create');
      await settle(page, page.getByTestId('complaint-title'));
    },
  },
];

async function signedOutScreens(browser: Browser, combo: Combo): Promise<Record<string, string[]>> {
  const context = await browser.newContext();
  await prefer(context, combo);
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  await page.goto('/login');
  await settle(page, page.getByRole('button', { name: /.+/ }));
  found['agent sign-in'] = await seriousViolations(page, combo);
  await page.goto('/hub/auth');
  await settle(page, page.getByTestId('otp-input').or(page.locator('form')));
  found['hub sign-in'] = await seriousViolations(page, combo);
  await page.getByRole('button', { name: combo.lang === 'ar-ae' ? 'التسجيل' : 'Register', exact: true }).click();
  await settle(page, page.getByTestId('register-step'));
  found['hub register'] = await seriousViolations(page, combo);
  await context.close();
  return found;
}

test.describe('accessibility', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    hubContext = await browser.newContext();
    customer = await hubContext.newPage();
    await registerCustomer(customer, { name: `Ada Axe ${stamp}`, email: `ada.axe.${stamp}@example.com`, password: 'Secret-123-hub' });
    hubTicketUrl = await raiseComplaint(customer, `Axe checks this complaint ${stamp}`, 'The screen reader skips the total.');

    agentContext = await browser.newContext();
    agent = await agentContext.newPage();
    await signIn(agent, ADMIN, '/tickets/list');
    await agent.getByTestId('ticket-row').filter({ hasText: `Axe checks this complaint ${stamp}` }).click();
    await expect(agent).toHaveURL(/\/tickets\/details\/[0-9a-f-]{36}$/);
    agentTicketUrl = new URL(agent.url()).pathname;
    // Keyboard: after a reply is sent the focus is back in the editor, ready for the next one.
    await agent.getByTestId('composer-reply').click();
    await agent.getByTestId('reply-body').fill('We are looking into it.');
    await agent.getByTestId('reply-send').click();
    await expect(agent.getByTestId('conversation-item').filter({ hasText: 'looking into it' })).toHaveAttribute('data-status', 'sent');
    await expect(agent.getByTestId('reply-body')).toBeFocused();
  });

  test.afterAll(async () => {
    await agentContext?.close();
    await hubContext?.close();
  });

  for (const combo of COMBOS) {
    test(`no serious violation on any main screen in ${combo.lang} with the ${combo.theme} theme`, async ({ browser }) => {
      // The three sessions are independent pages: audit them side by side.
      const audit = async (page: Page, screens: Screen[]) => {
        await switchTo(page, combo);
        const found: Record<string, string[]> = {};
        for (const screen of screens) {
          await screen.open(page);
          found[screen.name] = await seriousViolations(page, combo);
        }
        return found;
      };
      const parts = await Promise.all([signedOutScreens(browser, combo), audit(agent, agentScreens), audit(customer, hubScreens)]);
      const found = Object.assign({}, ...parts) as Record<string, string[]>;
      const failing = Object.entries(found).filter(([, lines]) => lines.length > 0);
      if (failing.length) console.log(failing.map(([name, lines]) => `${name}:\n  ${lines.join('\n  ')}`).join('\n'));
      expect(Object.fromEntries(failing), `${combo.lang} ${combo.theme}`).toEqual({});
    });
  }
});
