import {
  SEARCH_DEFAULT_PAGE_SIZE,
  type UserGroupDeleteResponse,
  type UserGroupDetails,
  type UserGroupMember,
  type UserGroupMemberListResponse,
  type UserGroupSearchRequest,
  type UserGroupSearchResponse,
  type UserGroupWriteRequest,
  type UserAdminStatus,
} from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { CrudScope } from '../../../crud/register-crud-routes.js';
import type { Db } from '../../../db/index.js';
import { inPage, isoDate, likePattern, pageOf, pageResult, rowCount, sortedBy } from '../../../db/search.js';
import { AppError } from '../../../plugins/errors.js';
import { auditActorOf, recordAudit } from '../../organization/audit/index.js';
import { divisionIdToStore, divisionRefOf } from '../divisions/index.js';

// Counted per row through user_group_members' primary key and tickets_org_group_idx. Removed
// users (kept for history only) are no members any more.
const memberCount = sql<string>`(select count(*) from user_group_members m join users u on u.id = m.user_id where m.group_id = user_groups.id and u.status <> 'removed')`;
const ticketCount = sql<string>`(select count(*) from tickets t where t.organization_id = user_groups.organization_id and t.user_group_id = user_groups.id)`;

const sortColumns = {
  name: sql`lower(user_groups.name)`,
  memberCount,
  createdAt: sql`user_groups.created_at`,
  updatedAt: sql`user_groups.updated_at`,
} as const;

const groupColumns = ['user_groups.id', 'user_groups.name', 'user_groups.description', 'user_groups.created_at', 'user_groups.updated_at'] as const;

interface GroupRow {
  id: string;
  name: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
  member_count: string;
}

const toSummary = (row: GroupRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  memberCount: Number(row.member_count),
  createdAt: isoDate(row.created_at),
  updatedAt: isoDate(row.updated_at),
});

/** What the audit log keeps of a group (the division only once it has one). */
const audited = (group: { name: string; description: string | null; division_id?: string | null }) => ({
  name: group.name,
  description: group.description,
  ...(group.division_id ? { divisionId: group.division_id } : {}),
});

/** Groups of the organisation with their member counts, by name unless a sort is given (user_groups_org_name_key). */
export async function searchUserGroups(db: Db, scope: CrudScope, request: UserGroupSearchRequest): Promise<UserGroupSearchResponse> {
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  let base = db.selectFrom('user_groups').where('user_groups.organization_id', '=', scope.organizationId);
  const query = request.query?.trim();
  if (query) {
    const pattern = likePattern(query);
    base = base.where((eb) => eb.or([eb('user_groups.name', 'ilike', pattern), eb('user_groups.description', 'ilike', pattern)]));
  }
  const memberId = request.filters?.memberId;
  if (memberId) {
    base = base.where((eb) => eb.exists(eb.selectFrom('user_group_members as m').select('m.group_id').whereRef('m.group_id', '=', 'user_groups.id').where('m.user_id', '=', memberId)));
  }
  const sort = request.sort ?? { field: 'name' as const };
  const rows = await base
    .select(groupColumns)
    .select(memberCount.as('member_count'))
    .orderBy(sortedBy(sortColumns[sort.field], sort.order))
    .orderBy('user_groups.id')
    .$call(inPage(page))
    .execute();
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  return pageResult(rows.map(toSummary), total.n, page);
}

/** A group of the organisation with its member and ticket counts; undefined for another organisation's id. */
export async function getUserGroup(db: Db, scope: Pick<CrudScope, 'organizationId'>, id: string): Promise<UserGroupDetails | undefined> {
  const row = await db
    .selectFrom('user_groups')
    .select(groupColumns)
    .select(['user_groups.division_id', memberCount.as('member_count'), ticketCount.as('ticket_count')])
    .where('user_groups.id', '=', id)
    .where('user_groups.organization_id', '=', scope.organizationId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toSummary(row), ticketCount: Number(row.ticket_count), division: await divisionRefOf(db, scope.organizationId, row.division_id) };
}

