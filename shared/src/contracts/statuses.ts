import type { Static } from 'typebox';
import { LOCALES, type Locale } from './constants.js';
import { Type } from './type-builders.js';
import { pageResponseSchema, searchRequestSchema } from './search.js';
import { STATUS_COLOR_PATTERN, STATUS_NAME_MAX_LENGTH, STATUS_SORT_FIELDS, STATUSES_MAX } from './statuses-rules.js';

// Ticket statuses: each organisation orders its own, names them (with translations per locale),
// gives each a colour and a kind. The kind is what logic reads: the hub's three-valued filter and
// the service-level clock. Administration is `v1/statuses` (the `tickets:status:*` permissions).

export const StatusKindSchema = Type.Union([Type.Literal('new'), Type.Literal('open'), Type.Literal('pending'), Type.Literal('resolved'), Type.Literal('closed')]);

export const HubStageSchema = Type.Union([Type.Literal('open'), Type.Literal('in_progress'), Type.Literal('closed')]);

/** Translations of a status's name by locale; a missing or blank one falls back to `name`. */
export const StatusNamesSchema = Type.Object(
  Object.fromEntries(LOCALES.map((locale) => [locale, Type.Optional(Type.String({ maxLength: STATUS_NAME_MAX_LENGTH }))])) as Record<Locale, ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>>,
  { additionalProperties: false },
);

const statusProperties = {
  id: Type.String(),
  name: Type.String(),
  names: StatusNamesSchema,
  color: Type.String(),
  kind: StatusKindSchema,
  /** New tickets, agent- or hub-created, get the organisation's one default status. */
  isDefault: Type.Boolean(),
  /** While a ticket has this status, its service-level clock stands still. */
  pausesSla: Type.Boolean(),
  position: Type.Integer(),
  /** Tickets with this status now. */
  ticketCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** One row of `POST v1/statuses/search`. */
export const StatusSummarySchema = Type.Object(statusProperties);
export type StatusSummary = Static<typeof StatusSummarySchema>;

/** `POST v1/statuses/search`; an empty body lists every status in order. `query` searches the name. */
export const StatusSearchRequestSchema = searchRequestSchema({
  sortFields: STATUS_SORT_FIELDS,
  filters: Type.Object({}, { additionalProperties: false }),
});
export type StatusSearchRequest = Static<typeof StatusSearchRequestSchema>;

export const StatusSearchResponseSchema = pageResponseSchema(StatusSummarySchema);
export type StatusSearchResponse = Static<typeof StatusSearchResponseSchema>;

/** `GET v1/statuses/{id}` and the answer of create / update. */
export const StatusDetailsSchema = Type.Object(statusProperties);
export type StatusDetails = Static<typeof StatusDetailsSchema>;

/**
 * `POST v1/statuses`, `PUT v1/statuses/{id}`: the name is trimmed, not blank, unique whatever its
 * case; the colour must be readable as a tag (`statusTagColors`). Setting `isDefault` takes the mark
 * from the previous default; clearing it on the default is refused. `position` left out: a new
 * status goes last, an existing one stays.
 */
export const StatusWriteRequestSchema = Type.Object(
  {
    name: Type.String({ maxLength: STATUS_NAME_MAX_LENGTH }),
    names: Type.Optional(StatusNamesSchema),
    color: Type.String({ pattern: STATUS_COLOR_PATTERN }),
    kind: StatusKindSchema,
    isDefault: Type.Optional(Type.Boolean()),
    pausesSla: Type.Optional(Type.Boolean()),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type StatusWriteRequest = Static<typeof StatusWriteRequestSchema>;

/** `PUT v1/statuses/order`: statuses in their new order, each once; those not listed follow in their current order. */
export const StatusOrderRequestSchema = Type.Object(
  { ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: STATUSES_MAX }) },
  { additionalProperties: false },
);
export type StatusOrderRequest = Static<typeof StatusOrderRequestSchema>;

/** `DELETE v1/statuses/{id}?moveTo=<statusId>`: where the status's tickets go (required when it has any). */
export const StatusDeleteQuerySchema = Type.Object({ moveTo: Type.Optional(Type.String({ format: 'uuid' })) }, { additionalProperties: false });
export type StatusDeleteQuery = Static<typeof StatusDeleteQuerySchema>;

/** The answer of delete: how many tickets moved, and to which status. */
export const StatusDeleteResponseSchema = Type.Object({
  id: Type.String(),
  movedTicketCount: Type.Integer(),
  movedTo: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
});
export type StatusDeleteResponse = Static<typeof StatusDeleteResponseSchema>;
