import type { NotificationChoices, NotificationChoicesWrite, NotificationScope } from '@switchboard/shared/contracts';
import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/index.js';

/** The two things an agent may choose to hear of, and the column each is stored in. */
export type ChoiceKind = 'newTickets' | 'customerReplies';
const COLUMN = { newTickets: 'notify_new_tickets', customerReplies: 'notify_customer_replies' } as const;

/**
 * Until an agent chooses, they hear of their own tickets only (assigned to them or their group,
 * mentions). Administrators are the exception for new tickets: a ticket in no group and with no
 * assignee (a hub ticket, typically) would otherwise reach nobody, so they hear of those.
 */
export const DEFAULT_CHOICES: Record<'administrator' | 'agent', Record<ChoiceKind, NotificationScope>> = {
  administrator: { newTickets: 'unassigned', customerReplies: 'none' },
  agent: { newTickets: 'none', customerReplies: 'none' },
};

const ADMINISTRATOR_ROLE = 'Administrator';

/** True when the user holds the built-in Administrator role (in any division). */
function isAdministrator(eb: ExpressionBuilder<Database, 'users'>): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('user_roles.role_id')
      .whereRef('user_roles.user_id', '=', 'users.id')
      .where('roles.built_in', '=', true)
      .where('roles.name', '=', ADMINISTRATOR_ROLE),
  );
}

/** A user's choice of `kind` with the default of their role filled in, as SQL over `users`. */
function effectiveChoice(eb: ExpressionBuilder<Database, 'users'>, kind: ChoiceKind) {
  return sql<NotificationScope>`coalesce(${sql.ref(`users.${COLUMN[kind]}`)}, case when ${isAdministrator(eb)} then ${DEFAULT_CHOICES.administrator[kind]}::text else ${DEFAULT_CHOICES.agent[kind]}::text end)`;
}

/** The scopes that cover a ticket in a group, and one in no group with no assignee. */
const COVERS_GROUP: NotificationScope[] = ['myGroups', 'myGroupsAndUnassigned'];
const COVERS_NOBODYS: NotificationScope[] = ['unassigned', 'myGroupsAndUnassigned'];

/** Agents heard of this many at most per event (like a group's members). */
const MAX_CHOOSERS = 500;

/**
 * Active agents of the organisation whose choice of `kind` covers the ticket as it is now: members
 * of its group who chose their groups, or, for a ticket in no group and with no assignee, those who
 * chose nobody's tickets. A ticket with an assignee and no group is its assignee's alone. Whether
 * each one sees the ticket (divisions) is checked by the caller, with the other recipients.
 */
export async function choosersOf(
  trx: Kysely<Database>,
  organizationId: string,
  ticket: { assignee_id: string | null; user_group_id: string | null },
  kind: ChoiceKind,
): Promise<string[]> {
  const groupId = ticket.user_group_id;
  if (!groupId && ticket.assignee_id) return [];
  const rows = await trx
    .selectFrom('users')
    .select('users.id')
    .where('users.organization_id', '=', organizationId)
    .where('users.status', '=', 'active')
    .where('users.kind', '=', 'agent')
    .where((eb) =>
      groupId
        ? eb.and([
            eb(effectiveChoice(eb, kind), 'in', COVERS_GROUP),
            eb.exists(eb.selectFrom('user_group_members').select('user_group_members.user_id').whereRef('user_group_members.user_id', '=', 'users.id').where('user_group_members.group_id', '=', groupId)),
          ])
        : eb(effectiveChoice(eb, kind), 'in', COVERS_NOBODYS),
    )
    .orderBy('users.id')
    .limit(MAX_CHOOSERS)
    .execute();
  return rows.map((row) => row.id);
}

/** Of `userIds`, those whose choice of `kind` covers tickets of their groups. */
export async function whoChoseTheirGroups(trx: Kysely<Database>, userIds: string[], kind: ChoiceKind): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('users')
    .select('users.id')
    .where('users.id', 'in', userIds)
    .where((eb) => eb(effectiveChoice(eb, kind), 'in', COVERS_GROUP))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The agent's own choices, defaults filled in; undefined when no such agent is in the organisation. */
export async function choicesOf(db: Kysely<Database>, caller: { userId: string; organizationId: string }): Promise<NotificationChoices | undefined> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'users.notify_new_tickets',
      'users.notify_customer_replies',
      effectiveChoice(eb, 'newTickets').as('new_tickets'),
      effectiveChoice(eb, 'customerReplies').as('customer_replies'),
    ])
    .where('users.id', '=', caller.userId)
    .where('users.organization_id', '=', caller.organizationId)
    .where('users.kind', '=', 'agent')
    .executeTakeFirst();
  if (!row) return undefined;
  return { newTickets: row.new_tickets, customerReplies: row.customer_replies, chosen: row.notify_new_tickets !== null || row.notify_customer_replies !== null };
}

/** Changes the given choices of the agent (null: back to the default); what is left out stays. */
export async function updateChoices(db: Kysely<Database>, caller: { userId: string; organizationId: string }, input: NotificationChoicesWrite): Promise<NotificationChoices | undefined> {
  const set = {
    ...(input.newTickets !== undefined ? { notify_new_tickets: input.newTickets } : {}),
    ...(input.customerReplies !== undefined ? { notify_customer_replies: input.customerReplies } : {}),
  };
  if (Object.keys(set).length > 0) {
    await db
      .updateTable('users')
      .set({ ...set, updated_at: new Date() })
      .where('id', '=', caller.userId)
      .where('organization_id', '=', caller.organizationId)
      .where('kind', '=', 'agent')
      .execute();
  }
  return choicesOf(db, caller);
}
