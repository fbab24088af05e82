import { useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { hubAuthApi } from '../../api';
import { saveHubSession } from '../../session';

/** Stores the customer (from `auth/me`) with the token, then opens `target`. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return async (token: string, target: string = paths.hubTickets()) => {
    const user = await hubAuthApi.me(token);
    saveHubSession({ user, token });
    navigate(target, { replace: true });
  };
}
