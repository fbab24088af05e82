import type { HubMessages } from './en-us';

export const esEs: HubMessages = {
  brand: 'Centro de ayuda',
  layout: {
    raiseIssue: 'Informar de un problema',
    guest: 'Invitado',
    noEmail: 'Ninguno',
    tickets: 'Tickets',
    logout: 'Cerrar sesión',
    language: 'Idioma',
    openMenu: 'Abrir menú',
    darkTheme: 'Tema oscuro',
  },
  pages: {
    auth: 'Iniciar sesión',
    tickets: 'Mis tickets',
    createTicket: 'Presentar una reclamación',
    ticketDetails: 'Detalles del ticket',
  },
};
