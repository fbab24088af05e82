import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useIsMobile } from '@switchboard/shared/crud';
import { mobileRedirectTarget } from './mobile-redirect-target';

/** Sends small screens to a details page's `/mobile` variant and desktops back. */
export function MobileRedirect({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const target = mobileRedirectTarget(pathname, useIsMobile());
  if (target !== null) return <Navigate to={`${target}${search}${hash}`} replace />;
  return <>{children}</>;
}
