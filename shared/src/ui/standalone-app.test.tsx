import { render, screen } from '@testing-library/react';
import { setEnv } from '../client/index.js';
import { useSession } from '../session/index.js';
import { mockHttp } from '@switchboard/test-utils';
import { makeUser, resetSession, signIn } from '../test-utils/index.js';
import type { RemoteFeature } from './feature.js';
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
