/**
 * Stable error codes. Responses look like `{ statusCode, code, message, details? }`;
 * front ends translate `errors.<code>`.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'INVALID_REFRESH_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INVALID_API_KEY',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'USER_DISABLED',
  'INTERNAL_ERROR',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXHAUSTED',
  'OTP_RESEND_TOO_SOON',
  'ACCOUNT_NOT_VERIFIED',
  'RESET_LINK_INVALID',
  'RESET_LINK_EXPIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'MESSAGE_ALREADY_SENT',
  'MESSAGE_EMPTY',
  'UPLOAD_LINK_INVALID',
  'REGISTRATION_DISABLED',
  'CANNOT_DISABLE_SELF',
  'LAST_PERMISSION_HOLDER',
  'INVALID_CLIENT',
  'PERMISSION_NOT_HELD',
  'BUILT_IN_ROLE_LOCKED',
  'ADMIN_ROLE_PERMISSIONS_LOCKED',
  'HOME_DIVISION_LOCKED',
  'TICKET_MERGED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ValidationIssue {
  /** JSON pointer-like path of the failing field, e.g. `/email`. */
  field: string;
  message: string;
}

export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  details?: ValidationIssue[];
  /** Seconds to wait before retrying (429 answers; also sent as the `Retry-After` header). */
  retryAfter?: number;
  /** OTP attempts left (OTP_INVALID). */
  remainingAttempts?: number;
}
