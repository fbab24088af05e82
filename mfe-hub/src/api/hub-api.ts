import { api, type ApiError, type RequestConfig } from '@switchboard/shared/client';
// Type-only imports: the contracts' TypeBox schemas stay out of the browser bundle.
import {
  IDEMPOTENCY_KEY_HEADER,
  HUB_TICKETS_PAGE,
  HUB_TICKETS_PAGE_SIZE,
} from '@switchboard/shared/contracts';
import type {
  CategoryDetails,
  CategoryListResponse,
  ClientTicket,
  ClientTicketListResponse,
  CreateComplaintRequest,
  MessageAttachment,
  SaveDraftRequest,
  SignedUrlResponse,
  TicketMessage,
  TicketMessageListResponse,
  UpdateDraftRequest,
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
  HubBranding,
} from '@switchboard/shared/contracts';
import { hubAccessToken } from '../session';

/**
 * Per-request options for customer calls: the shared client would otherwise send the agent's token,
 * redirect a 401 to the agent login and toast errors the hub screens show themselves.
 */
function customerConfig(token: string | null, headers: Record<string, string> = {}): RequestConfig {
  return {
    skipAuthRedirect: true,
    skipTokenRefresh: true,
    skipErrorNotifier: true,
    withCredentials: true,
    // Always set: the shared client adds the agent's token only where no Authorization is set;
    // `false` sends none.
    headers: { ...headers, Authorization: token ? `Bearer ${token}` : false },
  };
}

function expiredToken(error: unknown): boolean {
  const response = (error as ApiError | null)?.response;
  return response?.status === 401 && response.data?.code === 'TOKEN_EXPIRED';
}

/**
 * Sends a call as the signed-in customer: the short-lived access token (refreshed through the cookie
 * when close to expiry), and once more with a refreshed token when the server says it expired.
 */
async function asCustomer<T>(send: (config: RequestConfig) => Promise<{ data: T }>, headers?: Record<string, string>): Promise<T> {
  const token = await hubAccessToken();
  try {
    return (await send(customerConfig(token, headers))).data;
  } catch (error) {
    if (!expiredToken(error)) throw error;
    const fresh = await hubAccessToken({ force: true });
    if (!fresh) throw error;
    return (await send(customerConfig(fresh, headers))).data;
  }
}

/** The customer's authentication calls under `v1/auth/`. */
export const hubAuthApi = {
  /** Name, logo, title and registration switch of the hub's organisation: public, asked before sign-in. */
  async branding(organizationId: string | null): Promise<HubBranding> {
    return (await api.get<HubBranding>('auth/branding', { ...customerConfig(null), params: organizationId ? { organizationId } : {} })).data;
  },
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
  /** With the token a sign-in just returned (the session is stored once the customer is known). */
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

/** A fresh key per user action: a retried request with the same key never files twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Hub tickets: the customer's own complaints. */
export const hubTicketsApi = {
  /** Newest first; the hub asks for page 1 of 10. */
  async list(page = HUB_TICKETS_PAGE, pageSize = HUB_TICKETS_PAGE_SIZE): Promise<ClientTicketListResponse> {
    return asCustomer((config) => api.get<ClientTicketListResponse>('client/tickets', { ...config, params: { page, pageSize } }));
  },
  async get(id: string): Promise<ClientTicket> {
    return asCustomer((config) => api.get<ClientTicket>(`client/tickets/${encodeURIComponent(id)}`, config));
  },
  /** Files a complaint; pass the same `idempotencyKey` when retrying one submission. */
  async create(body: CreateComplaintRequest, idempotencyKey: string): Promise<ClientTicket> {
    return asCustomer((config) => api.post<ClientTicket>('client/tickets', body, config), { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
  },
};

/** Hub categories: the list for the select and one category's fields. */
export const hubCategoriesApi = {
  async list(): Promise<CategoryListResponse> {
    return asCustomer((config) => api.get<CategoryListResponse>('client/categories', config));
  },
  async get(id: string): Promise<CategoryDetails> {
    return asCustomer((config) => api.get<CategoryDetails>(`client/categories/${encodeURIComponent(id)}`, config));
  },
};

/** The ticket thread: drafts are saved, updated, then sent. */
export const hubMessagesApi = {
  async list(ticketId: string): Promise<TicketMessageListResponse> {
    return asCustomer((config) => api.get<TicketMessageListResponse>(`tickets/${encodeURIComponent(ticketId)}/messages`, config));
  },
  async get(ticketId: string, messageId: string): Promise<TicketMessage> {
    return asCustomer((config) => api.get<TicketMessage>(`tickets/${encodeURIComponent(ticketId)}/messages/${encodeURIComponent(messageId)}`, config));
  },
  async saveDraft(ticketId: string, body: SaveDraftRequest, idempotencyKey: string = newIdempotencyKey()): Promise<TicketMessage> {
    return asCustomer((config) => api.post<TicketMessage>(`tickets/${encodeURIComponent(ticketId)}/messages`, body, config), {
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    });
  },
  async updateDraft(ticketId: string, body: UpdateDraftRequest): Promise<TicketMessage> {
    return asCustomer((config) => api.put<TicketMessage>(`tickets/${encodeURIComponent(ticketId)}/messages`, body, config));
  },
  async send(ticketId: string, messageId: string): Promise<TicketMessage> {
    return asCustomer((config) => api.put<TicketMessage>(`tickets/${encodeURIComponent(ticketId)}/messages/${encodeURIComponent(messageId)}/send`, {}, config));
  },
};

/** Folder of files attached to or pasted into messages. */
export const INLINE_ATTACHMENTS_FOLDER = 'inline-attachments';

/**
 * Uploads one file: a signed URL first, then one PUT of the body with its content type. Returns the
 * attachment as messages store it; `fileUrl` is the signed download link (works without a token,
 * e.g. in an `<img>` or a mail).
 */
export async function uploadHubFile(file: Blob & { name?: string }, fileName = file.name ?? 'file'): Promise<MessageAttachment> {
  const fileType = file.type || 'application/octet-stream';
  const signed = await asCustomer((config) =>
    api.get<SignedUrlResponse>('files/signedurl', {
      ...config,
      params: { file: fileName, fileType, folder: INLINE_ATTACHMENTS_FOLDER, secured: true },
    }),
  );
  // The signed URL proves itself: no bearer token, no API key needed.
  await api.put(signed.url, file, {
    skipAuthRedirect: true,
    skipTokenRefresh: true,
    skipErrorNotifier: true,
    headers: { Authorization: false, 'Content-Type': fileType },
  });
  return { fileName: signed.fileName, fileType, fileUrl: signed.downloadUrlWithToken, fileSize: file.size };
}
