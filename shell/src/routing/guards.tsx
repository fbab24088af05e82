import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { useSession } from '@switchboard/shared/session';
import { signedInTarget } from './login-target';

/** Agent app guard: an anonymous visitor goes to login carrying the page they asked for. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => state.accessToken !== null);
  const location = useLocation();
  if (!signedIn) return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}

/**
 * Login-side guard: a user who arrives signed in never sees the login page. Checked on
 * arrival only: a sign-in made on the page finishes (user loaded) and navigates by itself.
 */
export function AnonymousOnly({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => useSession.getState().accessToken !== null);
  const location = useLocation();
  if (signedIn) return <Navigate to={signedInTarget(location.search)} replace />;
  return <>{children}</>;
}
