import { useEffect, useState } from 'react';
import { authApi, ensureFreshToken } from '@switchboard/shared/client';

/** How often the layout checks the token (a refresh only happens under 2 h left). */
export const TOKEN_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export type CurrentUserLoad = 'loading' | 'ready' | 'failed';

/**
 * On layout load: reload the current user (permissions may have changed since sign-in; the token was
 * restored through the refresh cookie at start or just issued by the sign-in, so it is refreshed only
 * when close to expiry, or when a retry follows a failure), then keep the token fresh while the app stays open.
 */
export function useSessionKeepAlive(): { userLoad: CurrentUserLoad; reloadUser: () => void } {
  const [userLoad, setUserLoad] = useState<CurrentUserLoad>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setUserLoad('loading');
    ensureFreshToken({ force: attempt > 0 })
      .then(() => authApi.me())
      .then(
        () => current && setUserLoad('ready'),
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
