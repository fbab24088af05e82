import type { Locale } from '@switchboard/shared/contracts';

/** Strings of the tickets list (i18n group `list` of the `hub` namespace); every locale has the keys of en-us. */
const en = {
  title: 'My tickets',
};

export type TicketListStrings = typeof en;

export const ticketListStrings: Record<Locale, TicketListStrings> = {
  'en-us': en,
  'es-es': {
    title: 'Mis tickets',
  },
  'fr-fr': {
    title: 'Mes tickets',
  },
  'de-de': {
    title: 'Meine Tickets',
  },
  'ru-ru': {
    title: 'Мои обращения',
  },
  'pt-pt': {
    title: 'Os meus pedidos',
  },
  'ar-ae': {
    title: 'تذاكري',
  },
  'zh-cn': {
    title: '我的工单',
  },
  'hi-in': {
    title: 'मेरे टिकट',
  },
  'nl-nl': {
    title: 'Mijn tickets',
  },
};
