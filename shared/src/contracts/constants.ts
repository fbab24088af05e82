/** Business constants and limits shared by the api and the front ends. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_FIRST_PAGE = 1;
export const HUB_TICKETS_PAGE = 1;
export const HUB_TICKETS_PAGE_SIZE = 10;
export const PERMISSION_PROMPT_DELAY_MS = 3000;
export const TOAST_LIFE_MS = 5000;
export const REPLY_EDITOR_HEIGHT = { min: 100, max: 250, expandedMax: 400 } as const;
export const DEFAULT_EDITOR_HEIGHT = { min: 50, max: 300 } as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_LAYOUT_BREAKPOINT_PX = 991;
export const LOCALES = ['en-us', 'es-es', 'fr-fr', 'de-de', 'ru-ru', 'pt-pt', 'ar-ae', 'zh-cn', 'hi-in', 'nl-nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-us';
export const RTL_LOCALES: readonly Locale[] = ['ar-ae'];
export const DATE_DISPLAY_FORMAT = 'DD MMM YYYY, HH:mm';
export const FORM_DATE_FORMAT = 'DD/MM/YY';
export const HUB_STATUS_FILTERS = ['all', 'open', 'in_progress', 'closed'] as const;
export const HUB_LAYOUTS = ['list', 'grid'] as const;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 59;
export const DEFAULT_COUNTRY_CODE = '+91';
export const PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** The client refreshes the agent access token when fewer than this many ms remain. */
export const TOKEN_REFRESH_THRESHOLD_MS = 2 * 60 * 60 * 1000;
/** Access tokens live 12 h. */
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** Lists never return more than this many rows per page. */
export const MAX_PAGE_SIZE = 100;
/**
 * The window event a settings screen sends after changing the organisation's name, logo or regional
 * defaults: the host reloads what its top bar and formats show.
 */
export const ORGANIZATION_CHANGED_EVENT = 'switchboard:organization-changed';
/** localStorage keys shared by every front end. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  tokenExpiresAt: 'token_expires_at',
  lang: 'lang',
  user: 'user',
  hubUser: 'hub_user',
  /** The customer's token, apart from the agent's so both can be signed in on one origin. */
  hubAccessToken: 'hub_access_token',
  theme: 'theme',
} as const;

/** Header that makes `POST client/tickets` and message POSTs safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
