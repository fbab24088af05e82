import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@switchboard/shared/i18n';
import { ALL_PERMISSIONS } from '@switchboard/shared/contracts';
import { useSession } from '@switchboard/shared/session';
import { registerLeaveGuard } from '@switchboard/shared/crud';
import { renderShell, testUser } from '../test-utils/render-shell';

/** Each section's screen's `preload`, called with the section's prefix. */
const mockScreenPreload = jest.fn(async (_prefix: string) => undefined);

jest.mock('../remotes/federation-runtime', () => {
  const { createElement } = jest.requireActual('react');
  return {
    ...jest.requireActual('../remotes/federation-runtime'),
    fetchRemoteFeature: jest.fn(async (id: string) => ({
      id,
      sections: ['tickets', 'categories', 'customers', 'settings', 'dashboard'].map((prefix) => ({
        prefix,
        routes: [{ path: '*', Component: Object.assign(() => createElement('p', null, `${prefix} screen`), { preload: () => mockScreenPreload(prefix) }) }],
      })),
      i18n: { namespace: `test-${id}`, resources: {} },
    })),
  };
});

const location = () => screen.getByTestId('location').textContent;

describe('agent layout', () => {
  it('shows the add-ticket button only with tickets:tickets:add, and it opens a new ticket', async () => {
    await renderShell('/tickets/list', { user: testUser(['tickets:tickets:view', 'tickets:tickets:add']) });
    const addTicket = await screen.findByTestId('add-ticket');
    expect(addTicket).toHaveTextContent('Add ticket');
    fireEvent.click(addTicket);
    await waitFor(() => expect(location()).toBe('/tickets/details'));
  });

  it('hides the add-ticket button from a user who may only view tickets', async () => {
    await renderShell('/tickets/list', { user: testUser(['tickets:tickets:view']) });
    expect(await screen.findByTestId('nav-tickets')).toBeInTheDocument();
    expect(screen.queryByTestId('add-ticket')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-settings')).not.toBeInTheDocument();
  });

  it('shows title, beta tag, organisation initials and every sidebar entry to an administrator', async () => {
    await renderShell('/tickets/list', { user: testUser(ALL_PERMISSIONS) });
    for (const id of ['dashboard', 'tickets', 'categories', 'customers', 'settings', 'help']) {
      expect(await screen.findByTestId(`nav-${id}`)).toBeInTheDocument();
    }
    // Labels come from shared's common namespace, beside the contract's entries.
    expect(screen.getByTestId('nav-dashboard')).toHaveTextContent('Dashboard');
    expect(screen.getByTestId('nav-customers')).toHaveTextContent('Customers');
    expect(screen.getByTestId('beta-tag')).toHaveTextContent('Beta');
    expect(await screen.findByTestId('organization-logo')).toHaveTextContent('AS');
    fireEvent.click(screen.getByTestId('nav-settings'));
    await waitFor(() => expect(location()).toBe('/settings'));
    expect(await screen.findByText('settings screen')).toBeInTheDocument();
  });

  it("fetches a section's remote and screen as the pointer or the focus reaches its entry, before any click", async () => {
    await renderShell('/tickets/list', { user: testUser(ALL_PERMISSIONS) });
    const settings = await screen.findByTestId('nav-settings');
    expect(await screen.findByText('tickets screen')).toBeInTheDocument();
    mockScreenPreload.mockClear();
    await userEvent.hover(settings);
    await waitFor(() => expect(mockScreenPreload).toHaveBeenCalledWith('settings'));
    act(() => screen.getByTestId('nav-dashboard').focus());
    await waitFor(() => expect(mockScreenPreload).toHaveBeenCalledWith('dashboard'));
    expect(mockScreenPreload).not.toHaveBeenCalledWith('customers');
    expect(location()).toBe('/tickets/list');
    expect(screen.getByText('tickets screen')).toBeInTheDocument();
  });

  it('marks the section on screen, names the icons of the narrow sidebar, and leaves a Ctrl-click to the browser', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 900 });
    try {
      await renderShell('/customers/list', { user: testUser(ALL_PERMISSIONS) });
      const customers = await screen.findByTestId('nav-customers');
      expect(customers).toHaveAttribute('aria-current', 'page');
      expect(screen.getByTestId('nav-tickets')).not.toHaveAttribute('aria-current');
      // Below 992 px the sidebar starts narrow: each entry keeps its name, shown on hover.
      expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('title', 'Dashboard');
      expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(screen.getByTestId('menu-toggle'));
      expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('title');
      // A new tab is the browser's business: the page stays.
      expect(fireEvent.click(screen.getByTestId('nav-dashboard'), { ctrlKey: true })).toBe(true);
      expect(location()).toBe('/customers/list');
      expect(screen.getByTestId('nav-dashboard')).toHaveAttribute('href', '/dashboard');
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    }
  });

  it('asks the open screen before the side menu or the new-ticket button leaves unsaved input', async () => {
    await renderShell('/tickets/list', { user: testUser(ALL_PERMISSIONS) });
    let agree: (() => void) | null = null;
    // What a remote's form registers while it holds typed input.
    const unregister = registerLeaveGuard((go) => {
      agree = go;
      return true;
    });
    try {
      fireEvent.click(await screen.findByTestId('nav-settings'));
      expect(location()).toBe('/tickets/list');
      expect(agree).not.toBeNull();
      act(() => agree!());
      await waitFor(() => expect(location()).toBe('/settings'));

      agree = null;
      fireEvent.click(screen.getByTestId('add-ticket'));
      expect(location()).toBe('/settings');
      act(() => agree!());
      await waitFor(() => expect(location()).toBe('/tickets/details'));
    } finally {
      unregister();
    }
  });

  it('reloads the current user with the whole bootstrap in one call when the layout loads, without refreshing a token that is still fresh', async () => {
    const { apiCalls } = await renderShell('/tickets/list', { user: testUser(['tickets:tickets:view']), organization: { name: 'Bootstrap Org' } });
    // The organisation (logo, initials) and the bell's count come with the user: no call of their own.
    expect(await screen.findByLabelText('Bootstrap Org')).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().bootstrap?.unreadNotifications).toBe(0));
    const urls = apiCalls.mock.calls.map(([config]) => config.url);
    expect(urls.filter((url) => url === 'users/me')).toHaveLength(1);
    expect(apiCalls.mock.calls.find(([config]) => config.url === 'users/me')![0].params).toEqual({ expand: 'authorization,organization,notifications' });
    expect(urls).not.toContain('organization/me');
    expect(urls).not.toContain('notifications');
    expect(urls).not.toContain('oauth/accessToken');
    expect(useSession.getState().accessToken).toBe('a1');
  });

  it('signs out from the profile popover and lands on /login', async () => {
    const { apiCalls } = await renderShell('/tickets/list', { user: testUser(ALL_PERMISSIONS) });
    fireEvent.click(await screen.findByTestId('profile-button'));
    const popover = await screen.findByTestId('profile-popover');
    expect(within(popover).getByText('ada@example.com')).toBeInTheDocument();
    expect(await within(popover).findByTestId('language-picker')).toBeInTheDocument();
    fireEvent.click(within(popover).getByTestId('logout'));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(useSession.getState().accessToken).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // The server ends the session by its refresh cookie: no access token needed, none sent.
    const logout = apiCalls.mock.calls.map(([config]) => config).find((config) => config.url === 'oauth/Logout');
    expect(logout?.withCredentials).toBe(true);
    expect(logout?.headers?.Authorization ?? logout?.headers?.get?.('Authorization')).toBeFalsy();
  });

  it('switches the interface to Arabic from the language picker: texts translate and the layout flips', async () => {
    await renderShell('/tickets/list', { user: testUser(ALL_PERMISSIONS) });
    fireEvent.click(await screen.findByTestId('profile-button'));
    const picker = within(await screen.findByTestId('language-picker')).getByRole('combobox');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('العربية'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(useSession.getState().lang).toBe('ar-ae');
    expect(await screen.findByText('التذاكر')).toBeInTheDocument();
    await act(() => setLanguage('en-us'));
    expect(document.documentElement.dir).toBe('ltr');
  }, 45000); // the first switch compiles antd's and dayjs's Arabic locale files under jest

  it('opens the help page of the current screen in the documentation drawer', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await renderShell('/tickets/details/3f2a6c1e-8b4d-4e1f-9a7c-2d5e6f708192', { user: testUser(ALL_PERMISSIONS) });
    fireEvent.click(await screen.findByTestId('nav-help'));
    const frame = await screen.findByTestId('docs-frame');
    expect(screen.getByTestId('docs-drawer')).toContainElement(frame);
    expect(frame).toHaveAttribute('src', '/docs/tickets-details.html');
    expect(frame).toHaveAttribute('title', 'Ticket details');
    expect(screen.getByTestId('docs-loading')).toBeInTheDocument();
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByTestId('docs-loading')).not.toBeInTheDocument());
  });

  it('shows an error with a close button when the help page cannot be loaded', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 }) as unknown as typeof fetch;
    await renderShell('/dashboard/overview', { user: testUser(ALL_PERMISSIONS) });
    fireEvent.click(await screen.findByTestId('nav-help'));
    expect(await screen.findByText('The help page could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('docs-error-close'));
    await waitFor(() => expect(screen.queryByText('The help page could not be loaded')).not.toBeInTheDocument());
  });
});
