import { AGENT_PASSWORD_RESET_TTL_SECONDS, type Locale } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { AppError } from '../../plugins/errors.js';
import { enqueueMail, renderResetMail } from '../mail/index.js';
import { agentLinkInvalid, claimAgentLink, issueAgentLink, openAgentLink } from './agent-links.js';
import { hashPassword, verifyPassword, weakPasswordError } from './passwords.js';

/** Where the shell opens a reset link (the token follows as `?token=`). */
export const AGENT_RESET_PATH = '/reset-password';

/** Revokes the agent's live sessions except `keep`; returns the ids revoked, whose push sockets must close. */
async function revokeSessionsOf(trx: Db, userId: string, now: Date, keep?: string): Promise<string[]> {
  let query = trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/**
 * The signed-in agent changes their own password: the current one must match. Every other session
 * of the agent ends; the calling one stays signed in. Returns the sessions ended.
 */
export async function changeOwnPassword(
  db: Db,
  caller: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<string[]> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', caller.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) throw new AppError(400, 'INVALID_CREDENTIALS', [{ field: '/currentPassword', message: 'is wrong' }]);
  const weak = weakPasswordError('/newPassword', input.newPassword);
  if (weak) throw weak;
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', caller.userId).execute();
    // Outstanding reset links were asked for the old password: they die with it.
    await trx.updateTable('agent_password_resets').set({ used_at: now }).where('user_id', '=', caller.userId).where('used_at', 'is', null).execute();
    return revokeSessionsOf(trx, caller.userId, now, caller.sessionId);
  });
}

/**
 * Queues a reset link when an active agent has this email (the oldest one, as sign-in picks); does
 * nothing otherwise, so the caller's answer cannot tell the two apart. `linkBase` is the shell's origin.
 */
export async function requestAgentPasswordReset(db: Db, input: { email: string; locale: Locale; linkBase: string }, now = new Date()): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'organization_id', 'name', 'email', 'status'])
    .where(sql<string>`lower(email)`, '=', input.email.trim().toLowerCase())
    .where('kind', '=', 'agent')
    // A removed agent's address may belong to a newer account.
    .where('status', '<>', 'removed')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!user || user.status !== 'active') return;
  await db.transaction().execute(async (trx) => {
    const link = await issueAgentLink(
      trx,
      { organizationId: user.organization_id, userId: user.id, purpose: 'reset', ttlSeconds: AGENT_PASSWORD_RESET_TTL_SECONDS, linkBase: input.linkBase, path: AGENT_RESET_PATH },
      now,
    );
    await enqueueMail(trx, {
      organizationId: user.organization_id,
      kind: 'agent.passwordReset',
      locale: input.locale,
      to: user.email,
      ...renderResetMail(input.locale, { name: user.name, link, minutes: AGENT_PASSWORD_RESET_TTL_SECONDS / 60 }),
    });
  });
}

/**
 * Sets a new password from a reset link. The link works once; using it ends every session of the
 * agent and every other outstanding link. Returns the sessions ended.
 */
export async function resetAgentPassword(db: Db, input: { token: string; newPassword: string }, now = new Date()): Promise<string[]> {
  // Invitation links are opened by their own route.
  const link = await openAgentLink(db, input, { purpose: 'reset', userStatus: 'active' }, now);
  const revoked = await db.transaction().execute(async (trx) => {
    if (!(await claimAgentLink(trx, link.id, now))) return undefined;
    await trx.updateTable('agent_password_resets').set({ used_at: now }).where('user_id', '=', link.userId).where('used_at', 'is', null).execute();
    await trx.updateTable('users').set({ password_hash: link.passwordHash, updated_at: now }).where('id', '=', link.userId).execute();
    return revokeSessionsOf(trx, link.userId, now);
  });
  if (!revoked) throw agentLinkInvalid();
  return revoked;
}
