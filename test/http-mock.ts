import { AxiosError } from 'axios';
import { api } from '@switchboard/shared/client';

// The types come from the client's axios: this folder resolves the root copy of axios, another
// version than the packages' one (same adapter contract, other declared types).
type Adapter = Extract<NonNullable<typeof api.defaults.adapter>, (config: never) => unknown>;
/** A request as the adapter receives it, after every interceptor ran. */
export type MockRequest = Parameters<Adapter>[0];

export interface MockReply {
  status: number;
  data?: unknown;
}

export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

/**
 * Replaces the HTTP edge of the shared `api` instance: requests run through every interceptor, then
 * reach `handler` instead of the network, which answers as a server would (4xx/5xx replies reject like
 * real HTTP errors). Returns the list of requests seen.
 */
export function mockHttp(handler: MockHandler): MockRequest[] {
  const seen: MockRequest[] = [];
  const adapter: Adapter = async (config) => {
    seen.push(config);
    const reply = await handler(config);
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: {}, config };
    if (reply.status >= 400) {
      const code = reply.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
      throw new AxiosError(`Request failed with status code ${reply.status}`, code, config as never, null, response as never);
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return seen;
}

/** The JSON body a request carried. */
export function bodyOf<T = Record<string, unknown>>(request: MockRequest): T {
  return (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as T;
}

/** The JSON bodies of the requests to `url`, in order. */
export function bodiesSentTo<T = Record<string, unknown>>(seen: readonly MockRequest[], url: string): T[] {
  return seen.filter((request) => request.url === url).map((request) => bodyOf<T>(request));
}

/** A `POST <area>/search` answer: first page of 25 holding `entities`, `totalCount` of them in all. */
export function searchPageReply(entities: readonly unknown[], totalCount = entities.length): MockReply {
  return { status: 200, data: { entities, totalCount, pageNumber: 1, pageSize: 25 } };
}
