import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@switchboard/shared/client';
import { TICKETS_NAMESPACE } from '../i18n/resources';

/** Spec §9: toasts last 5000 ms. */
export const TOAST_SECONDS = 5;

export interface Notice {
  title: string;
  description?: string;
}

/** The code of a failed call's body, if any. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = (error as ApiError | undefined)?.response?.data?.code;
  return typeof code === 'string' && code ? code : undefined;
}

/** The HTTP status of a failed call, if any. */
export function statusOf(error: unknown): number | undefined {
  return (error as ApiError | undefined)?.response?.status;
}

/** The remote's toasts (5 s) and the text of a failed call: translated code, else server message, else fallback. */
export function useTicketsFeedback() {
  const { notification } = App.useApp();
  const { t, i18n } = useTranslation(TICKETS_NAMESPACE);

  const show = (kind: 'success' | 'warning' | 'error' | 'info', notice: Notice) => {
    // Outside antd's <App> (never in the shell) there is nothing to show the toast with.
    if (typeof notification[kind] !== 'function') return;
    notification[kind]({ title: notice.title, description: notice.description, duration: TOAST_SECONDS });
  };

  const describe = (error: unknown, fallback: string): Notice => {
    const body = (error as ApiError | undefined)?.response?.data;
    const code = errorCodeOf(error);
    const message = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
    if (code && i18n.exists(`errors.${code}`, { ns: 'common' })) {
      const detailKey = `errors.${code}_detail`;
      return {
        title: t(`errors.${code}`, { ns: 'common' }),
        description: i18n.exists(detailKey, { ns: 'common' }) ? t(detailKey, { ns: 'common' }) : message,
      };
    }
    return message ? { title: fallback, description: message } : { title: fallback };
  };

  return {
    success: (title: string, description?: string) => show('success', { title, description }),
    warning: (title: string, description?: string) => show('warning', { title, description }),
    error: (notice: Notice) => show('error', notice),
    failed: (error: unknown, fallback: string) => show('error', describe(error, fallback)),
    describe,
  };
}
