import type { AxiosRequestConfig } from 'axios';
import { api } from '@switchboard/shared/client';
// Type-only imports: the contracts' TypeBox schemas stay out of the browser bundle.
import type {
  HubLoginRequest,
  HubOtpResendRequest,
  HubOtpSentResponse,
  HubOtpVerifyRequest,
  HubPasswordReset,
  HubRegisterRequest,
  HubResetRequest,
  HubResetRequestResponse,
  HubTokenResponse,
  HubUser as HubMe,
} from '@switchboard/shared/contracts';
import { readHubSession } from '../session';

/**
 * Per-request options for customer calls: the shared client would otherwise send the agent's token,
 * redirect a 401 to the agent login and toast errors the hub screens show themselves.
 */
function customerConfig(token?: string | null): AxiosRequestConfig {
  const bearer = token ?? readHubSession()?.token;
  return {
    skipAuthRedirect: true,
    skipTokenRefresh: true,
    skipErrorNotifier: true,
    // Always set: the interceptor adds the agent token only when no Authorization is present;
    // `false` tells axios to send no header at all.
    headers: { Authorization: bearer ? `Bearer ${bearer}` : false },
  };
}

/** The customer calls of spec §7 (hub authentication) under `v1/auth/`. */
export const hubAuthApi = {
  async register(body: HubRegisterRequest): Promise<HubOtpSentResponse> {
    return (await api.post<HubOtpSentResponse>('auth/register', body, customerConfig(null))).data;
  },
  async resendOtp(body: HubOtpResendRequest): Promise<HubOtpSentResponse> {
    return (await api.post<HubOtpSentResponse>('auth/otp/resend', body, customerConfig(null))).data;
  },
  async verifyOtp(body: HubOtpVerifyRequest): Promise<HubTokenResponse> {
    return (await api.post<HubTokenResponse>('auth/otp/verify', body, customerConfig(null))).data;
  },
  async login(body: HubLoginRequest): Promise<HubTokenResponse> {
    return (await api.post<HubTokenResponse>('auth/login', body, customerConfig(null))).data;
  },
  async me(token: string): Promise<HubMe> {
    return (await api.get<HubMe>('auth/me', customerConfig(token))).data;
  },
  async requestPasswordReset(body: HubResetRequest): Promise<HubResetRequestResponse> {
    return (await api.post<HubResetRequestResponse>('auth/request/resetpassword', body, customerConfig(null))).data;
  },
  async resetPassword(body: HubPasswordReset): Promise<HubTokenResponse> {
    return (await api.post<HubTokenResponse>('auth/password/reset', body, customerConfig(null))).data;
  },
};
