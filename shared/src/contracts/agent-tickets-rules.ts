// Rules of the agent workspace's ticket calls, shared by the api and the ticket screens, with no schema:
// a screen that reads them loads no TypeBox.

/** `slaDue`: by the service-level target due first (breaching soonest first in ascending order); tickets without one last. */
export const TICKET_SORT_FIELDS = ['serialNumber', 'title', 'priority', 'status', 'category', 'customer', 'assignee', 'addedDate', 'updatedDate', 'resolutionDueDate', 'slaDue'] as const;

/** The service-level filter: a pending target already past due, or one due within the next hour. */
export const TICKET_SLA_FILTERS = ['breached', 'dueSoon'] as const;
export type TicketSlaFilter = (typeof TICKET_SLA_FILTERS)[number];
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];

/** Most history entries one page holds; a ticket's whole history normally fits in the default page. */
export const TICKET_HISTORY_MAX_PAGE_SIZE = 500;

/** `GET v1/tickets/assignees?query=`: active agents whose name or email contains `query`, by name. */
export const ASSIGNEE_PICK_LIST_LIMIT = 50;

/** `GET v1/tickets/divisions`: the divisions where the caller sees tickets, by name (all of them: an organisation has few). */
export const TICKET_DIVISION_PICK_LIST_LIMIT = 200;
