// Notification rules shared by the api and the shell, with no schema: a screen that reads them loads no TypeBox.

/**
 * Every notification type; the api raises those whose source exists. `comment_reply` is a reply on
 * the customer thread (from the customer or an agent); `comment_note` an internal note on a ticket the
 * reader follows; `ticket_created` a new ticket the reader chose to hear of.
 */
export const NOTIFICATION_TYPES = [
  'ticket_escalation_on_time',
  'ticket_escalation_before',
  'ticket_escalation_after',
  'comment_mention',
  'status_update',
  'ticket_assigned',
  'ticket_group_assigned',
  'comment_reply',
  'comment_note',
  'ticket_created',
  'sync_users_success',
  'sync_users_failed',
  'sync_customers_success',
  'sync_customers_failed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// Popover page size and first page: NOTIFICATIONS_PAGE_SIZE / NOTIFICATIONS_FIRST_PAGE in constants.ts.
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;
/** The push method name the shell listens to. */
export const NOTIFICATION_PUSH_TARGET = 'ReceiveMessage';

/**
 * Which tickets an agent chose to hear of, beyond what is theirs (assigned to them or their group,
 * mentions): `myGroups` tickets in a group they belong to; `unassigned` tickets in no group and with
 * no assignee (nobody's yet); `myGroupsAndUnassigned` both.
 */
export const NOTIFICATION_SCOPES = ['none', 'myGroups', 'unassigned', 'myGroupsAndUnassigned'] as const;
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];
