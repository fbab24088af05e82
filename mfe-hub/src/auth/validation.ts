import { EMAIL_PATTERN, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@switchboard/shared/contracts';

/** Every hub toast stays 5 s. */
export const TOAST_SECONDS = 5;

/** Exactly OTP_LENGTH digits, integers only. */
export function isValidOtp(otp: string): boolean {
  return new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(otp);
}

/** The api's address rule, on the trimmed text. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Seconds left as `m:ss` ('0:59', '0:05', '0:00'); negative counts as zero. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The halves of a mailed reset link (`/hub/auth?email&ad&fk`). */
export interface ResetLinkParams {
  email: string;
  ad: string;
  fk: string;
}

const RESET_KEYS = ['email', 'ad', 'fk'] as const;

/** The reset parameters when all three are present, else null. */
export function parseResetParams(search: string): ResetLinkParams | null {
  const params = new URLSearchParams(search);
  const [email, ad, fk] = RESET_KEYS.map((key) => params.get(key)?.trim() ?? '');
  return email && ad && fk ? { email, ad, fk } : null;
}

/** The query string without the reset parameters (others kept), with its `?` or empty. */
export function withoutResetParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of RESET_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** `organizationId` (and optional `ticketId`) of an invitation link that opens registration. */
export interface RegistrationInvite {
  organizationId: string;
  ticketId: string | null;
}

export function parseRegistrationInvite(search: string): RegistrationInvite | null {
  const params = new URLSearchParams(search);
  const organizationId = params.get('organizationId')?.trim();
  if (!organizationId) return null;
  return { organizationId, ticketId: params.get('ticketId')?.trim() || null };
}

/** Joins the country code and the number the way the API stores phones: `+91 9876543210`. */
export function fullPhone(countryCode: string, phone: string): string {
  return `${countryCode} ${phone.replace(/\s+/g, ' ').trim()}`;
}

/** True when the API refused a new password for being on its common-password list. */
export function isCommonPasswordRefusal(error: unknown): boolean {
  const details = (error as { response?: { data?: { code?: unknown; details?: unknown } } }).response?.data;
  if (details?.code !== 'VALIDATION_FAILED' || !Array.isArray(details.details)) return false;
  return details.details.some((detail: { message?: unknown }) => typeof detail?.message === 'string' && detail.message.endsWith('is too common'));
}

/** The API's password length rule; the API also refuses common passwords. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

/**
 * Why a typed new password and its confirmation cannot be sent, as a key of `messages`; null when they
 * can. A blank password comes first, and a blank confirmation too where the form asks for both.
 */
export function newPasswordProblem(
  password: string,
  confirmation: string,
  bothRequired = false,
): 'passwordRequired' | 'bothPasswordsRequired' | 'passwordsDoNotMatch' | 'weakPassword' | null {
  if (!password || (bothRequired && !confirmation)) return bothRequired ? 'bothPasswordsRequired' : 'passwordRequired';
  if (password !== confirmation) return 'passwordsDoNotMatch';
  return isStrongPassword(password) ? null : 'weakPassword';
}
