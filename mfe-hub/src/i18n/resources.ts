import type { Locale } from '@switchboard/shared/contracts';
import { arAe } from './ar-ae';
import { deDe } from './de-de';
import { enUs, type HubMessages } from './en-us';
import { esEs } from './es-es';
import { frFr } from './fr-fr';
import { hiIn } from './hi-in';
import { nlNl } from './nl-nl';
import { ptPt } from './pt-pt';
import { ruRu } from './ru-ru';
import { zhCn } from './zh-cn';
import { replyEditorStrings, type ReplyEditorStrings } from '../reply-editor/strings';
import { complaintStrings, type ComplaintStrings } from '../screens/create-ticket/strings';
import { ticketDetailsStrings, type TicketDetailsStrings } from '../screens/ticket-details/strings';
import { ticketListStrings, type TicketListStrings } from '../screens/tickets/strings';

/** i18next namespace of this remote. */
export const HUB_NAMESPACE = 'hub';

/**
 * Everything of the namespace: the layout/auth strings of `./<locale>.ts` plus one group per
 * screen, kept beside the screen (`list.*`, `complaint.*`, `ticket.*`, `reply.*`).
 */
export type HubResources = HubMessages & {
  list: TicketListStrings;
  complaint: ComplaintStrings;
  ticket: TicketDetailsStrings;
  reply: ReplyEditorStrings;
};

const coreMessages: Record<Locale, HubMessages> = {
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

export const hubResources = Object.fromEntries(
  (Object.keys(coreMessages) as Locale[]).map((locale) => [
    locale,
    {
      ...coreMessages[locale],
      list: ticketListStrings[locale],
      complaint: complaintStrings[locale],
      ticket: ticketDetailsStrings[locale],
      reply: replyEditorStrings[locale],
    },
  ]),
) as Record<Locale, HubResources>;
