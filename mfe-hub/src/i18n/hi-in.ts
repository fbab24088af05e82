import type { HubMessages } from './en-us';

export const hiIn: HubMessages = {
  brand: 'सहायता केंद्र',
  layout: {
    raiseIssue: 'समस्या दर्ज करें',
    guest: 'अतिथि',
    noEmail: 'कोई नहीं',
    tickets: 'टिकट',
    logout: 'लॉग आउट',
    language: 'भाषा',
    openMenu: 'मेनू खोलें',
    darkTheme: 'डार्क थीम',
  },
  pages: {
    auth: 'साइन इन करें',
    tickets: 'मेरे टिकट',
    createTicket: 'शिकायत दर्ज करें',
    ticketDetails: 'टिकट का विवरण',
  },
};
