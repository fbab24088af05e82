import type { enUs } from './en-us';

/** The shape every locale of the `tickets` namespace must match (same keys, any strings). */
export type TicketsResources = typeof enUs;
