import type { TicketsMessages } from './en-us';

export const frFr: TicketsMessages = {
  sections: { tickets: 'Tickets', categories: 'Catégories', customers: 'Clients' },
  pages: {
    ticketsList: 'Tickets',
    ticketCreate: 'Nouveau ticket',
    ticketDetails: 'Détails du ticket',
    ticketsMerge: 'Fusionner des tickets',
    categoriesList: 'Catégories',
    categoryCreate: 'Nouvelle catégorie',
    categoryDetails: 'Détails de la catégorie',
    customersList: 'Clients',
    customerCreate: 'Nouveau client',
    customerDetails: 'Détails du client',
  },
  mobileView: 'Vue mobile',
};
