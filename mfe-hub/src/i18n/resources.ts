import type { Locale } from '@switchboard/shared/contracts';
import type { NamespaceStringsSource } from '@switchboard/shared/i18n';
import { enUs, type HubMessages } from './en-us';
import { replyEditorStrings, type ReplyEditorStrings } from '../reply-editor/strings';
import { complaintStrings, type ComplaintStrings } from '../screens/create-ticket/strings';
import { ticketDetailsStrings, type TicketDetailsStrings } from '../screens/ticket-details/strings';
import { ticketListStrings, type TicketListStrings } from '../screens/tickets/strings';

/** i18next namespace of this remote. */
export const HUB_NAMESPACE = 'hub';

/**
 * Everything of the namespace: the layout/auth strings of `./en-us.ts` plus one group per screen
 * (`list.*`, `complaint.*`, `ticket.*`, `reply.*`). English is written beside each screen
 * (`strings.ts`, whose type every language must match); the other nine languages live in
 * `./<locale>.ts`, each its own chunk.
 */
export type HubResources = HubMessages & {
  list: TicketListStrings;
  complaint: ComplaintStrings;
  ticket: TicketDetailsStrings;
  reply: ReplyEditorStrings;
};

const english: HubResources = {
  ...enUs,
  list: ticketListStrings,
  complaint: complaintStrings,
  ticket: ticketDetailsStrings,
  reply: replyEditorStrings,
};

/** English ships with the hub (it is the fallback); every other language is fetched when it is in use. */
export const hubResources: Record<Locale, NamespaceStringsSource> = {
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
