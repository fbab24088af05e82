/** English (default) strings of the `hub` namespace; every other locale has exactly these keys. */
export const enUs = {
  brand: 'Help centre',
  layout: {
    raiseIssue: 'Raise an issue',
    guest: 'Guest',
    noEmail: 'None',
    tickets: 'Tickets',
    logout: 'Logout',
    language: 'Language',
    openMenu: 'Open menu',
    darkTheme: 'Dark theme',
  },
  pages: {
    auth: 'Sign in',
    tickets: 'My tickets',
    createTicket: 'Raise a complaint',
    ticketDetails: 'Ticket details',
  },
};

/** The shape every locale must match (same keys, any strings). */
export type HubMessages = typeof enUs;
