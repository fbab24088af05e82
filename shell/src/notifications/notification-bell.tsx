import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { BellOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePressOutside } from '@switchboard/shared/crud';
import { getEnv } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { useSession } from '@switchboard/shared/session';
import { useModalDialog, WithKit } from '@switchboard/shared/ui';
import { useViewport } from '../common/use-viewport';
import { FrameButton } from '../common/frame-look';
import type { PushConnectionFactory } from './connection';
import { acquireLive } from './live-manager';
import { currentBrowser, type BrowserEnvironment } from './permission';
import { useNotifications } from './store';

// The popover (with its strings) loads on first open: the top bar itself stays small.
const NotificationPopover = lazy(() =>
  Promise.all([import('./notification-popover'), import('./i18n').then((strings) => strings.notificationStrings.register())]).then(([module]) => module),
);

function hubUrl(): string {
  let base = '/api/';
  try {
    base = getEnv().apiBaseUrl || base;
  } catch {
    // env.json not loaded (never in the app): embedded default
  }
  return `${base.endsWith('/') ? base : `${base}/`}hubs/notification`;
}

/**
 * The phone's notifications: a modal dialog from the end of the line (right, left in Arabic), the bell's
 * side. The browser keeps the focus inside; Escape, the close button and the backdrop close it.
 */
function NotificationsDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog ref={dialog} className="sb-frame-drawer" data-side="end" aria-labelledby="notifications-drawer-title" data-testid="notifications-drawer" onCancel={onClose} onClose={onClose}>
      {open ? (
        <>
          <div className="sb-frame-drawer-head">
            <p className="sb-frame-drawer-title" id="notifications-drawer-title">
              {t('notifications.title')}
            </p>
            <FrameButton variant="text" icon={<CloseOutlined />} aria-label={t('docs.close')} onClick={onClose} />
          </div>
          <div className="sb-frame-drawer-body">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}

export interface NotificationBellProps {
  /** The push connection (tests pass a fake); SignalR by default. */
  connect?: PushConnectionFactory;
  /** The browser's notification API and platform (tests pass their own). */
  browser?: BrowserEnvironment;
}

/**
 * The top bar's bell: unread count from the server, a blinking badge when a push arrives
 * (cleared on opening), and the notification popover. Mounting it (signed in, in the layout) starts
 * the one push connection of the shell; unmounting it (sign-out) stops it.
 */
export function NotificationBell({ connect, browser }: NotificationBellProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const unreadCount = useNotifications((state) => state.unreadCount);
  const blinking = useNotifications((state) => state.blinking);
  const [open, setOpen] = useState(false);
  const mobile = useViewport() === 'mobile';
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const environment = useRef(browser ?? currentBrowser()).current;

  useEffect(() => {
    // The count first (from the session bootstrap): the live module and its client follow in the background.
    void useNotifications.getState().loadUnreadCount();
    return acquireLive({
      hubUrl: hubUrl(),
      accessToken: () => useSession.getState().accessToken ?? '',
      connect,
      browser: environment,
      openTicket: (ticketId) => navigateRef.current(paths.ticketDetails(ticketId)),
    });
    // Started once per mount; the options are read at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      useNotifications.getState().stopBlinking();
      void useNotifications.getState().refresh();
    }
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // A press outside the bell and the popover closes it (its filter list opens inside it); so does Escape
  // from anywhere in it (a select inside keeps its own Escape: it prevents the default).
  usePressOutside(open && !mobile, root, () => setOpen(false));
  useEffect(() => {
    if (!open || mobile) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  const label = unreadCount > 0 ? t('notifications.bellLabel', { count: unreadCount }) : t('notifications.title');
  // The panel itself loads and renders only when open.
  const loading = (
    <div className="sb-frame-loading" role="status" aria-label={t('notifications.loading')}>
      <span className="sb-frame-spinner" aria-hidden="true" />
    </div>
  );
  // The list draws with antd: its providers come with it where the frame has none yet.
  const panel = open ? (
    <WithKit fallback={loading}>
      <Suspense fallback={loading}>
        <NotificationPopover onClose={close} browser={environment} inDrawer={mobile} />
      </Suspense>
    </WithKit>
  ) : null;

  return (
    <div className="sb-frame-anchor" ref={root}>
      <FrameButton
        ref={buttonRef}
        variant="text"
        icon={
          <span className="sb-frame-bell">
            <BellOutlined />
            {/* The count, or a dot for news not yet counted; it blinks until the popover is opened. */}
            {unreadCount > 0 ? <span className="sb-frame-count">{unreadCount > 99 ? '99+' : unreadCount}</span> : blinking ? <span className="sb-frame-count" data-dot="" /> : null}
          </span>
        }
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notifications-button"
        data-blinking={blinking ? 'true' : 'false'}
        onClick={() => onOpenChange(!open)}
      />
      {mobile ? (
        // A popover would not fit beside the bell on a phone: a drawer from the end side instead.
        <NotificationsDrawer open={open} onClose={close}>
          {panel}
        </NotificationsDrawer>
      ) : panel ? (
        <div className="sb-frame-panel" data-wide="">
          {panel}
        </div>
      ) : null}
    </div>
  );
}
