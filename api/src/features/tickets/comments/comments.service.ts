import type { TicketComment } from '@switchboard/shared/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, Db, TicketCommentsTable } from '../../../db/index.js';
import { inPage, isoDate, pageResult, rowCount, type Page } from '../../../db/search.js';
import { forbidden, notFound } from '../../../plugins/errors.js';
import type { CommentCaller } from './comment-caller.js';
import { prepareCommentText } from './comment-text.js';
import { recordCommentEvents } from './comment-events.js';
import { ensureNotMerged, ticketOfOrganization } from './ticket-access.js';
import { recordHistory } from '../history/index.js';

type CommentRow = Selectable<TicketCommentsTable>;
interface Mentioned {
  id: string;
  name: string;
}

/** `authorRemoved`: the author is a removed agent, shown as a former user. */
function toTicketComment(row: CommentRow, mentions: Mentioned[], caller: CommentCaller, authorRemoved = false): TicketComment {
  return {
    id: row.id,
    ticketId: row.ticket_id,
    text: row.text,
    author: { id: row.user_id, name: row.author_name, ...(authorRemoved ? { former: true } : {}) },
    mentions,
    addedDate: isoDate(row.created_at),
    updatedDate: isoDate(row.updated_at),
    editable: row.user_id === caller.userId && caller.permissions.includes('tickets:comments:edit'),
    deletable: caller.permissions.includes('tickets:comments:delete'),
  };
}

/** The mentioned ids that are active agents of the organisation, in the text's order; others are ignored. */
async function resolveMentions(db: Kysely<Database>, organizationId: string, ids: string[]): Promise<Mentioned[]> {
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .where('kind', '=', 'agent')
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function storeMentions(trx: Kysely<Database>, commentId: string, mentioned: Mentioned[]): Promise<void> {
  if (mentioned.length === 0) return;
  await trx
    .insertInto('ticket_comment_mentions')
    .values(mentioned.map((user) => ({ comment_id: commentId, user_id: user.id })))
    .execute();
}

/** Mentions of several comments in one query, each list in the order its text names them. */
async function mentionsOf(db: Kysely<Database>, rows: CommentRow[]): Promise<Map<string, Mentioned[]>> {
  const result = new Map<string, Mentioned[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return result;
  const found = await db
    .selectFrom('ticket_comment_mentions')
    .innerJoin('users', 'users.id', 'ticket_comment_mentions.user_id')
    .select(['ticket_comment_mentions.comment_id', 'users.id', 'users.name'])
    .where('ticket_comment_mentions.comment_id', 'in', rows.map((row) => row.id))
    .execute();
  for (const row of rows) {
    const own = found.filter((m) => m.comment_id === row.id);
    const position = (id: string) => {
      const at = row.text.toLowerCase().indexOf(`](${id})`);
      return at < 0 ? Number.MAX_SAFE_INTEGER : at;
    };
    own.sort((a, b) => position(a.id) - position(b.id));
    result.set(row.id, own.map((m) => ({ id: m.id, name: m.name })));
  }
  return result;
}

/** A ticket's comments, oldest first, one page. */
export async function listComments(db: Db, caller: CommentCaller, ticketId: string, page: Page) {
  await ticketOfOrganization(db, caller, ticketId, 'tickets:tickets:view');
  const ofTicket = db.selectFrom('ticket_comments').where('ticket_comments.ticket_id', '=', ticketId).where('ticket_comments.organization_id', '=', caller.organizationId);
  const counted = await ofTicket.select(rowCount).executeTakeFirstOrThrow();
  const rows = await ofTicket
    .leftJoin('users', 'users.id', 'ticket_comments.user_id')
    .selectAll('ticket_comments')
    .select('users.status as author_status')
    .orderBy('ticket_comments.created_at')
    .orderBy('ticket_comments.id')
    .$call(inPage(page))
    .execute();
  const mentions = await mentionsOf(db, rows);
  return pageResult(
    rows.map((row) => toTicketComment(row, mentions.get(row.id) ?? [], caller, row.author_status === 'removed')),
    counted.n,
    page,
  );
}

/** Adds an internal comment; mentions are stored and announced in the same transaction. */
export async function addComment(trx: Kysely<Database>, caller: CommentCaller, ticketId: string, rawText: string): Promise<TicketComment> {
  const ticket = await ticketOfOrganization(trx, caller, ticketId, 'tickets:comments:add', { lockForShare: true });
  ensureNotMerged(ticket);
  const { text, mentionIds } = prepareCommentText(rawText);
  const mentioned = await resolveMentions(trx, caller.organizationId, mentionIds);
  const row = await trx
    .insertInto('ticket_comments')
    .values({ organization_id: caller.organizationId, ticket_id: ticket.id, user_id: caller.userId, author_name: caller.name, text })
    .returningAll()
    .executeTakeFirstOrThrow();
  await storeMentions(trx, row.id, mentioned);
  await recordCommentEvents(trx, { caller, ticket, commentId: row.id, newlyMentioned: mentioned.map((m) => m.id), isNew: true });
  // The history says a note was added, not what it says: history readers may lack the notes right.
  await recordHistory(trx, caller.organizationId, ticket.id, { type: 'agent', userId: caller.userId, name: caller.name }, [{ field: 'note', from: null, to: { id: row.id } }]);
  return toTicketComment(row, mentioned, caller);
}

async function commentForChange(trx: Kysely<Database>, caller: CommentCaller, ticketId: string, commentId: string, permission: 'tickets:comments:edit' | 'tickets:comments:delete') {
  const ticket = await ticketOfOrganization(trx, caller, ticketId, permission);
  const row = await trx
    .selectFrom('ticket_comments')
    .selectAll()
    .where('id', '=', commentId)
    .where('ticket_id', '=', ticketId)
    .where('organization_id', '=', caller.organizationId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ticket, existing: row };
}

/** Rewrites the caller's own comment; its mentions are replaced and only newly mentioned users are told. */
export async function updateComment(trx: Kysely<Database>, caller: CommentCaller, ticketId: string, commentId: string, rawText: string): Promise<TicketComment> {
  const { ticket, existing } = await commentForChange(trx, caller, ticketId, commentId, 'tickets:comments:edit');
  // Words under someone's name stay theirs: only the author edits (others with the delete right may remove it).
  if (existing.user_id !== caller.userId) throw forbidden();
  const { text, mentionIds } = prepareCommentText(rawText);
  const mentioned = await resolveMentions(trx, caller.organizationId, mentionIds);
  const before = await trx.selectFrom('ticket_comment_mentions').select('user_id').where('comment_id', '=', existing.id).execute();
  const previously = new Set(before.map((m) => m.user_id));
  await trx.deleteFrom('ticket_comment_mentions').where('comment_id', '=', existing.id).execute();
  await storeMentions(trx, existing.id, mentioned);
  const row = await trx
    .updateTable('ticket_comments')
    .set({ text, updated_at: new Date() })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordCommentEvents(trx, { caller, ticket, commentId: row.id, newlyMentioned: mentioned.map((m) => m.id).filter((id) => !previously.has(id)), isNew: false });
  return toTicketComment(row, mentioned, caller);
}

export async function deleteComment(trx: Kysely<Database>, caller: CommentCaller, ticketId: string, commentId: string): Promise<void> {
  const { existing } = await commentForChange(trx, caller, ticketId, commentId, 'tickets:comments:delete');
  await trx.deleteFrom('ticket_comments').where('id', '=', existing.id).execute();
}
