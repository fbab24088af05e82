// The agent session as a page script sees it: no token in web storage, the refresh token only in an
// HttpOnly cookie scoped to the token endpoints, a reload restored through that cookie, and a sign-out
// that ends the session on the server (the old cookie can no longer refresh), or, when the server does
// not answer, leaves all the same within seconds without the page ever using the cookie again.
import { test, expect, signIn, ADMIN } from '../support/fixtures';

/** Everything a script on the page can read: both web storages and `document.cookie`. */
async function readableByScripts(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const dump = (area: Storage) =>
      Array.from({ length: area.length }, (_, i) => area.key(i)!)
        .map((key) => `${key}=${area.getItem(key)}`)
        .join('\n');
    return { local: dump(localStorage), session: dump(sessionStorage), cookie: document.cookie };
  });
}

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

test('an agent session keeps no token where scripts can read it, survives a reload, and sign-out kills the refresh cookie', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await signIn(page, ADMIN, '/tickets/list');
  await expect(page.getByTestId('nav-tickets')).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/list$/);

  const afterSignIn = await readableByScripts(page);
  for (const area of [afterSignIn.local, afterSignIn.session]) {
    expect(area).not.toMatch(/(^|\n)(access_token|refresh_token|token_expires_at|hub_access_token)=/);
    expect(area).not.toMatch(JWT);
  }
  expect(afterSignIn.cookie).not.toContain('sb_refresh');

  const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'sb_refresh');
  expect(refreshCookie).toBeDefined();
  expect(refreshCookie!.httpOnly).toBe(true);
  expect(refreshCookie!.sameSite).toBe('Strict');
  expect(refreshCookie!.path).toBe('/api/v1/oauth');
  expect(afterSignIn.local + afterSignIn.session).not.toContain(refreshCookie!.value);

  // A reload starts with nothing in memory: one cookie refresh brings the session back before the
  // guards decide, so the page stays where it was instead of going to the sign-in screen.
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/oauth/accessToken') refreshes.push(request.method());
  });
  await page.reload();
  await expect(page.getByTestId('nav-tickets')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText(/tickets/i);
  await expect(page).toHaveURL(/\/tickets\/list$/);
  expect(refreshes).toEqual(['POST']);
  const afterReload = await readableByScripts(page);
  expect(afterReload.local + afterReload.session).not.toMatch(JWT);
  expect(afterReload.cookie).not.toContain('sb_refresh');

  // The cookie as it stands now (the reload rotated it): what a thief would have captured.
  const captured = (await context.cookies()).find((cookie) => cookie.name === 'sb_refresh');
  expect(captured).toBeDefined();

  await page.getByTestId('profile-button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'sb_refresh')).toBeUndefined();

  // Replay the captured cookie from a separate client: the server revoked that session.
  const outsider = await playwright.request.newContext({ baseURL });
  try {
    const replay = await outsider.post('/api/v1/oauth/accessToken', { headers: { Cookie: `sb_refresh=${captured!.value}` } });
    expect(replay.status()).toBe(401);
    expect((await replay.json()).code).toBe('INVALID_REFRESH_TOKEN');
  } finally {
    await outsider.dispose();
  }

  // A new page load no longer restores anything: the sign-in screen.
  await page.goto('/tickets/list');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftickets%2Flist$/);
});

test('signing out while the server does not answer still leaves within seconds, and the next page load does not sign back in', async ({ page, context }) => {
  await signIn(page, ADMIN, '/tickets/list');
  await expect(page.getByTestId('nav-tickets')).toBeVisible();
  // The server never answers the sign-out call (it hangs, as an unreachable server's would).
  await page.route((url) => url.pathname.toLowerCase() === '/api/v1/oauth/logout', () => undefined);

  await page.getByTestId('profile-button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });

  // The session was not ended on the server, so its cookie is still there; the page does not use it.
  expect((await context.cookies()).find((cookie) => cookie.name === 'sb_refresh')).toBeDefined();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/tickets/list');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftickets%2Flist$/);
});
