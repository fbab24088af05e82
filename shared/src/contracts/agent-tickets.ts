import type { Static } from 'typebox';
import { Nullable, stringProperties, Type } from './type-builders.js';
import { EMAIL_MAX_LENGTH, UuidSchema } from './common.js';
import { CUSTOMER_NAME_MAX_LENGTH, CUSTOMER_PHONE_MAX_LENGTH } from './customers-rules.js';
import { ticketBaseProperties, TicketFieldSnapshotSchema, TicketStatusSummarySchema } from './tickets.js';
import { UserGroupRefSchema } from './user-groups.js';
import { listResponseSchema, pageResponseSchema, pagingProperties, searchRequestSchema } from './search.js';
import { SEARCH_QUERY_MAX_LENGTH } from './search-rules.js';
import { StatusKindSchema } from './statuses.js';
import { TicketSlaSchema } from './ticket-sla.js';
import { TICKET_HISTORY_MAX_PAGE_SIZE, TICKET_SORT_FIELDS } from './agent-tickets-rules.js';

// The agent workspace's ticket calls: search, create, read, change, delete, history, statuses.

/** `former`: true only for an agent who was removed (their name stays readable); omitted otherwise. */
export const PersonRefSchema = Type.Object({ id: Type.String(), name: Type.String(), email: Type.Union([Type.String(), Type.Null()]), former: Type.Optional(Type.Boolean()) });
export type PersonRef = Static<typeof PersonRefSchema>;

/** A division as tickets show it; a ticket without one shows its organisation's Home division. */
export const TicketDivisionSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type TicketDivision = Static<typeof TicketDivisionSchema>;

/** A ticket as agents see it: list row and details. */
export const AgentTicketSchema = Type.Object({
  ...ticketBaseProperties,
  status: TicketStatusSummarySchema,
  category: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  fields: Type.Array(TicketFieldSnapshotSchema),
  customer: Nullable(PersonRefSchema),
  assignee: Nullable(PersonRefSchema),
  userGroupId: Nullable(Type.String()),
  /** The group the ticket is given to (its queue), with its name. */
  userGroup: Nullable(UserGroupRefSchema),
  resolutionDueDate: Nullable(Type.String()),
  /** True when an agent set the resolution date; otherwise the service-level policy sets it. */
  resolutionDueOverridden: Type.Boolean(),
  /** The service level: the target due first, time left, paused or breached; null when no policy applies. */
  sla: Nullable(TicketSlaSchema),
  /** The division the ticket belongs to; who sees the ticket depends on it. */
  division: TicketDivisionSchema,
  mergedIntoId: Nullable(Type.String()),
  addedDate: Type.String(),
  updatedDate: Type.String(),
});
export type AgentTicket = Static<typeof AgentTicketSchema>;

/** Assignee filter values: a user id, `me` (the caller) or `unassigned`. */
export const AssigneeFilterSchema = Type.Union([UuidSchema, Type.Literal('me'), Type.Literal('unassigned')]);

