import type { TicketsMessages } from './en-us';

export const nlNl: TicketsMessages = {
  sections: { tickets: 'Tickets', categories: 'Categorieën', customers: 'Klanten' },
  pages: {
    ticketsList: 'Tickets',
    ticketCreate: 'Nieuw ticket',
    ticketDetails: 'Ticketdetails',
    ticketsMerge: 'Tickets samenvoegen',
    categoriesList: 'Categorieën',
    categoryCreate: 'Nieuwe categorie',
    categoryDetails: 'Categoriedetails',
    customersList: 'Klanten',
    customerCreate: 'Nieuwe klant',
    customerDetails: 'Klantdetails',
  },
  mobileView: 'Mobiele weergave',
};
