// Ticket message rules shared by the api and the agent workspace, with no schema: a screen that reads them loads no TypeBox.

export const MESSAGE_MAX_LENGTH = 200_000;

/** Thread page size: default (what a call without paging gets) and cap. */
export const MESSAGES_DEFAULT_PAGE_SIZE = 100;
