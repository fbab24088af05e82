import type { ReactNode } from 'react';
import { setEnv, type EnvConfig } from '@switchboard/shared/client';
import { renderScreens } from '@switchboard/test-utils';
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

/** Each test of the suite starts with nothing stored but a signed-in customer, mail going to `help.example.com`. */
export function startEachTestSignedIn(): void {
  beforeEach(() => {
    localStorage.clear();
    signInTestCustomer();
    setEnv({ supportEmailDomain: 'help.example.com' } as EnvConfig);
  });
  afterEach(() => setEnv(null));
}

/**
 * Renders hub screens at `path` inside antd's App (for toasts) with the hub strings, a router with
 * `routes` (e.g. `{ '/hub/ticket/:id': <TicketDetailsScreen /> }`) and a `location` probe.
 */
export function renderHub(path: string, routes: Record<string, ReactNode>) {
  return renderScreens(feature, path, routes);
}