function checkedInput(input: UserGroupWriteRequest) {
  const name = input.name.trim();
  if (!name) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/name', message: 'is required' }]);
  return { name, description: input.description?.trim() || null };
}

export async function createUserGroup(db: Db, scope: CrudScope, input: UserGroupWriteRequest): Promise<UserGroupDetails> {
  const values = checkedInput(input);
  return db.transaction().execute(async (trx) => {
    const divisionId = await divisionIdToStore(trx, scope.organizationId, input.divisionId);
    const group = await trx
      .insertInto('user_groups')
      .values({ organization_id: scope.organizationId, ...values, division_id: divisionId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'userGroup', entityId: group.id, entityName: values.name, action: 'create', after: audited({ ...values, division_id: divisionId }) });
    const created = await getUserGroup(trx, scope, group.id);
    if (!created) throw new Error('created user group not readable');
    return created;
  });
}

/** Renames or describes a group; undefined when the id is not a group of the organisation. */
export async function updateUserGroup(db: Db, scope: CrudScope, id: string, input: UserGroupWriteRequest): Promise<UserGroupDetails | undefined> {
  const values = checkedInput(input);
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('user_groups').select(['name', 'description', 'division_id']).where('id', '=', id).where('organization_id', '=', scope.organizationId).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    // Left out, the division stays as it is.
    const divisionId = input.divisionId === undefined ? current.division_id : await divisionIdToStore(trx, scope.organizationId, input.divisionId);
    if (current.name !== values.name || current.description !== values.description || current.division_id !== divisionId) {
      await trx.updateTable('user_groups').set({ ...values, division_id: divisionId, updated_at: new Date() }).where('id', '=', id).execute();
      await recordAudit(trx, scope.organizationId, auditActorOf(scope), {
        entityType: 'userGroup',
        entityId: id,
        entityName: values.name,
        action: 'update',
        before: audited(current),
        after: audited({ ...values, division_id: divisionId }),
      });
    }
    return getUserGroup(trx, scope, id);
  });
}

/**
 * Removes a group. Its tickets stay and keep working without a group: each gets a history entry
 * saying the group was cleared, and the answer says how many there were.
 */
export async function deleteUserGroup(db: Db, scope: CrudScope, id: string): Promise<UserGroupDeleteResponse | undefined> {
  return db.transaction().execute(async (trx) => {
    const group = await trx.selectFrom('user_groups').select(['id', 'name', 'description']).where('id', '=', id).where('organization_id', '=', scope.organizationId).forUpdate().executeTakeFirst();
    if (!group) return undefined;
    const members = await trx.selectFrom('user_group_members').select(rowCount).where('group_id', '=', id).executeTakeFirstOrThrow();
    // One statement for every ticket's history entry, written before the tickets lose the group.
    await trx
      .insertInto('ticket_history')
      .columns(['organization_id', 'ticket_id', 'user_id', 'actor_name', 'field', 'from_value', 'to_value'])
      .expression((eb) =>
        eb
          .selectFrom('tickets')
          .select([
            'tickets.organization_id',
            'tickets.id',
            sql<string>`${scope.userId}::uuid`.as('user_id'),
            sql<string>`${scope.name}`.as('actor_name'),
            sql<string>`'userGroup'`.as('field'),
            sql<string>`${JSON.stringify({ id: group.id, name: group.name })}::jsonb`.as('from_value'),
            sql<null>`null`.as('to_value'),
          ])
          .where('tickets.organization_id', '=', scope.organizationId)
          .where('tickets.user_group_id', '=', id),
      )
      .execute();
    const cleared = await trx.updateTable('tickets').set({ user_group_id: null }).where('organization_id', '=', scope.organizationId).where('user_group_id', '=', id).executeTakeFirst();
    const ticketCount = Number(cleared.numUpdatedRows);
    await trx.deleteFrom('user_groups').where('id', '=', id).execute();
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), {
      entityType: 'userGroup',
      entityId: id,
      entityName: group.name,
      action: 'delete',
      before: { ...audited(group), memberCount: Number(members.n), ticketCount },
    });
    return { id, ticketCount };
  });
}

