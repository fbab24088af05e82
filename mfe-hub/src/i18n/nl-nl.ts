import type { HubMessages } from './en-us';

export const nlNl: HubMessages = {
  brand: 'Helpcentrum',
  layout: {
    raiseIssue: 'Probleem melden',
    guest: 'Gast',
    noEmail: 'Geen',
    tickets: 'Tickets',
    logout: 'Afmelden',
    language: 'Taal',
    openMenu: 'Menu openen',
    darkTheme: 'Donker thema',
  },
  pages: {
    auth: 'Aanmelden',
    tickets: 'Mijn tickets',
    createTicket: 'Klacht indienen',
    ticketDetails: 'Ticketdetails',
  },
};
