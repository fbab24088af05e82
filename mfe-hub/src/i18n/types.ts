import type { enUs } from './en-us';

/** The shape every locale of the `hub` namespace must match (same keys, any strings). */
export type HubResources = typeof enUs;
