import type { Locale } from '@switchboard/shared/contracts';
import type { NamespaceStringsSource } from '@switchboard/shared/i18n';
import { enUs, type TicketsMessages } from './en-us';
import { ticketStrings, type TicketStrings } from '../components/strings';
import { createStrings, type CreateStrings } from '../screens/ticket-create/strings';
import { detailsStrings, type DetailsStrings } from '../screens/ticket-details/strings';
import { listStrings, type ListStrings } from '../screens/tickets-list/strings';
import { categoriesStrings, type CategoriesStrings } from '../screens/categories/strings';
import { customersStrings, type CustomersStrings } from '../screens/customers/strings';
import { conversationStrings, type ConversationStrings } from '../screens/ticket-conversation/strings';
import { mergeStrings, type MergeStrings } from '../screens/ticket-merge/strings';

/** i18next namespace of this remote. */
export const TICKETS_NAMESPACE = 'tickets';

/**
 * Everything of the namespace: page titles of `./en-us.ts` plus one group per screen. English is
 * written beside each screen (`strings.ts`, whose type every language must match); the other nine
 * languages live in `./<locale>.ts`, each its own chunk.
 */
export type TicketsResources = TicketsMessages & {
  ticket: TicketStrings;
  list: ListStrings;
  details: DetailsStrings;
  create: CreateStrings;
  categories: CategoriesStrings;
  customers: CustomersStrings;
  conversation: ConversationStrings;
  merge: MergeStrings;
};

const english: TicketsResources = {
  ...enUs,
  ticket: ticketStrings,
  list: listStrings,
  details: detailsStrings,
  create: createStrings,
  categories: categoriesStrings,
  customers: customersStrings,
  conversation: conversationStrings,
  merge: mergeStrings,
};

/**
 * English ships with the remote (it is the fallback); every other language is fetched when it is in use
 * (~4 KB gzip each instead of ~35 KB for all ten in the first load).
 */
export const ticketsResources: Record<Locale, NamespaceStringsSource> = {
  'en-us': english,
  'es-es': () => import('./es-es'),
  'fr-fr': () => import('./fr-fr'),
  'de-de': () => import('./de-de'),
  'ru-ru': () => import('./ru-ru'),
  'pt-pt': () => import('./pt-pt'),
  'ar-ae': () => import('./ar-ae'),
  'zh-cn': () => import('./zh-cn'),
  'hi-in': () => import('./hi-in'),
  'nl-nl': () => import('./nl-nl'),
};
