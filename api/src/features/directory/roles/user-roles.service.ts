import type { UserRole, UserRolesResponse } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/index.js';
import type { CrudScope } from '../../../crud/register-crud-routes.js';
import { AppError } from '../../../plugins/errors.js';
import { auditActorOf, recordAudit } from '../../organization/audit/index.js';
import { checkPermissionsKept, lockOrganization } from '../permission-holders.js';
import { checkGrantsHeld, sameDivisions } from './granting.js';

/** How a request changes a user's roles: adds to them, replaces them, or takes some away. */
export type UserRolesChange = 'add' | 'replace' | 'remove';

async function rolesOfUser(db: Db, userId: string): Promise<UserRole[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.name', 'roles.built_in', 'user_roles.division_ids'])
    .where('user_roles.user_id', '=', userId)
    .orderBy(sql`lower(roles.name)`)
    .orderBy('roles.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, builtIn: row.built_in, divisionIds: row.division_ids ? [...row.division_ids].sort() : null }));
}

/** The divisions to store on an assignment: null (every division) or ids of the organisation's divisions, deduplicated; 400 on `/divisionIds/<i>` otherwise. */
async function checkedDivisionIds(db: Db, organizationId: string, divisionIds: readonly string[] | null | undefined): Promise<string[] | null> {
  if (!divisionIds) return null;
  const wanted = [...new Set(divisionIds)];
  const rows = await db.selectFrom('divisions').select('id').where('organization_id', '=', organizationId).where('id', 'in', wanted).execute();
  const known = new Set(rows.map((row) => row.id));
  const unknown = divisionIds.flatMap((id, index) => (known.has(id) ? [] : [{ field: `/divisionIds/${index}`, message: 'is not a division of this organisation' }]));
  if (unknown.length > 0) throw new AppError(400, 'VALIDATION_FAILED', unknown);
  return wanted.sort();
}

/** What the audit log keeps of a user's roles: the names, and the division names of the scoped ones. */
async function auditedRoles(db: Db, organizationId: string, roles: UserRole[]): Promise<Record<string, unknown>> {
  const scoped = roles.filter((role) => role.divisionIds !== null);
  if (scoped.length === 0) return { roles: roles.map((role) => role.name) };
  const ids = [...new Set(scoped.flatMap((role) => role.divisionIds ?? []))];
  const names = new Map((await db.selectFrom('divisions').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', 'in', ids).execute()).map((row) => [row.id, row.name]));
  return { roles: roles.map((role) => role.name), divisions: Object.fromEntries(scoped.map((role) => [role.name, (role.divisionIds ?? []).map((id) => names.get(id) ?? id)])) };
}

const listOf = (roles: UserRole[]): UserRolesResponse => ({ entities: roles, totalCount: roles.length });

/** The roles of a user of the organisation, by name; undefined for another organisation's user. */
export async function getUserRoles(db: Db, organizationId: string, userId: string): Promise<UserRolesResponse | undefined> {
  const user = await db.selectFrom('users').select('id').where('organization_id', '=', organizationId).where('id', '=', userId).where('kind', '=', 'agent').executeTakeFirst();
  return user ? listOf(await rolesOfUser(db, user.id)) : undefined;
}

/**
 * Adds, replaces or removes a user's roles. The user and every role named must be of the caller's
 * organisation (404 otherwise); the caller must hold every permission of each role given, in every
 * division it is given in (403);
 * no permission may lose its last active holder (409). Undefined for another organisation's user.
 */
export async function changeUserRoles(
  db: Db,
  scope: CrudScope,
  userId: string,
  change: UserRolesChange,
  roleIds: readonly string[],
  divisionIds?: readonly string[] | null,
): Promise<UserRolesResponse | undefined> {
  const { organizationId } = scope;
  const named = [...new Set(roleIds)];
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const user = await trx.selectFrom('users').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', '=', userId).where('kind', '=', 'agent').forUpdate().executeTakeFirst();
    if (!user) return undefined;
    const roles = named.length === 0 ? [] : await trx.selectFrom('roles').select(['id', 'name', 'permissions']).where('organization_id', '=', organizationId).where('id', 'in', named).execute();
    if (roles.length !== named.length) throw new AppError(404, 'NOT_FOUND', [{ field: '/roleIds', message: 'names a role that does not exist' }]);

    const divisions = change === 'remove' ? null : await checkedDivisionIds(trx, organizationId, divisionIds);

    const before = await rolesOfUser(trx, user.id);
    const current = new Set(before.map((role) => role.id));
    // Roles named by add or replace that the user keeps but in other divisions.
    const rescoped = change === 'remove' ? [] : before.filter((role) => named.includes(role.id) && !sameDivisions(role.divisionIds, divisions)).map((role) => role.id);
    const target = change === 'add' ? new Set([...current, ...named]) : change === 'replace' ? new Set(named) : new Set([...current].filter((id) => !named.includes(id)));
    const added = roles.filter((role) => !current.has(role.id) && target.has(role.id));
    const removed = [...current].filter((id) => !target.has(id));
    if (added.length === 0 && removed.length === 0 && rescoped.length === 0) return listOf(before);

    // Roles given or moved to other divisions are grants there.
    const granted = roles.filter((role) => added.includes(role) || rescoped.includes(role.id));
    await checkGrantsHeld(trx, scope, [{ permissions: granted.flatMap((role) => role.permissions), divisionIds: divisions, field: '/roleIds' }]);
    if (removed.length > 0) await checkPermissionsKept(trx, organizationId, { userRoles: { userId: user.id, roleIds: [...target] } }, '/roleIds');

    if (removed.length > 0) await trx.deleteFrom('user_roles').where('user_id', '=', user.id).where('role_id', 'in', removed).execute();
    if (added.length > 0) await trx.insertInto('user_roles').values(added.map((role) => ({ organization_id: organizationId, user_id: user.id, role_id: role.id, division_ids: divisions }))).execute();
    if (rescoped.length > 0) await trx.updateTable('user_roles').set({ division_ids: divisions }).where('user_id', '=', user.id).where('role_id', 'in', rescoped).execute();
    const after = await rolesOfUser(trx, user.id);
    await recordAudit(trx, organizationId, auditActorOf(scope), {
      entityType: 'user',
      entityId: user.id,
      entityName: user.name,
      action: 'rolesChange',
      before: await auditedRoles(trx, organizationId, before),
      after: await auditedRoles(trx, organizationId, after),
    });
    return listOf(after);
  });
}
