import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { registerLeaveGuard } from '@switchboard/shared/session';

// The registry itself is page-wide state, so it lives in the shared session subpath.
export { leaveThen, registerLeaveGuard, type LeaveGuard } from '@switchboard/shared/session';

/**
 * Registers `ask(go)` as long as the component is mounted; it is consulted only while `isDirty()`
 * says so, so a screen can keep one registration and report its state when asked.
 */
export function useLeaveGuardRegistration(isDirty: () => boolean, ask: (go: () => void) => void): void {
  const latest = useRef({ isDirty, ask });
  latest.current = { isDirty, ask };
  useEffect(
    () =>
      registerLeaveGuard((go) => {
        if (!latest.current.isDirty()) return false;
        latest.current.ask(go);
        return true;
      }),
    [],
  );
}

/** An in-app link a plain left click would follow (not a new tab, not a download, same origin). */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

/** The question's texts (already translated); the default is the generic "Leave without saving?". */
export interface LeaveTexts {
  title: string;
  content: string;
  leave: string;
  stay: string;
}

/**
 * Asks before unsaved input is lost, wherever the user goes: closing or reloading the tab (the
 * browser's prompt), any in-app link (the shell's BrowserRouter has no blocker API, so links are
 * caught here), and the shell's own navigation (side menu, top bar, sign-out) through the registry
 * above. `isDirty` is read at the moment of leaving, so a form can pass `() => form.isFieldsTouched()`.
 * Returns `confirmLeave(go)` for the screen's own ways out (Cancel, Back).
 */
export function useLeaveGuard(isDirty: () => boolean, texts?: LeaveTexts) {
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const latest = useRef({ isDirty, texts });
  latest.current = { isDirty, texts };

  const confirmLeave = useCallback(
    (go: () => void) => {
      if (!latest.current.isDirty() || typeof modal.confirm !== 'function') {
        go();
        return;
      }
      const asked = latest.current.texts ?? { title: t('crud.leaveTitle'), content: t('crud.leaveText'), leave: t('crud.leave'), stay: t('crud.stay') };
      modal.confirm({
        title: asked.title,
        content: asked.content,
        okText: asked.leave,
        okButtonProps: { danger: true },
        cancelText: asked.stay,
        onOk: go,
      });
    },
    [modal, t],
  );

  useLeaveGuardRegistration(() => latest.current.isDirty(), confirmLeave);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!latest.current.isDirty()) return;
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
  }, [confirmLeave, navigate]);

  return confirmLeave;
}
