export type { PushConnection, PushConnectionFactory, PushConnectionOptions } from './connection';
export { NotificationBell, type NotificationBellProps } from './notification-bell';
export {
  currentBrowser,
  isIos,
  PERMISSION_DELAY_MS,
  shouldAskPermission,
  type BrowserEnvironment,
} from './permission';
export {
  useNotifications,
  type BrowserPermission,
  type NotificationFilter,
  type NotificationsState,
} from './store';
