import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@switchboard/shared/contracts';
import { feature } from './feature';
import { hubRoutes } from './routes';
import { hubReturnTarget } from './screens/auth-page';
import { clearHubSession, HUB_TOKEN_KEY, saveHubSession, type HubUser } from './session';
import { mockHttp, type MockReply, type MockRequest } from '@switchboard/test-utils';
import { renderSection } from '@switchboard/test-utils';

const location = () => screen.getByTestId('location');

const MAYA: HubUser = { firstName: 'Maya', lastName: 'Rao', personalEmail: 'maya@example.com' };

/** Signed in on this page: the token in memory, the customer remembered. */
function signInCustomer(user: HubUser = MAYA) {
  saveHubSession({ user, token: 'customer-token' });
}

/** A new page load of a customer who signed in earlier: only the remembered customer, no token. */
function rememberCustomer(user: HubUser = MAYA) {
  localStorage.setItem(STORAGE_KEYS.hubUser, JSON.stringify(user));
}

/** Every key and value page scripts can read from web storage. */
function webStorageText(): string {
  const parts: string[] = [];
  for (const area of [localStorage, sessionStorage]) {
    for (let i = 0; i < area.length; i += 1) parts.push(area.key(i)!, area.getItem(area.key(i)!) ?? '');
  }
  return parts.join('\n');
}

const openHub = (path: string) => renderSection({ feature, path, permissions: [] });

const TICKET_ID = '5b0d7a52-0b8e-4f7e-9d4c-2f5a1c3e8b91';
const ticket = {
  id: TICKET_ID,
  serialNumber: 7,
  title: 'Parcel arrived damaged',
  description: 'The box was crushed.',
  priority: null,
  categoryId: null,
  categoryName: null,
  fields: [],
  addedDate: '2026-11-20T10:00:00.000Z',
  updatedDate: '2026-11-20T10:00:00.000Z',
  resolutionDueDate: null,
  status: { id: 's1', name: 'Open', color: '#1677ff', kind: 'open' },
};

