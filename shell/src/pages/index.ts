export * from './LoginPage';
export * from './NotBuiltYetPage';
export * from './NotFoundPage';
export * from './PermissionPage';
