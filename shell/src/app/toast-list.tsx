import { useEffect, useRef } from 'react';
import { App } from 'antd';
import type { ErrorNotice } from '@switchboard/shared/client';
import { TOAST_LIFE_MS } from '@switchboard/shared/contracts';

/** Shows each notice not shown yet as antd's error toast (5 s), once. */
export function ToastList({ notices }: { notices: readonly ErrorNotice[] }) {
  const { notification } = App.useApp();
  const shown = useRef(0);
  useEffect(() => {
    for (const notice of notices.slice(shown.current)) {
      notification.error({ title: notice.title, description: notice.description, duration: TOAST_LIFE_MS / 1000 });
    }
    shown.current = notices.length;
  }, [notices, notification]);
  return null;
}
