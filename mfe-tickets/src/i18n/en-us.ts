/** English (default) strings of the `tickets` namespace; every other locale has exactly these keys. */
export const enUs = {
  sections: {
    tickets: 'Tickets',
    categories: 'Categories',
    customers: 'Customers',
  },
  pages: {
    ticketsList: 'Tickets',
    ticketCreate: 'New ticket',
    ticketDetails: 'Ticket details',
    ticketsMerge: 'Merge tickets',
    categoriesList: 'Categories',
    categoryCreate: 'New category',
    categoryDetails: 'Category details',
    customersList: 'Customers',
    customerCreate: 'New customer',
    customerDetails: 'Customer details',
  },
  mobileView: 'Mobile view',
};

/** The shape every locale must match (same keys, any strings). */
export type TicketsMessages = typeof enUs;
