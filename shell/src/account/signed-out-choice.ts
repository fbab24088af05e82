import type { Locale } from '@switchboard/shared/contracts';
import type { ThemeMode } from '@switchboard/shared/ui';

/** What was picked on a signed-out page of this tab (the sign-in page) and not yet saved. */
let pickedSignedOut: { language?: Locale; theme?: ThemeMode } = {};

/**
 * Remembers a language or theme picked before signing in. It applies at once; once the agent has
 * signed in it becomes their saved preference, so the stored one does not take it back
 * (preferences.ts). A module of its own: the sign-in screen needs this and none of the rest.
 */
export function rememberSignedOutChoice(choice: { language?: Locale; theme?: ThemeMode }): void {
  pickedSignedOut = { ...pickedSignedOut, ...choice };
}

/** What was picked before signing in, handed over once. */
export function takeSignedOutChoice(): { language?: Locale; theme?: ThemeMode } {
  const picked = pickedSignedOut;
  pickedSignedOut = {};
  return picked;
}
