import type { HubMessages } from './en-us';

export const frFr: HubMessages = {
  brand: 'Centre d’aide',
  layout: {
    raiseIssue: 'Signaler un problème',
    guest: 'Invité',
    noEmail: 'Aucun',
    tickets: 'Tickets',
    logout: 'Se déconnecter',
    language: 'Langue',
    openMenu: 'Ouvrir le menu',
    darkTheme: 'Thème sombre',
  },
  pages: {
    auth: 'Se connecter',
    tickets: 'Mes tickets',
    createTicket: 'Déposer une réclamation',
    ticketDetails: 'Détails du ticket',
  },
};
