/** `notifications` namespace, English: the reference; every other locale has exactly these keys. */
export const enUs = {
  title: 'Notifications',
  filterLabel: 'Show notifications',
  filter: { all: 'All', unread: 'Unread', read: 'Read' },
  markAllRead: 'Mark all as read',
  empty: 'No notifications',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
  loadingMore: 'Loading more…',
  unread: 'Unread',
  someone: 'Someone',
  blocked: {
    title: 'Browser notifications are blocked',
    detail: 'To hear of new activity while Switchboard is in the background, allow notifications for this site in your browser settings.',
  },
  offer: {
    title: 'Get browser notifications',
    detail: 'Hear of new activity while Switchboard is in the background.',
    enable: 'Turn on',
  },
  types: {
    ticket_assigned: '{{actor}} assigned a ticket to you',
    ticket_group_assigned: '{{actor}} assigned a ticket to your group',
    status_update: '{{actor}} changed the status of a ticket',
    comment_mention: '{{actor}} mentioned you in a comment',
    comment_reply: '{{actor}} replied on a ticket',
    comment_note: '{{actor}} added an internal note on a ticket',
    ticket_created: '{{actor}} opened a new ticket',
    ticket_escalation_on_time: 'A ticket reached a service-level deadline',
    ticket_escalation_before: 'A ticket is close to a service-level deadline',
    ticket_escalation_after: 'A ticket is past a service-level deadline',
    sync_users_success: 'Users were synchronised',
    sync_users_failed: 'User synchronisation failed',
    sync_customers_success: 'Customers were synchronised',
    sync_customers_failed: 'Customer synchronisation failed',
  },
};
export default enUs;
