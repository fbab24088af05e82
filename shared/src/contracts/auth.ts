import type { Static } from 'typebox';
import { Type } from './type-builders.js';
import { IdParamsSchema } from './common.js';
import { PASSWORD_MAX_LENGTH } from './auth-rules.js';
import { OrganizationBasicsSchema } from './organization.js';
import { UserPreferencesSchema } from './profile.js';

/** `POST v1/oauth/login`. */
export const LoginRequestSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

/**
 * Answer of login and of refresh: an access JWT. The opaque refresh token is set as the HttpOnly
 * `sb_refresh` cookie (path `/api/v1/oauth`); it is in the body only when a refresh was asked with
 * `refresh_token` in the body (clients without cookies).
 */
export const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.Optional(Type.String()),
  /** Seconds until the access token expires. */
  expires_in: Type.Integer(),
  token_type: Type.Literal('Bearer'),
});
export type TokenResponse = Static<typeof TokenResponseSchema>;

/** `POST v1/oauth/accessToken`, form-encoded (JSON accepted too); without `refresh_token` the `sb_refresh` cookie is used. */
export const RefreshTokenRequestSchema = Type.Object({
  grant_type: Type.Optional(Type.Literal('refresh_token')),
  refresh_token: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
});
export type RefreshTokenRequest = Static<typeof RefreshTokenRequestSchema>;

/** `POST v1/oauth/Logout`: ends the session of the `sb_refresh` cookie, else of this refresh token, else of the bearer token. */
export const LogoutRequestSchema = Type.Object({
  refresh_token: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
});
export type LogoutRequest = Static<typeof LogoutRequestSchema>;

/** `POST v1/oauth/Logout`: always succeeds. */
export const LogoutResponseSchema = Type.Object({ success: Type.Literal(true) });
export type LogoutResponse = Static<typeof LogoutResponseSchema>;

/**
 * `?expand=` comma list. On `users/{id}`: `authorization` (permissions), `roles`. On `users/me`, the
 * session bootstrap a page load needs in one call: `authorization`, `organization` (the basics of
 * `organization/me`), `notifications` (the unread count of the bell). Unknown names are ignored.
 */
export const UserExpandQuerySchema = Type.Object({
  expand: Type.Optional(Type.String({ maxLength: 200, description: 'comma list: authorization, roles (users/{id}); authorization, organization, notifications (users/me)' })),
});
export type UserExpandQuery = Static<typeof UserExpandQuerySchema>;

export const UserAuthorizationSchema = Type.Object({
  /** Union of the permissions of every role the user holds, sorted. */
  permissions: Type.Array(Type.String()),
});

/** An agent as `users/me` and `users/{id}` both show them. */
export const AgentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
  authorization: Type.Optional(UserAuthorizationSchema),
  /** `users/me` always carries them: the shell applies language and theme at sign-in. */
  preferences: Type.Optional(UserPreferencesSchema),
});

/** `users/me?expand=notifications`: what the bell shows before its list is opened. */
export const CurrentUserNotificationsSchema = Type.Object({
  /** Unread notifications of the caller about tickets they still see (the count `GET notifications` answers). */
  unreadCount: Type.Integer({ minimum: 0 }),
});

/** `GET v1/users/me`: the signed-in agent, with what `expand` asked for. */
export const CurrentUserSchema = Type.Object({
  ...AgentSchema.properties,
  /** `expand=organization`: the caller's own organisation, as `GET organization/me` answers it. */
  organization: Type.Optional(OrganizationBasicsSchema),
  notifications: Type.Optional(CurrentUserNotificationsSchema),
});
export type CurrentUser = Static<typeof CurrentUserSchema>;

export const UserIdParamsSchema = IdParamsSchema;
export type UserIdParams = Static<typeof UserIdParamsSchema>;

/** How long an agent's password reset link works. */
export const AGENT_PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** `PUT v1/users/me/password`: the signed-in agent changes their own password. */
export const ChangePasswordRequestSchema = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
    newPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** `POST v1/oauth/password/forgot`: the answer is the same whether or not the address has an account. */
export const ForgotPasswordRequestSchema = Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }, { additionalProperties: false });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequestSchema>;

/** `POST v1/oauth/password/reset`: `token` comes from the mailed link. */
export const ResetPasswordRequestSchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 300 }),
    newPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;

/** Answer of the three password routes. */
export const PasswordActionResponseSchema = Type.Object({ success: Type.Literal(true) });
export type PasswordActionResponse = Static<typeof PasswordActionResponseSchema>;
