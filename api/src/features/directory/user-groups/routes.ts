import {
  crudPermissions,
  IdParamsSchema,
  UserGroupDeleteResponseSchema,
  UserGroupDetailsSchema,
  UserGroupMemberListResponseSchema,
  UserGroupMembersChangeSchema,
  UserGroupSearchRequestSchema,
  UserGroupSearchResponseSchema,
  UserGroupWriteRequestSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { signedInAgent } from '../../auth/authentication.js';
import { notFound } from '../../../plugins/errors.js';
import { changeUserGroupMembers, createUserGroup, deleteUserGroup, getUserGroup, listUserGroupMembers, searchUserGroups, updateUserGroup } from './user-groups.service.js';

const permissions = crudPermissions('directory:userGroups');

/** A member list, or 404 when the group is missing or another organisation's. */
function found<T>(list: T | undefined): T {
  if (list === undefined) throw notFound();
  return list;
}

/** User group administration: the groups, and who is in each. */
export const userGroupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    path: '/v1/usergroups',
    tag: 'userGroups',
    permissions,
    summaries: {
      search: 'Search user groups (name, description), filter by member, sort and page; each row with its member count',
      get: 'A user group with its member and ticket counts',
      create: 'Create a user group (names are unique in the organisation, whatever their case)',
      update: 'Rename or describe a user group',
      delete: 'Delete a user group; its tickets stay, without a group, and the answer says how many they were',
    },
    schemas: {
      searchRequest: UserGroupSearchRequestSchema,
      searchResponse: UserGroupSearchResponseSchema,
      details: UserGroupDetailsSchema,
      write: UserGroupWriteRequestSchema,
      deleted: UserGroupDeleteResponseSchema,
    },
    uniqueConstraints: { user_groups_org_name_key: { field: '/name', message: 'is already used by another group' } },
    service: {
      search: (scope, request) => searchUserGroups(app.db, scope, request),
      get: (scope, id) => getUserGroup(app.db, scope, id),
      create: (scope, body) => createUserGroup(app.db, scope, body),
      update: (scope, id, body) => updateUserGroup(app.db, scope, id, body),
      delete: (scope, id) => deleteUserGroup(app.db, scope, id),
    },
  });

  app.get(
    '/v1/usergroups/:id/members',
    {
      schema: { summary: "A user group's members, by name", params: IdParamsSchema, response: { 200: UserGroupMemberListResponseSchema } },
      preHandler: app.requirePermission(permissions.view),
    },
    async (request) => found(await listUserGroupMembers(app.db, signedInAgent(request), request.params.id)),
  );

  app.put(
    '/v1/usergroups/:id/members',
    {
      schema: {
        summary: 'Add users of the organisation to a user group (ones already in are left as they are); answers the new member list',
        params: IdParamsSchema,
        body: UserGroupMembersChangeSchema,
        response: { 200: UserGroupMemberListResponseSchema },
      },
      preHandler: app.requirePermission(permissions.edit),
    },
    async (request) => found(await changeUserGroupMembers(app.db, signedInAgent(request), request.params.id, request.body.userIds, 'add')),
  );

  app.put(
    '/v1/usergroups/:id/members/remove',
    {
      schema: {
        summary: 'Remove users from a user group (ones not in it are left as they are); answers the new member list',
        params: IdParamsSchema,
        body: UserGroupMembersChangeSchema,
        response: { 200: UserGroupMemberListResponseSchema },
      },
      preHandler: app.requirePermission(permissions.edit),
    },
    async (request) => found(await changeUserGroupMembers(app.db, signedInAgent(request), request.params.id, request.body.userIds, 'remove')),
  );
};
