import { useSession } from '../session/index.js';
import { initI18n, setLanguage } from '../i18n/index.js';
import { mockHttp } from '@switchboard/test-utils';
import { resetSession, signIn } from '../test-utils/index.js';
import type { EnvConfig } from './env.js';
import { api, configureClient, describeApiError, setErrorNotifier, setUnauthorizedHandler, type ErrorNotice } from './http.js';

beforeAll(async () => {
  await initI18n();
});

beforeEach(async () => {
  resetSession();
  await setLanguage('en-us');
  configureClient({ apiBaseUrl: '/api/' });
  setUnauthorizedHandler(null);
  setErrorNotifier(null);
});

it('sends the bearer token and language to {apiBaseUrl}v1/, with credentials (the refresh cookie)', async () => {
  signIn(['tickets:tickets:view']);
  await setLanguage('fr-fr');
  const seen = mockHttp(() => ({ status: 200, data: { ok: true } }));

  await api.get('tickets/list');

  expect(seen).toHaveLength(1);
  expect(`${seen[0].baseURL}${seen[0].url}`).toBe('/api/v1/tickets/list');
  expect(seen[0].headers.get('Authorization')).toBe('Bearer access-1');
  expect(seen[0].headers.get('Accept-Language')).toBe('fr-fr');
  expect(seen[0].withCredentials).toBe(true);
});

it('never sends an API key, even when an old env.json still carries one', async () => {
  signIn(['tickets:tickets:view']);
  configureClient({ apiBaseUrl: '/api/', apiKey: 'key-123' } as EnvConfig & { apiKey: string });
  const seen = mockHttp(() => ({ status: 200, data: {} }));
  await api.get('tickets/list');
  await api.post('oauth/Logout');
  for (const request of seen) {
    expect(request.headers.has('x-api-key')).toBe(false);
    expect(JSON.stringify(request.headers)).not.toContain('key-123');
  }
});

it('sends no Authorization header when signed out', async () => {
  configureClient({ apiBaseUrl: 'https://api.example.com/api' });
  const seen = mockHttp(() => ({ status: 200, data: {} }));
  await api.get('organization/me');
  expect(seen[0].baseURL).toBe('https://api.example.com/api/v1/');
  expect(seen[0].headers.has('Authorization')).toBe(false);
  expect(seen[0].withCredentials).toBe(true);
});

it('a 401 clears the session and hands the current address to the unauthorized handler', async () => {
  signIn(['tickets:tickets:view']);
  window.history.pushState({}, '', '/tickets/list?page=2');
  const onUnauthorized = jest.fn();
  setUnauthorizedHandler(onUnauthorized);
  mockHttp(() => ({ status: 401, data: { statusCode: 401, code: 'TOKEN_EXPIRED', message: 'expired' } }));

  await expect(api.get('tickets/list')).rejects.toMatchObject({ response: { status: 401 } });

  expect(useSession.getState().accessToken).toBeNull();
  expect(useSession.getState().user).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(onUnauthorized).toHaveBeenCalledWith('/tickets/list?page=2');
});

it('a 401 from the login call itself keeps the page and does not sign anyone out', async () => {
  const onUnauthorized = jest.fn();
  setUnauthorizedHandler(onUnauthorized);
  mockHttp(() => ({ status: 401, data: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'bad' } }));
  await expect(api.post('oauth/login', { email: 'a@b.c', password: 'x' })).rejects.toBeDefined();
  expect(onUnauthorized).not.toHaveBeenCalled();
});

it('notifies coded errors with the translated title and detail', async () => {
  signIn(['tickets:tickets:view']);
  const notices: ErrorNotice[] = [];
  setErrorNotifier((notice) => notices.push(notice));
  mockHttp(() => ({ status: 403, data: { statusCode: 403, code: 'FORBIDDEN', message: 'Missing permission' } }));

  await expect(api.delete('tickets/1')).rejects.toBeDefined();

  expect(notices).toEqual([
    { title: 'Access denied', description: 'You do not have permission to do this.', status: 403, code: 'FORBIDDEN' },
  ]);
});

it('falls back to the code and the server message for codes it does not know', async () => {
  const notices: ErrorNotice[] = [];
  setErrorNotifier((notice) => notices.push(notice));
  mockHttp(() => ({ status: 409, data: { statusCode: 409, code: 'TICKET_LOCKED', message: 'Ticket is locked' } }));
  await expect(api.post('tickets/1/lock')).rejects.toBeDefined();
  expect(notices[0]).toMatchObject({ title: 'TICKET_LOCKED', description: 'Ticket is locked' });
});

it('leaves client/ endpoints and code-less errors to the caller, with "Error Code: {status}" prepared', async () => {
  const notify = jest.fn();
  setErrorNotifier(notify);
  mockHttp((config) =>
    config.url?.startsWith('client/')
      ? { status: 400, data: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'bad' } }
      : { status: 502, data: 'Bad gateway' },
  );

  await expect(api.get('client/tickets')).rejects.toBeDefined();
  const failure = await api.get('tickets/list').catch((error: unknown) => error);

  expect(notify).not.toHaveBeenCalled();
  expect(describeApiError(failure).title).toBe('Error Code: 502');
  expect((failure as { notice?: ErrorNotice }).notice?.title).toBe('Error Code: 502');
});

it('translates notices into the chosen language', async () => {
  await setLanguage('es-es');
  const notices: ErrorNotice[] = [];
  setErrorNotifier((notice) => notices.push(notice));
  mockHttp(() => ({ status: 429, data: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many' } }));
  await expect(api.get('tickets/list')).rejects.toBeDefined();
  expect(notices[0].title).toBe('Demasiados intentos');
});
