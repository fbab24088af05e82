import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { authApi, ensureFreshToken } from '@switchboard/shared/client';
import { applyPreferences } from '../account/preferences';

/** How often the layout checks the token (a refresh only happens under 2 h left). */
export const TOKEN_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** A navigation reloads the user (their permissions) when the last load is older than this. */
export const USER_RECHECK_AFTER_MS = 10 * 1000;

export type CurrentUserLoad = 'loading' | 'ready' | 'failed';

/**
 * On layout load: reload the current user (permissions may have changed since sign-in; the token was
 * restored through the refresh cookie at start or just issued by the sign-in, so it is refreshed only
 * when close to expiry, or when a retry follows a failure), then keep the token fresh while the app stays open.
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

  useEffect(() => {
    let current = true;
    setUserLoad('loading');
    ensureFreshToken({ force: attempt > 0 })
      .then(() => authApi.me())
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
