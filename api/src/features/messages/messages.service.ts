import type { MessageAttachment, MessageRecipient, TicketMessage, ValidationIssue } from '@switchboard/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database, Db, TicketMessageRow } from '../../db/index.js';
import { AppError } from '../../plugins/errors.js';
import { isBlankMessage, sanitizeMessageHtml } from './sanitize-message.js';

/**
 * Who works on a thread. Customers only reach their own tickets and never see agents' drafts;
 * agents (issue #4, `tickets:messages:*`) reach every ticket of their organisation.
 */
export type MessageActor =
  | { kind: 'customer'; organizationId: string; customerId: string; name: string; email: string }
  | { kind: 'agent'; organizationId: string; userId: string; name: string; email: string };

export interface EmailConfigInput {
  from?: string;
  to?: MessageRecipient[];
  cc?: MessageRecipient[];
  subject?: string;
  attachments?: MessageAttachment[];
}

export interface DraftInput {
  message: string;
  emailConfig?: EmailConfigInput;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
/** Attachments point at our file URLs or at http(s) addresses; never javascript: and the like. */
const ATTACHMENT_URL = /^(https?:\/\/|\/api\/v1\/files\/)/i;

/** The ticket when the actor may work on its thread; 404 otherwise (another customer's or organisation's). */
export async function ticketForActor(db: Kysely<Database>, actor: MessageActor, ticketId: string): Promise<{ id: string; serial_number: number; title: string }> {
  let query = db.selectFrom('tickets').select(['id', 'serial_number', 'title']).where('id', '=', ticketId).where('organization_id', '=', actor.organizationId);
  if (actor.kind === 'customer') query = query.where('customer_id', '=', actor.customerId);
  const ticket = await query.executeTakeFirst();
  if (!ticket) throw new AppError(404, 'NOT_FOUND');
  return ticket;
}

function visibleMessages(db: Kysely<Database>, actor: MessageActor, ticketId: string) {
  return db
    .selectFrom('ticket_messages')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('organization_id', '=', actor.organizationId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'sent'),
        // Drafts are seen by their author only.
        actor.kind === 'customer'
          ? eb.and([eb('sent_by', '=', 'customer'), eb('customer_id', '=', actor.customerId)])
          : eb.and([eb('sent_by', '=', 'agent'), eb('user_id', '=', actor.userId)]),
      ]),
    );
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toTicketMessage(row: TicketMessageRow): TicketMessage {
  return {
    id: row.id,
    message: row.body_html,
    time: iso(row.sent_at ?? row.updated_at),
    sentBy: row.sent_by,
    status: row.status,
    user: { name: row.author_name },
    channel: 'email',
    emailConfig: {
      from: row.email_from,
      fromName: row.email_from_name,
      to: row.email_to ?? [],
      cc: row.email_cc ?? [],
      subject: row.subject,
      attachments: row.attachments ?? [],
    },
  };
}

export async function listMessages(db: Db, actor: MessageActor, ticketId: string): Promise<TicketMessage[]> {
  await ticketForActor(db, actor, ticketId);
  const rows = await visibleMessages(db, actor, ticketId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toTicketMessage);
}

export async function getMessage(db: Db, actor: MessageActor, ticketId: string, messageId: string): Promise<TicketMessage> {
  await ticketForActor(db, actor, ticketId);
  const row = await visibleMessages(db, actor, ticketId).where('id', '=', messageId).executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toTicketMessage(row);
}

/** Sanitised body and checked e-mail details; 400 on a blank body or a bad address/attachment. */
function prepareDraft(input: DraftInput) {
  const body = sanitizeMessageHtml(input.message);
  if (isBlankMessage(body)) throw new AppError(400, 'MESSAGE_EMPTY', [{ field: '/message', message: 'must contain text' }]);
  const config = input.emailConfig ?? {};
  const details: ValidationIssue[] = [];
  const recipients = (list: MessageRecipient[] | undefined, name: 'to' | 'cc') =>
    (list ?? []).map((entry, index) => {
      const email = (typeof entry === 'string' ? entry : entry.email).trim();
      if (!EMAIL_PATTERN.test(email)) details.push({ field: `/emailConfig/${name}/${index}`, message: 'must be an email address' });
      return typeof entry === 'string' ? email : { ...(entry.name ? { name: entry.name.trim() } : {}), email };
    });
  const to = recipients(config.to, 'to');
  const cc = recipients(config.cc, 'cc');
  (config.attachments ?? []).forEach((attachment, index) => {
    if (!ATTACHMENT_URL.test(attachment.fileUrl)) details.push({ field: `/emailConfig/attachments/${index}/fileUrl`, message: 'must be a file link' });
  });
  if (details.length > 0) throw new AppError(400, 'VALIDATION_FAILED', details);
  return { body, to, cc, subject: config.subject?.trim() || null, attachments: config.attachments ?? [] };
}

