import type { enUs } from './en-us';

/** The shape every locale of the `notifications` namespace must match (same keys, any strings). */
export type NotificationStrings = typeof enUs;
