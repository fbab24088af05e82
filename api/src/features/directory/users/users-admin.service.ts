import {
  SEARCH_DEFAULT_PAGE_SIZE,
  type UserAdminStatus,
  type UserAdminSummary,
  type UserDetails,
  type UserRoleRef,
  type UserSearchRequest,
  type UserSearchResponse,
  type UserUpdateRequest,
} from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Db, UserRow } from '../../../db/index.js';
import { inPage, isoDate, likePattern, pageOf, pageResult, rowCount, sortedBy } from '../../../db/search.js';
import type { PushSender } from '../../../push/index.js';
import { AppError } from '../../../plugins/errors.js';
import { recordAudit, type AuditActor } from '../../organization/audit/index.js';
import { checkPermissionsKept } from '../permission-holders.js';
import { permissionsOfUser } from './users.service.js';

/** The roles of the given users, by user, in one query (user_roles' primary key starts with user_id). */
async function rolesOfUsers(db: Db, userIds: string[]): Promise<Map<string, UserRoleRef[]>> {
  const roles = new Map<string, UserRoleRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return roles;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy(sql`lower(roles.name)`)
    .orderBy('roles.id')
    .execute();
  for (const row of rows) roles.get(row.user_id)?.push({ id: row.id, name: row.name });
  return roles;
}

const userColumns = ['users.id', 'users.name', 'users.email', 'users.title', 'users.status', 'users.created_at'] as const;

/** Users of the organisation, by name unless a sort is given (users_org_name_idx); roles are fetched for the page only. */
export async function searchUsers(db: Db, organizationId: string, request: UserSearchRequest): Promise<UserSearchResponse> {
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  // Removed users are kept only so history names them: never listed.
  let base = db.selectFrom('users').where('users.organization_id', '=', organizationId).where('users.status', '<>', 'removed').where('users.kind', '=', 'agent');
  const query = request.query?.trim();
  if (query) {
    const pattern = likePattern(query);
    base = base.where((eb) => eb.or([eb('users.name', 'ilike', pattern), eb('users.email', 'ilike', pattern)]));
  }
  const { status, roleId } = request.filters ?? {};
  if (status) base = base.where('users.status', '=', status);
  if (roleId) {
    // Served by user_roles' primary key (user_id, role_id).
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('user_roles').select('user_roles.user_id').whereRef('user_roles.user_id', '=', 'users.id').where('user_roles.role_id', '=', roleId)),
    );
  }
  const field = request.sort?.field ?? 'name';
  const column = { name: sql`lower(users.name)`, email: sql`lower(users.email)`, status: sql`users.status`, createdAt: sql`users.created_at` }[field];
  const rows = await base.select(userColumns).orderBy(sortedBy(column, request.sort?.order)).orderBy('users.id').$call(inPage(page)).execute();
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  const roles = await rolesOfUsers(db, rows.map((row) => row.id));
  const entities = rows.map(
    (row): UserAdminSummary => ({ id: row.id, name: row.name, email: row.email, title: row.title, status: row.status as UserAdminStatus, roles: roles.get(row.id) ?? [], createdAt: isoDate(row.created_at) }),
  );
  return pageResult(entities, total.n, page);
}

/** What `expand` asks for: a comma list, case and spaces ignored. */
export function expandsOf(expand: string | undefined): Set<string> {
  return new Set((expand ?? '').split(',').map((part) => part.trim().toLowerCase()).filter(Boolean));
}

/** An agent's details with the asked-for expansions. */
export async function userDetails(db: Db, row: UserRow, expand: Set<string>): Promise<UserDetails> {
  const user: UserDetails = { id: row.id, name: row.name, email: row.email, profilePicture: row.profile_picture, title: row.title, status: row.status as UserAdminStatus, createdAt: isoDate(row.created_at) };
  if (expand.has('authorization')) user.authorization = { permissions: await permissionsOfUser(db, row.id) };
  if (expand.has('roles')) user.roles = (await rolesOfUsers(db, [row.id])).get(row.id) ?? [];
  return user;
}

/** A disable the organisation must not allow: 409 with its own code, on the `/status` field. */
const statusConflict = (code: 'CANNOT_DISABLE_SELF', message: string) => new AppError(409, code, [{ field: '/status', message }]);

export interface UserUpdateScope {
  organizationId: string;
  /** The caller, who may not disable themselves. */
  userId: string;
  /** Who the audit log names for the change. */
  actor: AuditActor;
}

/** The fields of a user the audit log follows. */
const auditedUser = (row: Pick<UserRow, 'name' | 'title' | 'status'>) => ({ name: row.name, title: row.title, status: row.status });

/**
 * Changes an agent's name, title and status; undefined for an id outside the organisation. Disabling
 * ends every session of the agent (refresh tokens included) and closes their push connections;
 * status changes of one organisation run one at a time, so two administrators cannot disable each other.
 */
export async function updateUser(db: Db, push: Pick<PushSender, 'disconnectUser'>, scope: UserUpdateScope, input: UserUpdateRequest): Promise<UserDetails | undefined> {
  const { organizationId } = scope;
  const outcome = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('organizations').select('id').where('id', '=', organizationId).forUpdate().executeTakeFirst();
    const current = await trx.selectFrom('users').selectAll().where('organization_id', '=', organizationId).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!current || current.status === 'removed') return undefined;
    // An invited user becomes active only by choosing a password through the invitation.
    if (current.status === 'invited' && input.status) {
      throw new AppError(409, 'CONFLICT', [{ field: '/status', message: 'has not accepted the invitation yet' }]);
    }
    const disabling = input.status === 'disabled' && current.status !== 'disabled';
    if (disabling) {
      if (current.id === scope.userId) throw statusConflict('CANNOT_DISABLE_SELF', 'cannot disable yourself');
      // The organisation must keep an active holder of each permission (in practice, an administrator).
      await checkPermissionsKept(trx, organizationId, { userLeaving: current.id }, '/status');
    }
    const name = input.name?.trim();
    if (input.name !== undefined && !name) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/name', message: 'is required' }]);
    const title = input.title === undefined ? undefined : input.title?.trim() || null;
    const row = await trx
      .updateTable('users')
      .set({ ...(name ? { name } : {}), ...(title === undefined ? {} : { title }), ...(input.status ? { status: input.status } : {}), updated_at: new Date() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, organizationId, scope.actor, { entityType: 'user', entityId: row.id, entityName: row.name, action: 'update', before: auditedUser(current), after: auditedUser(row) });
    if (disabling) await trx.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', current.id).where('revoked_at', 'is', null).execute();
    return { row, disabling };
  });
  if (!outcome) return undefined;
  if (outcome.disabling) await push.disconnectUser(outcome.row.id, 'USER_DISABLED');
  return userDetails(db, outcome.row, new Set(['roles']));
}
