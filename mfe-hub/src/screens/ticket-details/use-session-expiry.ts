import { useLocation, useNavigate } from 'react-router-dom';
import { clearHubSession, hubAuthUrl } from '../../session';

/** The customer's token was refused (expired, or revoked by a password reset). */
export function isUnauthorized(error: unknown): boolean {
  return (error as { response?: { status?: number } } | null)?.response?.status === 401;
}

/**
 * A 401 clears the stored customer and goes to sign-in, coming back here afterwards.
 * Returns true when it handled the error.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (error) => {
    if (!isUnauthorized(error)) return false;
    clearHubSession();
    navigate(hubAuthUrl(`${pathname}${search}`), { replace: true });
    return true;
  };
}
