import { useContext } from 'react';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { setEnv } from '../client/index.js';
import { useSession } from '../session/index.js';
import { mockHttp } from '@switchboard/test-utils';
import { makeUser, resetSession, signIn } from '../test-utils/index.js';
import type { FeatureRoute, RemoteFeature } from './feature.js';
import { WithKit } from './kit-on-demand.js';
import { StandaloneApp } from './standalone-app.js';


const env = {
  apiBaseUrl: '/api/',
  baseUrl: '/',
  environment: 'test',
  supportEmailDomain: 'example.com',
  genesysImplicitClientId: '',
  docsBaseUrl: '/docs/',
  remotes: { tickets: '', settings: '', dashboard: '', hub: '' },
};

const feature: RemoteFeature = {
  id: 'dashboard',
  sections: [
    {
      prefix: 'dashboard',
      routes: [
        { path: '', redirectTo: 'overview' },
        { path: 'overview', permissions: ['analytics:statusDashboard:view'], Component: () => <h1>Status overview</h1> },
      ],
    },
  ],
  i18n: {
    namespace: 'dashboard',
    resources: {
      'en-us': { title: 'Dashboard' },
      'es-es': {},
      'fr-fr': {},
      'de-de': {},
      'ru-ru': {},
      'pt-pt': {},
      'ar-ae': {},
      'zh-cn': {},
      'hi-in': {},
      'nl-nl': {},
    },
  },
};

beforeEach(() => {
  resetSession();
  setEnv(env);
  window.history.pushState({}, '', '/');
});

it('asks an agent to sign in first when the remote needs a session', async () => {
  render(<StandaloneApp feature={feature} requireAgentSession />);
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByText('Status overview')).not.toBeInTheDocument();
});

it('sends / to the first section and renders its routes for a signed-in agent', async () => {
  signIn(['analytics:statusDashboard:view']);
  render(<StandaloneApp feature={feature} requireAgentSession />);
  expect(await screen.findByRole('heading', { name: 'Status overview' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/dashboard/overview');
});

it('restores a remembered agent through the refresh cookie before rendering, never showing the sign-in form', async () => {
  useSession.setState({ user: makeUser(['analytics:statusDashboard:view']) }); // a reload: the user is remembered, no token
  const seen = mockHttp(() => ({ status: 200, data: { access_token: 'restored', expires_in: 43200, token_type: 'Bearer' } }));
  render(<StandaloneApp feature={feature} requireAgentSession />);
  expect(await screen.findByRole('heading', { name: 'Status overview' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  expect(seen.map((request) => request.url)).toEqual(['oauth/accessToken']);
  expect(seen[0].withCredentials).toBe(true);
  expect(useSession.getState().accessToken).toBe('restored');
});

it('shows the 404 page for paths outside the remote', async () => {
  window.history.pushState({}, '', '/elsewhere');
  render(<StandaloneApp feature={feature} />);
  expect(await screen.findByText('404')).toBeInTheDocument();
});

/** Says whether antd's providers (our theme) stand around it. */
function KitProbe({ name }: { name: string }) {
  const config = useContext(ConfigProvider.ConfigContext);
  return <p>{`${name}: ${config.theme ? 'in the kit' : 'without the kit'}`}</p>;
}

/** The hub as a remote with `routes` under `/hub` (and, when given, its signed-out redirect). */
function hubWith(routes: FeatureRoute[], signedOutRedirect?: RemoteFeature['signedOutRedirect']): RemoteFeature {
  return { ...feature, id: 'hub', ...(signedOutRedirect ? { signedOutRedirect } : {}), sections: [{ prefix: 'hub', routes }] };
}

it("draws a signed-out route outside antd's providers, its WithKit part and every other route inside them", async () => {
  const hub = hubWith([
    {
      path: 'auth',
      withoutKit: true,
      Component: () => (
        <>
          <KitProbe name="sign-in" />
          <WithKit>
            <KitProbe name="registration" />
          </WithKit>
        </>
      ),
    },
    { path: 'tickets', Component: () => <KitProbe name="tickets" /> },
  ]);
  window.history.pushState({}, '', '/hub/auth');
  const { unmount } = render(<StandaloneApp feature={hub} />);
  expect(await screen.findByText('sign-in: without the kit')).toBeInTheDocument();
  expect(await screen.findByText('registration: in the kit')).toBeInTheDocument();
  unmount();
  window.history.pushState({}, '', '/hub/tickets');
  render(<StandaloneApp feature={hub} />);
  expect(await screen.findByText('tickets: in the kit')).toBeInTheDocument();
});

it("sends a visitor without a session to the remote's sign-in before antd's frame loads", async () => {
  let signedIn = false;
  const hub = hubWith(
    [
      { path: '', redirectTo: 'tickets' },
      { path: 'auth', withoutKit: true, Component: () => <KitProbe name="sign-in" /> },
      { path: 'tickets', Component: () => <KitProbe name="tickets" /> },
    ],
    (pathname) => (signedIn ? null : `/hub/auth#state=${encodeURIComponent(pathname)}`),
  );
  window.history.pushState({}, '', '/hub/');
  const { unmount } = render(<StandaloneApp feature={hub} />);
  expect(await screen.findByText('sign-in: without the kit')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/hub/auth');
  expect(window.location.hash).toBe('#state=%2Fhub%2F');
  // The frame was never drawn on the way.
  expect(document.querySelector('.ant-app')).toBeNull();
  unmount();
  signedIn = true;
  window.history.pushState({}, '', '/hub/');
  render(<StandaloneApp feature={hub} />);
  expect(await screen.findByText('tickets: in the kit')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/hub/tickets');
});

it('follows a redirect drawn without antd to a screen drawn without antd, never loading the frame on the way', async () => {
  const hub = hubWith([
    { path: '', redirectTo: 'tickets', withoutKit: true },
    { path: 'tickets', withoutKit: true, Component: () => <KitProbe name="tickets" /> },
    { path: 'ticket/:id', withoutKit: true, Component: () => <KitProbe name="thread" /> },
    { path: 'other', Component: () => <KitProbe name="other" /> },
  ]);
  window.history.pushState({}, '', '/hub/');
  const { unmount } = render(<StandaloneApp feature={hub} />);
  expect(await screen.findByText('tickets: without the kit')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/hub/tickets');
  expect(document.querySelector('.ant-app')).toBeNull();
  unmount();
  // A route with a parameter is matched as such.
  window.history.pushState({}, '', '/hub/ticket/42');
  const second = render(<StandaloneApp feature={hub} />);
  expect(await screen.findByText('thread: without the kit')).toBeInTheDocument();
  second.unmount();
  window.history.pushState({}, '', '/hub/other');
  render(<StandaloneApp feature={hub} />);
  expect(await screen.findByText('other: in the kit')).toBeInTheDocument();
});

it('lets the remote start what its first screen waits for once the client is set up', async () => {
  const ready = jest.fn();
  window.history.pushState({}, '', '/dashboard/overview');
  signIn(['analytics:statusDashboard:view']);
  render(<StandaloneApp feature={{ ...feature, onStandaloneReady: ready }} requireAgentSession />);
  expect(await screen.findByRole('heading', { name: 'Status overview' })).toBeInTheDocument();
  expect(ready).toHaveBeenCalledTimes(1);
});
