import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

/** An in-app link a plain left click would follow (not a new tab, not a download, same origin). */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

/**
 * Asks before unsaved changes are lost: closing or reloading the tab (the browser's prompt) and
 * following any in-app link (the shell's BrowserRouter has no blocker API, so links are caught here).
 * `confirmLeave(go)` does the same for the screen's own way out.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const confirmLeave = useCallback(
    (go: () => void) => {
      if (!dirtyRef.current) {
        go();
        return;
      }
      modal.confirm({
        title: t('categories.leaveTitle'),
        content: t('categories.leaveText'),
        okText: t('categories.leave'),
        okButtonProps: { danger: true },
        cancelText: t('categories.stay'),
        onOk: go,
      });
    },
    [modal, t],
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const anchor = followedLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeave(() => void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase: runs before react-router's own click handler on <Link>.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirmLeave, navigate]);

  return confirmLeave;
}
