import { useEffect, useRef, type ReactNode, type UIEvent } from 'react';
import { Alert, Button, Empty, Flex, Select, Typography, theme } from 'antd';
import { Avatar, Spin } from '@switchboard/shared/antd-signed-in';
import {
  BellOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  FileAddOutlined,
  FormOutlined,
  MessageOutlined,
  SwapOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { paths, type AgentNotification } from '@switchboard/shared/contracts';
import { formatRelativeTime } from '@switchboard/shared/format';
import { initialsOf } from '../common/initials';
import { NOTIFICATIONS_NAMESPACE } from './i18n';
import { isIos, type BrowserEnvironment } from './permission';
import { useNotifications, type NotificationFilter } from './store';
import { headerOf, messageOf } from './text';

const TYPE_ICONS: Record<string, ReactNode> = {
  ticket_assigned: <UserAddOutlined />,
  ticket_group_assigned: <TeamOutlined />,
  status_update: <SwapOutlined />,
  comment_reply: <MessageOutlined />,
  comment_mention: <MessageOutlined />,
  comment_note: <FormOutlined />,
  ticket_created: <FileAddOutlined />,
  ticket_escalation_on_time: <ClockCircleOutlined />,
  ticket_escalation_before: <ClockCircleOutlined />,
  ticket_escalation_after: <ExclamationCircleOutlined />,
  sync_users_success: <CheckCircleOutlined />,
  sync_customers_success: <CheckCircleOutlined />,
  sync_users_failed: <CloseCircleOutlined />,
  sync_customers_failed: <CloseCircleOutlined />,
};

/** Within this many pixels of the bottom, the next page loads. */
const LOAD_MORE_THRESHOLD_PX = 48;
const FILTERS: NotificationFilter[] = ['all', 'unread', 'read'];

/**
 * The avatar: the actor's picture, else an at sign for mentions, the note icon for internal notes (so
 * a note never looks like a reply to the customer), else the actor's initials, else the type's icon.
 */
function ItemAvatar({ notification }: { notification: AgentNotification }) {
  const { token } = theme.useToken();
  const icon = TYPE_ICONS[notification.type] ?? <BellOutlined />;
  const picture = notification.actor?.profilePicture;
  if (picture) return <Avatar src={picture} alt="" />;
  if (notification.type === 'comment_mention') {
    return (
      <Avatar style={{ background: token.colorPrimary, flexShrink: 0 }} data-testid="notification-avatar-mention">
        @
      </Avatar>
    );
  }
  if (notification.type === 'comment_note') {
    return <Avatar icon={icon} style={{ background: token.colorWarning, flexShrink: 0 }} data-testid="notification-avatar-note" />;
  }
  if (notification.actor?.name) return <Avatar style={{ flexShrink: 0 }}>{initialsOf(notification.actor.name)}</Avatar>;
  return <Avatar icon={icon} style={{ flexShrink: 0 }} data-testid="notification-avatar-type" />;
}

interface ItemProps {
  notification: AgentNotification;
  onRead: (id: string) => void;
  onOpenTicket: () => void;
}

function NotificationItem({ notification, onRead, onOpenTicket }: ItemProps) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const { token } = theme.useToken();
  const unread = !notification.isRead;
  const header = headerOf(notification, t);
  const message = messageOf(notification);
  return (
    <li
      data-testid="notification-item"
      data-read={unread ? 'false' : 'true'}
      style={{ listStyle: 'none', borderBlockEnd: `1px solid ${token.colorBorderSecondary}`, background: unread ? token.colorPrimaryBg : undefined }}
    >
      <button
        type="button"
        onClick={() => onRead(notification.id)}
        style={{
          display: 'flex',
          gap: 10,
          width: '100%',
          padding: '10px 12px 4px',
          border: 0,
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
          textAlign: 'start',
          cursor: 'pointer',
        }}
      >
        <ItemAvatar notification={notification} />
        <span style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 }}>
          <span style={{ display: 'flex', gap: 8, justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography.Text strong={unread} style={{ minWidth: 0 }} data-testid="notification-header">
              {header}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap', flexShrink: 0 }}>
              {formatRelativeTime(notification.addedDate)}
            </Typography.Text>
          </span>
          {message ? (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {/* User content in any script: isolated, so an English excerpt keeps its order in an Arabic list. */}
              <bdi>{message}</bdi>
            </Typography.Paragraph>
          ) : null}
          {unread ? (
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('unread')}</span>
          ) : null}
        </span>
      </button>
      {notification.ticket ? (
        <div style={{ padding: '0 12px 10px', paddingInlineStart: 54 }}>
          <Link
            to={paths.ticketDetails(notification.ticket.id)}
            onClick={() => {
              onRead(notification.id);
              onOpenTicket();
            }}
            data-testid="notification-ticket"
          >
            #{notification.ticket.serialNumber} <bdi>{notification.ticket.name}</bdi>
          </Link>
        </div>
      ) : (
        <div style={{ height: 6 }} />
      )}
    </li>
  );
}

