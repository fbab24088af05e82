/** Strings of the ticket details screen (`details.*` of the `tickets` namespace). */
const en = {
  shortcutsHint: 'J / K: next / previous ticket',
  notFound: 'Ticket not found',
  notFoundHint: 'It may have been deleted, or the link is wrong.',
  backToList: 'Back to tickets',
  loadFailed: 'Error loading ticket',
  updateFailed: 'Could not save the change',
  delete: 'Delete',
  deleteTitle: 'Delete ticket #{{serial}}?',
  deleteContent: 'The ticket and its conversation will be removed. This cannot be undone.',
  deleted: 'Ticket #{{serial}} deleted',
  deleteFailed: 'Could not delete the ticket',
  noCustomer: 'No customer',
  fieldsTitle: 'Category fields',
  noFields: 'No category fields',
  yes: 'Yes',
  no: 'No',
  conversation: 'Conversation',
  history: {
    title: 'History',
    empty: 'No changes yet',
    failed: 'Error loading history',
    someone: 'Someone',
    created: '{{actor}} created the ticket',
    merged: '{{actor}} merged the ticket into {{to}}',
    changed: '{{actor}} changed {{field}} from {{from}} to {{to}}',
    set: '{{actor}} set {{field}} to {{to}}',
    cleared: '{{actor}} cleared {{field}} (was {{from}})',
    fields: {
      status: 'status',
      priority: 'priority',
      category: 'category',
      assignee: 'assignee',
      userGroup: 'group',
      resolutionDueDate: 'resolution due date',
      fields: 'category fields',
      title: 'title',
      description: 'description',
    },
  },
};

export type DetailsStrings = typeof en;

export const detailsStrings: DetailsStrings = en;