export const TicketSearchFiltersSchema = Type.Object(
  {
    statusIds: Type.Optional(Type.Array(UuidSchema, { maxItems: 50 })),
    statusKinds: Type.Optional(Type.Array(StatusKindSchema, { maxItems: 5 })),
    priorities: Type.Optional(Type.Array(Type.Union([Type.Literal('Low'), Type.Literal('Medium'), Type.Literal('High'), Type.Literal('Critical'), Type.Literal('none')]), { maxItems: 5 })),
    categoryIds: Type.Optional(Type.Array(UuidSchema, { maxItems: 50 })),
    assignees: Type.Optional(Type.Array(AssigneeFilterSchema, { maxItems: 50 })),
    customerIds: Type.Optional(Type.Array(UuidSchema, { maxItems: 50 })),
    userGroupIds: Type.Optional(Type.Array(UuidSchema, { maxItems: 50 })),
    /** Tickets of these divisions (the Home division's id also finds tickets without a division). */
    divisionIds: Type.Optional(Type.Array(UuidSchema, { maxItems: 50 })),
    /** true: tickets given to a group the caller belongs to (or, with `userGroupIds`, to one of those). */
    myGroups: Type.Optional(Type.Boolean()),
    createdFrom: Type.Optional(Type.String({ format: 'date-time' })),
    createdTo: Type.Optional(Type.String({ format: 'date-time' })),
    updatedFrom: Type.Optional(Type.String({ format: 'date-time' })),
    updatedTo: Type.Optional(Type.String({ format: 'date-time' })),
    sla: Type.Optional(Type.Union([Type.Literal('breached'), Type.Literal('dueSoon')])),
    /** Resolution date range (the dashboard's "due today"). */
    dueFrom: Type.Optional(Type.String({ format: 'date-time' })),
    dueTo: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type TicketSearchFilters = Static<typeof TicketSearchFiltersSchema>;

/** `POST v1/tickets/search`: `query` searches title, description and messages; a sort names its order. */
export const TicketSearchRequestSchema = searchRequestSchema({ sortFields: TICKET_SORT_FIELDS, filters: TicketSearchFiltersSchema, orderRequired: true });
export type TicketSearchRequest = Static<typeof TicketSearchRequestSchema>;

/** `totalCount` is exact, unless `totalCountCapped`: then there are more matches than this (shown "10,000+"). */
export const TicketSearchResponseSchema = pageResponseSchema(AgentTicketSchema, { totalCountCapped: Type.Optional(Type.Boolean()) });
export type TicketSearchResponse = Static<typeof TicketSearchResponseSchema>;

/** `POST v1/tickets`: for an existing customer (`customerId`) or a new one (`customer`). */
export const CreateAgentTicketRequestSchema = Type.Object(
  {
    title: Type.String(),
    description: Type.String(),
    priority: Type.Optional(Nullable(Type.String())),
    categoryId: Type.Optional(Nullable(UuidSchema)),
    fields: Type.Optional(Type.Array(Type.Object({ id: Type.String(), value: Type.Unknown() }), { maxItems: 100 })),
    statusId: Type.Optional(UuidSchema),
    assigneeId: Type.Optional(Nullable(UuidSchema)),
    userGroupId: Type.Optional(Nullable(UuidSchema)),
    /** Default: the category's division (none: Home). The caller must hold `tickets:tickets:add` there. */
    divisionId: Type.Optional(UuidSchema),
    customerId: Type.Optional(UuidSchema),
    customer: Type.Optional(
      Type.Object({
        name: Type.String({ minLength: 1, maxLength: CUSTOMER_NAME_MAX_LENGTH }),
        email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
        phone: Type.Optional(Type.String({ maxLength: CUSTOMER_PHONE_MAX_LENGTH })),
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateAgentTicketRequest = Static<typeof CreateAgentTicketRequestSchema>;

/** `PATCH v1/tickets/{id}`: any of these; each change is recorded in the history. */
export const PatchTicketRequestSchema = Type.Object(
  {
    /** Trimmed; required and at most TICKET_TITLE_MAX_LENGTH / TICKET_DESCRIPTION_MAX_LENGTH like a complaint. */
    title: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    statusId: Type.Optional(UuidSchema),
    priority: Type.Optional(Nullable(Type.String())),
    categoryId: Type.Optional(Nullable(UuidSchema)),
    fields: Type.Optional(Type.Array(Type.Object({ id: Type.String(), value: Type.Unknown() }), { maxItems: 100 })),
    assigneeId: Type.Optional(Nullable(UuidSchema)),
    userGroupId: Type.Optional(Nullable(UuidSchema)),
    /** Moves the ticket: `tickets:tickets:edit` is needed in both divisions. */
    divisionId: Type.Optional(UuidSchema),
    resolutionDueDate: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchTicketRequest = Static<typeof PatchTicketRequestSchema>;

/** One entry of `GET v1/tickets/{id}/history`, oldest first. */
export const TicketHistoryEntrySchema = Type.Object({
  ...stringProperties('id', 'field'),
  from: Type.Unknown(),
  to: Type.Unknown(),
  actor: Type.Object({ type: Type.Union([Type.Literal('agent'), Type.Literal('customer'), Type.Literal('system')]), id: Nullable(Type.String()), name: Type.String(), former: Type.Optional(Type.Boolean({ description: 'true for a removed agent' })) }),
  addedDate: Type.String(),
});
export type TicketHistoryEntry = Static<typeof TicketHistoryEntrySchema>;

export const TicketHistoryResponseSchema = listResponseSchema(TicketHistoryEntrySchema, { pageNumber: Type.Optional(Type.Integer()), pageSize: Type.Optional(Type.Integer()) });
export type TicketHistoryResponse = Static<typeof TicketHistoryResponseSchema>;

/** `GET v1/tickets/{id}/history?pageNumber&pageSize` (default 1 / 500). */
export const TicketHistoryQuerySchema = Type.Object(pagingProperties({ default: TICKET_HISTORY_MAX_PAGE_SIZE, maximum: TICKET_HISTORY_MAX_PAGE_SIZE }));
export type TicketHistoryQuery = Static<typeof TicketHistoryQuerySchema>;

/** `GET v1/statuses`: the organisation's statuses in order. */
export const StatusListResponseSchema = listResponseSchema(TicketStatusSummarySchema);
export type StatusListResponse = Static<typeof StatusListResponseSchema>;

export const AssigneeQuerySchema = Type.Object({ query: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_LENGTH })) });
export type AssigneeQuery = Static<typeof AssigneeQuerySchema>;

/** Pick lists of agents of the organisation (assignee filter, assignment, @mentions). */
export const AgentPickListResponseSchema = listResponseSchema(PersonRefSchema);
export type AgentPickListResponse = Static<typeof AgentPickListResponseSchema>;

export const TicketDivisionPickListResponseSchema = listResponseSchema(TicketDivisionSchema);
export type TicketDivisionPickListResponse = Static<typeof TicketDivisionPickListResponseSchema>;
