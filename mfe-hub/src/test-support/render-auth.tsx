import { render } from '@testing-library/react';
import { App } from 'antd';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api } from '@switchboard/shared/client';
import { addNamespace, i18n, initI18n } from '@switchboard/shared/i18n';
import { feature } from '../feature';
import { AuthPage } from '../screens/auth-page';

export interface FakeReply {
  status: number;
  data?: unknown;
}

/**
 * Answers the shared axios instance's requests with `handler` (after every interceptor ran), the way
 * a server would: 4xx/5xx replies reject like real HTTP errors. Returns the requests seen.
 */
export function fakeServer(handler: (request: InternalAxiosRequestConfig) => FakeReply): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = handler(config);
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: new AxiosHeaders(), config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return seen;
}

/** The JSON body a request carried. */
export function bodyOf(request: InternalAxiosRequestConfig): Record<string, unknown> {
  return typeof request.data === 'string' ? (JSON.parse(request.data) as Record<string, unknown>) : (request.data as Record<string, unknown>);
}

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/** Renders the hub auth screen at `path` inside antd's App (for toasts), with a location probe. */
export async function renderAuth(path = '/hub/auth') {
  await initI18n();
  addNamespace(feature.i18n.namespace, feature.i18n.resources);
  return render(
    <I18nextProvider i18n={i18n}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/hub/auth" element={<AuthPage />} />
            <Route path="/hub/tickets" element={<p>tickets page</p>} />
            <Route path="/hub/ticket/:id" element={<p>ticket page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </App>
    </I18nextProvider>,
  );
}
