/**
 * A small HTTP client over `fetch`: the calls the front ends make (JSON in, JSON out, a query, a file
 * body) without a library on every first screen. Its shape is the one the screens and tests were
 * written against: `get/post/put/patch/delete` resolve `{ data, status }`, an answer of 400 or more
 * rejects with an `HttpError` carrying `response.status` and `response.data`, a request that got no
 * answer rejects with one without `response`.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A header value; `false` means "send none, and let no hook add one". */
export type HeaderValue = string | false;

/** What a call may say besides its URL and body. */
export interface RequestConfig {
  /** Query parameters; `undefined` and `null` values are left out, arrays repeat the key. */
  params?: Record<string, unknown>;
  headers?: Record<string, HeaderValue | undefined>;
  /** Send cookies to another origin of the same site (the refresh cookie in development). */
  withCredentials?: boolean;
  signal?: AbortSignal;
  /** The caller shows its own message: the global error notifier stays quiet. */
  skipErrorNotifier?: boolean;
  /** A 401 here means "wrong credentials", not "session over": no sign-out, no redirect. */
  skipAuthRedirect?: boolean;
  /** Do not refresh the access token before sending (used by the refresh call itself). */
  skipTokenRefresh?: boolean;
  /**
   * Asked ahead of the screen that shows it (a list's first page while the list's code loads): its
   * answer is not yet the first screen's data, so the work that waits for that does not start before
   * the screen has drawn it (the screen's next call, or the timeout, releases it).
   */
  aheadOfScreen?: boolean;
}

/** Headers of a request being prepared: names compare without case, as HTTP's do. */
export class RequestHeaders {
  private readonly entries = new Map<string, { name: string; value: HeaderValue }>();

  constructor(...sources: (Record<string, HeaderValue | undefined> | undefined)[]) {
    for (const source of sources) {
      for (const [name, value] of Object.entries(source ?? {})) if (value !== undefined) this.set(name, value);
    }
  }

  set(name: string, value: HeaderValue): void {
    this.entries.set(name.toLowerCase(), { name, value });
  }

  /** The value to be sent, if any. */
  get(name: string): string | undefined {
    const value = this.entries.get(name.toLowerCase())?.value;
    return value === false ? undefined : value;
  }

  /** True when the header will be sent. */
  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** True when the caller set the header, to a value or to `false` (none). */
  isSet(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /** The headers to send, as `fetch` takes them. */
  toJSON(): Record<string, string> {
    const sent: Record<string, string> = {};
    for (const { name, value } of this.entries.values()) if (value !== false) sent[name] = value;
    return sent;
  }
}

/** A request as the adapter receives it: hooks ran, the body serialised. */
export interface SentRequest extends Omit<RequestConfig, 'headers'> {
  method: HttpMethod;
  /** As the caller wrote it; relative ones are joined to `baseURL`. */
  url: string;
  baseURL?: string;
  headers: RequestHeaders;
  /** JSON text for objects; a Blob or FormData as given. */
  data?: BodyInit;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  config: SentRequest;
}

/** A failed call: `response` is there when the server answered (status 400 or more). */
export class HttpError<T = unknown> extends Error {
  readonly isHttpError = true;

  constructor(
    message: string,
    readonly config: SentRequest,
    readonly response?: { status: number; data: T },
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/** True for a failed call of this client (also one built by another copy of this module). */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError || (typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true);
}

/** Sends a prepared request and settles as the server answered. Tests replace it. */
export type HttpAdapter = (request: SentRequest) => Promise<HttpResponse>;

export interface HttpClientHooks {
  /** Runs before each request is sent (tokens, language). */
  beforeRequest?: (request: SentRequest) => Promise<void> | void;
  afterResponse?: (response: HttpResponse) => void;
  /** Sees every failure; what it throws is what the caller gets. */
  onError?: (error: HttpError) => never;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** The address a request goes to: `baseURL` + `url` unless `url` is absolute, then the query. */
export function requestAddress(request: Pick<SentRequest, 'url' | 'baseURL' | 'params'>): string {
  const { url, baseURL } = request;
  const joined = baseURL && !ABSOLUTE_URL.test(url) ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      query.append(key, item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const search = query.toString();
  if (!search) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
}

function isRawBody(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The browser's network: `fetch`, credentials sent only where asked for (and same-origin always). */
export const fetchAdapter: HttpAdapter = async (request) => {
  let response: Response;
  try {
    response = await fetch(requestAddress(request), {
      method: request.method.toUpperCase(),
      headers: request.headers.toJSON(),
      body: request.data ?? null,
      credentials: request.withCredentials ? 'include' : 'same-origin',
      signal: request.signal ?? null,
    });
  } catch (cause) {
    throw new HttpError('Network Error', request, undefined, { cause });
  }
  const data = await readBody(response).catch(() => undefined);
  if (response.status >= 400) throw new HttpError(`Request failed with status code ${response.status}`, request, { status: response.status, data });
  return { data, status: response.status, config: request };
};

export interface HttpClient {
  defaults: { baseURL?: string; headers: Record<string, HeaderValue>; withCredentials?: boolean; adapter: HttpAdapter };
  hooks: HttpClientHooks;
  request<T = unknown>(method: HttpMethod, url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
}

export function createHttpClient(defaults: Partial<HttpClient['defaults']> = {}): HttpClient {
  const client: HttpClient = {
    defaults: { headers: {}, adapter: fetchAdapter, ...defaults },
    hooks: {},
    async request<T>(method: HttpMethod, url: string, data?: unknown, config: RequestConfig = {}) {
      const { headers, ...rest } = config;
      const request: SentRequest = {
        withCredentials: client.defaults.withCredentials,
        ...rest,
        method,
        url,
        baseURL: client.defaults.baseURL,
        headers: new RequestHeaders(client.defaults.headers, headers),
      };
      if (data !== undefined && data !== null) {
        if (isRawBody(data)) {
          request.data = data;
        } else {
          request.data = JSON.stringify(data);
          if (!request.headers.isSet('Content-Type')) request.headers.set('Content-Type', 'application/json');
        }
      }
      try {
        await client.hooks.beforeRequest?.(request);
        const response = await client.defaults.adapter(request);
        client.hooks.afterResponse?.(response);
        return response as HttpResponse<T>;
      } catch (failure) {
        const error = isHttpError(failure) ? failure : new HttpError(failure instanceof Error ? failure.message : 'Network Error', request, undefined, { cause: failure });
        if (client.hooks.onError) client.hooks.onError(error);
        throw error;
      }
    },
    get: <T>(url: string, config?: RequestConfig) => client.request<T>('get', url, undefined, config),
    delete: <T>(url: string, config?: RequestConfig) => client.request<T>('delete', url, undefined, config),
    post: <T>(url: string, data?: unknown, config?: RequestConfig) => client.request<T>('post', url, data, config),
    put: <T>(url: string, data?: unknown, config?: RequestConfig) => client.request<T>('put', url, data, config),
    patch: <T>(url: string, data?: unknown, config?: RequestConfig) => client.request<T>('patch', url, data, config),
  };
  return client;
}
