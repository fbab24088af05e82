import type { TicketsMessages } from './en-us';

export const esEs: TicketsMessages = {
  sections: { tickets: 'Tickets', categories: 'Categorías', customers: 'Clientes' },
  pages: {
    ticketsList: 'Tickets',
    ticketCreate: 'Nuevo ticket',
    ticketDetails: 'Detalles del ticket',
    ticketsMerge: 'Fusionar tickets',
    categoriesList: 'Categorías',
    categoryCreate: 'Nueva categoría',
    categoryDetails: 'Detalles de la categoría',
    customersList: 'Clientes',
    customerCreate: 'Nuevo cliente',
    customerDetails: 'Detalles del cliente',
  },
  mobileView: 'Vista móvil',
};
