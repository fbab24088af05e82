import { useTranslation } from 'react-i18next';
import { useFeedback, type FeedbackOptions, type Notice } from '@switchboard/shared/crud';
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

export type HubNotice = Notice;

/**
 * The kit's toasts and error texts with the hub's wording: a known code adds the attempts left or
 * the seconds to wait; any other failure shows the server's message as the title, else `fallback`.
 */
export function useHubFeedback() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const options: FeedbackOptions = {
    codes: TRANSLATED_CODES,
    serverMessageAs: 'title',
    extras: (body) => [
      ...(typeof body.remainingAttempts === 'number' ? [t('auth.attemptsLeft', { count: body.remainingAttempts })] : []),
      ...(typeof body.retryAfter === 'number' ? [t('auth.retryIn', { seconds: body.retryAfter })] : []),
    ],
  };
  const { success, warning, error, describe } = useFeedback(options);
  return { success: (title: string) => success(title), warning: (title: string) => warning(title), error, describe };
}
