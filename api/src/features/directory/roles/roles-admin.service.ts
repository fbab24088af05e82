import {
  ADMINISTRATOR_ROLE_NAME,
  isPermission,
  SEARCH_DEFAULT_PAGE_SIZE,
  type RoleDeleteResponse,
  type RoleDetails,
  type RoleSearchRequest,
  type RoleSearchResponse,
  type RoleWriteRequest,
} from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Db, RoleRow } from '../../../db/index.js';
import { inPage, isoDate, likePattern, pageOf, pageResult, rowCount, sortedBy } from '../../../db/search.js';
import type { CrudScope } from '../../../crud/register-crud-routes.js';
import { AppError } from '../../../plugins/errors.js';
import { auditActorOf, recordAudit } from '../../organization/audit/index.js';
import { checkPermissionsKept, lockOrganization } from '../permission-holders.js';
import { checkGrantsHeld } from './granting.js';

/** Users holding the role, counted through user_roles_role_idx. */
const userCount = sql<string>`(select count(*) from user_roles ur where ur.role_id = roles.id)`;

const sortColumns = { name: sql`lower(roles.name)`, userCount } as const;

const roleColumns = ['roles.id', 'roles.name', 'roles.built_in', 'roles.permissions', 'roles.created_at'] as const;

type RoleWithCount = Pick<RoleRow, 'id' | 'name' | 'built_in' | 'permissions' | 'created_at'> & { user_count: string | number };

const roleFromRow = (row: RoleWithCount): RoleDetails => ({
  id: row.id,
  name: row.name,
  builtIn: row.built_in,
  permissions: [...row.permissions].sort(),
  userCount: Number(row.user_count),
  createdAt: isoDate(row.created_at),
});

/** Roles of the organisation with how many users hold each (a handful per organisation). */
export async function searchRoles(db: Db, organizationId: string, request: RoleSearchRequest): Promise<RoleSearchResponse> {
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  let base = db.selectFrom('roles').where('roles.organization_id', '=', organizationId);
  const query = request.query?.trim();
  if (query) base = base.where('roles.name', 'ilike', likePattern(query));
  const builtIn = request.filters?.builtIn;
  if (builtIn !== undefined) base = base.where('roles.built_in', '=', builtIn);
  const sort = request.sort ?? { field: 'name' as const };
  const rows = await base
    .select(roleColumns)
    .select(userCount.as('user_count'))
    .orderBy(sortedBy(sortColumns[sort.field], sort.order))
    .orderBy(sql`lower(roles.name)`)
    .orderBy('roles.id')
    .$call(inPage(page))
    .execute();
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  return pageResult(rows.map(roleFromRow), total.n, page);
}

/** A role of the organisation; undefined for another organisation's id. */
export async function getRole(db: Db, organizationId: string, id: string): Promise<RoleDetails | undefined> {
  const row = await db.selectFrom('roles').select(roleColumns).select(userCount.as('user_count')).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
  return row ? roleFromRow(row) : undefined;
}

const invalid = (field: string, message: string) => new AppError(400, 'VALIDATION_FAILED', [{ field, message }]);
const builtInLocked = (field: string, message: string) => new AppError(409, 'BUILT_IN_ROLE_LOCKED', [{ field, message }]);

/** The name and permissions as stored: trimmed name, catalog permissions only, sorted and without repeats. */
function normalizedRole(body: RoleWriteRequest): { name: string; permissions: string[] } {
  const name = body.name.trim();
  if (!name) throw invalid('/name', 'is required');
  // Half of a surrogate pair is no text (and the audit log's JSON could not store it).
  if (/\p{Cs}/u.test(name)) throw invalid('/name', 'is not valid text');
  const unknown = body.permissions.findIndex((permission) => !isPermission(permission));
  if (unknown >= 0) throw invalid(`/permissions/${unknown}`, 'is not in the permission catalog');
  return { name, permissions: [...new Set(body.permissions)].sort() };
}

/**
 * Where a role's permissions hold today: every division (null) or the union of its users' and
 * clients' divisions ([] when nobody holds it). A permission added to the role is given there.
 */
