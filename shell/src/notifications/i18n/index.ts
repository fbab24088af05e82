export { NOTIFICATIONS_NAMESPACE, notificationStrings } from './resources';
export type { NotificationStrings } from './types';
