import type { Static } from 'typebox';
import { Nullable, Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { AgentSchema } from './auth.js';
import { PASSWORD_MAX_LENGTH } from './auth-rules.js';
import { pageResponseSchema, searchRequestSchema } from './search.js';
import { USER_BULK_MAX, USER_INVITE_MAX_ROLES, USER_NAME_MAX_LENGTH, USER_SORT_FIELDS, USER_TITLE_MAX_LENGTH } from './users-admin-rules.js';

// User administration for agents: the list, the details, the enable/disable switch, invitations
// and removal.

export const UserAdminStatusSchema = Type.Union([Type.Literal('active'), Type.Literal('disabled'), Type.Literal('invited')]);

/** What `PUT v1/users` may set: an invited user becomes active only by accepting the invitation. */
export const UserSwitchableStatusSchema = Type.Union([Type.Literal('active'), Type.Literal('disabled')]);

/** A role as a user row names it. */
export const UserRoleRefSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type UserRoleRef = Static<typeof UserRoleRefSchema>;

/** One row of `POST v1/users/search`. */
export const UserAdminSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** Job title; null when none. */
  title: Nullable(Type.String()),
  status: UserAdminStatusSchema,
  roles: Type.Array(UserRoleRefSchema),
  createdAt: Type.String(),
});
export type UserAdminSummary = Static<typeof UserAdminSummarySchema>;

/** `POST v1/users/search`; an empty body lists every user by name. `query` searches name and email. */
export const UserSearchRequestSchema = searchRequestSchema({
  sortFields: USER_SORT_FIELDS,
  filters: Type.Object(
    {
      status: Type.Optional(UserAdminStatusSchema),
      roleId: Type.Optional(UuidSchema),
    },
    { additionalProperties: false },
  ),
});
export type UserSearchRequest = Static<typeof UserSearchRequestSchema>;

export const UserSearchResponseSchema = pageResponseSchema(UserAdminSummarySchema);
export type UserSearchResponse = Static<typeof UserSearchResponseSchema>;

/**
 * `GET v1/users/{id}`: the agent as `users/me` shows it plus status and creation date;
 * `expand=roles` adds the roles, `expand=authorization` the permissions (comma list for both).
 */
export const UserDetailsSchema = Type.Object({
  ...AgentSchema.properties,
  title: Nullable(Type.String()),
  status: UserAdminStatusSchema,
  createdAt: Type.String(),
  roles: Type.Optional(Type.Array(UserRoleRefSchema)),
});
export type UserDetails = Static<typeof UserDetailsSchema>;

/** `PUT v1/users`: what is left out stays as it is. */
export const UserUpdateRequestSchema = Type.Object(
  {
    id: UuidSchema,
    name: Type.Optional(Type.String({ minLength: 1, maxLength: USER_NAME_MAX_LENGTH })),
    /** Blank or null clears it. */
    title: Type.Optional(Nullable(Type.String({ maxLength: USER_TITLE_MAX_LENGTH }))),
    status: Type.Optional(UserSwitchableStatusSchema),
  },
  { additionalProperties: false },
);
export type UserUpdateRequest = Static<typeof UserUpdateRequestSchema>;


/**
 * `POST v1/users`: invites a colleague. They get an invited account with these roles and a mail with a
 * single-use link to choose their password; `userGroupIds` makes them a member of those groups.
 */
export const UserInviteRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: USER_NAME_MAX_LENGTH }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    roleIds: Type.Array(UuidSchema, { maxItems: USER_INVITE_MAX_ROLES }),
    userGroupIds: Type.Optional(Type.Array(UuidSchema, { maxItems: USER_INVITE_MAX_ROLES })),
  },
  { additionalProperties: false },
);
export type UserInviteRequest = Static<typeof UserInviteRequestSchema>;

/** `POST v1/oauth/invite/accept` (public): the invitee chooses a password with the mailed link's token. */
export const InvitationAcceptRequestSchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 300 }),
    newPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type InvitationAcceptRequest = Static<typeof InvitationAcceptRequestSchema>;

/** The accepted invitation: the address to sign in with. */
export const InvitationAcceptResponseSchema = Type.Object({ success: Type.Literal(true), email: Type.String() });
export type InvitationAcceptResponse = Static<typeof InvitationAcceptResponseSchema>;

/** `DELETE v1/users/{id}`: the user is removed; this many of their open tickets lost their assignee. */
export const UserRemoveResponseSchema = Type.Object({ removed: Type.Integer(), unassignedTickets: Type.Integer() });
export type UserRemoveResponse = Static<typeof UserRemoveResponseSchema>;

/** `POST v1/users/bulk/remove`: all of them or none (the refusal names the failing ids). */
export const UserBulkRemoveRequestSchema = Type.Object(
  { ids: Type.Array(UuidSchema, { minItems: 1, maxItems: USER_BULK_MAX, uniqueItems: true }) },
  { additionalProperties: false },
);
export type UserBulkRemoveRequest = Static<typeof UserBulkRemoveRequestSchema>;
