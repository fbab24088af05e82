// An administrator invites a colleague from Settings → Users; the colleague opens the link from the
// mail the server wrote (DATA_DIR/outbox/<id>.eml without SMTP_URL), chooses a password on the
// set-password page and signs in with it, with the role the administrator gave.
import { expect, readState, signIn, test, ADMIN } from '../support/fixtures';
import { fromOutbox } from '../support/outbox';

const COLLEAGUE = { name: 'Cleo Colleague', email: `cleo.${Date.now()}@e2e.test`, password: 'Cleo-pass-e2e-2468' };

/** The invitation link of the newest mail to `email`, waiting for the outbox worker to write it. */
function invitationLinkFromOutbox(email: string): Promise<string> {
  return fromOutbox(
    readState().dataDir,
    email,
    // Quoted-printable may wrap long lines with a trailing `=`: join them before reading the link.
    (mails) => /https?:\/\/\S+\/accept-invitation\?token=[\w.=-]+/.exec((mails.map((mail) => mail.replace(/=\r?\n/g, '')).pop() ?? '').replace(/=3D/g, '='))?.[0],
    /accept-invitation\?token=/,
  );
}

test('an administrator invites a colleague, who sets a password from the mailed link and signs in', async ({ page, browser, baseURL }) => {
  await signIn(page, ADMIN, '/settings/users/list');
  await expect(page.getByTestId('users-table')).toBeVisible();
  await page.getByTestId('users-new').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('user-invite-name').fill(COLLEAGUE.name);
  await dialog.getByTestId('user-invite-email').fill(COLLEAGUE.email);
  await dialog.getByTestId('user-invite-roles').click();
  await page.locator('.ant-select-item-option', { hasText: 'Ticket viewer' }).click();
  // A multiple select stays open after a choice: close it by clicking elsewhere in the form.
  await dialog.getByText('Invite a colleague').click();
  await page.getByTestId('user-invite-send').click();
  await expect(page.getByText(`Invitation sent to ${COLLEAGUE.email}`)).toBeVisible();
  const row = page.getByTestId('user-row').filter({ hasText: COLLEAGUE.email });
  await expect(row.getByTestId('user-status')).toHaveText('Invited');

  // The colleague, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const colleague = await context.newPage();
  const link = new URL(await invitationLinkFromOutbox(COLLEAGUE.email));
  await colleague.goto(`${link.pathname}${link.search}`);
  await expect(colleague.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeVisible();
  await colleague.getByTestId('new-password').fill(COLLEAGUE.password);
  await colleague.getByTestId('confirm-password').fill(COLLEAGUE.password);
  await colleague.getByTestId('invitation-submit').click();
  await expect(colleague.getByText(`Your password is set. Sign in with ${COLLEAGUE.email}.`)).toBeVisible();
  await colleague.getByTestId('invitation-sign-in').click();
  await colleague.getByLabel(/email/i).fill(COLLEAGUE.email);
  await colleague.getByLabel(/^password/i).fill(COLLEAGUE.password);
  await colleague.getByRole('button', { name: /sign in/i }).click();
  await expect(colleague.getByTestId('profile-button')).toBeVisible();
  // A ticket viewer lands on the tickets, and has no settings.
  await expect(colleague).toHaveURL(/\/tickets/);

  // The link worked once.
  await colleague.goto(`${link.pathname}${link.search}`);
  await colleague.getByTestId('new-password').fill('Another-pass-e2e-1357');
  await colleague.getByTestId('confirm-password').fill('Another-pass-e2e-1357');
  await colleague.getByTestId('invitation-submit').click();
  await expect(colleague.getByTestId('invitation-link-problem')).toContainText('not valid or was already used');
  await context.close();

  // The administrator's list shows the colleague active now.
  await page.reload();
  await expect(page.getByTestId('user-row').filter({ hasText: COLLEAGUE.email }).getByTestId('user-status')).toHaveText('Active');
});
