import { paths } from '@switchboard/shared/contracts';

/** Where a signed-in user lands when nothing else is asked for: the tickets list. */
export const HOME_PATH = paths.ticketsList();

/** Only same-app paths: a crafted `redirect=https://evil.example` must not leave the product. */
export function isSafeInternalPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The login-side guard's target for a user who is already signed in: the `state` query
 * parameter encoded twice (so decoded twice; URLSearchParams already did the first decode, we do the
 * second), else `redirect`, else home.
 */
export function signedInTarget(search: string): string {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  if (state) {
    const decoded = decodeOnce(state);
    if (isSafeInternalPath(decoded)) return decoded;
  }
  return afterSignInTarget(search);
}

/** Where the login form goes after a successful sign-in: `redirect`, else home. */
export function afterSignInTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return isSafeInternalPath(redirect) ? redirect : HOME_PATH;
}
