// Customer rules shared by the api and the agent screens, with no schema: a form that checks a
// customer loads no TypeBox.

export const CUSTOMER_NAME_MAX_LENGTH = 200;
export const CUSTOMER_PHONE_MAX_LENGTH = 40;
/** A customer's phone: an optional `+`, then digits, spaces and `( ) . / -`, 3 to 40 characters. */
export const CUSTOMER_PHONE_PATTERN = /^\+?[0-9 ()./-]{3,40}$/;

export const CUSTOMER_SORT_FIELDS = ['name', 'email', 'addedDate', 'ticketCount'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
