import type { ChangePasswordRequest, PasswordActionResponse, ResetPasswordRequest } from '@switchboard/shared/contracts';
import { api } from '@switchboard/shared/client';

// Each password screen shows its own errors beside its fields: no global toast.
const quiet = { skipErrorNotifier: true } as const;

/** The agent's own password: change it signed in, or reset it through a mailed link. */
export const passwordApi = {
  change: (body: ChangePasswordRequest) => api.put<PasswordActionResponse>('users/me/password', body, quiet).then((r) => r.data),
  forgot: (email: string) => api.post<PasswordActionResponse>('oauth/password/forgot', { email }, quiet).then((r) => r.data),
  reset: (body: ResetPasswordRequest) => api.post<PasswordActionResponse>('oauth/password/reset', body, quiet).then((r) => r.data),
};
