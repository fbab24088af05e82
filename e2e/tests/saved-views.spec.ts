// Saved views of the tickets list: an agent narrows the list, saves it under a name, and after a
// reload opens it again from the views beside the list; a built-in view ("Unassigned") applies its
// filters; the saved view is deleted after a confirmation.
import { test, expect, signIn, ADMIN } from '../support/fixtures';

test('an agent saves the filters on screen as a view, opens it again after a reload, and deletes it', async ({ page }) => {
  const name = `High and breached ${Date.now()}`;
  await signIn(page, ADMIN, '/tickets/list?priority=High&sla=breached');
  await expect(page.getByTestId('tickets-table').or(page.getByTestId('tickets-empty'))).toBeVisible();

  const views = page.getByTestId('ticket-views');
  await views.getByTestId('ticket-view-save').click();
  await page.getByTestId('ticket-view-name').fill(name);
  await page.getByTestId('ticket-view-name').press('Enter');
  await expect(views.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');

  // A built-in view replaces the filters…
  await views.getByRole('link', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/assignee=unassigned/);
  await expect(page).not.toHaveURL(/priority=High/);

  // …and the saved one, still there after a reload, brings them back (its link is the shareable address).
  await page.reload();
  const saved = page.getByTestId('ticket-views').getByRole('link', { name });
  await expect(saved).toHaveAttribute('href', '/tickets/list?priority=High&sla=breached');
  await saved.click();
  await expect(page).toHaveURL(/\/tickets\/list\?priority=High&sla=breached$/);
  await expect(saved).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: `Actions of the view ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByTestId('ticket-view-delete-confirm').click();
  await expect(page.getByTestId('ticket-views').getByRole('link', { name })).toHaveCount(0);
});
