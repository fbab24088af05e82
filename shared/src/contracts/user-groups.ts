import type { Static } from 'typebox';
import { Nullable, Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { DivisionRefSchema } from './divisions.js';
import { listResponseSchema, pageResponseSchema, searchRequestSchema } from './search.js';
import { SEARCH_QUERY_MAX_LENGTH } from './search-rules.js';
import { UserAdminStatusSchema } from './users-admin.js';
import { USER_GROUP_DESCRIPTION_MAX_LENGTH, USER_GROUP_MEMBERS_PER_CHANGE, USER_GROUP_NAME_MAX_LENGTH, USER_GROUP_SORT_FIELDS } from './user-groups-rules.js';

// User groups: named teams of agents (a queue such as "Billing") that tickets can be given to.
// Administration (`v1/usergroups`) and the pick list the ticket screens use.

/** A group as a ticket names it. */
export const UserGroupRefSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type UserGroupRef = Static<typeof UserGroupRefSchema>;

const userGroupProperties = {
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  memberCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** One row of `POST v1/usergroups/search`. */
export const UserGroupSummarySchema = Type.Object(userGroupProperties);
export type UserGroupSummary = Static<typeof UserGroupSummarySchema>;

/** `POST v1/usergroups/search`; an empty body lists every group by name. `query` searches name and description. */
export const UserGroupSearchRequestSchema = searchRequestSchema({
  sortFields: USER_GROUP_SORT_FIELDS,
  filters: Type.Object({ memberId: Type.Optional(UuidSchema) }, { additionalProperties: false }),
});
export type UserGroupSearchRequest = Static<typeof UserGroupSearchRequestSchema>;

export const UserGroupSearchResponseSchema = pageResponseSchema(UserGroupSummarySchema);
export type UserGroupSearchResponse = Static<typeof UserGroupSearchResponseSchema>;

/** `GET v1/usergroups/{id}` and the answer of create / update: with the number of tickets given to it. */
export const UserGroupDetailsSchema = Type.Object({
  ...userGroupProperties,
  ticketCount: Type.Integer(),
  /** Its division; Home for a group without one. */
  division: DivisionRefSchema,
});
export type UserGroupDetails = Static<typeof UserGroupDetailsSchema>;

/** `POST v1/usergroups`, `PUT v1/usergroups/{id}`: the name is trimmed and must not be blank. */
export const UserGroupWriteRequestSchema = Type.Object(
  {
    name: Type.String({ maxLength: USER_GROUP_NAME_MAX_LENGTH }),
    description: Type.Optional(Nullable(Type.String({ maxLength: USER_GROUP_DESCRIPTION_MAX_LENGTH }))),
    /** A division of the organisation; null puts it in Home, left out keeps it where it is (Home on create). */
    divisionId: Type.Optional(Nullable(UuidSchema)),
  },
  { additionalProperties: false },
);
export type UserGroupWriteRequest = Static<typeof UserGroupWriteRequestSchema>;

/** `DELETE v1/usergroups/{id}`: its tickets stay, without a group; `ticketCount` says how many were cleared. */
export const UserGroupDeleteResponseSchema = Type.Object({ id: Type.String(), ticketCount: Type.Integer() });
export type UserGroupDeleteResponse = Static<typeof UserGroupDeleteResponseSchema>;

/** A member as the group's details list them. */
export const UserGroupMemberSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  title: Nullable(Type.String()),
  status: UserAdminStatusSchema,
  addedDate: Type.String(),
});
export type UserGroupMember = Static<typeof UserGroupMemberSchema>;

/** `GET v1/usergroups/{id}/members` and the answer of both member changes: every member, by name. */
export const UserGroupMemberListResponseSchema = listResponseSchema(UserGroupMemberSchema);
export type UserGroupMemberListResponse = Static<typeof UserGroupMemberListResponseSchema>;

/** `PUT v1/usergroups/{id}/members` (add) and `…/members/remove`: users of the organisation; ones already in (or out) are ignored. */
export const UserGroupMembersChangeSchema = Type.Object(
  { userIds: Type.Array(UuidSchema, { minItems: 1, maxItems: USER_GROUP_MEMBERS_PER_CHANGE }) },
  { additionalProperties: false },
);
export type UserGroupMembersChange = Static<typeof UserGroupMembersChangeSchema>;

// `GET v1/tickets/usergroups?query=`: groups a ticket can be given to, by name (at most USER_GROUP_PICK_LIST_LIMIT); `isMember` marks the caller's own.
export const UserGroupPickQuerySchema = Type.Object({ query: Type.Optional(Type.String({ maxLength: SEARCH_QUERY_MAX_LENGTH })) });
export type UserGroupPickQuery = Static<typeof UserGroupPickQuerySchema>;
export const UserGroupPickSchema = Type.Object({ ...UserGroupRefSchema.properties, isMember: Type.Boolean() });
export type UserGroupPick = Static<typeof UserGroupPickSchema>;
export const UserGroupPickListResponseSchema = listResponseSchema(UserGroupPickSchema);
export type UserGroupPickListResponse = Static<typeof UserGroupPickListResponseSchema>;
