import { lazyNamespace } from '@switchboard/shared/i18n';
import { enUs } from './en-us';
import type { TicketsResources } from './types';

export type { TicketsResources } from './types';

/** i18next namespace of this remote. */
export const TICKETS_NAMESPACE = 'tickets';

/**
 * English ships with the remote (it is the fallback); every other language is its own chunk, fetched
 * when it is in use (~4 KB gzip each instead of ~35 KB for all ten in the first load).
 */
export const ticketsStrings = lazyNamespace<TicketsResources>(TICKETS_NAMESPACE, enUs, (locale) =>
  // One chunk per locale file of this folder.
  import(/* webpackInclude: /[a-z]{2}-[a-z]{2}\.ts$/ */ `./${locale}`),
);

/** Each locale's strings or chunk loader, as the remote's feature hands them to the shell. */
export const ticketsResources = ticketsStrings.resources;
