import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
// Direct files, not the contracts index: front-end bundles need no TypeBox schemas.
import { TOKEN_REFRESH_THRESHOLD_MS } from '@switchboard/shared/contracts';
import type { ApiErrorBody } from '@switchboard/shared/contracts';
import { i18n } from '@switchboard/shared/i18n';
import { syncTokensFromStorage, useSession, type TokenGrant } from '@switchboard/shared/session';
import type { EnvConfig } from './env.js';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows its own message: the global error notifier stays quiet. */
    skipErrorNotifier?: boolean;
    /** A 401 here means "wrong credentials", not "session over": no sign-out, no redirect. */
    skipAuthRedirect?: boolean;
    /** Do not refresh the access token before sending (used by the refresh call itself). */
    skipTokenRefresh?: boolean;
  }
}

/** A message for the user, built by the global error handler (spec §8). */
export interface ErrorNotice {
  title: string;
  description: string;
  status?: number;
  code?: string;
}

export type ErrorNotifier = (notice: ErrorNotice) => void;
/** Receives the path + query the user was on, to come back to after signing in. */
export type UnauthorizedHandler = (redirect: string) => void;

/** An axios error after the global handler: carries the prepared user-facing notice. */
export type ApiError = AxiosError<Partial<ApiErrorBody>> & { notice?: ErrorNotice };

/** The one HTTP client of the front ends; base URL `{apiBaseUrl}v1/` once configured. */
export const api: AxiosInstance = axios.create({ headers: { Accept: 'application/json' } });

let apiKey: string | undefined;

/** Points the client at the API described by env.json. */
export function configureClient(env: Pick<EnvConfig, 'apiBaseUrl' | 'apiKey'>): void {
  const base = env.apiBaseUrl.endsWith('/') ? env.apiBaseUrl : `${env.apiBaseUrl}/`;
  api.defaults.baseURL = `${base}v1/`;
  apiKey = env.apiKey || undefined;
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
// `client/` endpoints (the hub's) handle their own errors (spec §8).
const CLIENT_ENDPOINT = /(^|\/)client\//i;
const TOKEN_ENDPOINTS = /(^|\/)oauth\//i;

/** The notice the global handler would show for an error (spec §8). */
export function describeApiError(error: unknown): ErrorNotice {
  const axiosError = error as Partial<AxiosError<Partial<ApiErrorBody>>>;
  const status = axiosError.response?.status;
  const body = axiosError.response?.data;
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

// ---- token refresh (DESIGN §6: refresh when under 2 h remain) ----

let refreshInFlight: Promise<boolean> | null = null;

async function refreshTokens(refreshToken: string): Promise<TokenGrant> {
  const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken });
  const response = await api.post<TokenGrant>('oauth/accessToken', form, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    skipTokenRefresh: true,
    skipErrorNotifier: true,
  });
  useSession.getState().setTokens(response.data);
  return response.data;
}

/** Posts the refresh grant and stores the rotated tokens (no threshold check). */
export function requestTokenRefresh(refreshToken: string): Promise<TokenGrant> {
  return refreshTokens(refreshToken);
}

function needsRefresh(expiresAt: number | null): boolean {
  return expiresAt !== null && expiresAt - Date.now() < TOKEN_REFRESH_THRESHOLD_MS;
}

/**
 * Refreshes the access token when fewer than 2 h remain (or when forced). Concurrent callers share
 * one request. Resolves true when a refresh happened; a refused refresh clears the session.
 */
export function ensureFreshToken(options: { force?: boolean } = {}): Promise<boolean> {
  const { refreshToken, expiresAt } = useSession.getState();
  if (refreshInFlight) return refreshInFlight;
  if (!refreshToken) return Promise.resolve(false);
  if (!options.force && !needsRefresh(expiresAt)) return Promise.resolve(false);
  refreshInFlight = withCrossTabLock(async () => {
    // Another tab may have rotated the tokens while this one waited for the lock.
    syncTokensFromStorage();
    const current = useSession.getState();
    if (!current.refreshToken) return false;
    if (current.refreshToken !== refreshToken && !needsRefresh(current.expiresAt)) return false;
    await refreshTokens(current.refreshToken);
    return true;
  })
    .catch((error: unknown) => {
      const status = (error as AxiosError).response?.status;
      // The server refused the token: the session is over. A network blip keeps the session.
      if (status !== undefined && status >= 400 && status < 500) useSession.getState().clear();
      return false;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** One refresh at a time across the tabs of this origin (Web Locks where the browser has them). */
function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('switchboard:token-refresh', work) : work();
}

// ---- interceptors ----

api.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  const url = config.url ?? '';
  if (!config.skipTokenRefresh && !TOKEN_ENDPOINTS.test(url)) {
    const { refreshToken, expiresAt } = useSession.getState();
    if (refreshToken && needsRefresh(expiresAt)) await ensureFreshToken();
  }
  const { accessToken, lang } = useSession.getState();
  const headers = AxiosHeaders.from(config.headers);
  if (accessToken && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${accessToken}`);
  if (apiKey) headers.set('x-api-key', apiKey);
  if (lang) headers.set('Accept-Language', lang);
  config.headers = headers;
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (!axios.isAxiosError(error)) return Promise.reject(error);
  const apiError = error as ApiError;
  const config = apiError.config;
  const url = config?.url ?? '';
  const status = apiError.response?.status;
  apiError.notice = describeApiError(apiError);

  if (status === 401 && !config?.skipAuthRedirect && !CREDENTIAL_ENDPOINTS.test(url)) {
    useSession.getState().clear();
    unauthorizedHandler(currentLocation());
    return Promise.reject(apiError); // the sign-in page explains; no toast on top
  }

  const hasCode = typeof apiError.response?.data?.code === 'string';
  if (hasCode && !CLIENT_ENDPOINT.test(url) && !config?.skipErrorNotifier && errorNotifier) {
    errorNotifier(apiError.notice);
  }
  return Promise.reject(apiError);
});
