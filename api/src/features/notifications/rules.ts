import type { NotificationType } from '@switchboard/shared/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/index.js';
import { choosersOf, whoChoseTheirGroups } from './choices.js';
import { RoundLookups, type TicketFacts } from './round-lookups.js';
import { commentPlainText, excerpt, HEADERS, messagePlainText, UNKNOWN_ACTOR } from './texts.js';

/** A domain event as stored (`payload` is what the writing service put there). */
export interface DomainEvent {
  id: string;
  organization_id: string;
  type: string;
  payload: Record<string, unknown>;
  /** When the writing transaction ran (the processor passes it; a ticket's creation shares its ticket's time). */
  created_at?: Date | string;
}

/** One notification to store, before it has an id. */
export interface NotificationDraft {
  recipientId: string;
  type: NotificationType;
  header: string;
  message: string;
  ticketId: string | null;
  actorUserId: string | null;
  actorCustomerId: string | null;
  /** Also tell the recipient by mail (an escalation rule that asks for it). */
  mail?: boolean;
}

/** Members of a group told that a ticket entered it, at most. */
const MAX_GROUP_RECIPIENTS = 500;

/** Watchers told about a status change, at most (beyond the assignee). */
const MAX_WATCHERS = 50;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

async function userName(trx: Kysely<Database>, lookups: RoundLookups, event: DomainEvent, userId: string | undefined): Promise<string> {
  if (!userId) return UNKNOWN_ACTOR;
  return lookups.once(`user:${event.organization_id}:${userId}`, async () => {
    const row = await trx.selectFrom('users').select('name').where('id', '=', userId).where('organization_id', '=', event.organization_id).executeTakeFirst();
    return row?.name ?? UNKNOWN_ACTOR;
  });
}

/**
 * Of `candidates`, the active agents of the event's organisation other than the actor, once each,
 * who see the ticket: they hold `tickets:tickets:view` in its division (a ticket without one is in
 * the Home division). One query for all of them.
 */
async function recipients(
  trx: Kysely<Database>,
  lookups: RoundLookups,
  event: DomainEvent,
  ticket: TicketFacts,
  candidates: (string | null | undefined)[],
  actorUserId: string | undefined,
): Promise<string[]> {
  const wanted = [...new Set(candidates.filter((id): id is string => typeof id === 'string' && id !== actorUserId))];
  if (wanted.length === 0) return [];
  // Events of a round often ask the same (the administrators, for each new hub ticket).
  const key = `recipients:${event.organization_id}:${ticket.division_id ?? 'home'}:${[...wanted].sort().join(',')}`;
  return lookups.once(key, () => whoSees(trx, event, ticket, wanted));
}

async function whoSees(trx: Kysely<Database>, event: DomainEvent, ticket: TicketFacts, wanted: string[]): Promise<string[]> {
  const division = ticket.division_id
    ? sql`${ticket.division_id}::uuid`
    : sql`(select d.id from divisions d where d.organization_id = ${event.organization_id} and d.is_home)`;
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', wanted)
    .where('organization_id', '=', event.organization_id)
    .where('status', '=', 'active')
    .where('kind', '=', 'agent')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .select('user_roles.role_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where(sql<SqlBool>`'tickets:tickets:view' = any(roles.permissions)`)
          .where(sql<SqlBool>`(user_roles.division_ids is null or ${division} = any(user_roles.division_ids))`),
      ),
    )
    .execute();
  const active = new Set(rows.map((r) => r.id));
  return wanted.filter((id) => active.has(id));
}

/**
 * A ticket's watchers: agents who wrote a comment on it or were mentioned in one. They took part in
 * its internal conversation, so a change of status concerns them; nobody subscribes explicitly yet.
 */
async function watchersOf(trx: Kysely<Database>, ticketId: string): Promise<string[]> {
  const authors = trx.selectFrom('ticket_comments').select('user_id as id').where('ticket_id', '=', ticketId).where('user_id', 'is not', null);
  const mentioned = trx
    .selectFrom('ticket_comment_mentions as m')
    .innerJoin('ticket_comments as c', 'c.id', 'm.comment_id')
    .select('m.user_id as id')
    .where('c.ticket_id', '=', ticketId);
  const rows = await authors.union(mentioned).limit(MAX_WATCHERS).execute();
  return rows.map((r) => r.id).filter((id): id is string => id !== null);
}

/** True when the event was written by the transaction that created its ticket (both carry that transaction's time). */
function writtenAtCreation(event: DomainEvent, ticket: TicketFacts): boolean {
  return event.created_at !== undefined && new Date(event.created_at).getTime() === new Date(ticket.created_at).getTime();
}

async function commentExcerpt(trx: Kysely<Database>, commentId: string | undefined): Promise<string> {
  if (!commentId) return '';
  const row = await trx.selectFrom('ticket_comments').select('text').where('id', '=', commentId).executeTakeFirst();
  return row ? excerpt(commentPlainText(row.text)) : '';
}

