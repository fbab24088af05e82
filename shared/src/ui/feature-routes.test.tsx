import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetSession, signIn } from '../test-utils/index.js';
import type { FeatureRoute } from './feature.js';
import { FeatureRoutes } from './feature-routes.js';
import { WithoutKit } from './kit-on-demand.js';
import { initI18n } from '../i18n/index.js';

const routes: FeatureRoute[] = [
  { path: '', redirectTo: 'list' },
  { path: 'list', permissions: ['tickets:tickets:view'], Component: () => <p>Ticket list</p> },
  { path: 'details/:id', permissions: ['tickets:tickets:view'], Component: () => <p>Ticket details</p> },
  { path: 'details/:id/mobile', redirectTo: 'details/:id' },
  { path: 'merge', permissions: ['tickets:tickets:merge'], Component: () => <p>Merge tickets</p> },
  { path: 'old-dashboard', redirectTo: '/dashboard/overview' },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tickets/*" element={<FeatureRoutes routes={routes} />} />
        <Route path="/404" element={<p>Not found page</p>} />
        <Route path="/permission" element={<p>No permission page</p>} />
        <Route path="/dashboard/overview" element={<p>Dashboard</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetSession();
  signIn(['tickets:tickets:view']);
});

it.each([
  ['redirects the section index to its relative target', '/tickets', 'Ticket list', '/tickets/list'],
  ['resolves a relative redirect against the section, carrying route parameters', '/tickets/details/42/mobile', 'Ticket details', '/tickets/details/42'],
  ['follows an absolute redirect out of the section', '/tickets/old-dashboard', 'Dashboard', '/dashboard/overview'],
  ['sends unknown paths of the section to /404', '/tickets/nope/nothing', 'Not found page', '/404'],
])('%s', (_case, path, page, where) => {
  renderAt(path);
  expect(screen.getByText(page)).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(where);
});

it('guards each route with its permissions', () => {
  renderAt('/tickets/merge');
  expect(screen.getByText('No permission page')).toBeInTheDocument();
  expect(screen.queryByText('Merge tickets')).not.toBeInTheDocument();
});

describe('in a frame drawn without antd', () => {
  // A screen that says whether antd's providers stand above it (antd's App puts its element there).
  const Probe = ({ name }: { name: string }) => <p data-testid="screen">{name}</p>;
  const framed: FeatureRoute[] = [
    { path: '', redirectTo: 'list' },
    { path: 'list', withoutKit: true, permissions: ['tickets:tickets:view'], Component: () => <Probe name="plain list" /> },
    { path: 'details/:id', permissions: ['tickets:tickets:view'], Component: () => <Probe name="antd details" /> },
    { path: 'merge', withoutKit: true, permissions: ['tickets:tickets:merge'], Component: () => <Probe name="plain merge" /> },
  ];
  const renderFramed = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <WithoutKit>
          <Routes>
            <Route path="/tickets/*" element={<FeatureRoutes routes={framed} />} />
            <Route path="/permission" element={<p>No permission page</p>} />
          </Routes>
        </WithoutKit>
        <Where />
      </MemoryRouter>,
    );

  beforeAll(() => initI18n());

  it('renders a screen drawn without antd (and the redirect to it) outside antd’s providers, at once', () => {
    renderFramed('/tickets');
    expect(screen.getByTestId('screen')).toHaveTextContent('plain list');
    expect(screen.getByTestId('screen').closest('.ant-app')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/tickets/list');
  });

  it('brings antd’s providers to a screen drawn with antd', async () => {
    renderFramed('/tickets/details/7');
    const details = await screen.findByTestId('screen');
    expect(details).toHaveTextContent('antd details');
    expect(details.closest('.ant-app')).not.toBeNull();
  });

  it('still asks for the permission of a screen drawn without antd', () => {
    renderFramed('/tickets/merge');
    expect(screen.getByText('No permission page')).toBeInTheDocument();
  });
});