async function memberList(db: Db, groupId: string): Promise<UserGroupMemberListResponse> {
  const rows = await db
    .selectFrom('user_group_members as m')
    .innerJoin('users', 'users.id', 'm.user_id')
    .select(['users.id', 'users.name', 'users.email', 'users.title', 'users.status', 'm.created_at'])
    .where('m.group_id', '=', groupId)
    .where('users.status', '!=', 'removed')
    .orderBy(sql`lower(users.name)`)
    .orderBy('users.id')
    .execute();
  const entities = rows.map((row): UserGroupMember => ({ id: row.id, name: row.name, email: row.email, title: row.title, status: row.status as UserAdminStatus, addedDate: isoDate(row.created_at) }));
  return { entities, totalCount: entities.length };
}

/** Every member of a group of the organisation, by name; undefined for another organisation's group. */
export async function listUserGroupMembers(db: Db, scope: Pick<CrudScope, 'organizationId'>, groupId: string): Promise<UserGroupMemberListResponse | undefined> {
  const group = await db.selectFrom('user_groups').select('id').where('id', '=', groupId).where('organization_id', '=', scope.organizationId).executeTakeFirst();
  return group ? memberList(db, groupId) : undefined;
}

/**
 * Adds (`add`) or removes users. Every id must be a user of the organisation (one 400 naming each
 * that is not); ones already in, or already out, change nothing. The group row is locked, so the
 * audit entry's before and after lists are exact under concurrent changes.
 */
export async function changeUserGroupMembers(db: Db, scope: CrudScope, groupId: string, userIds: string[], change: 'add' | 'remove'): Promise<UserGroupMemberListResponse | undefined> {
  return db.transaction().execute(async (trx) => {
    const group = await trx.selectFrom('user_groups').select(['id', 'name']).where('id', '=', groupId).where('organization_id', '=', scope.organizationId).forUpdate().executeTakeFirst();
    if (!group) return undefined;
    const wanted = [...new Set(userIds)];
    const users = await trx.selectFrom('users').select('id').where('organization_id', '=', scope.organizationId).where('id', 'in', wanted).where('status', '!=', 'removed').where('kind', '=', 'agent').execute();
    const known = new Set(users.map((u) => u.id));
    const unknown = userIds.flatMap((id, index) => (known.has(id) ? [] : [{ field: `/userIds/${index}`, message: 'is not a user of this organisation' }]));
    if (unknown.length > 0) throw new AppError(400, 'VALIDATION_FAILED', unknown);

    const before = await memberList(trx, groupId);
    if (change === 'add') {
      await trx
        .insertInto('user_group_members')
        .values(wanted.map((userId) => ({ group_id: groupId, user_id: userId, organization_id: scope.organizationId })))
        .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
        .execute();
    } else {
      await trx.deleteFrom('user_group_members').where('group_id', '=', groupId).where('user_id', 'in', wanted).execute();
    }
    const after = await memberList(trx, groupId);
    const refs = (list: UserGroupMemberListResponse) => list.entities.map((m) => ({ id: m.id, name: m.name }));
    const changed = after.totalCount !== before.totalCount;
    if (changed) {
      await trx.updateTable('user_groups').set({ updated_at: new Date() }).where('id', '=', groupId).execute();
      await recordAudit(trx, scope.organizationId, auditActorOf(scope), {
        entityType: 'userGroup',
        entityId: groupId,
        entityName: group.name,
        action: 'membersChange',
        before: { members: refs(before) },
        after: { members: refs(after) },
      });
    }
    return after;
  });
}
