import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@switchboard/shared/contracts';
import { feature } from './feature';
import { hubRoutes } from './routes';
import { hubReturnTarget } from './screens/auth-page';
import { HUB_TOKEN_KEY, type HubUser } from './session';
import { renderSection } from '@switchboard/test-utils';

const location = () => screen.getByTestId('location');

function signInCustomer(user: HubUser = { firstName: 'Maya', lastName: 'Rao', personalEmail: 'maya@example.com' }) {
  localStorage.setItem(STORAGE_KEYS.hubUser, JSON.stringify(user));
  localStorage.setItem(HUB_TOKEN_KEY, 'customer-token');
}

const openHub = (path: string) => renderSection({ feature, path, permissions: [] });

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
    await openHub('/hub/auth#state=%2Fhub%2Fticket%2F15');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/ticket\/15$/));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Ticket details');
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
    ['/hub/ticket/15', 'Ticket details'],
  ])('%s shows "%s" inside the hub frame', async (path, title) => {
    signInCustomer();
    await openHub(path);
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
    expect(screen.getByText('This screen is not built yet')).toBeInTheDocument();
    expect(screen.getByTestId('hub-user-name')).toHaveTextContent('Maya');
    expect(screen.getByTestId('hub-user-email')).toHaveTextContent('maya@example.com');
    expect(screen.getByRole('menuitem', { name: /Tickets/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Logout/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('shows Guest and None when the customer has no name or email', async () => {
    signInCustomer({});
    await openHub('/hub/tickets');
    expect(await screen.findByTestId('hub-user-name')).toHaveTextContent('Guest');
    expect(screen.getByTestId('hub-user-email')).toHaveTextContent('None');
  });

  it('raises an issue from the top bar', async () => {
    signInCustomer();
    await openHub('/hub/tickets');
    await userEvent.click(await screen.findByRole('button', { name: 'Raise an issue' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/ticket\/create$/));
  });

  it('logs out from the menu: forgets the customer and shows the auth screen', async () => {
    signInCustomer();
    await openHub('/hub/tickets');
    await userEvent.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/hub\/auth$/));
    expect(localStorage.getItem(STORAGE_KEYS.hubUser)).toBeNull();
    expect(localStorage.getItem(HUB_TOKEN_KEY)).toBeNull();
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Sign in');
  });
});
