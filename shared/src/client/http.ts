// Direct files, not the contracts index: front-end bundles need no TypeBox schemas.
import { TOKEN_REFRESH_THRESHOLD_MS } from '@switchboard/shared/contracts';
import type { ApiErrorBody } from '@switchboard/shared/contracts';
import { i18n } from '@switchboard/shared/i18n';
import { useSession, type TokenGrant } from '@switchboard/shared/session';
import type { EnvConfig } from './env.js';
import { createHttpClient, type HttpClient, type HttpError, isHttpError, type SentRequest } from './http-client.js';

/** A message for the user, built by the global error handler. */
export interface ErrorNotice {
  title: string;
  description: string;
  status?: number;
  code?: string;
}

export type ErrorNotifier = (notice: ErrorNotice) => void;
/** Receives the path + query the user was on, to come back to after signing in. */
export type UnauthorizedHandler = (redirect: string) => void;

/** A failed call after the global handler: carries the prepared user-facing notice. */
export type ApiError = HttpError<Partial<ApiErrorBody>> & { notice?: ErrorNotice };

/**
 * The one HTTP client of the front ends; base URL `{apiBaseUrl}v1/` once configured. Every call
 * carries credentials: the refresh cookies (HttpOnly, scoped to the token paths) must reach the API
 * when the app is served from another origin of the same site (development ports).
 */
export const api: HttpClient = createHttpClient({ headers: { Accept: 'application/json' }, withCredentials: true });

/** Points the client at the API described by env.json. No API key: that is a server-to-server credential. */
export function configureClient(env: Pick<EnvConfig, 'apiBaseUrl'>): void {
  const base = env.apiBaseUrl.endsWith('/') ? env.apiBaseUrl : `${env.apiBaseUrl}/`;
  api.defaults.baseURL = `${base}v1/`;
}

function currentLocation(): string {
  if (typeof window === 'undefined') return '/';
  return `${window.location.pathname}${window.location.search}`;
}

const defaultUnauthorizedHandler: UnauthorizedHandler = (redirect) => {
  if (typeof window === 'undefined') return;
  // Already on the login page: a redirect there would only nest the parameter.
  if (window.location.pathname.startsWith('/login')) return;
  window.location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);
};

let unauthorizedHandler: UnauthorizedHandler = defaultUnauthorizedHandler;
let errorNotifier: ErrorNotifier | null = null;

/** Lets the shell (or the hub) navigate in-app on 401 instead of reloading the page. Null restores the default. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? defaultUnauthorizedHandler;
}

/** Where the global error handler shows its toasts (the shell passes antd's notification). */
export function setErrorNotifier(notifier: ErrorNotifier | null): void {
  errorNotifier = notifier;
}

// Calls where a 401 is an answer about credentials, not about the session.
const CREDENTIAL_ENDPOINTS = /(^|\/)(oauth\/login|oauth\/genesys\/login|auth\/login|auth\/otp\/verify)(\?|$)/i;
// `client/` endpoints (the hub's) handle their own errors.
const CLIENT_ENDPOINT = /(^|\/)client\//i;
const TOKEN_ENDPOINTS = /(^|\/)oauth\//i;

/** The notice the global handler would show for an error. */
export function describeApiError(error: unknown): ErrorNotice {
  const failed = error as Partial<ApiError> | null | undefined;
  const status = failed?.response?.status;
  const body = failed?.response?.data;
  const code = body && typeof body === 'object' && typeof body.code === 'string' ? body.code : undefined;
  if (code) {
    return {
      title: i18n.t(`errors.${code}`, { ns: 'common', defaultValue: code }),
      description: i18n.t(`errors.${code}_detail`, { ns: 'common', defaultValue: body?.message ?? '' }),
      status,
      code,
    };
  }
  if (status === undefined) {
    const description = i18n.t('errors.networkError', { ns: 'common' });
    return { title: description, description };
  }
  const title = i18n.t('errors.errorCode', { ns: 'common', status });
  const message = body && typeof body === 'object' && typeof body.message === 'string' ? body.message : '';
  return { title, description: message, status };
}

// ---- token refresh (refresh when under TOKEN_REFRESH_THRESHOLD_MS remain) ----

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Rotates the session through the HttpOnly refresh cookie (no body: the browser sends the cookie,
 * the server answers a new access token and sets the rotated cookie) and stores the access token.
 */
async function refreshTokens(): Promise<TokenGrant> {
  const response = await api.post<TokenGrant>('oauth/accessToken', undefined, {
    skipTokenRefresh: true,
    skipErrorNotifier: true,
    skipAuthRedirect: true,
    withCredentials: true,
    // The cookie names the session: an old bearer adds nothing.
    headers: { Authorization: false },
  });
  useSession.getState().setTokens(response.data);
  return response.data;
}

/** Posts the cookie refresh and stores the new access token (no threshold check, no lock). */
export function requestTokenRefresh(): Promise<TokenGrant> {
  return refreshTokens();
}

function needsRefresh(expiresAt: number | null): boolean {
  return expiresAt !== null && expiresAt - Date.now() < TOKEN_REFRESH_THRESHOLD_MS;
}

