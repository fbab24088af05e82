import type { enUs } from './en-us';

/** The shape every locale of the `dashboard` namespace must match (same keys, any strings). */
export type DashboardMessages = typeof enUs;
