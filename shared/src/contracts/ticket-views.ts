import type { Static } from 'typebox';
import { Type } from './type-builders.js';
import { listResponseSchema } from './search.js';
import { TICKET_VIEW_NAME_MAX_LENGTH, TICKET_VIEW_QUERY_MAX_LENGTH, TICKET_VIEW_QUERY_PATTERN } from './ticket-views-rules.js';

// Saved views of the agent tickets list: a name and the list's URL query (filters, sort, search), kept
// per agent (`v1/tickets/views`). Opening a view opens `/tickets/list?<query>`, so a view is shared
// by copying the address; the saved ones are the agent's own.

/** One saved view. */
export const TicketViewSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  query: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type TicketView = Static<typeof TicketViewSchema>;

/** `POST v1/tickets/views/search`: the agent's views, by name (no paging: a few dozen at most). */
export const TicketViewSearchRequestSchema = Type.Object({}, { additionalProperties: false });
export type TicketViewSearchRequest = Static<typeof TicketViewSearchRequestSchema>;

export const TicketViewSearchResponseSchema = listResponseSchema(TicketViewSchema);
export type TicketViewSearchResponse = Static<typeof TicketViewSearchResponseSchema>;

/** `POST v1/tickets/views`, `PUT v1/tickets/views/{id}`: the name is trimmed and must not be blank; names are unique per agent. */
export const TicketViewWriteRequestSchema = Type.Object(
  {
    name: Type.String({ maxLength: TICKET_VIEW_NAME_MAX_LENGTH }),
    query: Type.String({ maxLength: TICKET_VIEW_QUERY_MAX_LENGTH, pattern: TICKET_VIEW_QUERY_PATTERN }),
  },
  { additionalProperties: false },
);
export type TicketViewWriteRequest = Static<typeof TicketViewWriteRequestSchema>;
