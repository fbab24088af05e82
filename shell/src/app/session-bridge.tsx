import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';

/**
 * A 401 from any call (shell or remote) navigates in-app to login, keeping the page to come back to,
 * instead of reloading the whole app. API error toasts are wired by `<AppProviders>` (antd, 5 s).
 */
export function SessionBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler((redirect) => {
      if (window.location.pathname.startsWith('/login')) return;
      navigate(paths.login(redirect), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
  return null;
}
