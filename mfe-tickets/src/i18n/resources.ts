import type { Locale } from '@switchboard/shared/contracts';
import { arAe } from './ar-ae';
import { deDe } from './de-de';
import { enUs, type TicketsMessages } from './en-us';
import { esEs } from './es-es';
import { frFr } from './fr-fr';
import { hiIn } from './hi-in';
import { nlNl } from './nl-nl';
import { ptPt } from './pt-pt';
import { ruRu } from './ru-ru';
import { zhCn } from './zh-cn';
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
 * Everything of the namespace: page titles of `./<locale>.ts` plus one group per screen, kept beside
 * the screen (`ticket.*` shared vocabulary, `list.*`, `details.*`, `create.*`).
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

const coreMessages: Record<Locale, TicketsMessages> = {
  'en-us': enUs,
  'es-es': esEs,
  'fr-fr': frFr,
  'de-de': deDe,
  'ru-ru': ruRu,
  'pt-pt': ptPt,
  'ar-ae': arAe,
  'zh-cn': zhCn,
  'hi-in': hiIn,
  'nl-nl': nlNl,
};

export const ticketsResources = Object.fromEntries(
  (Object.keys(coreMessages) as Locale[]).map((locale) => [
    locale,
    {
      ...coreMessages[locale],
      ticket: ticketStrings[locale],
      list: listStrings[locale],
      details: detailsStrings[locale],
      create: createStrings[locale],
      categories: categoriesStrings[locale],
      customers: customersStrings[locale],
      conversation: conversationStrings[locale],
      merge: mergeStrings[locale],
    },
  ]),
) as Record<Locale, TicketsResources>;
