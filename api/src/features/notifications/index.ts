export {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationReader,
  notificationsById,
  unreadNotificationCount,
} from './notifications.service.js';
export { notificationsPlugin } from './plugin.js';
export {
  DEFAULT_POLL_INTERVAL_MS,
  EVENT_RETENTION_DAYS,
  NotificationProcessor,
  type NotificationPushSender,
  type ProcessResult,
} from './processor.js';
export { notificationsRoutes } from './routes.js';
export { type DomainEvent, type NotificationDraft, notificationsFor } from './rules.js';
export {
  commentPlainText,
  excerpt,
  HEADERS,
  MESSAGE_EXCERPT_LENGTH,
  messagePlainText,
  UNKNOWN_ACTOR,
} from './texts.js';
