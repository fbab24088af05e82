import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { authApi, ensureFreshToken } from '@switchboard/shared/client';
import { applyPreferences } from '../account/preferences';

/** How often the layout checks the token (a refresh only happens under 2 h left). */
export const TOKEN_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** A navigation reloads the user (their permissions) when the last load is older than this. */
export const USER_RECHECK_AFTER_MS = 10 * 1000;

export type CurrentUserLoad = 'loading' | 'ready' | 'failed';

/**
 * On layout load: the current user with the session bootstrap (permissions may have changed since
 * sign-in). The page's start already asked for it, or the sign-in just loaded it: that answer is
 * shared, so a page load makes one `users/me`. The token was restored through the refresh cookie at
 * start or just issued by the sign-in, so it is refreshed only when close to expiry, or when a retry
 * follows a failure. Then the token is kept fresh while the app stays open.
 */
export function useSessionKeepAlive(): { userLoad: CurrentUserLoad; reloadUser: () => void } {
  const [userLoad, setUserLoad] = useState<CurrentUserLoad>('loading');
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const loadedAt = useRef(0);

  // An administrator may have changed this agent's roles: a navigation after a while reloads the
  // user, so guards and the sidebar follow without signing in again (the server checks every call anyway).
  useEffect(() => {
    if (loadedAt.current === 0 || Date.now() - loadedAt.current < USER_RECHECK_AFTER_MS) return;
    loadedAt.current = Date.now();
    authApi.me().catch(() => undefined); // the screen keeps the permissions it had; a 401 goes to sign-in
  }, [pathname]);

  // A layout effect: the call is on its way before the children's effects (the logo, the bell) ask
  // for their parts of its answer, so they wait for it instead of asking apart.
  useLayoutEffect(() => {
    let current = true;
    setUserLoad('loading');
    // A first load goes straight out (the client refreshes a token close to expiry before sending);
    // a retry after a failure refreshes first.
    const loaded = attempt > 0 ? ensureFreshToken({ force: true }).then(() => authApi.me()) : authApi.me({ reuseWithinMs: USER_RECHECK_AFTER_MS });
    loaded
      // The agent's language and theme follow them to this browser; a failure there is no reason to stop.
      .then((user) => applyPreferences(user.preferences).catch(() => undefined))
      .then(
        () => {
          loadedAt.current = Date.now();
          if (current) setUserLoad('ready');
        },
        () => current && setUserLoad('failed'), // a 401 already sent the user to login
      );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    const timer = window.setInterval(() => void ensureFreshToken(), TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return { userLoad, reloadUser: () => setAttempt((n) => n + 1) };
}
