import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@switchboard/shared/client';
import { HUB_NAMESPACE } from '../i18n/resources';
import { TOAST_SECONDS } from '../auth';

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

export interface HubNotice {
  title: string;
  description?: string;
}

/** The hub's toasts (5 s, spec §9) and the texts of failed calls (spec §8), for every screen. */
export function useHubFeedback() {
  const { notification } = App.useApp();
  const { t } = useTranslation(HUB_NAMESPACE);

  const show = (kind: 'success' | 'warning' | 'error', notice: HubNotice) =>
    notification[kind]({ title: notice.title, description: notice.description, duration: TOAST_SECONDS });

  /**
   * A failed call as a notice: a known code through its translation (plus remaining attempts or
   * seconds to wait), else the server's message, else `fallback`.
   */
  const describe = (error: unknown, fallback: string): HubNotice => {
    const body = (error as ApiError).response?.data;
    const code = typeof body?.code === 'string' ? body.code : undefined;
    // Spec §8: a server message that is a list is shown joined with commas.
    const rawMessage: unknown = body?.message;
    const joined = Array.isArray(rawMessage) ? rawMessage.filter((part) => typeof part === 'string').join(', ') : rawMessage;
    const serverMessage = typeof joined === 'string' && joined.trim() ? joined : undefined;
    if (code && TRANSLATED_CODES.has(code)) {
      const extras: string[] = [t(`errors.${code}_detail`, { ns: 'common' })];
      if (typeof body?.remainingAttempts === 'number') extras.push(t('auth.attemptsLeft', { count: body.remainingAttempts }));
      if (typeof body?.retryAfter === 'number') extras.push(t('auth.retryIn', { seconds: body.retryAfter }));
      return { title: t(`errors.${code}`, { ns: 'common' }), description: extras.join(' ') };
    }
    return { title: serverMessage ?? fallback };
  };

  return {
    success: (title: string) => show('success', { title }),
    warning: (title: string) => show('warning', { title }),
    error: (notice: HubNotice) => show('error', notice),
    describe,
  };
}
