import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@switchboard/shared/session';
import { useThemeMode } from '@switchboard/shared/ui';
import { setLanguage } from '@switchboard/shared/i18n';
import { formatDate, setOrganizationDateFormat } from '@switchboard/shared/format';
import { renderShell, testUser } from '../test-utils/render-shell';
import { answerPasswordCalls as answerCalls, sentBody } from './answer-password-calls';

const PREFERENCES = 'users/u-1/preferences';

afterEach(async () => {
  useThemeMode.getState().setTheme('light');
  await act(() => setLanguage('en-us'));
});

async function openProfile(options: { notifyApiErrors?: boolean } = {}) {
  await renderShell('/permission', { user: testUser(['tickets:tickets:view']), ...options });
  fireEvent.click(await screen.findByTestId('profile-button'));
  fireEvent.click(within(await screen.findByTestId('profile-popover')).getByTestId('open-profile'));
  return screen.findByTestId('profile-page');
}

describe('the profile page', () => {
  it('opens from the popover and saves a new name, which the top bar then shows', async () => {
    const page = await openProfile();
    expect(within(page).getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const sent = answerCalls({ 'users/me': [200, { id: 'u-1', name: 'Ada King', email: 'ada@example.com', profilePicture: null }] });
    const input = within(page).getByTestId('profile-name-input');
    await waitFor(() => expect(input).toHaveValue('Ada Lovelace'));
    fireEvent.change(input, { target: { value: '  Ada King ' } });
    fireEvent.click(within(page).getByTestId('profile-save'));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(sentBody(sent, 'users/me')).toEqual({ name: 'Ada King' });
    expect(useSession.getState().user?.name).toBe('Ada King');
  });

  it('says a refused save once: its own toast, not the global one on top', async () => {
    const page = await openProfile({ notifyApiErrors: true });
    const input = within(page).getByTestId('profile-name-input');
    await waitFor(() => expect(input).toHaveValue('Ada Lovelace'));
    answerCalls({ 'users/me': [409, { statusCode: 409, code: 'CONFLICT', message: 'changed meanwhile' }] });
    fireEvent.change(input, { target: { value: 'Ada King' } });
    fireEvent.click(within(page).getByTestId('profile-save'));
    expect(await screen.findByText('Conflict')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1);
  });

  it('refuses a blank name without calling the server', async () => {
    const page = await openProfile();
    const sent = answerCalls({});
    fireEvent.change(within(page).getByTestId('profile-name-input'), { target: { value: '   ' } });
    fireEvent.click(within(page).getByTestId('profile-save'));
    expect(await within(page).findByText('Enter your name')).toBeInTheDocument();
    expect(sent.mock.calls.map(([config]) => config.method)).not.toContain('put');
  });

  it('uploads a picture through a signed URL and makes it the picture', async () => {
    const page = await openProfile();
    const fileId = '0b9d2a54-7f7e-4f7e-9a3c-1f5c9e4d2a10';
    const sent = answerCalls({
      'files/signedurl': [200, { url: `http://localhost/api/v1/files/${fileId}?expires=1&signature=s`, downloadUrl: `http://localhost/api/v1/files/${fileId}`, downloadUrlWithToken: 'x', fileName: 'me.png' }],
      [`http://localhost/api/v1/files/${fileId}?expires=1&signature=s`]: [200, { fileName: 'me.png', size: 3 }],
      'users/me': [200, { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com', profilePicture: `/api/v1/images/${fileId}` }],
    });
    const picture = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    fireEvent.change(within(page).getByTestId('profile-picture-input'), { target: { files: [picture] } });
    expect(await screen.findByText('Picture changed')).toBeInTheDocument();
    expect(sentBody(sent, 'users/me')).toEqual({ pictureFileId: fileId });
    expect(useSession.getState().user?.profilePicture).toBe(`/api/v1/images/${fileId}`);
  });

  it('refuses a file that is no picture before uploading anything', async () => {
    const page = await openProfile();
    const sent = answerCalls({});
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(within(page).getByTestId('profile-picture-input'), { target: { files: [pdf] } });
    expect(await screen.findByText('Choose a PNG, JPEG, GIF or WebP image of at most 2 MB')).toBeInTheDocument();
    expect(sent.mock.calls.map(([config]) => config.url)).not.toContain('files/signedurl');
  });

  it('saves the theme and muted notifications as they change', async () => {
    const page = await openProfile();
    const sent = answerCalls({ [PREFERENCES]: [200, { language: null, theme: 'dark', mutedNotifications: [] }] });
    fireEvent.click(within(page).getByText('Dark'));
    await waitFor(() => expect(sentBody(sent, PREFERENCES)).toEqual({ theme: 'dark' }));
    expect(useThemeMode.getState().theme).toBe('dark');
    const muting = answerCalls({ [PREFERENCES]: [200, { language: null, theme: 'dark', mutedNotifications: ['comment_reply'] }] });
    fireEvent.click(within(page).getByTestId('notification-switch-comment_reply'));
    await waitFor(() => expect(sentBody(muting, PREFERENCES)).toEqual({ mutedNotifications: ['comment_reply'] }));
    await waitFor(() => expect(within(page).getByTestId('notification-switch-comment_reply')).not.toBeChecked());
  });
});

describe('which other tickets the agent hears of', () => {
  it('shows the current choices and saves a new one as it changes', async () => {
    const page = await openProfile();
    const newTickets = within(page).getByTestId('notification-choice-newTickets');
    await waitFor(() => expect(newTickets).toHaveTextContent('None'));
    expect(within(page).getByTestId('notification-choice-customerReplies')).toHaveTextContent('None');
    const sent = answerCalls({ 'notifications/choices': [200, { newTickets: 'unassigned', customerReplies: 'none', chosen: true }] });
    fireEvent.mouseDown(within(newTickets).getByRole('combobox'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((node) => node.textContent === 'Tickets nobody has');
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    await waitFor(() => expect(sentBody(sent, 'notifications/choices')).toEqual({ newTickets: 'unassigned' }));
    await waitFor(() => expect(newTickets).toHaveTextContent('Tickets nobody has'));
  });
});

describe('preferences follow the agent', () => {
  it('the language and theme chosen elsewhere apply once the user is loaded', async () => {
    const user = { ...testUser(['tickets:tickets:view']), preferences: { language: 'de-de' as const, theme: 'dark' as const, mutedNotifications: [] } };
    await renderShell('/permission', { user });
    await waitFor(() => expect(useSession.getState().lang).toBe('de-de'));
    expect(useThemeMode.getState().theme).toBe('dark');
  });
});

describe("the organisation's defaults", () => {
  beforeEach(() => localStorage.clear());

  it("an agent who chose no language anywhere gets the organisation's; one picked in this browser stays", async () => {
    await renderShell('/permission', { user: testUser(['tickets:tickets:view']), organization: { defaultLanguage: 'fr-fr' } });
    await waitFor(() => expect(useSession.getState().lang).toBe('fr-fr'));
  });

  it('a language picked in this browser is not overridden by the organisation', async () => {
    await act(() => setLanguage('nl-nl'));
    await renderShell('/permission', { user: testUser(['tickets:tickets:view']), organization: { defaultLanguage: 'fr-fr' } });
    await screen.findByTestId('organization-logo');
    expect(useSession.getState().lang).toBe('nl-nl');
  });

  it("dates are written in the organisation's format", async () => {
    await renderShell('/permission', { user: testUser(['tickets:tickets:view']), organization: { dateFormat: 'YYYY-MM-DD' } });
    await waitFor(() => expect(formatDate('2026-12-31T10:15:00')).toBe('2026-12-31, 10:15'));
    setOrganizationDateFormat(null);
    expect(formatDate('2026-12-31T10:15:00')).toBe('31 Dec 2026, 10:15');
  });
});
