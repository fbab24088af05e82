import type { Static } from 'typebox';
import { Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { pageResponseSchema, pagingProperties } from './search.js';

// Internal comments (notes) on a ticket: agents only, never shown to customers.

/** Longest comment text after trimming. */
export const COMMENT_MAX_LENGTH = 10_000;
/** Comments page size: default, and the cap on what a request may ask for. */
export const COMMENTS_DEFAULT_PAGE_SIZE = 50;
export const COMMENTS_MAX_PAGE_SIZE = 100;

/**
 * Mention syntax inside a comment's text: `@[Display name](user-uuid)`. The id decides who is
 * mentioned (names may contain anything but `]` and line breaks, and may be stale); ids that are not
 * an active agent of the organisation are ignored and the token stays plain text.
 */
export const MENTION_PATTERN = /@\[([^\]\r\n]{1,200})\]\(([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\)/g;

/** Writes `@[name](id)` for a mention (the editor inserts these). */
export const mentionToken = (user: { id: string; name: string }) => `@[${user.name.replace(/[\]\r\n]/g, ' ')}](${user.id})`;

/** The distinct user ids mentioned in a text, in order of first appearance. */
export function mentionedUserIds(text: string): string[] {
  const ids = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) ids.add(match[2]!.toLowerCase());
  return [...ids];
}

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
