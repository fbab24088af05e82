import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { TOAST_LIFE_MS } from '@switchboard/shared/contracts';
import { describeApiError, type FeedbackOptions, type Notice } from './describe-error.js';

export type { FeedbackOptions, Notice } from './describe-error.js';

/** How long a toast stays on screen, in antd's unit. */
export const TOAST_SECONDS = TOAST_LIFE_MS / 1000;

/**
 * Toasts and the text of a failed call, the same in every front end: a known error code
 * through its translation (title, and its `_detail` text or the server's message), else the screen's
 * fallback with the server's message.
 */
export function useFeedback(options: FeedbackOptions = {}) {
  const { notification } = App.useApp();

  const show = (kind: 'success' | 'warning' | 'error' | 'info', notice: Notice) => {
    // Outside antd's <App> there is nothing to show the toast with.
    if (typeof notification[kind] !== 'function') return;
    notification[kind]({ title: notice.title, description: notice.description, duration: TOAST_SECONDS });
  };

  // Subscribed to the language: the texts follow a switch at once.
  useTranslation('common');
  const describe = (error: unknown, fallback: string): Notice => describeApiError(error, fallback, options);

  return {
    success: (title: string, description?: string) => show('success', { title, description }),
    warning: (title: string, description?: string) => show('warning', { title, description }),
    info: (title: string, description?: string) => show('info', { title, description }),
    error: (notice: Notice) => show('error', notice),
    /** Shows a failed call's text (see `describe`). */
    failed: (error: unknown, fallback: string) => show('error', describe(error, fallback)),
    describe,
  };
}

export type Feedback = ReturnType<typeof useFeedback>;