export interface NotificationPopoverProps {
  onClose: () => void;
  browser: BrowserEnvironment;
  /** Shown in the mobile drawer, which has its own title and dialog role. */
  inDrawer?: boolean;
}

/**
 * The notification popover: title, mark all read, the all/unread/read filter, the
 * browser-permission banner, and the list with infinite scroll (10 a page).
 */
export default function NotificationPopover({ onClose, browser, inDrawer = false }: NotificationPopoverProps) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const { items, totalCount, status, loadingMore, filter, unreadCount, permission } = useNotifications(
    useShallow((s) => ({ items: s.items, totalCount: s.totalCount, status: s.status, loadingMore: s.loadingMore, filter: s.filter, unreadCount: s.unreadCount, permission: s.permission })),
  );
  const { refresh, loadMore, setFilter, markRead, markAllRead } = useNotifications.getState();
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // The popover is rendered at the end of the page: move the focus in so Tab walks its controls (the drawer does this itself).
  // (After a tick: the popup's portal container joins the document only after this component's own effects.)
  useEffect(() => {
    if (inDrawer) return undefined;
    const timer = setTimeout(() => rootRef.current?.focus({ preventScroll: true }), 0);
    return () => clearTimeout(timer);
  }, [inDrawer]);

  // A page that does not fill the list leaves nothing to scroll: fetch the next one straight away.
  useEffect(() => {
    const list = listRef.current;
    if (list && list.clientHeight > 0 && list.scrollHeight <= list.clientHeight && items.length < totalCount) void loadMore();
  }, [items.length, totalCount, loadMore]);

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_THRESHOLD_PX && items.length < totalCount) void loadMore();
  };

  const offerBrowserNotifications = permission === 'default' && isIos(browser) && !!browser.Notification;
  let body: ReactNode;
  if (status === 'error') {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" onClick={() => void refresh()}>
            {t('retry')}
          </Button>
        }
        data-testid="notifications-error"
      />
    );
  } else if (items.length === 0 && (status === 'loading' || status === 'idle')) {
    body = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  } else if (items.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} data-testid="notifications-empty" />;
  } else {
    body = (
      <ul
        ref={listRef}
        onScroll={onScroll}
        aria-label={t('title')}
        data-testid="notifications-list"
        style={{ maxHeight: inDrawer ? 'calc(100dvh - 190px)' : 'min(420px, 60vh)', overflowY: 'auto', margin: 0, padding: 0 }}
      >
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onRead={(id) => void markRead(id)} onOpenTicket={onClose} />
        ))}
        {loadingMore ? (
          <li style={{ listStyle: 'none', padding: 12, textAlign: 'center' }} data-testid="notifications-loading-more">
            <Spin size="small" /> <Typography.Text type="secondary">{t('loadingMore')}</Typography.Text>
          </li>
        ) : null}
      </ul>
    );
  }

  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      role={inDrawer ? undefined : 'dialog'}
      aria-labelledby={inDrawer ? undefined : 'notifications-title'}
      style={{ width: inDrawer ? '100%' : 'min(380px, calc(100vw - 32px))', outline: 'none' }}
      data-testid="notifications-popover"
    >
      <Flex justify={inDrawer ? 'flex-end' : 'space-between'} align="center" gap={8} style={{ marginBlockEnd: 8 }}>
        {inDrawer ? null : (
          <Typography.Title level={5} style={{ margin: 0 }} id="notifications-title">
            {t('title')}
          </Typography.Title>
        )}
        <Button type="link" size="small" disabled={unreadCount === 0} onClick={() => void markAllRead()} data-testid="notifications-mark-all">
          {t('markAllRead')}
        </Button>
      </Flex>
      <Select<NotificationFilter>
        value={filter}
        onChange={(next) => void setFilter(next)}
        options={FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
        aria-label={t('filterLabel')}
        data-testid="notifications-filter"
        getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
        style={{ width: '100%', marginBlockEnd: 8 }}
      />
      {permission === 'denied' ? (
        <Alert type="info" showIcon title={t('blocked.title')} description={t('blocked.detail')} style={{ marginBlockEnd: 8 }} data-testid="notifications-blocked" />
      ) : null}
      {offerBrowserNotifications ? (
        <Alert
          type="info"
          showIcon
          title={t('offer.title')}
          description={t('offer.detail')}
          style={{ marginBlockEnd: 8 }}
          data-testid="notifications-offer"
          action={
            <Button size="small" onClick={() => void import('./live').then((live) => live.requestBrowserPermission(browser))}>
              {t('offer.enable')}
            </Button>
          }
        />
      ) : null}
      {body}
    </div>
  );
}
