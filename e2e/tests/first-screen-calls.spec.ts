// How many API calls stand between a page load and its first rows. A signed-in reload of the tickets
// list restores the session through the refresh cookie (one call: the token lives in memory only),
// loads the session bootstrap (user, permissions, organisation, unread count: one call) and the page
// of tickets (one call); pick lists, saved views and the push connection come after the rows. In-app
// navigation with a fresh access token refreshes nothing. The customer hub's list is held to the same.
// The tickets list's filters are code fetched after the rows: their place is kept meanwhile, so the
// rows do not move when they arrive.
import type { Page } from '@playwright/test';
import { test, expect, signIn, ADMIN } from '../support/fixtures';
import { raiseComplaint, registerCustomer } from '../support/hub';

/** At most this many API calls start before the first row of a list is in the page. */
const FIRST_ROWS_CALL_BUDGET = 3;

/**
 * Notes, in the page's own clock, when the first element matching `selector` enters the document, so
 * the API calls that started before it can be told from those after (Playwright's polling would
 * notice the rows a little late and count calls that did not delay them).
 */
async function markFirstAppearance(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(watched)) return;
      (window as unknown as { __firstRowsAt?: number }).__firstRowsAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** The API calls (method-less paths, in start order) that began before the marked element appeared. */
async function callsBeforeFirstRows(page: Page): Promise<string[]> {
  // Every call has answered by then, so each has its resource timing entry.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const rowsAt = (window as unknown as { __firstRowsAt?: number }).__firstRowsAt;
    if (rowsAt === undefined) throw new Error('the rows never appeared');
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.startTime <= rowsAt)
      .sort((a, b) => a.startTime - b.startTime)
      .map((entry) => {
        const url = new URL(entry.name);
        return `${url.pathname}${url.search}`;
      });
  });
}

test('a signed-in reload of the tickets list shows its rows after at most 3 API calls, and in-app navigation refreshes no token', async ({ page, playwright, baseURL }) => {
  // A ticket, so the list has a row to show.
  const admin = await playwright.request.newContext({ baseURL });
  try {
    const { access_token: token } = await (await admin.post('/api/v1/oauth/login', { data: ADMIN })).json();
    const headers = { Authorization: `Bearer ${token}` };
    const unique = Date.now();
    const customer = await admin.post('/api/v1/customers', { headers, data: { name: 'Rita Rows', email: `rita.${unique}@example.com` } });
    expect(customer.status(), await customer.text()).toBe(201);
    const ticket = await admin.post('/api/v1/tickets', { headers, data: { title: `Counted calls ${unique}`, description: 'One row to wait for', customerId: (await customer.json()).id } });
    expect(ticket.status(), await ticket.text()).toBe(201);
  } finally {
    await admin.dispose();
  }

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/oauth/accessToken') refreshes.push(page.url());
  });

  // A sign-in issues a token: the list that follows needs no refresh.
  await signIn(page, ADMIN, '/tickets/list');
  await expect(page.getByTestId('ticket-row').first()).toBeVisible();
  expect(refreshes).toEqual([]);

  await markFirstAppearance(page, '[data-testid="ticket-row"]');
  await page.reload();
  await expect(page.getByTestId('ticket-row').first()).toBeVisible();
  const calls = await callsBeforeFirstRows(page);
  expect(calls.length, `calls before the rows:\n${calls.join('\n')}`).toBeLessThanOrEqual(FIRST_ROWS_CALL_BUDGET);
  // The one token refresh of the reload is among them (the access token was in memory only).
  expect(calls.filter((call) => call.startsWith('/api/v1/oauth/accessToken'))).toHaveLength(1);
  expect(refreshes).toHaveLength(1);

  // In-app navigation with a fresh access token: screens load, no token is refreshed.
  await page.getByTestId('nav-dashboard').click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('nav-tickets').click();
  await expect(page.getByTestId('ticket-row').first()).toBeVisible();
  await page.getByTestId('ticket-row').first().click();
  await expect(page).toHaveURL(/\/tickets\/details\//);
  await page.goBack();
  await expect(page.getByTestId('ticket-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refreshes).toHaveLength(1);
});

test('the tickets list keeps the filters\' place while their code loads after the rows: the rows do not move, the statuses are asked for once', async ({ page }) => {
  // Where the table stood, and what held the filters' place, when the first page entered the document.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const table = document.querySelector('[data-testid="tickets-table"]');
      if (!table || !document.querySelector('[data-testid="ticket-row"], [data-testid="tickets-table"] .ant-empty')) return;
      Object.assign(window, { __atRows: { top: table.getBoundingClientRect().top, placeholder: Boolean(document.querySelector('[data-testid="tickets-filters-loading"]')) } });
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const statusCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/statuses') statusCalls.push(request.url());
  });
  await signIn(page, ADMIN, '/tickets/list');
  await expect(page.getByTestId('tickets-filter-status')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const atRows = await page.evaluate(() => (window as unknown as { __atRows?: { top: number; placeholder: boolean } }).__atRows);
  expect(atRows?.placeholder).toBe(true);
  const top = await page.getByTestId('tickets-table').evaluate((table) => table.getBoundingClientRect().top);
  expect(Math.abs(top - atRows!.top), `the table stood at ${atRows!.top} px with the rows, at ${top} px with the filters`).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('tickets-filters-loading')).toHaveCount(0);
  // The filters and the saved views both want the statuses: one call.
  expect(statusCalls).toHaveLength(1);
});

test('a signed-in reload of the hub list shows the customer’s tickets after at most 3 API calls', async ({ page }) => {
  await registerCustomer(page, { name: 'Carla Counted', email: `carla.${Date.now()}@example.com`, password: 'Secret-123-hub' });
  await raiseComplaint(page, 'Counted in the hub', 'One card to wait for');

  await markFirstAppearance(page, '[data-testid="ticket-card"]');
  await page.goto('/hub/tickets');
  await expect(page.getByTestId('ticket-card').first()).toBeVisible();
  const calls = await callsBeforeFirstRows(page);
  expect(calls.length, `calls before the cards:\n${calls.join('\n')}`).toBeLessThanOrEqual(FIRST_ROWS_CALL_BUDGET);
  expect(calls.filter((call) => call.startsWith('/api/v1/auth/token'))).toHaveLength(1);
});
