// Lists drawn without antd. The tickets list's filters: an agent narrows the list by status from the
// keyboard (typing to find the choice) and by a creation date, sees the choice in the box and the
// address, and clears it all at once; at phone width a pick list's choices stay on the screen. The
// categories list: its status filter from the keyboard, and antd's confirmation fetched for a deletion.
import { test, expect, signIn, ADMIN } from '../support/fixtures';

test('an agent narrows the tickets list by status from the keyboard and by date, and clears it; a pick list fits a phone', async ({ page }) => {
  await signIn(page, ADMIN, '/tickets/list');
  await expect(page.getByTestId('tickets-table').or(page.getByTestId('tickets-empty'))).toBeVisible();

  const status = page.getByTestId('tickets-filter-status');
  const statusBox = status.getByRole('button').first();
  await statusBox.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('open');
  await expect(status.getByRole('option')).toHaveText(['Open']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]status=[0-9a-f-]{36}(&|$)/);
  await page.keyboard.press('Escape');
  await expect(status.getByRole('listbox')).toHaveCount(0);
  await expect(statusBox).toBeFocused();
  await expect(statusBox).toHaveAccessibleName('Status: Open');
  // Every ticket the list shows is open, once the filtered page has replaced the one before it.
  const tags = page.getByTestId('ticket-row').getByTestId('status-tag');
  await expect.poll(async () => (await tags.allTextContents()).every((text) => text === 'Open')).toBe(true);

  await page.getByLabel('Created from').fill('2020-01-01');
  await expect(page).toHaveURL(/[?&]from=2020-01-01(&|$)/);

  await page.getByTestId('tickets-clear-filters').click();
  await expect(page).toHaveURL(/\/tickets\/list$/);
  await expect(page.getByLabel('Created from')).toHaveValue('');
  await expect(statusBox).toHaveAccessibleName('Status');

  // At 375 px the filters fold away; a list opened at the end of a row stays on the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByTestId('tickets-filters-toggle').click();
  const assignee = page.getByTestId('tickets-filter-assignee');
  await assignee.getByRole('button').first().click();
  const choices = await assignee.getByRole('listbox').boundingBox();
  expect(choices!.x).toBeGreaterThanOrEqual(0);
  expect(choices!.x + choices!.width).toBeLessThanOrEqual(375);
  await assignee.getByRole('option', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/[?&]assignee=unassigned(&|$)/);
});

test('the categories list, drawn without antd, filters by status from the keyboard and asks before a deletion', async ({ page }) => {
  await signIn(page, ADMIN, '/categories/list');
  const rows = page.getByTestId('category-row');
  await expect(rows.first()).toBeVisible();
  const status = page.getByRole('radiogroup', { name: 'Status' });
  await status.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/[?&]active=active(&|$)/);
  await expect(status.getByRole('radio', { name: 'Active', exact: true })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/\/categories\/list$/);

  // The confirmation (antd's, fetched as the pointer reaches the button) says what will happen; Cancel keeps the category.
  const first = rows.first();
  const name = await first.getAttribute('aria-label');
  await first.getByTestId('category-delete').click();
  await expect(page.getByTestId('category-delete-text')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('category-delete-text')).toHaveCount(0);
  await expect(page.locator(`[data-testid="category-row"][aria-label="${name}"]`)).toHaveCount(1);
});
