import type { Locale } from '@switchboard/shared/contracts';

/** Strings of the ticket details screen and its message cards (i18n group `ticket` of the `hub` namespace); every locale has the keys of en-us. */
const en = {
  title: 'Ticket details',
};

export type TicketDetailsStrings = typeof en;

export const ticketDetailsStrings: Record<Locale, TicketDetailsStrings> = {
  'en-us': en,
  'es-es': {
    title: 'Detalles del ticket',
  },
  'fr-fr': {
    title: 'Détails du ticket',
  },
  'de-de': {
    title: 'Ticketdetails',
  },
  'ru-ru': {
    title: 'Сведения об обращении',
  },
  'pt-pt': {
    title: 'Detalhes do pedido',
  },
  'ar-ae': {
    title: 'تفاصيل التذكرة',
  },
  'zh-cn': {
    title: '工单详情',
  },
  'hi-in': {
    title: 'टिकट विवरण',
  },
  'nl-nl': {
    title: 'Ticketgegevens',
  },
};