/** The hub's reads, answered the way a server with one ticket and no categories would. */
function hubServer(override?: (request: MockRequest) => MockReply | undefined) {
  return mockHttp((request) => {
    const answer = override?.(request);
    if (answer) return answer;
    if (request.url === 'auth/token') return { status: 200, data: { access_token: 'restored-token', token_type: 'Bearer', expires_in: 900 } };
    if (request.url === 'auth/logout') return { status: 200, data: { success: true } };
    if (request.url === 'client/tickets') return { status: 200, data: { entities: [ticket], totalCount: 1, pageNumber: 1, pageSize: 10 } };
    if (request.url === `client/tickets/${TICKET_ID}`) return { status: 200, data: ticket };
    if (request.url === `tickets/${TICKET_ID}/messages`) return { status: 200, data: { entities: [], totalCount: 0 } };
    if (request.url === 'client/categories') return { status: 200, data: { entities: [], totalCount: 0 } };
    return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

beforeEach(() => {
  clearHubSession();
  localStorage.clear();
  sessionStorage.clear();
});

describe('hub route table', () => {
  it('mounts /hub with exactly the spec routes and no agent permissions', () => {
    expect(feature.id).toBe('hub');
    expect(feature.sections.map((s) => s.prefix)).toEqual(['hub']);
    expect(hubRoutes.map((r) => r.path).sort()).toEqual(['', 'auth', 'auth/*', 'logout', 'ticket/:id', 'ticket/create', 'tickets']);
    expect(hubRoutes.find((r) => r.path === '')?.redirectTo).toBe('tickets');
    expect(hubRoutes.find((r) => r.path === 'auth/*')?.redirectTo).toBe('auth');
    expect(hubRoutes.every((r) => !r.permissions || r.permissions.length === 0)).toBe(true);
  });
});

describe('hub guard', () => {
  it.each(['/hub/tickets', '/hub/ticket/create', '/hub/ticket/15', '/hub'])(
    'sends an anonymous visitor from %s to /hub/auth',
    async (path) => {
      await openHub(path);
      await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/auth(#state=.*)?$/));
      expect(await screen.findByTestId('page-title')).toHaveTextContent('Sign in');
    },
  );

  it('remembers where the visitor was going', async () => {
    await openHub('/hub/ticket/15');
    await waitFor(() => expect(location()).toHaveTextContent('/hub/auth#state=%2Fhub%2Fticket%2F15'));
  });

  it('restores a remembered customer after a reload through one cookie refresh (POST auth/token), never a token from storage', async () => {
    localStorage.setItem(HUB_TOKEN_KEY, 'token-left-by-an-old-version');
    rememberCustomer();
    const seen = hubServer();
    await openHub('/hub/tickets');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('My tickets');
    expect(location()).toHaveTextContent(/^\/hub\/tickets$/);
    const refreshes = seen.filter((request) => request.url === 'auth/token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.method).toBe('post');
    expect(refreshes[0]!.data).toBeUndefined();
    expect(refreshes[0]!.withCredentials).toBe(true);
    expect(refreshes[0]!.headers.get('Authorization')).toBeFalsy();
    const list = seen.find((request) => request.url === 'client/tickets')!;
    expect(list.headers.get('Authorization')).toBe('Bearer restored-token');
    expect(webStorageText()).not.toMatch(/restored-token|token-left-by-an-old-version/);
  });

  it('sends a remembered customer whose cookie is refused to /hub/auth and forgets them', async () => {
    rememberCustomer();
    hubServer((request) =>
      request.url === 'auth/token' ? { status: 401, data: { statusCode: 401, code: 'INVALID_REFRESH_TOKEN', message: 'Sign in again' } } : undefined,
    );
    await openHub('/hub/tickets');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/auth/));
    expect(localStorage.getItem(STORAGE_KEYS.hubUser)).toBeNull();
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Sign in');
  });

  it('refreshes once and retries when the server says the access token expired', async () => {
    signInCustomer();
    let listCalls = 0;
    const seen = hubServer((request) => {
      if (request.url !== 'client/tickets') return undefined;
      listCalls += 1;
      return listCalls === 1 ? { status: 401, data: { statusCode: 401, code: 'TOKEN_EXPIRED', message: 'Expired' } } : undefined;
    });
    await openHub('/hub/tickets');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('My tickets');
    await waitFor(() => expect(listCalls).toBe(2));
    const lists = seen.filter((request) => request.url === 'client/tickets');
    expect(lists[0]!.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(lists[1]!.headers.get('Authorization')).toBe('Bearer restored-token');
    expect(seen.filter((request) => request.url === 'auth/token')).toHaveLength(1);
    expect(location()).toHaveTextContent(/^\/hub\/tickets$/);
  });

  it('refreshes a customer token close to expiry before sending it', async () => {
    const soon = Math.floor(Date.now() / 1000) + 30;
    const payload = btoa(JSON.stringify({ sub: 'c1', exp: soon })).replace(/=+$/, '');
    saveHubSession({ user: MAYA, token: `h.${payload}.s` });
    const seen = hubServer();
    await openHub('/hub/tickets');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('My tickets');
    await waitFor(() => expect(seen.some((request) => request.url === 'client/tickets')).toBe(true));
    const urls = seen.map((request) => request.url);
    expect(urls.indexOf('auth/token')).toBeGreaterThanOrEqual(0);
    expect(urls.indexOf('auth/token')).toBeLessThan(urls.indexOf('client/tickets'));
  });

  it('sends unknown paths under auth back to auth', async () => {
    await openHub('/hub/auth/whatever/else');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/auth$/));
  });

  it('sends a signed-in customer from auth to the address in the state parameter', async () => {
    signInCustomer();
    hubServer();
    await openHub(`/hub/auth#state=%2Fhub%2Fticket%2F${TICKET_ID}`);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^/hub/ticket/${TICKET_ID}$`)));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Ticket #7');
  });

  it('never follows a state parameter off the hub', () => {
    expect(hubReturnTarget('#state=%2Fhub%2Ftickets')).toBe('/hub/tickets');
    expect(hubReturnTarget('#state=https%3A%2F%2Fevil.example')).toBe('/hub/tickets');
    expect(hubReturnTarget('#state=%2F%2Fevil.example%2Fhub%2F')).toBe('/hub/tickets');
    expect(hubReturnTarget('')).toBe('/hub/tickets');
  });
});

describe('hub pages and layout', () => {
  it.each([
    ['/hub/tickets', 'My tickets'],
    ['/hub/ticket/create', 'Raise a complaint'],
    [`/hub/ticket/${TICKET_ID}`, 'Ticket #7'],
  ])('%s shows "%s" inside the hub frame', async (path, title) => {
    signInCustomer();
    hubServer();
    await openHub(path);
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
    expect(screen.getByTestId('hub-user-name')).toHaveTextContent('Maya');
    expect(screen.getByTestId('hub-user-email')).toHaveTextContent('maya@example.com');
    const navigation = screen.getByRole('navigation');
    expect(within(navigation).getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/hub/tickets');
    expect(within(navigation).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('returns an unknown ticket id to the tickets list', async () => {
    signInCustomer();
    hubServer();
    await openHub('/hub/ticket/15');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/tickets$/));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('My tickets');
  });

  it('shows Guest and None when the customer has no name or email', async () => {
    signInCustomer({});
    hubServer();
    await openHub('/hub/tickets');
    expect(await screen.findByTestId('hub-user-name')).toHaveTextContent('Guest');
    expect(screen.getByTestId('hub-user-email')).toHaveTextContent('None');
  });

  it('raises an issue from the top bar', async () => {
    signInCustomer();
    hubServer();
    await openHub('/hub/tickets');
    await userEvent.click(await screen.findByRole('button', { name: 'Raise an issue' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/ticket\/create$/));
  });

  it('logs out from the menu: the server ends the session (POST auth/logout), the customer is forgotten, the auth screen shows', async () => {
    signInCustomer();
    const seen = hubServer();
    await openHub('/hub/tickets');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/auth$/));
    const logout = seen.filter((request) => request.url === 'auth/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]!.method).toBe('post');
    expect(logout[0]!.withCredentials).toBe(true);
    expect(logout[0]!.headers.get('Authorization')).toBeFalsy();
    expect(localStorage.getItem(STORAGE_KEYS.hubUser)).toBeNull();
    expect(localStorage.getItem(HUB_TOKEN_KEY)).toBeNull();
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Sign in');
  });

  it('signs out locally even when the logout call fails', async () => {
    signInCustomer();
    hubServer((request) => (request.url === 'auth/logout' ? { status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'down' } } : undefined));
    await openHub('/hub/tickets');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/auth$/));
    expect(localStorage.getItem(STORAGE_KEYS.hubUser)).toBeNull();
  });

  it('follows a sign-out made in another tab', async () => {
    signInCustomer();
    hubServer();
    await openHub('/hub/tickets');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('My tickets');
    act(() => {
      localStorage.removeItem(STORAGE_KEYS.hubUser);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.hubUser, newValue: null, storageArea: localStorage }));
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/auth/));
  });
});
