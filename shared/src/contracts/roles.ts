import type { Static } from 'typebox';
import { Nullable, Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { ALL_PERMISSIONS } from './permissions.js';
import { listResponseSchema, pageResponseSchema, searchRequestSchema } from './search.js';
import { ROLE_NAME_MAX_LENGTH, ROLE_SORT_FIELDS, USER_ROLE_DIVISIONS_MAX, USER_ROLES_MAX_PER_REQUEST } from './roles-rules.js';

// Role administration: the list, a role's permissions, the labelled permission catalog and the
// roles of one user. Nobody may grant a permission they do not hold themselves.

/** What the list row and the details of a role both say about it. */
export const RoleSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Created by Switchboard: cannot be renamed or deleted (it can be copied). */
  builtIn: Type.Boolean(),
  permissions: Type.Array(Type.String()),
  /** Users holding the role, active or not. */
  userCount: Type.Integer(),
  createdAt: Type.String(),
});
export type RoleSummary = Static<typeof RoleSummarySchema>;

/** `GET v1/roles/{id}` and the answer of create and update. */
export const RoleDetailsSchema = RoleSummarySchema;
export type RoleDetails = RoleSummary;

/** `POST v1/roles/search`; an empty body lists every role by name. `query` searches the name. */
export const RoleSearchRequestSchema = searchRequestSchema({
  sortFields: ROLE_SORT_FIELDS,
  filters: Type.Object({ builtIn: Type.Optional(Type.Boolean({ description: 'true: built-in roles only; false: the organisation’s own' })) }, { additionalProperties: false }),
});
export type RoleSearchRequest = Static<typeof RoleSearchRequestSchema>;

export const RoleSearchResponseSchema = pageResponseSchema(RoleSummarySchema);
export type RoleSearchResponse = Static<typeof RoleSearchResponseSchema>;

/**
 * `POST v1/roles` and `PUT v1/roles/{id}`: the whole role. Permissions must come from the catalog
 * and the caller must hold each one they add.
 */
export const RoleWriteRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ROLE_NAME_MAX_LENGTH }),
    permissions: Type.Array(Type.String({ maxLength: 100 }), { maxItems: ALL_PERMISSIONS.length }),
  },
  { additionalProperties: false },
);
export type RoleWriteRequest = Static<typeof RoleWriteRequestSchema>;

/** `DELETE v1/roles/{id}`: the role is gone and `removedFromUsers` users no longer hold it. */
export const RoleDeleteResponseSchema = Type.Object({ id: Type.String(), removedFromUsers: Type.Integer() });
export type RoleDeleteResponse = Static<typeof RoleDeleteResponseSchema>;

const PermissionCatalogActionSchema = Type.Object({ action: Type.String(), permission: Type.String(), label: Type.String() });
const PermissionCatalogResourceSchema = Type.Object({ resource: Type.String(), label: Type.String(), actions: Type.Array(PermissionCatalogActionSchema) });
const PermissionCatalogAreaSchema = Type.Object({ area: Type.String(), label: Type.String(), resources: Type.Array(PermissionCatalogResourceSchema) });

/** `GET v1/permissions`: the catalog by area → resource → action, labelled in the caller's language. */
export const PermissionCatalogResponseSchema = Type.Object({ areas: Type.Array(PermissionCatalogAreaSchema) });
export type PermissionCatalogResponse = Static<typeof PermissionCatalogResponseSchema>;

/** A role as a user's role list shows it, with the divisions it holds in (null: every division). */
export const UserRoleSchema = Type.Object({ id: Type.String(), name: Type.String(), builtIn: Type.Boolean(), divisionIds: Nullable(Type.Array(Type.String())) });
export type UserRole = Static<typeof UserRoleSchema>;

/** `GET v1/users/{id}/roles` and the answer of every change to them: the user's roles by name. */
export const UserRolesResponseSchema = listResponseSchema(UserRoleSchema);
export type UserRolesResponse = Static<typeof UserRolesResponseSchema>;

/** The body of adding, replacing and removing a user's roles. */
/**
 * With `divisionIds`, the roles added (or kept, by replace) hold only in those divisions of the
 * organisation; left out or null, in every division. Remove ignores it.
 */
export const UserRolesRequestSchema = Type.Object(
  {
    roleIds: Type.Array(UuidSchema, { maxItems: USER_ROLES_MAX_PER_REQUEST }),
    divisionIds: Type.Optional(Nullable(Type.Array(UuidSchema, { minItems: 1, maxItems: USER_ROLE_DIVISIONS_MAX }))),
  },
  { additionalProperties: false },
);
export type UserRolesRequest = Static<typeof UserRolesRequestSchema>;
