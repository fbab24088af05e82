import { randomBytes } from 'node:crypto';
import { USER_INVITATION_TTL_SECONDS, type UserDetails, type UserInviteRequest, type ValidationIssue } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/index.js';
import { withUniqueConflicts } from '../../../crud/unique-conflict.js';
import { AppError } from '../../../plugins/errors.js';
import { agentLinkInvalid, claimAgentLink, issueAgentLink, openAgentLink } from '../../auth/agent-links.js';
import { hashPassword } from '../../auth/passwords.js';
import { enqueueMail, renderInvitationMail } from '../../mail/index.js';
import { recordAudit, type AuditActor } from '../../organization/audit/index.js';
import { checkGrantsHeld } from '../roles/granting.js';
import { userDetails } from './users-admin.service.js';

/** Where the shell opens an invitation link (the token follows as `?token=`). */
export const AGENT_INVITATION_PATH = '/accept-invitation';

const DAY_SECONDS = 24 * 60 * 60;

export interface InvitationScope {
  organizationId: string;
  actor: AuditActor;
  /** The caller, who may only give roles whose permissions they hold. */
  userId: string;
  clientId?: string;
  permissions: readonly string[];
  /** The shell's origin, where the mailed link points. */
  linkBase: string;
}

const emailTaken = { users_org_email_key: { field: '/email', message: 'is already used by a user of the organisation' } };

/**
 * Checks that `roleIds` are roles of the organisation whose permissions the caller holds all of, in
 * every division (the roles of an invitation hold everywhere);
 * returns their names by id. Giving a role is giving its permissions, so nobody hands out more than
 * they have.
 */
async function checkGivableRoles(trx: Db, scope: InvitationScope, roleIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return new Map();
  const roles = await trx.selectFrom('roles').select(['id', 'name', 'permissions']).where('organization_id', '=', scope.organizationId).where('id', 'in', unique).execute();
  const byId = new Map(roles.map((role) => [role.id, role]));
  const unknown: ValidationIssue[] = roleIds.flatMap((id, index) => (byId.has(id) ? [] : [{ field: `/roleIds/${index}`, message: 'is not a role of the organisation' }]));
  if (unknown.length > 0) throw new AppError(400, 'VALIDATION_FAILED', unknown);
  // An invitation gives its roles in every division.
  await checkGrantsHeld(trx, scope, roleIds.map((id, index) => ({ permissions: byId.get(id)!.permissions, divisionIds: null, field: `/roleIds/${index}` })));
  return new Map(roles.map((role) => [role.id, role.name]));
}

/** Ends the user's outstanding invitation links and mails a new one, in `trx`. */
async function mailInvitation(trx: Db, scope: InvitationScope, user: { id: string; name: string; email: string }, now: Date): Promise<void> {
  await trx.updateTable('agent_password_resets').set({ used_at: now }).where('user_id', '=', user.id).where('purpose', '=', 'invite').where('used_at', 'is', null).execute();
  const link = await issueAgentLink(
    trx,
    { organizationId: scope.organizationId, userId: user.id, purpose: 'invite', ttlSeconds: USER_INVITATION_TTL_SECONDS, linkBase: scope.linkBase, path: AGENT_INVITATION_PATH },
    now,
  );
  const organization = await trx.selectFrom('organizations').select(['name', 'default_language']).where('id', '=', scope.organizationId).executeTakeFirstOrThrow();
  await enqueueMail(trx, {
    organizationId: scope.organizationId,
    kind: 'agent.invitation',
    locale: organization.default_language,
    to: user.email,
    ...renderInvitationMail(organization.default_language, { name: user.name, organizationName: organization.name, link, days: USER_INVITATION_TTL_SECONDS / DAY_SECONDS }),
  });
}

/**
 * `POST v1/users`: an invited user (a random password nobody knows, so no sign-in) with the given
 * roles, and the invitation mail in the organisation's language, in one transaction.
 */
/**
 * Makes a new invitee a member of the given groups of the organisation (in one statement); a group of
 * another organisation or none is a 400 naming its place in `userGroupIds`. Answers the group names.
 */
