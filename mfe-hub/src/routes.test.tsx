import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@switchboard/shared/contracts';
import { feature } from './feature';
import { hubRoutes } from './routes';
import { hubReturnTarget } from './screens/auth-page';
import { HUB_TOKEN_KEY, type HubUser } from './session';
import { fakeServer } from './test-support';
import { renderSection } from '@switchboard/test-utils';

const location = () => screen.getByTestId('location');

function signInCustomer(user: HubUser = { firstName: 'Maya', lastName: 'Rao', personalEmail: 'maya@example.com' }) {
  localStorage.setItem(STORAGE_KEYS.hubUser, JSON.stringify(user));
  localStorage.setItem(HUB_TOKEN_KEY, 'customer-token');
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
function hubServer() {
  return fakeServer((request) => {
    if (request.url === 'client/tickets') return { status: 200, data: { entities: [ticket], totalCount: 1, pageNumber: 1, pageSize: 10 } };
    if (request.url === `client/tickets/${TICKET_ID}`) return { status: 200, data: ticket };
    if (request.url === `tickets/${TICKET_ID}/messages`) return { status: 200, data: { entities: [], totalCount: 0 } };
    if (request.url === 'client/categories') return { status: 200, data: { entities: [], totalCount: 0 } };
    return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

beforeEach(() => localStorage.clear());

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

  it('treats a stored hub user without a token as signed out', async () => {
    localStorage.setItem(STORAGE_KEYS.hubUser, JSON.stringify({ firstName: 'Maya' }));
    await openHub('/hub/tickets');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/auth/));
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
    expect(screen.getByRole('menuitem', { name: /Tickets/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Logout/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('returns an unknown ticket id to the tickets list (spec §2)', async () => {
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

  it('logs out from the menu: forgets the customer and shows the auth screen', async () => {
    signInCustomer();
    hubServer();
    await openHub('/hub/tickets');
    await userEvent.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/auth$/));
    expect(localStorage.getItem(STORAGE_KEYS.hubUser)).toBeNull();
    expect(localStorage.getItem(HUB_TOKEN_KEY)).toBeNull();
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Sign in');
  });
});
