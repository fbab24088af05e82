/** Strings of the tickets list (i18n group `list` of the `hub` namespace); every locale has the keys of en-us. */
const en = {
  title: 'My tickets',
  refresh: 'Refresh',
  statusLabel: 'Filter by status',
  status: {
    all: 'All',
    open: 'Open',
    in_progress: 'In Progress',
    closed: 'Closed',
  },
  dateRangeLabel: 'Filter by created date',
  createdFrom: 'Created from',
  createdTo: 'Created to',
  layoutLabel: 'Layout',
  layoutList: 'List',
  layoutGrid: 'Grid',
  serial: '#{{serial}}',
  created: 'Created: {{date}}',
  resolutionDue: 'Resolve by: {{date}}',
  noDueDate: 'No due date',
  noTickets: 'You have not raised any tickets yet',
  noTicketsHint: 'Tell us what went wrong and our support team will get back to you.',
  noMatches: 'No tickets match these filters',
  clearFilters: 'Clear filters',
  loadMore: 'Load more',
  loadedOfTotal: '{{loaded}} of {{total}} tickets loaded',
  errorTitle: 'Error',
  fetchFailed: 'Failed to fetch tickets',
  retry: 'Try again',
};

export type TicketListStrings = typeof en;

export const ticketListStrings: TicketListStrings = en;
