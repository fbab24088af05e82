import type { Static } from 'typebox';
import { Nullable, Type } from './type-builders.js';
import { EMAIL_MAX_LENGTH, IdParamsSchema } from './common.js';
import { TicketStatusSummarySchema } from './tickets.js';
import { pageResponseSchema, pagingProperties, searchRequestSchema } from './search.js';
import { SEARCH_DEFAULT_PAGE_SIZE } from './search-rules.js';
import { MAX_PAGE_SIZE } from './constants.js';
import { CUSTOMER_NAME_MAX_LENGTH, CUSTOMER_PHONE_MAX_LENGTH, CUSTOMER_SORT_FIELDS } from './customers-rules.js';

// Customer administration for agents.

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

/** `POST v1/customers/search`; `query` searches name, email and phone. Default order: newest first. */
export const CustomerSearchRequestSchema = searchRequestSchema({
  sortFields: CUSTOMER_SORT_FIELDS,
  filters: Type.Object({ verified: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
});
export type CustomerSearchRequest = Static<typeof CustomerSearchRequestSchema>;

export const CustomerSearchResponseSchema = pageResponseSchema(CustomerSchema);
export type CustomerSearchResponse = Static<typeof CustomerSearchResponseSchema>;

/**
 * `POST v1/customers` and `PUT v1/customers/{id}`. On update a missing `phone` keeps the stored
 * one; `null` or an empty string clears it.
 */
export const CustomerWriteRequestSchema = Type.Object(
  {
    name: Type.String({ maxLength: CUSTOMER_NAME_MAX_LENGTH }),
    email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
    phone: Type.Optional(Nullable(Type.String({ maxLength: CUSTOMER_PHONE_MAX_LENGTH }))),
  },
  { additionalProperties: false },
);
export type CustomerWriteRequest = Static<typeof CustomerWriteRequestSchema>;

export const CustomerIdParamsSchema = IdParamsSchema;
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

export const CustomerTicketsQuerySchema = Type.Object(pagingProperties({ default: SEARCH_DEFAULT_PAGE_SIZE, maximum: MAX_PAGE_SIZE }));
export type CustomerTicketsQuery = Static<typeof CustomerTicketsQuerySchema>;

export const CustomerTicketListResponseSchema = pageResponseSchema(CustomerTicketSchema);
export type CustomerTicketListResponse = Static<typeof CustomerTicketListResponseSchema>;
