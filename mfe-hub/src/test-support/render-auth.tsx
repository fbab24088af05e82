import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@switchboard/shared/client';
import { AuthPage } from '../screens/auth-page';
import { renderHub } from './render-hub';

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

/** Renders the hub auth screen at `path` inside antd's App (for toasts), with a location probe. */
export function renderAuth(path = '/hub/auth') {
  return renderHub(path, {
    '/hub/auth': <AuthPage />,
    '/hub/tickets': <p>tickets page</p>,
    '/hub/ticket/:id': <p>ticket page</p>,
  });
}
