import type { Db } from '../../db/index.js';
import { AppError } from '../../plugins/errors.js';

/**
 * A change to who holds which permission, checked before it is made. Every part is optional; the
 * parts describe one change (a user disabled, a role deleted or rewritten, a user's roles replaced).
 */
export interface HoldingChange {
  /** A user who would stop holding anything (disabled). */
  userLeaving?: string;
  /** A role that would be gone. */
  roleDeleted?: string;
  /** A role whose permissions would become these. */
  roleRewritten?: { roleId: string; permissions: readonly string[] };
  /** A user who would hold exactly these roles. */
  userRoles?: { userId: string; roleIds: readonly string[] };
}

/**
 * The permissions some active user of the organisation holds now and none would hold after the
 * change. Call it inside the transaction that makes the change, after locking the organisation
 * row, so two administrators cannot each take away the other's last holder.
 */
export async function permissionsOrphanedBy(trx: Db, organizationId: string, change: HoldingChange): Promise<string[]> {
  const rows = await trx
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select(['user_roles.user_id', 'roles.id as role_id', 'roles.permissions'])
    .where('user_roles.organization_id', '=', organizationId)
    .where('users.status', '=', 'active')
    .execute();
  const before = new Set<string>();
  const after = new Set<string>();
  const { userLeaving, roleDeleted, roleRewritten, userRoles } = change;
  for (const row of rows) {
    for (const permission of row.permissions) before.add(permission);
    if (row.user_id === userLeaving || row.role_id === roleDeleted || row.user_id === userRoles?.userId) continue;
    const permissions = row.role_id === roleRewritten?.roleId ? roleRewritten.permissions : row.permissions;
    for (const permission of permissions) after.add(permission);
  }
  if (userRoles && userRoles.roleIds.length > 0) {
    // The user's new roles count only while the user is active.
    const granted = await trx
      .selectFrom('roles')
      .innerJoin('users', (join) => join.on('users.id', '=', userRoles.userId).on('users.status', '=', 'active'))
      .select(['roles.id', 'roles.permissions'])
      .where('roles.organization_id', '=', organizationId)
      .where('roles.id', 'in', [...userRoles.roleIds])
      .execute();
    for (const role of granted) {
      if (role.id === roleDeleted) continue;
      for (const permission of role.id === roleRewritten?.roleId ? roleRewritten.permissions : role.permissions) after.add(permission);
    }
  }
  return [...before].filter((permission) => !after.has(permission)).sort();
}

/**
 * Refuses a change that would leave the organisation without an active holder of some permission
 * (in practice, without an administrator): 409 LAST_PERMISSION_HOLDER on `field`.
 */
export async function checkPermissionsKept(trx: Db, organizationId: string, change: HoldingChange, field: string): Promise<void> {
  const orphaned = await permissionsOrphanedBy(trx, organizationId, change);
  if (orphaned.length > 0) throw new AppError(409, 'LAST_PERMISSION_HOLDER', [{ field, message: `would leave no active holder of ${orphaned.join(', ')}` }]);
}

/** Serialises the changes of one organisation's permission holders (see permissionsOrphanedBy). */
export async function lockOrganization(trx: Db, organizationId: string): Promise<void> {
  await trx.selectFrom('organizations').select('id').where('id', '=', organizationId).forUpdate().executeTakeFirst();
}
