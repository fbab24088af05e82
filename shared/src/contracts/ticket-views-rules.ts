// Saved view rules shared by the api and the agent workspace, with no schema: a screen that checks a view loads no TypeBox.

export const TICKET_VIEW_NAME_MAX_LENGTH = 60;
export const TICKET_VIEW_QUERY_MAX_LENGTH = 2000;
/** Most views one agent keeps. */
export const TICKET_VIEWS_PER_AGENT = 50;

/**
 * A URL query as `URLSearchParams` writes it (no leading `?`): letters, digits, `-._~`, `%`
 * escapes, `+` for spaces, `=` and `&`, and the `:` `,` the list keeps readable. Nothing else, so a
 * stored view can only ever become a query of the list.
 */
export const TICKET_VIEW_QUERY_PATTERN = '^[A-Za-z0-9._~%+=&:,-]*$';
