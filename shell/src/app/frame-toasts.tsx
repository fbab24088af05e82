import { Suspense, useEffect, useState } from 'react';
import { setErrorNotifier, type ErrorNotice } from '@switchboard/shared/client';
import { lazyChunk, WithKit } from '@switchboard/shared/ui';

// antd's notifications, fetched (with antd's providers, where the frame has none yet) at the first error.
const ToastList = lazyChunk(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

/**
 * Where a signed-in agent's API errors show: antd's toasts, the same for every screen of the frame.
 * The frame draws without antd, so nothing of it is fetched until a first error is to be shown; errors
 * reported meanwhile wait and show once it is in.
 */
export function FrameToasts() {
  const [notices, setNotices] = useState<readonly ErrorNotice[] | null>(null);
  useEffect(() => {
    setErrorNotifier((notice) => setNotices((shown) => [...(shown ?? []), notice]));
    return () => setErrorNotifier(null);
  }, []);
  if (notices === null) return null;
  return (
    <WithKit fallback={null}>
      <Suspense fallback={null}>
        <ToastList notices={notices} />
      </Suspense>
    </WithKit>
  );
}
