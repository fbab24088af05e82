import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { resetSession, signIn } from '../test-utils/index.js';
import { RequirePermission } from './require-permission.js';

function renderGuarded(anyOf: string[], fallback?: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes>
        <Route
          path="/settings"
          element={
            <RequirePermission anyOf={anyOf} fallback={fallback}>
              <p>Settings page</p>
            </RequirePermission>
          }
        />
        <Route path="/permission" element={<p>No permission page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(resetSession);

it('sends a user lacking every listed permission to /permission', () => {
  signIn(['tickets:tickets:view']);
  renderGuarded(['directory:users:view', 'organization:settings:view']);
  expect(screen.getByText('No permission page')).toBeInTheDocument();
  expect(screen.queryByText('Settings page')).not.toBeInTheDocument();
});

it('sends a user with no permissions at all to /permission', () => {
  signIn([]);
  renderGuarded(['tickets:tickets:view']);
  expect(screen.getByText('No permission page')).toBeInTheDocument();
});

it('renders the page when any one of the listed permissions is held', () => {
  signIn(['organization:settings:view']);
  renderGuarded(['directory:users:view', 'organization:settings:view']);
  expect(screen.getByText('Settings page')).toBeInTheDocument();
});

it('shows the fallback instead of redirecting when one is given', () => {
  signIn(['tickets:tickets:view']);
  renderGuarded(['tickets:tickets:add'], <span>Add button hidden</span>);
  expect(screen.getByText('Add button hidden')).toBeInTheDocument();
  expect(screen.queryByText('No permission page')).not.toBeInTheDocument();
});
