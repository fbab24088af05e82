import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@switchboard/shared/client';

export interface FakeReply {
  status: number;
  data?: unknown;
}

export type FakeHandler = (request: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/**
 * Answers the shared axios instance's requests with `handler` (after every interceptor ran), the way
 * a server would: 4xx/5xx replies reject like real HTTP errors. Returns the requests seen.
 */
export function fakeServer(handler: FakeHandler): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = await handler(config);
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: new AxiosHeaders(), config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return seen;
}

/** The JSON body a request carried. */
export function bodyOf<T = Record<string, unknown>>(request: InternalAxiosRequestConfig): T {
  return (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as T;
}

/** A 404 in the API's error shape. */
export const NOT_FOUND: FakeReply = { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
