import type { Static } from 'typebox';
import { Nullable, stringProperties, Type } from './type-builders.js';
import { IdParamsSchema, MAX_PAGE_NUMBER } from './common.js';
import { pageResponseSchema } from './search.js';
import { HubStageSchema, StatusKindSchema } from './statuses.js';

/** One submitted category field value: `value` is checked against the field's type on the server. */
export const ComplaintFieldValueSchema = Type.Object({
  id: Type.String(),
  value: Type.Unknown(),
});
export type ComplaintFieldValue = Static<typeof ComplaintFieldValueSchema>;

/** `POST v1/client/tickets`: a customer's complaint. */
export const CreateComplaintRequestSchema = Type.Object({
  categoryId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  title: Type.String(),
  description: Type.String(),
  priority: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  fields: Type.Optional(Type.Array(ComplaintFieldValueSchema, { maxItems: 100 })),
});
export type CreateComplaintRequest = Static<typeof CreateComplaintRequestSchema>;

/** A ticket's status as agents see it: the name in the caller's language, and the status's kind. */
export const TicketStatusSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  color: Type.String(),
  kind: StatusKindSchema,
});
export type TicketStatusSummary = Static<typeof TicketStatusSummarySchema>;

/** A ticket's status as the hub sees it: `kind` is the hub's stage (`hubStageOf`), never the status's own kind. */
export const ClientTicketStatusSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  color: Type.String(),
  kind: HubStageSchema,
});
export type ClientTicketStatus = Static<typeof ClientTicketStatusSchema>;

/** A category field value as kept on the ticket, with the field definition snapshotted at submission. */
export const TicketFieldSnapshotSchema = Type.Object({
  ...stringProperties('id', 'key', 'name', 'type'),
  value: Type.Unknown(),
  /** Choice fields: the chosen options' labels as they were at submission. */
  labels: Type.Optional(Type.Array(Type.String())),
  /** Number fields: the number as it was typed when that says more than `value` (129.90 for 129.9). */
  text: Type.Optional(Type.String()),
});
export type TicketFieldSnapshot = Static<typeof TicketFieldSnapshotSchema>;

/** What every view of a ticket, the hub's and the agents', starts with. */
export const ticketBaseProperties = {
  id: Type.String(),
  serialNumber: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  priority: Nullable(Type.String()),
};

/** A hub ticket: list entity and details. */
export const ClientTicketSchema = Type.Object({
  ...ticketBaseProperties,
  categoryId: Type.Union([Type.String(), Type.Null()]),
  categoryName: Type.Union([Type.String(), Type.Null()]),
  fields: Type.Array(TicketFieldSnapshotSchema),
  addedDate: Type.String({ description: 'ISO 8601 creation time' }),
  updatedDate: Type.String(),
  resolutionDueDate: Type.Union([Type.String(), Type.Null()]),
  status: ClientTicketStatusSchema,
  /**
   * ISO 8601: the latest of the ticket's creation, a sent message of either side and a status change.
   * Drafts, internal notes and agents' other edits never move it.
   */
  lastActivityAt: Type.String({ description: 'ISO 8601: creation, the latest sent message or status change' }),
  /** A sent support message is newer than the customer's last opening of the ticket (opening it clears this). */
  newReply: Type.Boolean(),
  /**
   * Present once the ticket was merged into another: its conversation continues there and it takes no
   * more messages. `id` and `serialNumber` are null when the customer may not open that ticket.
   */
  mergedInto: Type.Optional(Type.Object({ id: Nullable(Type.String()), serialNumber: Nullable(Type.Integer()) })),
});
export type ClientTicket = Static<typeof ClientTicketSchema>;

export const ClientTicketListResponseSchema = pageResponseSchema(ClientTicketSchema);
export type ClientTicketListResponse = Static<typeof ClientTicketListResponseSchema>;

export const ClientTicketListQuerySchema = Type.Object({
  // Bounded so an absurd page number is a 400, never a database error.
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 })),
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 10 })),
});
export type ClientTicketListQuery = Static<typeof ClientTicketListQuerySchema>;

export const TicketIdParamsSchema = IdParamsSchema;
export type TicketIdParams = Static<typeof TicketIdParamsSchema>;