/**
 * The notifications one domain event raises (the notification types whose source exists so far):
 * - `ticket.assigned` → `ticket_assigned` to the new assignee;
 * - `ticket.groupAssigned` → `ticket_group_assigned` to the members of the group the ticket entered
 *   (on creation in it or a move to it); the message is the group's name;
 * - `ticket.statusChanged` → `status_update` to the assignee (as the change found it) and the watchers;
 * - `comment.mentioned` → `comment_mention` to the mentioned agent;
 * - `comment.replied` → `comment_note` (an internal note) to the agent the comment service chose
 *   (assignee, earlier commenters);
 * - `message.received` (a customer's reply) → `comment_reply` to the ticket's assignee and to the agents
 *   whose customer-reply choice covers the ticket; `message.sent` (an agent's reply) → `comment_reply`
 *   to the assignee;
 * - `ticket.created` → `ticket_created` to the agents whose new-ticket choice covers the ticket, except
 *   its assignee (told it was assigned to them); members of its group who chose their groups' new tickets
 *   get this instead of `ticket_group_assigned` for the same creation, so nobody hears of it twice.
 * The actor is never told about their own action; recipients must be active agents of the organisation
 * who see the ticket (`tickets:tickets:view` in its division).
 * - `sla.escalation` (a service-level escalation the worker fired) → `ticket_escalation_before`,
 *   `_on_time` or `_after` to the assignee, the group's members and the named agents, as the rule says,
 *   each also by mail when the rule asks;
 * Other events (`comment.added`, `ticket.merged`, …) raise nothing.
 */
