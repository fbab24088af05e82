// Screens load their code in pieces after the first one. A piece the network drops is asked for again;
// one that cannot be had says so and offers to try again (a reload), never an empty page. (Module
// Federation keeps a shared module whose download failed as failed for the page's life: the kit's own
// pieces come back only with the reload.)
import { test, expect } from '../support/fixtures';

test('a dropped piece of code is fetched again: the hub registration opens anyway', async ({ page }) => {
  await page.goto('/hub/auth');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The next script requested (antd's providers, the first piece the registration needs) fails as a
  // dropped connection would; it is asked for again.
  const requested: string[] = [];
  await page.route('**/hub/*.js', (route) => {
    requested.push(route.request().url());
    return requested.length === 1 ? route.abort('connectionreset') : route.continue();
  });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
  expect(requested.filter((url) => url === requested[0])).toHaveLength(2);
});

test('a piece of code that cannot be had says so and offers to try again', async ({ page }) => {
  await page.goto('/hub/auth');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.route('**/hub/*.js', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Register' }).click();
  const panel = page.getByTestId('chunk-error');
  await expect(panel).toContainText('This page could not be loaded');
  // Back online, "Retry" loads the page again.
  await page.unroute('**/hub/*.js');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
