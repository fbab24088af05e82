import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n, registerNamespace } from '@switchboard/shared/i18n';
import { feature } from '../feature';
import { saveHubSession } from '../session';

export const TEST_CUSTOMER = {
  id: 'c1',
  firstName: 'Maya',
  lastName: 'Rao',
  name: 'Maya Rao',
  personalEmail: 'maya@example.com',
  phone: '+91 98765 43210',
  organizationId: 'o1',
};

/** Stores a signed-in customer the way the auth screen does. */
export function signInTestCustomer(token = 'customer-token'): void {
  saveHubSession({ user: TEST_CUSTOMER, token });
}

function HubLocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/**
 * Renders hub screens at `path` inside antd's App (for toasts) with the hub strings, a router with
 * `routes` (e.g. `{ '/hub/ticket/:id': <TicketDetailsScreen /> }`) and a `location` probe.
 */
export async function renderHub(path: string, routes: Record<string, ReactNode>) {
  await initI18n();
  await registerNamespace(feature.i18n.namespace, feature.i18n.resources);
  return render(
    <I18nextProvider i18n={i18n}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([routePath, element]) => (
              <Route key={routePath} path={routePath} element={element} />
            ))}
            <Route path="*" element={<p>other page</p>} />
          </Routes>
          <HubLocationProbe />
        </MemoryRouter>
      </App>
    </I18nextProvider>,
  );
}
