export { hasAll, hasAny } from './has.js';
export { RequirePermission, type RequirePermissionProps } from './require-permission.js';
export { type PermissionsView, usePermissions } from './use-permissions.js';
