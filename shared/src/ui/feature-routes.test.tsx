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
