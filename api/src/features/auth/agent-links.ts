import { AppError } from '../../plugins/errors.js';
import type { Db } from '../../db/index.js';
import { hashPassword, weakPasswordError } from './passwords.js';
import { hashVerifier, newSelectorToken, sameHash } from './tokens.js';

/** What a mailed agent link is for: a password reset, or an invitation to choose the first one. */
export type AgentLinkPurpose = 'reset' | 'invite';

export interface OpenedAgentLink {
  id: string;
  organizationId: string;
  userId: string;
  name: string;
  email: string;
  /** The new password, hashed (slow on purpose: done before any transaction). */
  passwordHash: string;
}

/**
 * Checks a mailed link (`<selector>.<verifier>`) of `purpose` for a user in `userStatus` and the new
 * password that comes with it: 400 RESET_LINK_INVALID for an unknown, wrong, used link or a user in
 * another state, RESET_LINK_EXPIRED after its time, VALIDATION_FAILED on `/newPassword` for a weak
 * password. Each purpose opens only its own links.
 */
export async function openAgentLink(
  db: Db,
  input: { token: string; newPassword: string },
  expected: { purpose: AgentLinkPurpose; userStatus: 'active' | 'invited' },
  now: Date,
): Promise<OpenedAgentLink> {
  const [selector = '', verifier = ''] = input.token.split('.');
  if (!selector || !verifier) throw agentLinkInvalid();
  const link = await db
    .selectFrom('agent_password_resets')
    .innerJoin('users', 'users.id', 'agent_password_resets.user_id')
    .select([
      'agent_password_resets.id',
      'agent_password_resets.organization_id as organizationId',
      'agent_password_resets.verifier_hash as verifierHash',
      'agent_password_resets.expires_at as expiresAt',
      'agent_password_resets.used_at as usedAt',
      'users.id as userId',
      'users.name',
      'users.email',
      'users.status',
    ])
    .where('agent_password_resets.selector', '=', selector)
    .where('agent_password_resets.purpose', '=', expected.purpose)
    .executeTakeFirst();
  if (!link || !sameHash(hashVerifier(verifier), link.verifierHash) || link.usedAt || link.status !== expected.userStatus) throw agentLinkInvalid();
  if (link.expiresAt.getTime() <= now.getTime()) throw new AppError(400, 'RESET_LINK_EXPIRED');
  const weak = weakPasswordError('/newPassword', input.newPassword);
  if (weak) throw weak;
  return { id: link.id, organizationId: link.organizationId, userId: link.userId, name: link.name, email: link.email, passwordHash: await hashPassword(input.newPassword) };
}

export const agentLinkInvalid = () => new AppError(400, 'RESET_LINK_INVALID');

/**
 * Stores a new single-use link of `purpose` for a user (only the selector and a hash of the secret
 * half are kept) and answers its page URL, `<linkBase><path>?token=<selector>.<verifier>`.
 */
export async function issueAgentLink(
  trx: Db,
  link: { organizationId: string; userId: string; purpose: AgentLinkPurpose; ttlSeconds: number; linkBase: string; path: string },
  now: Date,
): Promise<string> {
  const { selector, verifier } = newSelectorToken();
  await trx
    .insertInto('agent_password_resets')
    .values({
      organization_id: link.organizationId,
      user_id: link.userId,
      selector,
      verifier_hash: hashVerifier(verifier),
      expires_at: new Date(now.getTime() + link.ttlSeconds * 1000),
      purpose: link.purpose,
    })
    .execute();
  return `${link.linkBase}${link.path}?${new URLSearchParams({ token: `${selector}.${verifier}` }).toString()}`;
}

/** Marks the link used inside the transaction that acts on it; false when a racing use got it first. */
export async function claimAgentLink(trx: Db, linkId: string, now: Date): Promise<boolean> {
  const claimed = await trx.updateTable('agent_password_resets').set({ used_at: now }).where('id', '=', linkId).where('used_at', 'is', null).returning('id').executeTakeFirst();
  return claimed !== undefined;
}
