import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { usePermissions } from './use-permissions.js';

export interface RequirePermissionProps {
  /** Open when the user holds any one of these; empty or missing means open. */
  anyOf?: readonly string[];
  /** Shown instead of redirecting to /permission when access is lacking. */
  fallback?: ReactNode;
  children?: ReactNode;
}

/** Permission guard of a route: lacking every listed permission → /permission. */
export function RequirePermission({ anyOf, fallback, children }: RequirePermissionProps) {
  const { hasAny } = usePermissions();
  if (hasAny(anyOf)) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return <Navigate to={paths.permission()} replace />;
}
