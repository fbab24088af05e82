import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeApiError, type FeedbackOptions, type Notice } from '@switchboard/shared/crud';
import { HUB_NAMESPACE } from '../i18n/resources';

// Codes of the hub's calls whose texts live in the common `errors` group (shared i18n).
const TRANSLATED_CODES = new Set([
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_VERIFIED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXHAUSTED',
  'OTP_RESEND_TOO_SOON',
  'RESET_LINK_INVALID',
  'RESET_LINK_EXPIRED',
  'RATE_LIMITED',
  'USER_DISABLED',
]);

/**
 * The hub's wording of a failed call: a known code adds the attempts left or the seconds to wait; any
 * other failure shows the server's message as the title, else the screen's fallback.
 */
export function hubErrorOptions(t: TFunction): FeedbackOptions {
  return {
    codes: TRANSLATED_CODES,
    serverMessageAs: 'title',
    extras: (body) => [
      ...(typeof body.remainingAttempts === 'number' ? [t('auth.attemptsLeft', { count: body.remainingAttempts })] : []),
      ...(typeof body.retryAfter === 'number' ? [t('auth.retryIn', { seconds: body.retryAfter })] : []),
    ],
  };
}

/** A failed call's text, for a screen that says it inline (no antd, no toast). */
export function useHubErrorText(): (error: unknown, fallback: string) => Notice {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (error, fallback) => describeApiError(error, fallback, hubErrorOptions(t));
}
