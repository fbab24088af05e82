import type { Static } from 'typebox';
import { Nullable, Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { CurrentUserSchema } from './auth.js';
import { pageResponseSchema, searchRequestSchema } from './search.js';

// User administration for agents: the list, the details and the enable/disable switch.

export const USER_NAME_MAX_LENGTH = 120;
export const USER_TITLE_MAX_LENGTH = 120;

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserAdminStatus = (typeof USER_STATUSES)[number];
export const UserAdminStatusSchema = Type.Union([Type.Literal('active'), Type.Literal('disabled')]);

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

export const USER_SORT_FIELDS = ['name', 'email', 'status', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

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
  ...CurrentUserSchema.properties,
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
    status: Type.Optional(UserAdminStatusSchema),
  },
  { additionalProperties: false },
);
export type UserUpdateRequest = Static<typeof UserUpdateRequestSchema>;

