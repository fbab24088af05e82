import type { TicketsMessages } from './en-us';

export const deDe: TicketsMessages = {
  sections: { tickets: 'Tickets', categories: 'Kategorien', customers: 'Kunden' },
  pages: {
    ticketsList: 'Tickets',
    ticketCreate: 'Neues Ticket',
    ticketDetails: 'Ticketdetails',
    ticketsMerge: 'Tickets zusammenführen',
    categoriesList: 'Kategorien',
    categoryCreate: 'Neue Kategorie',
    categoryDetails: 'Kategoriedetails',
    customersList: 'Kunden',
    customerCreate: 'Neuer Kunde',
    customerDetails: 'Kundendetails',
  },
  mobileView: 'Mobilansicht',
};
