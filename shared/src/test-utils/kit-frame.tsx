import { act, render, type RenderResult } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '../i18n/index.js';

/** Shows where the router is, so a test can assert navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders one kit component alone: i18n (English), antd's App (toasts, modals) and a router at `path`. */
export async function renderInKitFrame(ui: ReactNode, path = '/') {
  await initI18n();
  let result: RenderResult | undefined;
  // Inside act, so the first loads (already answered by the test's fakes) settle before assertions.
  await act(async () => {
    result = render(
      <I18nextProvider i18n={i18n}>
        <AntdApp>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </AntdApp>
      </I18nextProvider>,
    );
  });
  return result!;
}
