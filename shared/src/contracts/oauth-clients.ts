import type { Static } from 'typebox';
import { Nullable, Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { pageResponseSchema, searchRequestSchema } from './search.js';
import {
  OAUTH_CLIENT_DESCRIPTION_MAX_LENGTH,
  OAUTH_CLIENT_MAX_DIVISIONS,
  OAUTH_CLIENT_MAX_ROLES,
  OAUTH_CLIENT_NAME_MAX_LENGTH,
  OAUTH_CLIENT_SORT_FIELDS,
} from './oauth-clients-rules.js';

// OAuth clients of integrations: a server-to-server caller that signs in with `client_id` and
// `client_secret` (grant `client_credentials`) and acts with the permissions of its roles.

/** A role as a client names it. */
export const OAuthClientRoleRefSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type OAuthClientRoleRef = Static<typeof OAuthClientRoleRefSchema>;

/** A client as lists and details show it; `id` is also its `client_id`. */
export const OAuthClientSchema = Type.Object({
  id: Type.String({ description: 'also the `client_id` of the client credentials grant' }),
  name: Type.String(),
  description: Nullable(Type.String()),
  enabled: Type.Boolean(),
  roles: Type.Array(OAuthClientRoleRefSchema),
  /** The divisions the client acts in; null: every division. */
  divisionIds: Nullable(Type.Array(Type.String())),
  secretRotatedAt: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type OAuthClient = Static<typeof OAuthClientSchema>;

/** The answer of create and of secret rotation: the only time the secret is ever shown. */
export const OAuthClientWithSecretSchema = Type.Object({
  ...OAuthClientSchema.properties,
  secret: Type.String({ description: 'shown once; only its hash is stored' }),
});
export type OAuthClientWithSecret = Static<typeof OAuthClientWithSecretSchema>;

/** `POST v1/oauth/clients/search`; `query` searches name and description. */
export const OAuthClientSearchRequestSchema = searchRequestSchema({
  sortFields: OAUTH_CLIENT_SORT_FIELDS,
  filters: Type.Object({ enabled: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
});
export type OAuthClientSearchRequest = Static<typeof OAuthClientSearchRequestSchema>;

export const OAuthClientSearchResponseSchema = pageResponseSchema(OAuthClientSchema);
export type OAuthClientSearchResponse = Static<typeof OAuthClientSearchResponseSchema>;

/** `POST v1/oauth/clients` and `PUT v1/oauth/clients/{id}` (a whole replacement; `enabled` left out stays as it is, true on create). */
export const OAuthClientWriteSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: OAUTH_CLIENT_NAME_MAX_LENGTH }),
    description: Type.Optional(Nullable(Type.String({ maxLength: OAUTH_CLIENT_DESCRIPTION_MAX_LENGTH }))),
    roleIds: Type.Array(UuidSchema, { maxItems: OAUTH_CLIENT_MAX_ROLES }),
    enabled: Type.Optional(Type.Boolean()),
    /** null: every division; a list: only those (never empty); left out on update: kept. */
    divisionIds: Type.Optional(Nullable(Type.Array(UuidSchema, { minItems: 1, maxItems: OAUTH_CLIENT_MAX_DIVISIONS }))),
  },
  { additionalProperties: false },
);
export type OAuthClientWrite = Static<typeof OAuthClientWriteSchema>;

/**
 * `POST v1/oauth/accessToken`, form-encoded (JSON accepted too). `grant_type=refresh_token` (or
 * none) rotates an agent's refresh token; `grant_type=client_credentials` signs an OAuth client in
 * with `client_id` and `client_secret` in the body or as HTTP Basic credentials.
 */
export const AccessTokenRequestSchema = Type.Object({
  // An enum rather than a union of literals: a wrong value is then one validation issue, not one per grant.
  grant_type: Type.Optional(Type.String({ enum: ['refresh_token', 'client_credentials'], description: '`refresh_token` (the default) or `client_credentials`' })),
  refresh_token: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  client_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  client_secret: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type AccessTokenRequest = Static<typeof AccessTokenRequestSchema>;
