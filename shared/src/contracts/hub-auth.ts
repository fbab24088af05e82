import type { Static } from 'typebox';
import { stringProperties, Type } from './type-builders.js';
import { PASSWORD_MAX_LENGTH } from './auth-rules.js';

const Email = Type.String({ format: 'email', maxLength: 254 });
const OrganizationId = Type.String({ format: 'uuid', description: 'organisation id; may be omitted when the server has exactly one organisation' });

/** `POST v1/auth/register`. */
export const HubRegisterRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Email,
    /** Country code plus number, e.g. `+91 98765 43210`. */
    phone: Type.String({ minLength: 4, maxLength: 32, pattern: '^\\+?[0-9][0-9 ()-]*$' }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    organization: Type.Optional(Type.Union([OrganizationId, Type.Literal(''), Type.Null()])),
  },
  { additionalProperties: false },
);
export type HubRegisterRequest = Static<typeof HubRegisterRequestSchema>;

const RegistrationId = Type.String({ format: 'uuid', description: 'the registration `auth/register` answered with; only its browser knows it' });

/** Answer of register and of resend: an OTP was mailed. */
export const HubOtpSentResponseSchema = Type.Object({
  ...stringProperties('email', 'organizationId'),
  /** Send it back with `otp/verify` and `otp/resend`: a code completes only its own registration. */
  registrationId: Type.String(),
  /** Seconds the OTP stays valid. */
  otpExpiresIn: Type.Integer(),
  /** Seconds before another OTP may be requested (the hub's countdown). */
  resendAfter: Type.Integer(),
});
export type HubOtpSentResponse = Static<typeof HubOtpSentResponseSchema>;

/** `POST v1/auth/otp/resend`: a new OTP for that registration only. `organization` is accepted and ignored (the registration has one). */
export const HubOtpResendRequestSchema = Type.Object(
  { email: Email, registrationId: RegistrationId, organization: Type.Optional(Type.Union([OrganizationId, Type.Literal(''), Type.Null()])) },
  { additionalProperties: false },
);
export type HubOtpResendRequest = Static<typeof HubOtpResendRequestSchema>;

/** `POST v1/auth/otp/verify`. */
export const HubOtpVerifyRequestSchema = Type.Object(
  {
    otp: Type.String({ pattern: '^[0-9]{6}$' }),
    verificationtype: Type.Literal('register'),
    email: Email,
    registrationId: RegistrationId,
    organization: Type.Optional(Type.Union([OrganizationId, Type.Literal(''), Type.Null()])),
  },
  { additionalProperties: false },
);
export type HubOtpVerifyRequest = Static<typeof HubOtpVerifyRequestSchema>;

/** `POST v1/auth/login` (customers). `organizationId` only matters when one email is registered in several organisations. */
export const HubLoginRequestSchema = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    organizationId: Type.Optional(Type.Union([OrganizationId, Type.Literal(''), Type.Null()])),
  },
  { additionalProperties: false },
);
export type HubLoginRequest = Static<typeof HubLoginRequestSchema>;

/**
 * Answer of OTP verify, login, password reset and `POST v1/auth/token`: a customer access token.
 * The refresh token is only ever in the `sb_hub_refresh` cookie (HttpOnly, path `/api/v1/auth`).
 */
export const HubTokenResponseSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: Type.Integer(),
});
export type HubTokenResponse = Static<typeof HubTokenResponseSchema>;

/** `POST v1/auth/logout`: always succeeds; the session named by the cookie (or bearer) is ended. */
export const HubLogoutResponseSchema = Type.Object({ success: Type.Literal(true) });
export type HubLogoutResponse = Static<typeof HubLogoutResponseSchema>;

/** `GET v1/auth/me`: the hub user. */
export const HubUserSchema = Type.Object(stringProperties('id', 'firstName', 'lastName', 'name', 'personalEmail', 'phone', 'organizationId'));
export type HubUser = Static<typeof HubUserSchema>;

/** `POST v1/auth/request/resetpassword`: the answer is the same whether or not the address exists. */
export const HubResetRequestSchema = Type.Object(
  { email: Email, organizationId: Type.Optional(Type.Union([OrganizationId, Type.Literal(''), Type.Null()])) },
  { additionalProperties: false },
);
export type HubResetRequest = Static<typeof HubResetRequestSchema>;

export const HubResetRequestResponseSchema = Type.Object({ success: Type.Literal(true) });
export type HubResetRequestResponse = Static<typeof HubResetRequestResponseSchema>;

/** `POST v1/auth/password/reset`: `ad` and `fk` come from the mailed link. */
export const HubPasswordResetSchema = Type.Object(
  {
    email: Email,
    newPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    ad: Type.String({ minLength: 1, maxLength: 200 }),
    fk: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type HubPasswordReset = Static<typeof HubPasswordResetSchema>;
