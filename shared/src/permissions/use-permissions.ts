import { useSession } from '@switchboard/shared/session';
import { hasAll, hasAny } from './has.js';

const NO_PERMISSIONS: readonly string[] = [];

export interface PermissionsView {
  /** The permissions the signed-in user holds (empty when signed out). */
  permissions: readonly string[];
  hasAny: (required?: readonly string[]) => boolean;
  hasAll: (required?: readonly string[]) => boolean;
}

/** The signed-in user's permissions, re-rendering when the session user changes. */
export function usePermissions(): PermissionsView {
  const permissions = useSession((state) => state.user?.permissions ?? NO_PERMISSIONS);
  return {
    permissions,
    hasAny: (required) => hasAny(permissions, required),
    hasAll: (required) => hasAll(permissions, required),
  };
}
