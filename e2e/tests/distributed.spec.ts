// Remotes deploy apart: here the tickets remote is served from its own origin (a static server on
// another port, as docker-compose and any CDN would), and the shell loads it through env.json.
import { test as base, expect } from '@playwright/test';
import { ADMIN, freePort, serveStatic, startApi, type RunningApi } from '../support/server';

interface Deployment {
  api: RunningApi;
  remote: { origin: string; stop(): void };
}

const test = base.extend<{ deployment: Deployment }, { workerDeployment: Deployment }>({
  workerDeployment: [
    async ({}, use) => {
      // The remote lets only the shell's origin read its manifest: pick the api's port first.
      const apiPort = await freePort();
      const remote = await serveStatic('mfe-tickets/dist', [`http://127.0.0.1:${apiPort}`]);
      const api = await startApi({ PORT: String(apiPort), REMOTE_TICKETS_URL: `${remote.origin}/mf-manifest.json` });
      await use({ api, remote });
      remote.stop();
      await api.stop();
    },
    { scope: 'worker' },
  ],
  deployment: async ({ workerDeployment }, use) => use(workerDeployment),
  baseURL: async ({ workerDeployment }, use) => use(workerDeployment.api.baseURL),
});

test('the shell loads a remote deployed on another origin', async ({ page, deployment: { remote } }) => {
  const fromRemoteOrigin: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(remote.origin) && response.ok()) fromRemoteOrigin.push(new URL(response.url()).pathname);
  });
  const env = await (await page.request.get('/env.json')).json();
  expect(env.remotes.tickets).toBe(`${remote.origin}/mf-manifest.json`);

  await page.goto('/login?redirect=%2Ftickets%2Flist');
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.getByLabel(/^password/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();

  await expect(page).toHaveURL(/\/tickets\/list$/);
  await expect(page.getByTestId('page-title')).toHaveText(/tickets/i);
  // The manifest, the remote entry and the screen's chunk all came from the remote's own origin.
  expect(fromRemoteOrigin).toContain('/mf-manifest.json');
  expect(fromRemoteOrigin).toContain('/remoteEntry.js');
  expect(fromRemoteOrigin.length).toBeGreaterThan(2);
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});
