import type { enUs } from './en-us';

/** The shape every locale of the `settings` namespace must match (same keys, any strings). */
export type SettingsMessages = typeof enUs;
