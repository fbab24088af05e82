import type { UserRemoveResponse, ValidationIssue } from '@switchboard/shared/contracts';
import type { Db } from '../../../db/index.js';
import type { PushSender } from '../../../push/index.js';
import { AppError } from '../../../plugins/errors.js';
import { recordAudit, type AuditActor } from '../../organization/audit/index.js';
import { recordHistory } from '../../tickets/history/index.js';
import { checkPermissionsKept, lockOrganization } from '../permission-holders.js';

export interface RemovalScope {
  organizationId: string;
  /** The caller, who may not remove themselves. */
  userId: string;
  name: string;
  actor: AuditActor;
}

/** Where a refusal points: `/ids/<n>` for a bulk request, `/id` for one user. */
type FieldOf = (index: number) => string;

/**
 * Removes users of the organisation, all or none. A removed user stays in the database so tickets,
 * comments, messages and history keep their name, but is never listed, picked, mentioned or signed
 * in again: their status becomes `removed`, their sessions and outstanding links end, their roles
 * go, and their open tickets (status kind neither resolved nor closed) lose their assignee, each with a
 * history entry. Refused with 404 for an id that is not a user of the organisation, 409 CONFLICT
 * for the caller themselves and 409 LAST_PERMISSION_HOLDER when the organisation would be left
 * without an active holder of some permission; each refusal names the failing ids.
 */
export async function removeUsers(db: Db, push: Pick<PushSender, 'disconnectUser'>, scope: RemovalScope, ids: readonly string[], fieldOf: FieldOf, now = new Date()): Promise<UserRemoveResponse> {
  const { organizationId } = scope;
  const outcome = await db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const rows = await trx
      .selectFrom('users')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('id', 'in', [...ids])
      .where('status', '<>', 'removed')
      // An OAuth client's service user goes with its client, not from here.
      .where('kind', '=', 'agent')
      .forUpdate()
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing: ValidationIssue[] = ids.flatMap((id, index) => (byId.has(id) ? [] : [{ field: fieldOf(index), message: `${id} is not a user of the organisation` }]));
    if (missing.length > 0) throw new AppError(404, 'NOT_FOUND', missing);
    const selfAt = ids.indexOf(scope.userId);
    if (selfAt >= 0) throw new AppError(409, 'CONFLICT', [{ field: fieldOf(selfAt), message: 'you cannot remove yourself' }]);

    let unassignedTickets = 0;
    for (const [index, id] of ids.entries()) {
      const user = byId.get(id)!;
      // One at a time: the users removed before this one no longer count as holders.
      if (user.status === 'active') await checkPermissionsKept(trx, organizationId, { userLeaving: id }, fieldOf(index));
      const roles = await trx
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select('roles.name')
        .where('user_roles.user_id', '=', id)
        .orderBy('roles.name')
        .execute();
      await trx.updateTable('users').set({ status: 'removed', updated_at: now }).where('id', '=', id).execute();
      await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
      await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', id).where('revoked_at', 'is', null).execute();
      await trx.updateTable('agent_password_resets').set({ used_at: now }).where('user_id', '=', id).where('used_at', 'is', null).execute();
      unassignedTickets += await unassignOpenTickets(trx, scope, { id, name: user.name }, now);
      await recordAudit(trx, organizationId, scope.actor, {
        entityType: 'user',
        entityId: id,
        entityName: user.name,
        action: 'delete',
        before: { name: user.name, email: user.email, title: user.title, status: user.status, roles: roles.map((role) => role.name) },
        after: null,
      });
    }
    return { removed: ids.length, unassignedTickets };
  });
  // Their browsers stop listening at once, on every instance.
  for (const id of ids) await push.disconnectUser(id, 'USER_REMOVED');
  return outcome;
}

/** Takes `user` off the organisation's tickets that are not finished (kind neither resolved nor closed); returns how many. */
async function unassignOpenTickets(trx: Db, scope: RemovalScope, user: { id: string; name: string }, now: Date): Promise<number> {
  const open = await trx
    .selectFrom('tickets')
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .select('tickets.id')
    .where('tickets.organization_id', '=', scope.organizationId)
    .where('tickets.assignee_id', '=', user.id)
    .where('statuses.kind', 'not in', ['resolved', 'closed'])
    .execute();
  if (open.length === 0) return 0;
  await trx
    .updateTable('tickets')
    .set({ assignee_id: null, updated_at: now })
    .where('id', 'in', open.map((ticket) => ticket.id))
    .execute();
  for (const ticket of open) {
    await recordHistory(trx, scope.organizationId, ticket.id, { type: 'agent', userId: scope.userId, name: scope.name }, [{ field: 'assignee', from: user, to: null }]);
  }
  return open.length;
}