/**
 * Refreshes the access token when fewer than the threshold remain, when forced, or when only the
 * remembered user is held (a page load: the token lives in memory). Concurrent callers share one
 * request. Resolves true when a refresh happened; a refused refresh (4xx) clears the session, a
 * network failure keeps it.
 */
export function ensureFreshToken(options: { force?: boolean } = {}): Promise<boolean> {
  if (refreshInFlight) return refreshInFlight;
  const { accessToken, expiresAt, user } = useSession.getState();
  // Nobody signed in here and nobody remembered: no cookie worth sending.
  if (accessToken === null && user === null) return Promise.resolve(false);
  if (!options.force && accessToken !== null && !needsRefresh(expiresAt)) return Promise.resolve(false);
  refreshInFlight = withCrossTabLock(async () => {
    await refreshTokens();
    return true;
  })
    .catch((error: unknown) => {
      const status = isHttpError(error) ? error.response?.status : undefined;
      // The server refused the cookie: the session is over. A network blip keeps the session.
      if (status !== undefined && status >= 400 && status < 500) useSession.getState().clear();
      return false;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

let restoring: Promise<boolean> | null = null;

/**
 * Page-load bootstrap: when a user is remembered but no access token is held, gets one with ONE
 * cookie refresh. Await it before rendering guarded routes; resolves to `isSignedIn()`. Later calls
 * while signed in resolve at once.
 */
export function restoreSession(): Promise<boolean> {
  const { accessToken, user } = useSession.getState();
  if (accessToken !== null) return Promise.resolve(true);
  if (user === null) return Promise.resolve(false);
  restoring ??= ensureFreshToken({ force: true })
    .then(() => useSession.getState().accessToken !== null)
    .finally(() => {
      restoring = null;
    });
  return restoring;
}

/**
 * One refresh at a time across the tabs of this origin (Web Locks where the browser has them): each
 * request then carries the cookie the previous one rotated, never a spent one.
 */
function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('switchboard:token-refresh', work) : work();
}

// ---- the first screen's data: work nobody waits for starts after it ----

/** Calls about the session itself (tokens, the signed-in agent), not what a screen shows. */
const SESSION_CALLS = /(^|\/)(oauth\/|users\/me(\?|$))/i;
let noteScreenData: (() => void) | null = null;
const firstScreenData = new Promise<void>((resolve) => {
  noteScreenData = resolve;
});

function answered({ url, aheadOfScreen }: Pick<SentRequest, 'url' | 'aheadOfScreen'>): void {
  if (!aheadOfScreen && !SESSION_CALLS.test(url)) firstScreenDataTaken();
}

/**
 * The first screen has its data: a call of the screen was answered, or the screen took an answer asked
 * ahead of it (`earlyAnswer`), which makes no call of its own. Once per page.
 */
export function firstScreenDataTaken(): void {
  if (noteScreenData) {
    noteScreenData();
    noteScreenData = null;
  }
}

/**
 * Resolves once the page's first screen has its data (the first answer, or failure, of a call that is
 * not about the session), or after `timeoutMs` for a screen that loads nothing. Work the user is not
 * waiting for (the push connection) starts then: it never queues in front of the first screen.
 */
export function afterFirstScreenData(timeoutMs = 3000): Promise<void> {
  if (!noteScreenData) return Promise.resolve();
  return Promise.race([firstScreenData, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

// ---- what every call goes through ----

api.hooks.beforeRequest = async (request) => {
  if (!request.skipTokenRefresh && !TOKEN_ENDPOINTS.test(request.url)) {
    const { accessToken, expiresAt } = useSession.getState();
    if (accessToken !== null && needsRefresh(expiresAt)) await ensureFreshToken();
  }
  const { accessToken, lang } = useSession.getState();
  if (accessToken && !request.headers.isSet('Authorization')) request.headers.set('Authorization', `Bearer ${accessToken}`);
  if (lang) request.headers.set('Accept-Language', lang);
};

api.hooks.afterResponse = (response) => answered(response.config);

api.hooks.onError = (error) => {
  const apiError = error as ApiError;
  const request = apiError.config;
  answered(request);
  const status = apiError.response?.status;
  apiError.notice = describeApiError(apiError);

  if (status === 401 && !request.skipAuthRedirect && !CREDENTIAL_ENDPOINTS.test(request.url)) {
    useSession.getState().clear();
    unauthorizedHandler(currentLocation());
    throw apiError; // the sign-in page explains; no toast on top
  }

  const data = apiError.response?.data;
  const hasCode = typeof data?.code === 'string';
  if (hasCode && !CLIENT_ENDPOINT.test(request.url) && !request.skipErrorNotifier && errorNotifier) {
    errorNotifier(apiError.notice);
  }
  throw apiError;
};

// ---- signing out ----

/** How long a sign-out waits for the server to end the session before signing out on this device all the same. */
export const SIGN_OUT_WAIT_MS = 4000;

/**
 * Waits for `ending` (the server ending the session) at most `SIGN_OUT_WAIT_MS`, whether it succeeds or
 * fails: someone who asked to leave is never kept waiting by a slow or unreachable server. The call is not
 * cancelled, so a late answer still ends the session on the server.
 */
export function sessionEndedWithin(ending: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_WAIT_MS);
  });
  const settled = ending.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, waited]).finally(() => clearTimeout(timer));
}
