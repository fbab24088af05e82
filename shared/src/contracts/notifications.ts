import type { Static } from 'typebox';
import { literalUnion, Nullable, Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { pageResponseSchema, pagingProperties } from './search.js';
import { NOTIFICATIONS_PAGE_SIZE } from './constants.js';
import { NOTIFICATION_SCOPES, NOTIFICATION_TYPES, NOTIFICATIONS_MAX_PAGE_SIZE } from './notifications-rules.js';

// Stored notifications. Raised by the api
// from domain events; each push (`ReceiveMessage` on `hubs/notification`) carries the same object
// the list returns.

export const NotificationActorSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
});
export type NotificationActor = Static<typeof NotificationActorSchema>;

export const NotificationTicketSchema = Type.Object({
  id: Type.String(),
  serialNumber: Type.Integer(),
  name: Type.String({ description: "the ticket's title" }),
});

export const NotificationSchema = Type.Object({
  id: Type.String(),
  type: Type.String({ description: `one of ${NOTIFICATION_TYPES.join(', ')}` }),
  header: Type.String({ description: 'English; the shell shows its own translation for known types' }),
  message: Type.String({ description: 'what happened, from user content (excerpt, status names); may be empty' }),
  isRead: Type.Boolean(),
  addedDate: Type.String({ description: 'ISO 8601 UTC' }),
  actor: Type.Union([NotificationActorSchema, Type.Null()], { description: 'who caused it: an agent, or the customer for a customer reply; null when unknown or removed' }),
  ticket: Type.Union([NotificationTicketSchema, Type.Null()]),
});
/** Named apart from the DOM's `Notification` (the shell uses both). */
export type AgentNotification = Static<typeof NotificationSchema>;

export const NotificationListQuerySchema = Type.Object({
  ...pagingProperties({ default: NOTIFICATIONS_PAGE_SIZE, cappedAt: NOTIFICATIONS_MAX_PAGE_SIZE }),
  isRead: Type.Optional(Type.Boolean({ description: 'only read (true) or unread (false) ones; omitted: all' })),
});
export type NotificationListQuery = Static<typeof NotificationListQuerySchema>;

export const NotificationListResponseSchema = pageResponseSchema(NotificationSchema, {
  totalCount: Type.Integer({ description: 'matching the isRead filter' }),
  unreadCount: Type.Integer({ description: "the caller's unread notifications, whatever the filter (the bell badge)" }),
});
export type NotificationListResponse = Static<typeof NotificationListResponseSchema>;

export const NotificationParamsSchema = Type.Object({ id: UuidSchema });

export const MarkAllNotificationsReadResponseSchema = Type.Object({
  updated: Type.Integer({ description: 'how many were unread' }),
  unreadCount: Type.Integer(),
});
export type MarkAllNotificationsReadResponse = Static<typeof MarkAllNotificationsReadResponseSchema>;

/** `GET|PUT v1/notifications/choices`: the caller's own choices, defaults filled in. */
export const NotificationChoicesSchema = Type.Object({
  newTickets: literalUnion(NOTIFICATION_SCOPES),
  customerReplies: literalUnion(NOTIFICATION_SCOPES),
  chosen: Type.Boolean({ description: 'false while both are the defaults for the caller (administrators hear of unassigned new tickets)' }),
});
export type NotificationChoices = Static<typeof NotificationChoicesSchema>;

/** What is left out stays as it is; null goes back to the default. */
export const NotificationChoicesWriteSchema = Type.Object(
  {
    newTickets: Type.Optional(Nullable(literalUnion(NOTIFICATION_SCOPES))),
    customerReplies: Type.Optional(Nullable(literalUnion(NOTIFICATION_SCOPES))),
  },
  { additionalProperties: false },
);
export type NotificationChoicesWrite = Static<typeof NotificationChoicesWriteSchema>;
