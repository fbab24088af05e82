// Screenshots of every main screen, agent and hub, at 1440 and 375 px wide, in English and Arabic, light
// and dark: one PNG per screen in screens/out/<lang>-<theme>-<width>/ and one contact sheet per pairing
// (screens/out/sheet-<lang>-<theme>-<width>.png) to look at side by side. The content is realistic and
// mixed: an English title with punctuation and an e-mail address, read in the Arabic interface too.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect, signIn, ADMIN } from '../support/fixtures';
import { raiseComplaint, registerCustomer } from '../support/hub';

const OUT = join(__dirname, 'out');
const CUSTOMER_PASSWORD = 'Secret-123-hub';
const LANGS = ['en-us', 'ar-ae'] as const;
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

interface Screen {
  name: string;
  side: 'agent' | 'hub' | 'signed-out';
  open: (page: Page) => Promise<void>;
}

let agentTicketPath = '';
let hubTicketPath = '';
let customerPath = '';

async function settle(page: Page, ready: ReturnType<Page['getByTestId']>): Promise<void> {
  await expect(ready.first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
}

const screens: Screen[] = [
  { name: 'agent-sign-in', side: 'signed-out', open: async (page) => { await page.goto('/login'); await settle(page, page.locator('form')); } },
  { name: 'hub-sign-in', side: 'signed-out', open: async (page) => { await page.goto('/hub/auth'); await settle(page, page.locator('form')); } },
  { name: 'tickets-list', side: 'agent', open: async (page) => { await page.goto('/tickets/list'); await settle(page, page.getByTestId('ticket-row')); } },
  { name: 'ticket-details', side: 'agent', open: async (page) => { await page.goto(agentTicketPath); await settle(page, page.getByTestId('conversation-item')); } },
  { name: 'ticket-create', side: 'agent', open: async (page) => { await page.goto('/tickets/details'); await settle(page, page.locator('h1')); } },
  { name: 'customers-list', side: 'agent', open: async (page) => { await page.goto('/customers/list'); await settle(page, page.getByTestId('customer-row')); } },
  { name: 'customer-details', side: 'agent', open: async (page) => { await page.goto(customerPath); await settle(page, page.locator('h1')); } },
  { name: 'categories', side: 'agent', open: async (page) => { await page.goto('/categories/list'); await settle(page, page.locator('.ant-table, .ant-list, .ant-card')); } },
  { name: 'settings-statuses', side: 'agent', open: async (page) => { await page.goto('/settings/status/list'); await settle(page, page.locator('.ant-table-row, .ant-card')); } },
  { name: 'settings-new-status', side: 'agent', open: async (page) => { await page.goto('/settings/status/details'); await settle(page, page.locator('h1')); } },
  { name: 'settings-users', side: 'agent', open: async (page) => { await page.goto('/settings/users/list'); await settle(page, page.locator('.ant-table-row, .ant-card')); } },
  { name: 'dashboard-status', side: 'agent', open: async (page) => { await page.goto('/dashboard/overview'); await settle(page, page.getByTestId('tile-newToday-figure')); } },
  { name: 'dashboard-trend', side: 'agent', open: async (page) => { await page.goto('/dashboard/overview?view=trend'); await settle(page, page.getByTestId('chart-created-resolved')); } },
  { name: 'hub-tickets', side: 'hub', open: async (page) => { await page.goto('/hub/tickets'); await settle(page, page.getByText('Invoice #1042')); } },
  { name: 'hub-thread', side: 'hub', open: async (page) => { await page.goto(hubTicketPath); await settle(page, page.getByTestId('message-card')); } },
  { name: 'hub-new-complaint', side: 'hub', open: async (page) => { await page.goto('/hub/ticket/create'); await settle(page, page.getByTestId('complaint-title')); } },
];

/** One contact sheet: the pairing's screenshots in a grid with their names, drawn by the browser itself. */
async function contactSheet(browser: Browser, folder: string, files: string[], width: number): Promise<void> {
  const columns = width > 1000 ? 4 : 8;
  const cell = width > 1000 ? 480 : 220;
  const items = files
    .map((name) => `<figure><img src="data:image/png;base64,${readFileSync(join(folder, `${name}.png`)).toString('base64')}"><figcaption>${name}</figcaption></figure>`)
    .join('');
  const page = await browser.newPage({ viewport: { width: columns * (cell + 12), height: 600 } });
  await page.setContent(`<style>body{margin:0;display:grid;grid-template-columns:repeat(${columns},${cell}px);gap:12px;font:12px sans-serif;background:#888}figure{margin:0}img{width:${cell}px;border:1px solid #333;display:block}</style>${items}`);
  await page.screenshot({ path: `${folder}.png`.replace(/([^/]+)\.png$/, 'sheet-$1.png'), fullPage: true });
  await page.close();
}

test('screenshots of every main screen at 1440 and 375 px, English and Arabic, light and dark', async ({ browser, baseURL }) => {
  const stamp = Date.now();
  const hubSetup = await browser.newContext({ baseURL });
  const hub = await hubSetup.newPage();
  const customerEmail = `lina.haddad.${stamp}@example.com`;
  await registerCustomer(hub, { name: 'Lina Haddad', email: customerEmail, password: CUSTOMER_PASSWORD });
  hubTicketPath = new URL(await raiseComplaint(hub, 'Invoice #1042 charged twice (order 77-A)!', 'I was charged 129.90 EUR twice on 03/11/26 — see billing@shop.example.com.')).pathname;
  await hubSetup.close();
  const setup = await browser.newContext({ baseURL });
  const agent = await setup.newPage();
  await signIn(agent, ADMIN, '/tickets/list');
  await agent.getByTestId('ticket-row').filter({ hasText: 'Invoice #1042' }).first().click();
  await expect(agent).toHaveURL(/\/tickets\/details\/[0-9a-f-]{36}$/);
  agentTicketPath = new URL(agent.url()).pathname;
  await agent.getByTestId('composer-reply').click();
  await agent.getByTestId('reply-body').fill('Thanks Lina — we refunded the second charge (ref. RF-2231).');
  await agent.getByTestId('reply-send').click();
  await expect(agent.getByTestId('conversation-item').filter({ hasText: 'RF-2231' })).toHaveAttribute('data-status', 'sent');
  await agent.goto('/customers/list');
  await agent.getByText('Lina Haddad').first().click();
  await expect(agent).toHaveURL(/\/customers\/details\//);
  customerPath = new URL(agent.url()).pathname;
  await setup.close();

  for (const lang of LANGS) {
    for (const theme of THEMES) {
      for (const size of WIDTHS) {
        const folder = join(OUT, `${lang}-${theme}-${size.width}`);
        mkdirSync(folder, { recursive: true });
        const prefer = ({ lang: l, theme: t }: { lang: string; theme: string }) => {
          localStorage.setItem('lang', l);
          localStorage.setItem('theme', t);
        };
        const signedOut = await browser.newContext({ baseURL, viewport: size });
        await signedOut.addInitScript(prefer, { lang, theme });
        // Sessions are signed in afresh per pairing (a refresh cookie is used once), in English, then
        // switched to the pairing's language and theme for every later load.
        const agentContext = await browser.newContext({ baseURL, viewport: size });
        const hubContext = await browser.newContext({ baseURL, viewport: size });
        const pages = { 'signed-out': await signedOut.newPage(), agent: await agentContext.newPage(), hub: await hubContext.newPage() };
        await signIn(pages.agent, ADMIN, '/tickets/list');
        await expect(pages.agent.getByRole('heading', { level: 1 })).toBeVisible();
        await pages.hub.goto('/hub/auth');
        await pages.hub.getByLabel('Email').fill(customerEmail);
        await pages.hub.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
        await pages.hub.getByRole('button', { name: 'Sign in' }).click();
        await expect(pages.hub).toHaveURL(/\/hub\/tickets/);
        for (const page of [pages.agent, pages.hub]) await page.evaluate(prefer, { lang, theme });
        const taken: string[] = [];
        for (const screen of screens) {
          const page = pages[screen.side];
          await screen.open(page);
          await page.screenshot({ path: join(folder, `${screen.name}.png`) });
          taken.push(screen.name);
        }
        await signedOut.close();
        await agentContext.close();
        await hubContext.close();
        await contactSheet(browser, folder, taken, size.width);
        writeFileSync(join(folder, 'screens.txt'), taken.join('\n') + '\n');
      }
    }
  }
});
