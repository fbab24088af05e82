export * from './connection';
export * from './NotificationBell';
export * from './permission';
export * from './store';
