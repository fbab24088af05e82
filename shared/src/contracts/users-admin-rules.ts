// User administration rules shared by the api and the settings screens, with no schema: a screen
// that reads them loads no TypeBox.

export const USER_NAME_MAX_LENGTH = 120;
export const USER_TITLE_MAX_LENGTH = 120;

/**
 * `invited`: added by an administrator, waiting to choose a password through the mailed link (cannot
 * sign in yet). Removed users are kept for history but never listed, so they have no status here.
 */
export const USER_STATUSES = ['active', 'disabled', 'invited'] as const;
export type UserAdminStatus = (typeof USER_STATUSES)[number];

/** How long an invitation link works: a week. */
export const USER_INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Most roles one invitation gives, and most users one bulk removal takes. */
export const USER_INVITE_MAX_ROLES = 50;
export const USER_BULK_MAX = 100;

export const USER_SORT_FIELDS = ['name', 'email', 'status', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
