/** Strings of the new-ticket screen (`create.*` of the `tickets` namespace). */
const en = {
  existingCustomer: 'Existing customer',
  newCustomer: 'New customer',
  customerSearch: 'Search customers by name or email',
  customersFailed: 'Could not search customers',
  noCustomers: 'No customer found',
  customerName: 'Name',
  customerEmail: 'Email',
  customerPhone: 'Phone',
  titlePlaceholder: 'Short summary of the problem',
  descriptionPlaceholder: 'What happened, and what does the customer need?',
  defaultStatus: 'Default status',
  required: '{{name}} is required',
  invalidEmail: 'Enter a valid email address',
  serverProblem: '{{name}}: {{message}}',
  submit: 'Create ticket',
  created: 'Ticket #{{serial}} created',
  createFailed: 'Failed to create the ticket',
  validationError: 'Validation Error',
  fillRequired: 'Please fill in all required fields',
  categoryFieldsFailed: 'Failed to fetch category details',
  discardTitle: 'Discard this ticket?',
  discardContent: 'What you typed will be lost.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
};

export type CreateStrings = typeof en;

export const createStrings: CreateStrings = en;
