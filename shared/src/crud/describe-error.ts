import { i18n } from '@switchboard/shared/i18n';
import type { ApiErrorBody } from '@switchboard/shared/contracts';
import { errorBodyOf } from './api-error.js';

export interface Notice {
  title: string;
  description?: string;
}

export interface FeedbackOptions {
  /**
   * Codes whose texts come from the common `errors` group. Default: every code that has a
   * translation there; a front end that owns some codes' wording passes its own list.
   */
  codes?: ReadonlySet<string>;
  /** Sentences added after a known code's text (e.g. "Attempts left: 2"), from the error body. */
  extras?: (body: Partial<ApiErrorBody>) => string[];
  /**
   * Where the server's own message goes when the code has no translation: as the description under
   * the screen's fallback title (default), or as the title itself.
   */
  serverMessageAs?: 'description' | 'title';
}

/** The server's message; a list of messages is joined with commas. */
function serverMessageOf(body: Partial<ApiErrorBody> | undefined): string | undefined {
  const raw: unknown = body?.message;
  const joined = Array.isArray(raw) ? raw.filter((part) => typeof part === 'string').join(', ') : raw;
  return typeof joined === 'string' && joined.trim() ? joined : undefined;
}

/**
 * The text of a failed call, the same in every front end: a known error code through its translation
 * (title, and its `_detail` text or the server's message, then `extras`), else `fallback` with the
 * server's message. No antd: a signed-out screen says it inline.
 */
export function describeApiError(error: unknown, fallback: string, options: FeedbackOptions = {}): Notice {
  const t = (key: string) => i18n.t(key, { ns: 'common' });
  const body = errorBodyOf(error);
  const code = typeof body?.code === 'string' && body.code ? body.code : undefined;
  const message = serverMessageOf(body);
  const known = code && (options.codes ? options.codes.has(code) : i18n.exists(`errors.${code}`, { ns: 'common' }));
  if (code && known) {
    const detailKey = `errors.${code}_detail`;
    const detail = i18n.exists(detailKey, { ns: 'common' }) ? t(detailKey) : message;
    const parts = [detail, ...(options.extras && body ? options.extras(body) : [])].filter((part): part is string => Boolean(part));
    return { title: t(`errors.${code}`), ...(parts.length ? { description: parts.join(' ') } : {}) };
  }
  if (options.serverMessageAs === 'title') return { title: message ?? fallback };
  return message ? { title: fallback, description: message } : { title: fallback };
}
