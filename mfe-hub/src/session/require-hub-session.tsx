import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { SignedOutLoading } from '@switchboard/shared/ui';
import { hubSessionVersion, readHubSession, restoreHubSession, subscribeHubSession } from './hub-session';
import { readHubUser } from './remembered-customer';

/** The auth screen's address carrying where to return after sign-in (a `state` hash parameter). */
export function hubAuthUrl(returnTo?: string): string {
  return returnTo ? `${paths.hubAuth()}#state=${encodeURIComponent(returnTo)}` : paths.hubAuth();
}

export type HubSessionStatus = 'signedIn' | 'restoring' | 'signedOut';

const ignoreChanges = () => () => undefined;

/**
 * Where the customer session stands. A remembered customer without a token in memory (a page load)
 * is restored once through the refresh cookie: 'restoring' until that settles. `followChanges`
 * re-renders on later sign-ins and sign-outs (also from other tabs).
 */
export function useHubSessionStatus(followChanges = true): HubSessionStatus {
  useSyncExternalStore(followChanges ? subscribeHubSession : ignoreChanges, hubSessionVersion);
  const signedIn = readHubSession() !== null;
  const remembered = readHubUser() !== null;
  const needsRestore = !signedIn && remembered;
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!needsRestore) return;
    let current = true;
    void restoreHubSession().then(() => {
      if (current) setSettled(true);
    });
    return () => {
      current = false;
    };
  }, [needsRestore]);

  if (signedIn) return 'signedIn';
  return needsRestore && !settled ? 'restoring' : 'signedOut';
}

/**
 * Shown while the session is restored: never a flash of the sign-in screen. Drawn without antd: the
 * sign-in screen shows it too, before the kit is there.
 */
export function HubSessionLoading() {
  return <SignedOutLoading testId="hub-session-loading" />;
}

/** Guarded hub area: a visitor without a customer session goes to /hub/auth. */
export function RequireHubSession({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const status = useHubSessionStatus();
  if (status === 'restoring') return <HubSessionLoading />;
  if (status === 'signedOut') return <Navigate to={hubAuthUrl(`${pathname}${search}`)} replace />;
  return <>{children}</>;
}