/** Saves a new draft by the actor on the ticket. */
export async function saveDraft(trx: Kysely<Database>, actor: MessageActor, ticketId: string, input: DraftInput): Promise<TicketMessage> {
  const ticket = await ticketForActor(trx, actor, ticketId);
  const draft = prepareDraft(input);
  const row = await trx
    .insertInto('ticket_messages')
    .values({
      organization_id: actor.organizationId,
      ticket_id: ticket.id,
      sent_by: actor.kind,
      customer_id: actor.kind === 'customer' ? actor.customerId : null,
      user_id: actor.kind === 'agent' ? actor.userId : null,
      author_name: actor.name,
      status: 'draft',
      body_html: draft.body,
      // The sender is who is signed in, whatever the client claims.
      email_from: actor.email,
      email_from_name: actor.name,
      email_to: JSON.stringify(draft.to),
      email_cc: JSON.stringify(draft.cc),
      subject: draft.subject ?? `[#${ticket.serial_number}] ${ticket.title}`,
      attachments: JSON.stringify(draft.attachments),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTicketMessage(row);
}

/** The actor's own message on the ticket, locked for a change; 404 for anyone else's, 409 once sent. */
async function ownDraftForUpdate(trx: Kysely<Database>, actor: MessageActor, ticketId: string, messageId: string) {
  await ticketForActor(trx, actor, ticketId);
  let query = trx
    .selectFrom('ticket_messages')
    .selectAll()
    .where('id', '=', messageId)
    .where('ticket_id', '=', ticketId)
    .where('organization_id', '=', actor.organizationId)
    .where('sent_by', '=', actor.kind);
  query = actor.kind === 'customer' ? query.where('customer_id', '=', actor.customerId) : query.where('user_id', '=', actor.userId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND');
  if (row.status === 'sent') throw new AppError(409, 'MESSAGE_ALREADY_SENT');
  return row;
}

export async function updateDraft(trx: Kysely<Database>, actor: MessageActor, ticketId: string, messageId: string, input: DraftInput): Promise<TicketMessage> {
  const existing = await ownDraftForUpdate(trx, actor, ticketId, messageId);
  const draft = prepareDraft(input);
  const row = await trx
    .updateTable('ticket_messages')
    .set({
      body_html: draft.body,
      email_to: JSON.stringify(draft.to),
      email_cc: JSON.stringify(draft.cc),
      subject: draft.subject ?? existing.subject,
      attachments: JSON.stringify(draft.attachments),
      updated_at: new Date(),
    })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTicketMessage(row);
}

/** Draft → sent: stamps the time and records `message.received` (customer) or `message.sent` (agent) for notifications. */
export async function sendDraft(trx: Kysely<Database>, actor: MessageActor, ticketId: string, messageId: string): Promise<TicketMessage> {
  const existing = await ownDraftForUpdate(trx, actor, ticketId, messageId);
  if (isBlankMessage(existing.body_html)) throw new AppError(400, 'MESSAGE_EMPTY', [{ field: '/message', message: 'must contain text' }]);
  const now = new Date();
  const row = await trx
    .updateTable('ticket_messages')
    .set({ status: 'sent', sent_at: now, updated_at: now })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable('tickets').set({ updated_at: now }).where('id', '=', ticketId).execute();
  await trx
    .insertInto('domain_events')
    .values({
      organization_id: actor.organizationId,
      type: actor.kind === 'customer' ? 'message.received' : 'message.sent',
      payload: JSON.stringify({ ticketId, messageId: row.id, sentBy: actor.kind }),
    })
    .execute();
  return toTicketMessage(row);
}
