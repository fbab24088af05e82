import { App } from 'antd';
import { TOAST_LIFE_MS } from '@switchboard/shared/contracts';

export interface EditorNotice {
  title: string;
  description?: string;
}

/** The editor's own toasts (5 s), through antd's `<App>` like every screen's. */
export function useEditorNotices() {
  const { notification } = App.useApp();
  const show = (kind: 'warning' | 'error', notice: EditorNotice) => {
    // Outside antd's <App> there is nothing to show the toast with.
    if (typeof notification?.[kind] !== 'function') return;
    notification[kind]({ title: notice.title, description: notice.description, duration: TOAST_LIFE_MS / 1000 });
  };
  return { warning: (notice: EditorNotice) => show('warning', notice), error: (notice: EditorNotice) => show('error', notice) };
}

/** A failed call's server message (`message`, or a list of them joined), else undefined. */
export function serverMessageOf(error: unknown): string | undefined {
  const raw: unknown = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  const joined = Array.isArray(raw) ? raw.filter((part) => typeof part === 'string').join(', ') : raw;
  return typeof joined === 'string' && joined.trim() ? joined : undefined;
}