async function reachOfRole(db: Db, organizationId: string, roleId: string): Promise<string[] | null> {
  const rows = await db
    .selectFrom('user_roles')
    .select('division_ids')
    .where('organization_id', '=', organizationId)
    .where('role_id', '=', roleId)
    .unionAll(
      db
        .selectFrom('oauth_client_roles')
        .innerJoin('oauth_clients', 'oauth_clients.id', 'oauth_client_roles.client_id')
        .select('oauth_clients.division_ids')
        .where('oauth_client_roles.organization_id', '=', organizationId)
        .where('oauth_client_roles.role_id', '=', roleId),
    )
    .execute();
  if (rows.some((row) => row.division_ids === null)) return null;
  return [...new Set(rows.flatMap((row) => row.division_ids ?? []))];
}

const audited = (role: { name: string; permissions: readonly string[] }) => ({ name: role.name, permissions: [...role.permissions] });

/** Creates a role holding only permissions the caller holds. */
export async function createRole(db: Db, scope: CrudScope, body: RoleWriteRequest): Promise<RoleDetails> {
  const role = normalizedRole(body);
  await checkGrantsHeld(db, scope, [{ permissions: role.permissions, divisionIds: [], field: '/permissions' }]);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('roles')
      .values({
        organization_id: scope.organizationId,
        name: role.name,
        // An explicit array literal: PGlite and pg serialise JS arrays differently.
        permissions: sql<string[]>`${sql.val(role.permissions)}::text[]`,
      })
      .returning(['id', 'name', 'built_in', 'permissions', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'role', entityId: row.id, entityName: row.name, action: 'create', after: audited(role) });
    return roleFromRow({ ...row, user_count: 0 });
  });
}

/**
 * Replaces a role's name and permissions. Built-in roles keep their name; the Administrator role
 * keeps every permission it has; the caller must hold each permission added wherever the role
 * holds (its users' and clients' divisions); no permission may
 * lose its last active holder. Undefined for another organisation's id.
 */
export async function updateRole(db: Db, scope: CrudScope, id: string, body: RoleWriteRequest): Promise<RoleDetails | undefined> {
  const role = normalizedRole(body);
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, scope.organizationId);
    const current = await trx.selectFrom('roles').selectAll().where('organization_id', '=', scope.organizationId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    if (current.built_in && role.name !== current.name) throw builtInLocked('/name', 'a built-in role keeps its name');
    const held = new Set(current.permissions);
    const added = role.permissions.filter((permission) => !held.has(permission));
    if (added.length > 0) await checkGrantsHeld(trx, scope, [{ permissions: added, divisionIds: await reachOfRole(trx, scope.organizationId, id), field: '/permissions' }]);
    const kept = new Set(role.permissions);
    const removed = current.permissions.filter((permission) => !kept.has(permission));
    if (removed.length > 0) {
      if (current.built_in && current.name === ADMINISTRATOR_ROLE_NAME) {
        throw new AppError(409, 'ADMIN_ROLE_PERMISSIONS_LOCKED', [{ field: '/permissions', message: `the Administrator role keeps ${removed.join(', ')}` }]);
      }
      await checkPermissionsKept(trx, scope.organizationId, { roleRewritten: { roleId: id, permissions: role.permissions } }, '/permissions');
    }
    const row = await trx
      .updateTable('roles')
      .set({ name: role.name, permissions: sql<string[]>`${sql.val(role.permissions)}::text[]` })
      .where('id', '=', id)
      .returning(['id', 'name', 'built_in', 'permissions', 'created_at'])
      .returning(userCount.as('user_count'))
      .executeTakeFirstOrThrow();
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'role', entityId: id, entityName: row.name, action: 'update', before: audited(current), after: audited(role) });
    return roleFromRow(row);
  });
}

/**
 * Deletes a role and takes it from every user holding it (the answer says how many), unless it is
 * built in or some permission would be left without an active holder. Undefined for another
 * organisation's id.
 */
export async function deleteRole(db: Db, scope: CrudScope, id: string): Promise<RoleDeleteResponse | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, scope.organizationId);
    const current = await trx.selectFrom('roles').selectAll().where('organization_id', '=', scope.organizationId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    if (current.built_in) throw builtInLocked('/id', 'a built-in role cannot be deleted');
    await checkPermissionsKept(trx, scope.organizationId, { roleDeleted: id }, '/id');
    const holders = await trx.deleteFrom('user_roles').where('role_id', '=', id).returning('user_id').execute();
    await trx.deleteFrom('roles').where('id', '=', id).execute();
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), {
      entityType: 'role',
      entityId: id,
      entityName: current.name,
      action: 'delete',
      before: { ...audited(current), userCount: holders.length },
    });
    return { id, removedFromUsers: holders.length };
  });
}
