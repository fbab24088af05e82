import { PERMISSION_PROMPT_DELAY_MS } from '@switchboard/shared/contracts';

/** What permission decisions read of the browser (injected in tests). */
export interface BrowserEnvironment {
  /** `window.Notification`, absent where unsupported. */
  Notification?: Pick<typeof Notification, 'permission' | 'requestPermission'> & (new (title: string, options?: NotificationOptions) => Notification);
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

export function currentBrowser(): BrowserEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    Notification: typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined,
    userAgent: nav?.userAgent ?? '',
    platform: nav?.platform,
    maxTouchPoints: nav?.maxTouchPoints,
  };
}

/** iPhone, iPod, iPad (including iPadOS, which says it is a Mac with a touch screen). */
export function isIos(env: BrowserEnvironment): boolean {
  return /iPad|iPhone|iPod/.test(env.userAgent) || (env.platform === 'MacIntel' && (env.maxTouchPoints ?? 0) > 1);
}

/** A `default` permission is asked 3 s after start, except on iOS or without `Notification`. */
export function shouldAskPermission(env: BrowserEnvironment): boolean {
  return !!env.Notification && !isIos(env) && env.Notification.permission === 'default';
}

export const PERMISSION_DELAY_MS = PERMISSION_PROMPT_DELAY_MS;
