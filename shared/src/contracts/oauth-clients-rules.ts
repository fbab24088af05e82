// OAuth client rules shared by the api and the settings screens, with no schema: a screen that reads
// them loads no TypeBox.

export const OAUTH_CLIENT_NAME_MAX_LENGTH = 120;
export const OAUTH_CLIENT_DESCRIPTION_MAX_LENGTH = 500;
export const OAUTH_CLIENT_MAX_ROLES = 50;
export const OAUTH_CLIENT_MAX_DIVISIONS = 200;
/** Lifetime of a client's access token; there is no refresh token, the client asks again. */
export const CLIENT_ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

export const OAUTH_CLIENT_SORT_FIELDS = ['name', 'createdAt'] as const;
export type OAuthClientSortField = (typeof OAUTH_CLIENT_SORT_FIELDS)[number];