export async function notificationsFor(trx: Kysely<Database>, event: DomainEvent, lookups = new RoundLookups(trx)): Promise<NotificationDraft[]> {
  const p = event.payload;
  const ticketOf = () => lookups.ticket(event);
  switch (event.type) {
    case 'ticket.assigned': {
      const ticket = await ticketOf();
      if (!ticket) return [];
      const actorId = text(p.assignedBy) ?? text(p.changedBy);
      const to = await recipients(trx, lookups, event, ticket, [text(p.assigneeId)], actorId);
      const header = HEADERS.ticket_assigned(await userName(trx, lookups, event, actorId));
      const message = excerpt(ticket.description);
      return to.map((recipientId) => ({ recipientId, type: 'ticket_assigned', header, message, ticketId: ticket.id, actorUserId: actorId ?? null, actorCustomerId: null }));
    }
    case 'ticket.groupAssigned': {
      const ticket = await ticketOf();
      const groupId = text(p.userGroupId);
      if (!ticket || !groupId) return [];
      const group = await trx.selectFrom('user_groups').select('name').where('id', '=', groupId).where('organization_id', '=', event.organization_id).executeTakeFirst();
      if (!group) return [];
      const members = await trx.selectFrom('user_group_members').select('user_id').where('group_id', '=', groupId).limit(MAX_GROUP_RECIPIENTS).execute();
      const actorId = text(p.assignedBy) ?? text(p.changedBy);
      let to = await recipients(trx, lookups, event, ticket, members.map((m) => m.user_id), actorId);
      if (writtenAtCreation(event, ticket)) {
        // Members who chose to hear of their groups' new tickets are told of this one by `ticket.created`.
        const told = await whoChoseTheirGroups(trx, to, 'newTickets');
        to = to.filter((id) => !told.has(id));
      }
      if (to.length === 0) return [];
      const header = HEADERS.ticket_group_assigned(await userName(trx, lookups, event, actorId), group.name);
      return to.map((recipientId) => ({ recipientId, type: 'ticket_group_assigned', header, message: group.name, ticketId: ticket.id, actorUserId: actorId ?? null, actorCustomerId: null }));
    }
    case 'ticket.statusChanged': {
      const ticket = await ticketOf();
      if (!ticket) return [];
      const actorId = text(p.changedBy);
      const to = await recipients(trx, lookups, event, ticket, [text(p.assigneeId), ...(await watchersOf(trx, ticket.id))], actorId);
      const from = (p.from as { name?: string } | undefined)?.name ?? '';
      const next = (p.to as { name?: string } | undefined)?.name ?? '';
      const header = HEADERS.status_update(await userName(trx, lookups, event, actorId));
      const message = from && next ? `${from} → ${next}` : next;
      return to.map((recipientId) => ({ recipientId, type: 'status_update', header, message, ticketId: ticket.id, actorUserId: actorId ?? null, actorCustomerId: null }));
    }
    case 'comment.mentioned':
    case 'comment.replied': {
      const ticket = await ticketOf();
      if (!ticket) return [];
      const actorId = text(p.authorId);
      const to = await recipients(trx, lookups, event, ticket, [text(p.userId)], actorId);
      if (to.length === 0) return [];
      const name = text(p.authorName) ?? (await userName(trx, lookups, event, actorId));
      const mention = event.type === 'comment.mentioned';
      const header = mention ? HEADERS.comment_mention(name) : HEADERS.comment_note(name);
      const message = await commentExcerpt(trx, text(p.commentId));
      return to.map((recipientId) => ({ recipientId, type: mention ? 'comment_mention' : 'comment_note', header, message, ticketId: ticket.id, actorUserId: actorId ?? null, actorCustomerId: null }));
    }
    case 'message.received':
    case 'message.sent': {
      const ticket = await ticketOf();
      if (!ticket) return [];
      const fromCustomer = event.type === 'message.received';
      const actorUserId = fromCustomer ? undefined : text(p.userId);
      // A customer's reply also goes to those who chose to hear of replies on such tickets.
      const chosen = fromCustomer ? await choosersOf(trx, event.organization_id, ticket, 'customerReplies') : [];
      const to = await recipients(trx, lookups, event, ticket, [ticket.assignee_id, ...chosen], actorUserId);
      if (to.length === 0) return [];
      const messageId = text(p.messageId);
      const row = messageId
        ? await trx.selectFrom('ticket_messages').select(['body_html', 'author_name']).where('id', '=', messageId).where('ticket_id', '=', ticket.id).executeTakeFirst()
        : undefined;
      const actorCustomerId = fromCustomer ? (text(p.customerId) ?? null) : null;
      const name = row?.author_name ?? UNKNOWN_ACTOR;
      const headerFor = (recipientId: string) =>
        !fromCustomer ? HEADERS.comment_reply_agent(name) : recipientId === ticket.assignee_id ? HEADERS.comment_reply_customer(name) : HEADERS.comment_reply_customer_chosen(name);
      const message = row ? excerpt(messagePlainText(row.body_html)) : '';
      return to.map((recipientId) => ({ recipientId, type: 'comment_reply', header: headerFor(recipientId), message, ticketId: ticket.id, actorUserId: actorUserId ?? null, actorCustomerId }));
    }
    case 'ticket.created': {
      const ticket = await ticketOf();
      if (!ticket) return [];
      const actorUserId = text(p.createdBy);
      const actorCustomerId = actorUserId ? undefined : text(p.customerId);
      const created = await lookups.creationState(event);
      const chosen = await lookups.once(`choosers:${event.organization_id}:newTickets:${created.assignee_id ? 'assigned' : ''}:${created.user_group_id ?? ''}`, () =>
        choosersOf(trx, event.organization_id, created, 'newTickets'),
      );
      // The assignee hears that it was assigned to them; nobody is told twice of one creation.
      const to = await recipients(trx, lookups, event, ticket, chosen.filter((id) => id !== created.assignee_id), actorUserId);
      if (to.length === 0) return [];
      let header: string;
      if (actorUserId) header = HEADERS.ticket_created_by_agent(await userName(trx, lookups, event, actorUserId));
      else {
        const name = actorCustomerId ? await lookups.customerName(event.organization_id, actorCustomerId) : undefined;
        header = HEADERS.ticket_created_by_customer(name || UNKNOWN_ACTOR);
      }
      const message = excerpt(ticket.description);
      return to.map((recipientId) => ({ recipientId, type: 'ticket_created', header, message, ticketId: ticket.id, actorUserId: actorUserId ?? null, actorCustomerId: actorCustomerId ?? null }));
    }
    case 'sla.escalation': {
      const ticket = await ticketOf();
      const rule = (p.rule ?? {}) as { notifyAssignee?: boolean; notifyGroup?: boolean; userIds?: unknown; mail?: boolean };
      const timing = text(p.timing);
      const type = timing === 'before' ? 'ticket_escalation_before' : timing === 'onTime' ? 'ticket_escalation_on_time' : timing === 'after' ? 'ticket_escalation_after' : undefined;
      if (!ticket || !type) return [];
      const members =
        rule.notifyGroup && ticket.user_group_id
          ? (await trx.selectFrom('user_group_members').select('user_id').where('group_id', '=', ticket.user_group_id).limit(MAX_GROUP_RECIPIENTS).execute()).map((m) => m.user_id)
          : [];
      const named = Array.isArray(rule.userIds) ? rule.userIds.filter((id): id is string => typeof id === 'string') : [];
      const to = await recipients(trx, lookups, event, ticket, [rule.notifyAssignee ? ticket.assignee_id : null, ...members, ...named], undefined);
      const target = text(p.target) ?? 'resolution';
      const header = HEADERS.escalation(timing!, target);
      const message = excerpt(ticket.title);
      return to.map((recipientId) => ({ recipientId, type, header, message, ticketId: ticket.id, actorUserId: null, actorCustomerId: null, mail: rule.mail === true }));
    }
    default:
      return [];
  }
}
