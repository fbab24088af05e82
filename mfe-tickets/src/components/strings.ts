/** Ticket vocabulary shared by the three ticket screens (`ticket.*` of the `tickets` namespace). */
const en = {
  fields: {
    title: 'Title',
    customer: 'Customer',
    status: 'Status',
    priority: 'Priority',
    category: 'Category',
    assignee: 'Assignee',
    created: 'Created',
    updated: 'Updated',
    resolutionDue: 'Resolution due',
    description: 'Description',
  },
  priorities: { Low: 'Low', Medium: 'Medium', High: 'High', Critical: 'Critical', none: 'No priority' },
  me: 'Me',
  unassigned: 'Unassigned',
  noCategory: 'No category',
  noDueDate: 'No due date',
  retry: 'Retry',
  cancel: 'Cancel',
  leaveTitle: 'Leave without saving?',
  leaveText: 'Your unsaved changes will be lost.',
  leave: 'Leave',
  stay: 'Stay',
};

export type TicketStrings = typeof en;

export const ticketStrings: TicketStrings = en;
