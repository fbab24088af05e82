import type { Permission } from '@switchboard/shared/contracts';
import { hashPassword } from '../src/features/auth/passwords.js';
import { login, type TestApp } from './helpers.js';

export interface TestAgent {
  id: string;
  name: string;
  email: string;
  token: string;
  organizationId: string;
}

let agentCount = 0;

/**
 * An agent holding exactly `permissions` (through a role of their own) in `organizationId` (the
 * first organisation by default), signed in through the real login endpoint.
 */
export async function createAgent(t: TestApp, permissions: readonly Permission[], options: { name?: string; email?: string; organizationId?: string } = {}): Promise<TestAgent> {
  const n = ++agentCount;
  const organizationId = options.organizationId ?? t.app.firstStart.organizationId;
  const name = options.name ?? `Agent ${n}`;
  const email = options.email ?? `agent${n}.${Date.now()}@switchboard.test`;
  const password = `agent-password-${n}`;
  const role = await t.app.db
    .insertInto('roles')
    .values({ organization_id: organizationId, name: `Test role ${n} ${Date.now()}`, permissions: [...permissions] })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await t.app.db
    .insertInto('users')
    .values({ organization_id: organizationId, name, email, password_hash: await hashPassword(password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db.insertInto('user_roles').values({ organization_id: organizationId, user_id: user.id, role_id: role.id }).execute();
  // Each sign-in from its own address keeps the login rate limit out of the way.
  const response = await login(t.app, email, password, `10.9.${Math.floor(n / 250)}.${n % 250}`);
  if (response.statusCode !== 200) throw new Error(`agent login failed: ${response.statusCode} ${response.body}`);
  return { id: user.id, name, email, token: response.json().access_token, organizationId };
}

/**
 * An agent's message on a ticket, inserted directly (as a draft or as sent mail to `to`), for
 * suites that test what others may see of it.
 */
export async function insertAgentMessage(
  t: TestApp,
  message: { organizationId: string; ticketId: string; userId: string; authorName: string; status: 'draft' | 'sent'; bodyHtml: string; to: string[]; subject: string },
): Promise<void> {
  await t.app.db
    .insertInto('ticket_messages')
    .values({
      organization_id: message.organizationId,
      ticket_id: message.ticketId,
      sent_by: 'agent',
      customer_id: null,
      user_id: message.userId,
      author_name: message.authorName,
      status: message.status,
      body_html: message.bodyHtml,
      email_from: 'support@switchboard.local',
      email_from_name: message.authorName,
      email_to: JSON.stringify(message.to),
      email_cc: '[]',
      subject: message.subject,
      attachments: '[]',
      sent_at: message.status === 'sent' ? new Date() : null,
    })
    .execute();
}