async function joinGroups(trx: Db, organizationId: string, userId: string, groupIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(groupIds)];
  if (wanted.length === 0) return [];
  const groups = await trx.selectFrom('user_groups').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', 'in', wanted).execute();
  const found = new Set(groups.map((group) => group.id));
  const missing = groupIds.map((id, index) => ({ id, index })).filter(({ id }) => !found.has(id));
  if (missing.length > 0) throw new AppError(400, 'VALIDATION_FAILED', missing.map(({ index }) => ({ field: `/userGroupIds/${index}`, message: 'is not a user group of this organisation' })));
  await trx.insertInto('user_group_members').values(groups.map((group) => ({ organization_id: organizationId, group_id: group.id, user_id: userId }))).execute();
  return groups.map((group) => group.name).sort();
}

export async function inviteUser(db: Db, scope: InvitationScope, input: UserInviteRequest, now = new Date()): Promise<UserDetails> {
  const name = input.name.trim();
  if (!name) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/name', message: 'is required' }]);
  const email = input.email.trim().toLowerCase();
  // Hashed before the transaction: the hash is slow on purpose.
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const row = await withUniqueConflicts(emailTaken, () =>
    db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('organization_id', '=', scope.organizationId)
        .where(sql<string>`lower(email)`, '=', email)
        .where('status', '<>', 'removed')
        .executeTakeFirst();
      if (taken) throw new AppError(409, 'CONFLICT', [emailTaken.users_org_email_key]);
      const roleNames = await checkGivableRoles(trx, scope, input.roleIds);
      const user = await trx
        .insertInto('users')
        .values({ organization_id: scope.organizationId, name, email, password_hash: unusablePassword, status: 'invited' })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (roleNames.size > 0) {
        await trx
          .insertInto('user_roles')
          .values([...roleNames.keys()].map((roleId) => ({ organization_id: scope.organizationId, user_id: user.id, role_id: roleId })))
          .execute();
      }
      const groupNames = await joinGroups(trx, scope.organizationId, user.id, input.userGroupIds ?? []);
      await mailInvitation(trx, scope, user, now);
      await recordAudit(trx, scope.organizationId, scope.actor, {
        entityType: 'user',
        entityId: user.id,
        entityName: user.name,
        action: 'invite',
        before: null,
        after: { name: user.name, email: user.email, status: user.status, roles: [...roleNames.values()].sort(), ...(groupNames.length ? { userGroups: groupNames } : {}) },
      });
      return user;
    }),
  );
  return userDetails(db, row, new Set(['roles']));
}

/**
 * `POST v1/users/{id}/invite`: a new invitation link for a user still invited (the previous link
 * stops working); undefined for an id outside the organisation, 409 for a user who is not invited.
 */
export async function resendInvitation(db: Db, scope: InvitationScope, userId: string, now = new Date()): Promise<UserDetails | undefined> {
  const row = await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('organization_id', '=', scope.organizationId)
      .where('id', '=', userId)
      .where('status', '<>', 'removed')
      .where('kind', '=', 'agent')
      .forUpdate()
      .executeTakeFirst();
    if (!user) return undefined;
    if (user.status !== 'invited') throw new AppError(409, 'CONFLICT', [{ field: '/status', message: 'has already accepted the invitation' }]);
    await mailInvitation(trx, scope, user, now);
    await recordAudit(trx, scope.organizationId, scope.actor, { entityType: 'user', entityId: user.id, entityName: user.name, action: 'invite', before: null, after: { email: user.email, resent: true } });
    return user;
  });
  return row ? userDetails(db, row, new Set(['roles'])) : undefined;
}

/**
 * `POST v1/oauth/invite/accept`: the invitee chooses their password with the mailed link; the link
 * works once and the user becomes active. Returns the address to sign in with.
 */
export async function acceptInvitation(db: Db, input: { token: string; newPassword: string }, now = new Date()): Promise<{ email: string }> {
  // A removed (or already active) user's link opens nothing.
  const link = await openAgentLink(db, input, { purpose: 'invite', userStatus: 'invited' }, now);
  const accepted = await db.transaction().execute(async (trx) => {
    if (!(await claimAgentLink(trx, link.id, now))) return false;
    const activated = await trx
      .updateTable('users')
      .set({ password_hash: link.passwordHash, status: 'active', updated_at: now })
      .where('id', '=', link.userId)
      .where('status', '=', 'invited')
      .returning('id')
      .executeTakeFirst();
    if (!activated) return false;
    await recordAudit(trx, link.organizationId, { kind: 'user', id: link.userId, name: link.name }, {
      entityType: 'user',
      entityId: link.userId,
      entityName: link.name,
      action: 'update',
      before: { status: 'invited' },
      after: { status: 'active' },
    });
    return true;
  });
  if (!accepted) throw agentLinkInvalid();
  return { email: link.email };
}
