import type { Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import type { CommentCaller } from './comment-caller.js';
import type { AgentTicketRef } from './ticket-access.js';

/** Earlier participants told about a new comment, at most. */
const MAX_REPLY_RECIPIENTS = 50;

interface CommentEventInput {
  caller: CommentCaller;
  ticket: AgentTicketRef;
  commentId: string;
  /** Users mentioned by this write who were not mentioned before (all of them for a new comment). */
  newlyMentioned: string[];
  isNew: boolean;
}

/**
 * Domain events, written in the comment's transaction, for the notifications module: `comment.added` for every new comment,
 * `comment.mentioned` once per newly mentioned user, and `comment.replied` for the ticket's assignee
 * and earlier commenters (active agents) who were not mentioned: someone added to their conversation.
 * The author is never told about their own comment.
 */
export async function recordCommentEvents(trx: Kysely<Database>, input: CommentEventInput): Promise<void> {
  const { caller, ticket, commentId } = input;
  const base = { ticketId: ticket.id, serialNumber: ticket.serial_number, commentId, authorId: caller.userId, authorName: caller.name };
  const mentioned = input.newlyMentioned.filter((id) => id !== caller.userId);
  const events: { type: string; payload: Record<string, unknown> }[] = mentioned.map((userId) => ({ type: 'comment.mentioned', payload: { ...base, userId } }));
  if (input.isNew) {
    events.unshift({ type: 'comment.added', payload: base });
    const participants = await trx
      .selectFrom('users')
      .select('id')
      .where('organization_id', '=', caller.organizationId)
      .where('status', '=', 'active')
      .where('kind', '=', 'agent')
      .where('id', '!=', caller.userId)
      .where((eb) => {
        const earlierAuthors = eb('id', 'in', eb.selectFrom('ticket_comments').select('user_id').where('ticket_id', '=', ticket.id).where('id', '!=', commentId).where('user_id', 'is not', null).$narrowType<{ user_id: string }>());
        return ticket.assignee_id ? eb.or([eb('id', '=', ticket.assignee_id), earlierAuthors]) : earlierAuthors;
      })
      .orderBy('id')
      .limit(MAX_REPLY_RECIPIENTS)
      .execute();
    const alreadyTold = new Set(mentioned);
    for (const { id } of participants) if (!alreadyTold.has(id)) events.push({ type: 'comment.replied', payload: { ...base, userId: id } });
  }
  if (events.length === 0) return;
  await trx
    .insertInto('domain_events')
    .values(events.map((event) => ({ organization_id: caller.organizationId, type: event.type, payload: JSON.stringify(event.payload) })))
    .execute();
}
