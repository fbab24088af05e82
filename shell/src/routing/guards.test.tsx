import { screen, waitFor } from '@testing-library/react';
import { ALL_PERMISSIONS } from '@switchboard/shared/contracts';
import { useSession } from '@switchboard/shared/session';
import { renderShell, testUser } from '../test-utils/render-shell';
import { afterSignInTarget, signedInTarget } from './login-target';

// The federation runtime is the edge: remotes resolve to a feature with one screen per section.
jest.mock('../remotes/federation-runtime', () => {
  const { createElement } = jest.requireActual('react');
  const screenOf = (name: string) => () => createElement('p', null, `${name} screen`);
  return {
    fetchRemoteFeature: jest.fn(async (id: string) => ({
      id,
      sections: [
        { prefix: 'tickets', routes: [{ path: '', redirectTo: 'list' }, { path: 'list', Component: screenOf('tickets list') }, { path: 'details/:id', Component: screenOf('ticket details') }] },
        { prefix: 'categories', routes: [{ path: '*', Component: screenOf('categories') }] },
        { prefix: 'customers', routes: [{ path: '*', Component: screenOf('customers') }] },
      ],
      i18n: { namespace: `test-${id}`, resources: {} },
    })),
  };
});

const location = () => screen.getByTestId('location').textContent;

describe('login target helpers', () => {
  it('decodes the state parameter twice, falls back to redirect, then to the tickets list', () => {
    const target = '/tickets/details/9?tab=messages';
    const state = encodeURIComponent(encodeURIComponent(target));
    expect(signedInTarget(`?state=${state}&redirect=%2Fdashboard`)).toBe(target);
    expect(signedInTarget('?redirect=%2Fdashboard')).toBe('/dashboard');
    expect(signedInTarget('')).toBe('/tickets/list');
  });

  it('never sends a user to another site', () => {
    expect(afterSignInTarget(`?redirect=${encodeURIComponent('https://evil.example/')}`)).toBe('/tickets/list');
    expect(afterSignInTarget(`?redirect=${encodeURIComponent('//evil.example/')}`)).toBe('/tickets/list');
    expect(signedInTarget(`?state=${encodeURIComponent(encodeURIComponent('//evil.example'))}`)).toBe('/tickets/list');
  });
});

describe('guards', () => {
  it('sends an anonymous visitor to login, carrying the page they asked for', async () => {
    await renderShell('/tickets/list?x=1');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Ftickets%2Flist%3Fx%3D1'));
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeInTheDocument());
  });

  it('sends a signed-in user opening login to the twice-encoded state path', async () => {
    const state = encodeURIComponent(encodeURIComponent('/tickets/details/42'));
    await renderShell(`/login?state=${state}`, { user: testUser(ALL_PERMISSIONS) });
    await waitFor(() => expect(location()).toBe('/tickets/details/42'));
    expect(await screen.findByText('ticket details screen')).toBeInTheDocument();
  });

  it('sends a signed-in user opening login without state to the redirect parameter', async () => {
    await renderShell('/login?redirect=%2Fcustomers%2Flist', { user: testUser(ALL_PERMISSIONS) });
    await waitFor(() => expect(location()).toBe('/customers/list'));
  });

  it('opens the agent app on the tickets list', async () => {
    await renderShell('/', { user: testUser(ALL_PERMISSIONS) });
    await waitFor(() => expect(location()).toBe('/tickets/list'));
    expect(await screen.findByText('tickets list screen')).toBeInTheDocument();
  });

  it('sends a user whose permissions open no sidebar entry to /permission', async () => {
    await renderShell('/tickets/list', { user: testUser(['tickets:tickets:add']) });
    await waitFor(() => expect(location()).toBe('/permission'));
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-tickets')).not.toBeInTheDocument();
  });

  it('a reload restores the session through one cookie refresh and opens the page asked for, never the login', async () => {
    const { apiCalls } = await renderShell('/tickets/details/7', { user: testUser(ALL_PERMISSIONS), session: 'reload' });
    // Restored before the first render: the guard lets the page through at once.
    expect(location()).toBe('/tickets/details/7');
    expect(await screen.findByText('ticket details screen')).toBeInTheDocument();
    const refreshes = apiCalls.mock.calls.map(([config]) => config).filter((config) => config.url === 'oauth/accessToken');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].data).toBeUndefined();
    expect(refreshes[0].withCredentials).toBe(true);
    expect(useSession.getState().accessToken).toBe('a2');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('a reload whose refresh cookie is refused goes to login and forgets the user', async () => {
    await renderShell('/tickets/list', { user: testUser(ALL_PERMISSIONS), session: 'expired-cookie' });
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Ftickets%2Flist'));
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('redirects unknown paths to the 404 page, which leads home', async () => {
    await renderShell('/no/such/page');
    await waitFor(() => expect(location()).toBe('/404'));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByTestId('not-found-home')).toBeInTheDocument();
  });
});
