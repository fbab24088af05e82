/** Strings of the ticket details screen (the message card's are in `@switchboard/shared/thread`) (i18n group `ticket` of the `hub` namespace); every locale has the keys of en-us. */
const en = {
  title: 'Ticket details',
  back: 'Back to tickets',
  number: 'Ticket #{{number}}',
  created: 'Created {{date}}',
  resolveBy: 'Resolve by {{date}}',
  noDueDate: 'No due date',
  category: 'Category',
  priority: 'Priority',
  priorities: { Low: 'Low', Medium: 'Medium', High: 'High', Critical: 'Critical' },
  yes: 'Yes',
  no: 'No',
  thread: 'Messages',
  noMessages: 'No messages yet',
  noMessagesHint: 'Write to our support team below.',
  replyHeading: 'Your reply',
  retry: 'Try again',
  loadErrorHint: 'Check your connection and try again.',
  errors: {
    ticket: 'Error loading ticket',
    messages: 'Error loading messages',
    send: 'Error sending message',
  },
  sentSuccess: 'Sent successfully',
  discard: {
    title: 'Discard the reply you are writing?',
    body: 'Anything you have not saved as a draft will be lost.',
    ok: 'Discard',
    cancel: 'Keep writing',
  },
};

export type TicketDetailsStrings = typeof en;

export const ticketDetailsStrings: TicketDetailsStrings = en;
