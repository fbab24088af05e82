/** Strings of the tickets list (`list.*` of the `tickets` namespace). */
const en = {
  search: 'Search tickets',
  createdFrom: 'Created from',
  createdTo: 'Created to',
  clearFilters: 'Clear filters',
  newTicket: 'New ticket',
  refresh: 'Refresh',
  loadFailed: 'Failed to fetch tickets',
  emptyNoMatch: 'No tickets match these filters',
  emptyNone: 'No tickets yet',
  total: 'Total: {{count}}',
  selected: 'Selected: {{count}}',
  bulkAssign: 'Assign to…',
  bulkStatus: 'Change status…',
  bulkAssignTitle: 'Assign the selected tickets ({{count}})',
  bulkStatusTitle: 'Change the status of the selected tickets ({{count}})',
  bulkApply: 'Apply',
  chooseAssignee: 'Choose an assignee',
  chooseStatus: 'Choose a status',
  bulkProgress: 'Updating {{done}} of {{total}}…',
  bulkFinished: 'Bulk update finished',
  bulkSummary: 'Updated: {{ok}}. Failed: {{failed}}.',
};

export type ListStrings = typeof en;

export const listStrings: ListStrings = en;
