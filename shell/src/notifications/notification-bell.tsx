import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Flex } from 'antd';
import { Badge, Drawer, Popover, Spin } from '@switchboard/shared/antd-signed-in';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getEnv } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { directionOf } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { useViewport } from '../common/use-viewport';
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

// The badge blinks until the popover is opened; reduced motion gets a steady ring instead.
const BLINK_CSS = `
@keyframes sb-bell-blink { 0%, 100% { opacity: 1; } 50% { opacity: 0.2; } }
.sb-bell-blinking .ant-badge-count, .sb-bell-blinking .ant-badge-dot { animation: sb-bell-blink 1s ease-in-out infinite; }
@media (prefers-reduced-motion: reduce) {
  .sb-bell-blinking .ant-badge-count, .sb-bell-blinking .ant-badge-dot { animation: none; box-shadow: 0 0 0 2px #faad14; }
}`;

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
  const lang = useSession((state) => state.lang);
  const unreadCount = useNotifications((state) => state.unreadCount);
  const blinking = useNotifications((state) => state.blinking);
  const [open, setOpen] = useState(false);
  const mobile = useViewport() === 'mobile';
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

  // Escape closes the popover from anywhere in it (a select inside keeps its own Escape: it prevents the default).
  useEffect(() => {
    if (!open || mobile) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  const rtl = directionOf(lang) === 'rtl';
  const label = unreadCount > 0 ? t('notifications.bellLabel', { count: unreadCount }) : t('notifications.title');
  // Always rendered: antd opens no popover whose content is empty. The panel itself loads and renders only when open.
  const panel = (
    <Suspense
      fallback={
        <Flex justify="center" style={{ width: mobile ? '100%' : 'min(380px, calc(100vw - 32px))', padding: 24 }}>
          <Spin aria-label={t('notifications.loading')} />
        </Flex>
      }
    >
      {open ? <NotificationPopover onClose={close} browser={environment} inDrawer={mobile} /> : null}
    </Suspense>
  );
  const button = (
    <Button
      ref={buttonRef}
      type="text"
      shape="circle"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-testid="notifications-button"
      data-blinking={blinking ? 'true' : 'false'}
      className={blinking ? 'sb-bell-blinking' : undefined}
      onClick={mobile ? () => onOpenChange(!open) : undefined}
    >
      <Badge count={unreadCount} dot={blinking && unreadCount === 0} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Button>
  );

  return (
    <>
      <style>{BLINK_CSS}</style>
      {mobile ? (
        <>
          {button}
          {/* A popover would not fit beside the bell on a phone: a drawer from the end side instead. */}
          <Drawer
            open={open}
            onClose={close}
            placement={rtl ? 'left' : 'right'}
            size={Math.min(420, window.innerWidth)}
            title={t('notifications.title')}
            closable={{ 'aria-label': t('docs.close') }}
            styles={{ body: { padding: 12 } }}
            data-testid="notifications-drawer"
          >
            {panel}
          </Drawer>
        </>
      ) : (
        <Popover trigger="click" open={open} onOpenChange={onOpenChange} placement={rtl ? 'bottomLeft' : 'bottomRight'} arrow={false} content={panel}>
          {button}
        </Popover>
      )}
    </>
  );
}
