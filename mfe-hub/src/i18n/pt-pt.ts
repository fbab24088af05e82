import type { HubMessages } from './en-us';

export const ptPt: HubMessages = {
  brand: 'Centro de ajuda',
  layout: {
    raiseIssue: 'Reportar um problema',
    guest: 'Convidado',
    noEmail: 'Nenhum',
    tickets: 'Pedidos',
    logout: 'Terminar sessão',
    language: 'Idioma',
    openMenu: 'Abrir menu',
    darkTheme: 'Tema escuro',
  },
  pages: {
    auth: 'Iniciar sessão',
    tickets: 'Os meus pedidos',
    createTicket: 'Apresentar uma reclamação',
    ticketDetails: 'Detalhes do pedido',
  },
};
