import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { readHubSession } from './hub-session';

/** The auth screen's address carrying where to return after sign-in (a `state` hash parameter). */
export function hubAuthUrl(returnTo?: string): string {
  return returnTo ? `${paths.hubAuth()}#state=${encodeURIComponent(returnTo)}` : paths.hubAuth();
}

/** Guarded hub area (spec §2): a visitor without a customer session goes to /hub/auth. */
export function RequireHubSession({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (!readHubSession()) return <Navigate to={hubAuthUrl(`${pathname}${search}`)} replace />;
  return <>{children}</>;
}
