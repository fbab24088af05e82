import type { TicketsMessages } from './en-us';

export const hiIn: TicketsMessages = {
  sections: { tickets: 'टिकट', categories: 'श्रेणियाँ', customers: 'ग्राहक' },
  pages: {
    ticketsList: 'टिकट',
    ticketCreate: 'नया टिकट',
    ticketDetails: 'टिकट का विवरण',
    ticketsMerge: 'टिकट मर्ज करें',
    categoriesList: 'श्रेणियाँ',
    categoryCreate: 'नई श्रेणी',
    categoryDetails: 'श्रेणी का विवरण',
    customersList: 'ग्राहक',
    customerCreate: 'नया ग्राहक',
    customerDetails: 'ग्राहक का विवरण',
  },
  mobileView: 'मोबाइल दृश्य',
};
