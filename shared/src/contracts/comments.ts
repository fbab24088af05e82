import type { Static } from 'typebox';
import { Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { pageResponseSchema, pagingProperties } from './search.js';
import { COMMENT_MAX_LENGTH, COMMENTS_DEFAULT_PAGE_SIZE, COMMENTS_MAX_PAGE_SIZE } from './comments-rules.js';

// Internal comments (notes) on a ticket: agents only, never shown to customers.

export const CommentPersonSchema = Type.Object({
  id: Type.Union([Type.String(), Type.Null()], { description: 'null once the user was deleted' }),
  name: Type.String(),
  former: Type.Optional(Type.Boolean({ description: 'true for a removed agent' })),
});

export const TicketCommentSchema = Type.Object({
  id: Type.String(),
  ticketId: Type.String(),
  text: Type.String({ description: 'plain text; mentions as `@[Name](user-id)`' }),
  author: CommentPersonSchema,
  mentions: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  addedDate: Type.String(),
  updatedDate: Type.String(),
  /** The caller wrote it and holds `tickets:comments:edit`. */
  editable: Type.Boolean(),
  /** The caller holds `tickets:comments:delete`. */
  deletable: Type.Boolean(),
});
export type TicketComment = Static<typeof TicketCommentSchema>;

export const TicketCommentListResponseSchema = pageResponseSchema(TicketCommentSchema);
export type TicketCommentListResponse = Static<typeof TicketCommentListResponseSchema>;

export const TicketCommentListQuerySchema = Type.Object(pagingProperties({ default: COMMENTS_DEFAULT_PAGE_SIZE, cappedAt: COMMENTS_MAX_PAGE_SIZE }));

/** `POST v1/tickets/{ticketId}/comments` and `PUT …/{commentId}`: trimmed, 1–10 000 characters. */
export const SaveCommentRequestSchema = Type.Object(
  { text: Type.String({ maxLength: COMMENT_MAX_LENGTH * 2 }) },
  { additionalProperties: false },
);
export type SaveCommentRequest = Static<typeof SaveCommentRequestSchema>;

export const TicketCommentsParamsSchema = Type.Object({ ticketId: UuidSchema });
export const TicketCommentParamsSchema = Type.Object({ ticketId: UuidSchema, commentId: UuidSchema });
