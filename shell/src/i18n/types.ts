import type { enUs } from './locales/en-us';

/** The shape every locale of the `shell` namespace must match (same keys, any strings). */
export type ShellStrings = typeof enUs;
