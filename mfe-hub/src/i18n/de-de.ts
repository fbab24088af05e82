import type { HubMessages } from './en-us';

export const deDe: HubMessages = {
  brand: 'Hilfecenter',
  layout: {
    raiseIssue: 'Problem melden',
    guest: 'Gast',
    noEmail: 'Keine',
    tickets: 'Tickets',
    logout: 'Abmelden',
    language: 'Sprache',
    openMenu: 'Menü öffnen',
    darkTheme: 'Dunkles Design',
  },
  pages: {
    auth: 'Anmelden',
    tickets: 'Meine Tickets',
    createTicket: 'Beschwerde einreichen',
    ticketDetails: 'Ticketdetails',
  },
};
