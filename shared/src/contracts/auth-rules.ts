// Sign-in rules shared by the api and the forms, with no schema: a form that checks them stays light.

/** Longest email address a request takes (the SMTP limit). */
export const EMAIL_MAX_LENGTH = 320;
/** An email address as forms and the api check it: `name@domain.tld`, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Customer (hub user) sign-in rules, shared by the api and the hub. */
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
/** Wrong codes allowed per address in any 24 hours, whatever new codes or registrations came between. */
export const OTP_MAX_ATTEMPTS_PER_DAY = 20;
/** How long a registration may be completed (new codes included) before the customer must start again. */
export const REGISTRATION_TTL_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
/**
 * Customer access tokens are short-lived and name a session; the session's refresh token lives in
 * the HttpOnly `sb_hub_refresh` cookie and `POST v1/auth/token` rotates it for a new access token.
 */
export const CUSTOMER_TOKEN_TTL_SECONDS = 15 * 60;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The password rule for everyone (customers and agents): 12–128 characters, no composition rules.
 * The api also refuses passwords on a common-password list (`is too common`). Returns the reasons a
 * password fails (empty when it passes).
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(`must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`must be at most ${PASSWORD_MAX_LENGTH} characters`);
  return problems;
}
