// Ticket rules shared by the api and the screens, with no schema: a form that checks a complaint loads no TypeBox.

/** Ticket priorities, lowest first; the hub sends an empty string when none is chosen (stored as null). */
export const TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Server limits for complaint text; the hub shows the same ones. */
export const TICKET_TITLE_MAX_LENGTH = 200;
export const TICKET_DESCRIPTION_MAX_LENGTH = 10_000;
/** Text and textarea category field values. */
export const TICKET_FIELD_TEXT_MAX_LENGTH = 1_000;
export const TICKET_FIELD_TEXTAREA_MAX_LENGTH = 5_000;
