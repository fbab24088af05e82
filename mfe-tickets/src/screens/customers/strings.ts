import type { Locale } from '@switchboard/shared/contracts';

/** Strings of the customers list and customer details (i18n group `customers` of the `tickets` namespace); every locale has the keys of en-us. */
const en = {
  title: 'Customers',
};

export type CustomersStrings = typeof en;

export const customersStrings: Record<Locale, CustomersStrings> = {
  'en-us': en,
  'es-es': {
    title: 'Clientes',
  },
  'fr-fr': {
    title: 'Clients',
  },
  'de-de': {
    title: 'Kunden',
  },
  'ru-ru': {
    title: 'Клиенты',
  },
  'pt-pt': {
    title: 'Clientes',
  },
  'ar-ae': {
    title: 'العملاء',
  },
  'zh-cn': {
    title: '客户',
  },
  'hi-in': {
    title: 'ग्राहक',
  },
  'nl-nl': {
    title: 'Klanten',
  },
};
