import type { Static } from 'typebox';
import { Type } from './type-builders.js';
import { MAX_PAGE_NUMBER } from './common.js';
import { TicketStatusSummarySchema } from './tickets.js';

// Customer administration for agents (issue #4).

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const CUSTOMER_NAME_MAX_LENGTH = 200;
export const CUSTOMER_PHONE_MAX_LENGTH = 40;

/** A customer as agents see them: list row and details. */
export const CustomerSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  /** The customer confirmed their address (registration code or a password reset link). */
  verified: Type.Boolean(),
  /** False for an account an agent created until the customer sets a password through the reset link. */
  hasPassword: Type.Boolean(),
  ticketCount: Type.Integer(),
  /** Tickets whose status is not of the closed kind. */
  openTicketCount: Type.Integer(),
  addedDate: Type.String(),
  lastTicketDate: Nullable(Type.String()),
});
export type Customer = Static<typeof CustomerSchema>;

export const CUSTOMER_SORT_FIELDS = ['name', 'email', 'addedDate', 'ticketCount'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

/** `POST v1/customers/search`; `query` searches name, email and phone. Default order: newest first. */
export const CustomerSearchRequestSchema = Type.Object(
  {
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
    query: Type.Optional(Type.String({ maxLength: 200 })),
    filters: Type.Optional(Type.Object({ verified: Type.Optional(Type.Boolean()) }, { additionalProperties: false })),
    sort: Type.Optional(
      Type.Object(
        {
          field: Type.Union([Type.Literal('name'), Type.Literal('email'), Type.Literal('addedDate'), Type.Literal('ticketCount')]),
          order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type CustomerSearchRequest = Static<typeof CustomerSearchRequestSchema>;

export const CustomerSearchResponseSchema = Type.Object({
  entities: Type.Array(CustomerSchema),
  totalCount: Type.Integer(),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
});
export type CustomerSearchResponse = Static<typeof CustomerSearchResponseSchema>;

/**
 * `POST v1/customers` and `PUT v1/customers/{id}`. On update a missing `phone` keeps the stored
 * one; `null` or an empty string clears it.
 */
export const CustomerWriteRequestSchema = Type.Object(
  {
    name: Type.String({ maxLength: CUSTOMER_NAME_MAX_LENGTH }),
    email: Type.String({ maxLength: 320 }),
    phone: Type.Optional(Nullable(Type.String({ maxLength: CUSTOMER_PHONE_MAX_LENGTH }))),
  },
  { additionalProperties: false },
);
export type CustomerWriteRequest = Static<typeof CustomerWriteRequestSchema>;

export const CustomerIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type CustomerIdParams = Static<typeof CustomerIdParamsSchema>;

/** One ticket of `GET v1/customers/{id}/tickets`. */
export const CustomerTicketSchema = Type.Object({
  id: Type.String(),
  serialNumber: Type.Integer(),
  title: Type.String(),
  status: TicketStatusSummarySchema,
  priority: Nullable(Type.String()),
  addedDate: Type.String(),
  updatedDate: Type.String(),
});
export type CustomerTicket = Static<typeof CustomerTicketSchema>;

export const CustomerTicketsQuerySchema = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
});
export type CustomerTicketsQuery = Static<typeof CustomerTicketsQuerySchema>;

export const CustomerTicketListResponseSchema = Type.Object({
  entities: Type.Array(CustomerTicketSchema),
  totalCount: Type.Integer(),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
});
export type CustomerTicketListResponse = Static<typeof CustomerTicketListResponseSchema>;
