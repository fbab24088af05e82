import { createHttpClient, fetchAdapter, HttpError, isHttpError, requestAddress, RequestHeaders } from './http-client.js';

interface FetchCall {
  url: string;
  init: RequestInit;
}

/** Replaces the browser's `fetch` with one answering `status` and `body` (a string, as on the wire). */
function stubFetch(status: number, body = ''): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return { status, text: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

it('joins relative URLs to the base, leaves absolute ones, and adds the query without empty values', () => {
  expect(requestAddress({ baseURL: '/api/v1/', url: 'tickets/1' })).toBe('/api/v1/tickets/1');
  expect(requestAddress({ baseURL: '/api/v1/', url: '/tickets/1' })).toBe('/api/v1/tickets/1');
  expect(requestAddress({ baseURL: '/api/v1/', url: 'https://files.example.com/up?sig=a' })).toBe('https://files.example.com/up?sig=a');
  expect(requestAddress({ baseURL: '/api/v1/', url: '//files.example.com/up' })).toBe('//files.example.com/up');
  expect(requestAddress({ url: 'users/me', params: { expand: 'roles,organization', page: 2, none: undefined, nothing: null, flag: false } })).toBe(
    'users/me?expand=roles%2Corganization&page=2&flag=false',
  );
  expect(requestAddress({ url: 'x?a=1', params: { ids: ['p', 'q'], at: new Date(Date.UTC(2026, 0, 2)) } })).toBe('x?a=1&ids=p&ids=q&at=2026-01-02T00%3A00%3A00.000Z');
});

it('sends an object as JSON with its content type, and answers the parsed JSON', async () => {
  const calls = stubFetch(201, '{"id":"t-1"}');
  const client = createHttpClient({ baseURL: '/api/v1/', headers: { Accept: 'application/json' }, withCredentials: true });
  const response = await client.post<{ id: string }>('tickets', { title: 'Printer' }, { headers: { 'Idempotency-Key': 'k-1' } });
  expect(response).toMatchObject({ status: 201, data: { id: 't-1' } });
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe('/api/v1/tickets');
  expect(calls[0]!.init).toMatchObject({
    method: 'POST',
    body: '{"title":"Printer"}',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Idempotency-Key': 'k-1', 'Content-Type': 'application/json' },
  });
});

it('sends a file as it is, with the caller’s content type, and no header the caller switched off', async () => {
  const calls = stubFetch(200);
  const client = createHttpClient({ headers: { Authorization: 'Bearer old' } });
  const file = new Blob(['%PDF'], { type: 'application/pdf' });
  const response = await client.put('https://files.example.com/up', file, { headers: { Authorization: false, 'Content-Type': 'application/pdf' } });
  expect(response.data).toBeUndefined();
  expect(calls[0]!.init.body).toBe(file);
  expect(calls[0]!.init.credentials).toBe('same-origin');
  expect(calls[0]!.init.headers).toEqual({ 'Content-Type': 'application/pdf' });
});

it('rejects an answer of 400 or more with its status and body; a body that is not JSON stays text', async () => {
  stubFetch(409, '{"statusCode":409,"code":"CONFLICT","message":"taken"}');
  const failure = await createHttpClient().get('users/1').catch((error: unknown) => error);
  expect(isHttpError(failure)).toBe(true);
  expect((failure as HttpError).response).toEqual({ status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'taken' } });
  expect((failure as HttpError).config.url).toBe('users/1');

  stubFetch(502, '<html>Bad gateway</html>');
  const gateway = (await createHttpClient().get('users/1').catch((error: unknown) => error)) as HttpError;
  expect(gateway.response).toEqual({ status: 502, data: '<html>Bad gateway</html>' });
});

it('a request that got no answer rejects without a response', async () => {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  const failure = (await createHttpClient().get('users/me').catch((error: unknown) => error)) as HttpError;
  expect(isHttpError(failure)).toBe(true);
  expect(failure.response).toBeUndefined();
  expect(failure.message).toBe('Network Error');
});

it('runs the hooks around each call, and what the error hook throws is what the caller gets', async () => {
  const client = createHttpClient({ baseURL: '/api/v1/' });
  const seen: string[] = [];
  client.defaults.adapter = async (request) => {
    seen.push(`${request.method} ${request.url} ${request.headers.get('authorization') ?? '-'}`);
    if (request.url === 'broken') throw new HttpError('Request failed with status code 500', request, { status: 500, data: {} });
    return { data: 'ok', status: 200, config: request };
  };
  client.hooks.beforeRequest = (request) => {
    if (!request.headers.isSet('Authorization')) request.headers.set('Authorization', 'Bearer t');
  };
  const answered: string[] = [];
  client.hooks.afterResponse = (response) => answered.push(response.config.url);
  client.hooks.onError = (error) => {
    throw Object.assign(error, { notice: 'said once' });
  };

  await client.get('fine');
  await client.get('own', { headers: { Authorization: false } });
  const failure = await client.delete('broken').catch((error: unknown) => error);

  expect(seen).toEqual(['get fine Bearer t', 'get own -', 'delete broken Bearer t']);
  expect(answered).toEqual(['fine', 'own']);
  expect(failure).toMatchObject({ notice: 'said once', response: { status: 500 } });
});

it('compares header names without case and serialises only what is sent', () => {
  const headers = new RequestHeaders({ 'content-type': 'text/plain', Authorization: false }, { 'Content-Type': 'application/json' });
  expect(headers.get('CONTENT-TYPE')).toBe('application/json');
  expect(headers.has('authorization')).toBe(false);
  expect(headers.isSet('authorization')).toBe(true);
  expect(JSON.stringify(headers)).toBe('{"Content-Type":"application/json"}');
});

it('the fetch adapter keeps a request’s credentials to its own origin unless asked', async () => {
  const calls = stubFetch(200, '[]');
  await fetchAdapter({ method: 'get', url: 'list', headers: new RequestHeaders() });
  expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: null });
});
