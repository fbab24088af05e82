import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetSession, signIn } from '../test-utils/index.js';
import type { FeatureRoute } from './feature.js';
import { FeatureRoutes } from './feature-routes.js';

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

it('redirects the section index to its relative target', () => {
  renderAt('/tickets');
  expect(screen.getByText('Ticket list')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/tickets/list');
});

it('resolves a relative redirect against the section, carrying route parameters', () => {
  renderAt('/tickets/details/42/mobile');
  expect(screen.getByText('Ticket details')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/tickets/details/42');
});

it('follows an absolute redirect out of the section', () => {
  renderAt('/tickets/old-dashboard');
  expect(screen.getByText('Dashboard')).toBeInTheDocument();
});

it('sends unknown paths of the section to /404', () => {
  renderAt('/tickets/nope/nothing');
  expect(screen.getByText('Not found page')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/404');
});

it('guards each route with its permissions', () => {
  renderAt('/tickets/merge');
  expect(screen.getByText('No permission page')).toBeInTheDocument();
  expect(screen.queryByText('Merge tickets')).not.toBeInTheDocument();
});
