import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n, registerNamespace } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import type { RemoteFeature } from '@switchboard/shared/ui';

/** Shows where the router ended up, so tests can assert redirects. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/** Where the router is now: what the `location` probe shows. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Starts i18n with the remote's namespace registered, as the shell does when it loads the remote. */
export async function loadFeatureStrings(feature: Pick<RemoteFeature, 'i18n'>): Promise<void> {
  await initI18n();
  await registerNamespace(feature.i18n.namespace, feature.i18n.resources);
}

/** A signed-in agent holding `permissions`, as the shell's sign-in leaves the session. */
export function signInTestAgent(permissions: readonly string[]): void {
  useSession.setState({
    accessToken: 'test-token',
    user: { id: 'agent-1', name: 'Ada Agent', email: 'ada@example.com', profilePicture: null, permissions: [...permissions] },
  });
}

/**
 * Renders screens at `path` inside antd's App (toasts and confirms) with `feature`'s strings, a router
 * with `routes` (e.g. `{ '/hub/ticket/:id': <TicketDetailsScreen /> }`, any other path an "other
 * page") and a `location` probe.
 */
export async function renderScreens(feature: Pick<RemoteFeature, 'i18n'>, path: string, routes: Record<string, ReactNode>) {
  await loadFeatureStrings(feature);
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
          <LocationProbe />
        </MemoryRouter>
      </App>
    </I18nextProvider>,
  );
}
