import type { Static } from 'typebox';
import { Type } from './type-builders.js';
import { EMAIL_MAX_LENGTH, UuidSchema } from './common.js';
import { listResponseSchema, pagingProperties } from './search.js';
import { MESSAGE_MAX_LENGTH, MESSAGES_DEFAULT_PAGE_SIZE } from './messages-rules.js';

/** An attachment as uploaded: name, type, link and size. */
export const MessageAttachmentSchema = Type.Object({
  fileName: Type.String({ maxLength: 255 }),
  fileType: Type.String({ maxLength: 255 }),
  fileUrl: Type.String({ maxLength: 2048 }),
  fileSize: Type.Integer({ minimum: 0 }),
});
export type MessageAttachment = Static<typeof MessageAttachmentSchema>;

/** A recipient: a plain address or `{name, email}`. */
export const MessageRecipientSchema = Type.Union([
  Type.String({ maxLength: EMAIL_MAX_LENGTH }),
  Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })), email: Type.String({ maxLength: EMAIL_MAX_LENGTH }) }),
]);
export type MessageRecipient = Static<typeof MessageRecipientSchema>;

export const MessageEmailConfigInputSchema = Type.Object({
  from: Type.Optional(Type.String({ maxLength: EMAIL_MAX_LENGTH })),
  to: Type.Optional(Type.Array(MessageRecipientSchema, { maxItems: 50 })),
  cc: Type.Optional(Type.Array(MessageRecipientSchema, { maxItems: 50 })),
  subject: Type.Optional(Type.String({ maxLength: 500 })),
  attachments: Type.Optional(Type.Array(MessageAttachmentSchema, { maxItems: 20 })),
});

/** `POST v1/tickets/{ticketId}/messages`: saves a draft. */
export const SaveDraftRequestSchema = Type.Object({
  channel: Type.Optional(Type.Literal('email')),
  message: Type.String({ maxLength: MESSAGE_MAX_LENGTH }),
  emailConfig: Type.Optional(MessageEmailConfigInputSchema),
});
export type SaveDraftRequest = Static<typeof SaveDraftRequestSchema>;

/** `PUT v1/tickets/{ticketId}/messages`: updates a draft; `sentBy`/`status` are accepted and ignored. */
export const UpdateDraftRequestSchema = Type.Object({
  id: UuidSchema,
  channel: Type.Optional(Type.Literal('email')),
  message: Type.String({ maxLength: MESSAGE_MAX_LENGTH }),
  sentBy: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  emailConfig: Type.Optional(MessageEmailConfigInputSchema),
});
export type UpdateDraftRequest = Static<typeof UpdateDraftRequestSchema>;

export const TicketMessageSchema = Type.Object({
  id: Type.String(),
  message: Type.String({ description: 'sanitised HTML' }),
  time: Type.String({ description: 'sent time, or last change of a draft (ISO 8601)' }),
  sentBy: Type.Union([Type.Literal('customer'), Type.Literal('agent')]),
  status: Type.Union([Type.Literal('draft'), Type.Literal('sent')]),
  user: Type.Object({ name: Type.String() }),
  channel: Type.Literal('email'),
  emailConfig: Type.Object({
    from: Type.Union([Type.String(), Type.Null()]),
    fromName: Type.Union([Type.String(), Type.Null()]),
    to: Type.Array(MessageRecipientSchema),
    cc: Type.Array(MessageRecipientSchema),
    subject: Type.Union([Type.String(), Type.Null()]),
    attachments: Type.Array(MessageAttachmentSchema),
  }),
  /** The caller may update and send it: their own draft. */
  editable: Type.Optional(Type.Boolean()),
  /** Set on the message a merge made of a merged ticket's description: that ticket's number. */
  mergedFrom: Type.Optional(Type.Object({ serialNumber: Type.Integer() })),
});
export type TicketMessage = Static<typeof TicketMessageSchema>;

export const TicketMessageListQuerySchema = Type.Object(pagingProperties({ default: MESSAGES_DEFAULT_PAGE_SIZE, cappedAt: MESSAGES_DEFAULT_PAGE_SIZE }));

export const TicketMessageListResponseSchema = listResponseSchema(TicketMessageSchema, { pageNumber: Type.Optional(Type.Integer()), pageSize: Type.Optional(Type.Integer()) });
export type TicketMessageListResponse = Static<typeof TicketMessageListResponseSchema>;

export const TicketMessagesParamsSchema = Type.Object({ ticketId: UuidSchema });
export const TicketMessageParamsSchema = Type.Object({ ticketId: UuidSchema, messageId: UuidSchema });
