// User group rules shared by the api and the settings and ticket screens, with no schema: a screen
// that reads them loads no TypeBox.

export const USER_GROUP_NAME_MAX_LENGTH = 120;
export const USER_GROUP_DESCRIPTION_MAX_LENGTH = 1000;
/** Most users one add or remove call takes. */
export const USER_GROUP_MEMBERS_PER_CHANGE = 100;

export const USER_GROUP_SORT_FIELDS = ['name', 'memberCount', 'createdAt', 'updatedAt'] as const;
export type UserGroupSortField = (typeof USER_GROUP_SORT_FIELDS)[number];

/** `GET v1/tickets/usergroups?query=`: groups a ticket can be given to, by name; `isMember` marks the caller's own. */
export const USER_GROUP_PICK_LIST_LIMIT = 50;
