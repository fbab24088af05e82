// Role rules shared by the api and the settings screens, with no schema: a screen that reads them loads no TypeBox.

export const ROLE_NAME_MAX_LENGTH = 80;
/** The role every organisation keeps with the whole catalog: it cannot lose a permission. */
export const ADMINISTRATOR_ROLE_NAME = 'Administrator';
/** Roles one assignment request may name. */
export const USER_ROLES_MAX_PER_REQUEST = 50;

export const ROLE_SORT_FIELDS = ['name', 'userCount'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

/** Most divisions one role assignment names. */
export const USER_ROLE_DIVISIONS_MAX = 100;
