import type { TicketsMessages } from './en-us';

export const ptPt: TicketsMessages = {
  sections: { tickets: 'Pedidos', categories: 'Categorias', customers: 'Clientes' },
  pages: {
    ticketsList: 'Pedidos',
    ticketCreate: 'Novo pedido',
    ticketDetails: 'Detalhes do pedido',
    ticketsMerge: 'Juntar pedidos',
    categoriesList: 'Categorias',
    categoryCreate: 'Nova categoria',
    categoryDetails: 'Detalhes da categoria',
    customersList: 'Clientes',
    customerCreate: 'Novo cliente',
    customerDetails: 'Detalhes do cliente',
  },
  mobileView: 'Vista móvel',
};
