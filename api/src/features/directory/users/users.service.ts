import { sql } from 'kysely';
import type { Db, UserRow, UserStatus } from '../../../db/index.js';
import type { PushSender } from '../../../push/index.js';
import { hashPassword } from '../../auth/passwords.js';

export interface CreateUserInput {
  organizationId: string;
  name: string;
  email: string;
  password: string;
  roleIds: readonly string[];
}

/** Creates an agent with its roles in one transaction (joins the caller's transaction if `db` is one). */
export async function createUser(db: Db, input: CreateUserInput): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const insert = async (trx: Db) => {
    const user = await trx
      .insertInto('users')
      .values({
        organization_id: input.organizationId,
        name: input.name,
        email: input.email.trim().toLowerCase(),
        password_hash: passwordHash,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.roleIds.length > 0) {
      await trx
        .insertInto('user_roles')
        .values(input.roleIds.map((roleId) => ({ organization_id: input.organizationId, user_id: user.id, role_id: roleId })))
        .execute();
    }
    return user;
  };
  return db.isTransaction ? insert(db) : db.transaction().execute(insert);
}

/** The sorted union of the permissions of every role the user holds. */
export async function permissionsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(sql<string>`unnest(roles.permissions)`.as('permission'))
    .where('user_roles.user_id', '=', userId)
    .execute();
  return [...new Set(rows.map((r) => r.permission))].sort();
}

export function findUserInOrganization(db: Db, organizationId: string, userId: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    // OAuth clients' service users are managed as clients, not as users.
    .where('kind', '=', 'agent')
    .executeTakeFirst();
}

/**
 * Enables or disables an agent of the organisation (`false` when there is no such agent). A
 * disabled agent's tokens stop working on their next request (authentication checks the status);
 * their open push connections are closed for good at once, on every instance, so their browser
 * does not sit connected or keep reconnecting.
 */
export async function setUserStatus(
  db: Db,
  push: Pick<PushSender, 'disconnectUser'>,
  organizationId: string,
  userId: string,
  status: UserStatus,
): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ status })
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  if (status === 'disabled') await push.disconnectUser(userId, 'USER_DISABLED');
  return true;
}
