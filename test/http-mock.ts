import { api, HttpError, type HttpResponse, type SentRequest } from '@switchboard/shared/client';

/** A request as the adapter receives it, after the client's hooks ran (token, language, JSON body). */
export type MockRequest = SentRequest;

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
  api.defaults.adapter = async (request) => {
    seen.push(request);
    return answer(request, await handler(request));
  };
  return seen;
}

/** Settles `request` as a server answering `reply` would: resolves below 400, rejects with an `HttpError` from 400. */
export function answer(request: MockRequest, reply: MockReply): Promise<HttpResponse> {
  if (reply.status >= 400) {
    return Promise.reject(new HttpError(`Request failed with status code ${reply.status}`, request, { status: reply.status, data: reply.data }));
  }
  return Promise.resolve({ data: reply.data, status: reply.status, config: request });
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
