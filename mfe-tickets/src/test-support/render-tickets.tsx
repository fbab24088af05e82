import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n, registerNamespace } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { feature } from '../feature';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/** Every permission of the ticket screens. */
export const ALL_TICKET_PERMISSIONS = ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit', 'tickets:tickets:delete'];

/**
 * Renders ticket screens at `path` as a signed-in agent holding `permissions`, inside antd's App (for
 * toasts and confirms) with the remote's strings, a router with `routes` and a `location` probe.
 */
export async function renderTickets(path: string, routes: Record<string, ReactNode>, permissions: readonly string[] = ALL_TICKET_PERMISSIONS) {
  await initI18n();
  await registerNamespace(feature.i18n.namespace, feature.i18n.resources);
  useSession.setState({
    accessToken: 'test-token',
    user: { id: 'agent-1', name: 'Ada Agent', email: 'ada@example.com', profilePicture: null, permissions: [...permissions] },
  });
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
