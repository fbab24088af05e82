import type { MessageAttachment, MessageRecipient, TicketMessage, ValidationIssue } from '@switchboard/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database, Db, TicketMessageRow } from '../../../db/index.js';
import { inPage, isoDate, pageResult, rowCount, type Page } from '../../../db/search.js';
import { AppError, forbidden } from '../../../plugins/errors.js';
import { ensureTicketAccess } from '../shared/division-scope.js';
import { withoutNulCharacters } from '../../../plugins/nul-characters.js';
import { enqueueAgentMessageMail, subjectWithTicketNumber, type ThreadMailSettings } from './agent-mail.js';
import { isBlankMessage, isOwnFileUrl, sanitizeMessageHtml } from './sanitize-message.js';
import { linkedFileIds, unshareableFileIds, type FileReader } from '../files/access.js';
import { markFilesAttached } from '../files/upload-sweeper.js';
import { refreshTicketSla } from '../../service-levels/engine/index.js';
import { recordHistory } from '../history/index.js';

/**
 * Who works on a thread. Customers only reach their own tickets and never see agents' drafts;
 * agents (`tickets:messages:*`) reach every ticket of their organisation, see every sent message and
 * every agent's draft (never a customer's unsent draft), and write as the support address.
 */
export type MessageActor =
  | { kind: 'customer'; organizationId: string; customerId: string; name: string; email: string }
  | { kind: 'agent'; organizationId: string; userId: string; name: string; email: string; mail: ThreadMailSettings; permissions: readonly string[]; clientId?: string };

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
export interface ThreadTicket {
  id: string;
  serial_number: number;
  title: string;
  merged_into_id: string | null;
  division_id: string | null;
  customer_email: string | null;
  customer_locale: string | null;
}

/**
 * The ticket when the actor may work on its thread; 404 otherwise (another customer's, organisation's
 * or, for agents, a division where they hold neither `agentPermission` nor `tickets:tickets:view`;
 * 403 when they only see it).
 */
export async function ticketForActor(db: Kysely<Database>, actor: MessageActor, ticketId: string, agentPermission: string, options: { lockForShare?: boolean } = {}): Promise<ThreadTicket> {
  let query = db
    .selectFrom('tickets')
    .leftJoin('customers', 'customers.id', 'tickets.customer_id')
    .select(['tickets.id', 'tickets.serial_number', 'tickets.title', 'tickets.merged_into_id', 'tickets.division_id', 'customers.email as customer_email', 'customers.locale as customer_locale'])
    .where('tickets.id', '=', ticketId)
    .where('tickets.organization_id', '=', actor.organizationId);
  if (actor.kind === 'customer') query = query.where('tickets.customer_id', '=', actor.customerId);
  // A new message must not slip onto a ticket while a merge moves its thread away: share-lock it.
  if (options.lockForShare) query = query.forShare('tickets');
  const ticket = await query.executeTakeFirst();
  if (!ticket) throw new AppError(404, 'NOT_FOUND');
  if (actor.kind === 'agent') await ensureTicketAccess(db, actor, ticket.division_id, agentPermission);
  return ticket;
}

/**
 * A merged ticket's conversation continues in the ticket it was merged into: nothing is written on it
 * any more, by customers and agents alike. Drafts it held moved to that ticket with the rest of the
 * thread, so a stale editor's save, send or discard lands here and is told why (409 TICKET_MERGED).
 */
function ensureNotMerged(ticket: Pick<ThreadTicket, 'merged_into_id'>): void {
  if (ticket.merged_into_id) throw new AppError(409, 'TICKET_MERGED', [{ field: '/ticketId', message: 'the ticket was merged into another ticket' }]);
}

/** The actor wrote this message. */
const isOwn = (row: Pick<TicketMessageRow, 'sent_by' | 'customer_id' | 'user_id'>, actor: MessageActor) =>
  actor.kind === 'customer' ? row.sent_by === 'customer' && row.customer_id === actor.customerId : row.sent_by === 'agent' && row.user_id === actor.userId;

function visibleMessages(db: Kysely<Database>, actor: MessageActor, ticketId: string) {
  return db
    .selectFrom('ticket_messages')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('organization_id', '=', actor.organizationId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'sent'),
        // A customer sees their own drafts only; agents see their team's drafts, never a customer's.
        actor.kind === 'customer' ? eb.and([eb('sent_by', '=', 'customer'), eb('customer_id', '=', actor.customerId)]) : eb('sent_by', '=', 'agent'),
      ]),
    );
}

export function toTicketMessage(row: TicketMessageRow, actor?: MessageActor): TicketMessage {
  return {
    id: row.id,
    message: row.body_html,
    time: isoDate(row.sent_at ?? row.updated_at),
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
    ...(actor ? { editable: row.status === 'draft' && isOwn(row, actor) } : {}),
    ...(row.merged_from_serial !== null && row.merged_from_serial !== undefined ? { mergedFrom: { serialNumber: row.merged_from_serial } } : {}),
  };
}

/** One page of the thread, oldest first. */
export async function listMessages(db: Db, actor: MessageActor, ticketId: string, page: Page) {
  await ticketForActor(db, actor, ticketId, 'tickets:messages:view');
  const counted = await visibleMessages(db, actor, ticketId).clearSelect().select(rowCount).executeTakeFirstOrThrow();
  const rows = await visibleMessages(db, actor, ticketId).orderBy('created_at').orderBy('id').$call(inPage(page)).execute();
  return pageResult(
    rows.map((row) => toTicketMessage(row, actor)),
    counted.n,
    page,
  );
}

export async function getMessage(db: Db, actor: MessageActor, ticketId: string, messageId: string): Promise<TicketMessage> {
  await ticketForActor(db, actor, ticketId, 'tickets:messages:view');
  const row = await visibleMessages(db, actor, ticketId).where('id', '=', messageId).executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toTicketMessage(row, actor);
}

/** Sanitised body and checked e-mail details; 400 on a blank body or a bad address/attachment. */
function prepareDraft(rawInput: DraftInput, fileOrigins: readonly string[]) {
  // The HTTP hook has removed NUL characters already; other callers (tests, future mail intake) may not have.
  const input = withoutNulCharacters(rawInput);
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
    if (!isOwnFileUrl(attachment.fileUrl, fileOrigins)) details.push({ field: `/emailConfig/attachments/${index}/fileUrl`, message: 'must be a link to a file uploaded here (/api/v1/files/…)' });
  });
  if (details.length > 0) throw new AppError(400, 'VALIDATION_FAILED', details);
  return { body, to, cc, subject: config.subject?.trim() || null, attachments: config.attachments ?? [] };
}

/**
 * 400 when the draft links one of our files its author cannot read: whoever sees the message may
 * then download the file by id, so a link must not widen who can read it.
 */
async function ensureShareableFiles(db: Kysely<Database>, actor: MessageActor, draft: { body: string; attachments: MessageAttachment[] }): Promise<void> {
  const reader: FileReader =
    actor.kind === 'customer'
      ? { kind: 'customer', organizationId: actor.organizationId, customerId: actor.customerId }
      : { kind: 'agent', organizationId: actor.organizationId, userId: actor.userId, permissions: actor.permissions, clientId: actor.clientId };
  const inBody = linkedFileIds(draft.body);
  const inAttachments = draft.attachments.map((attachment) => linkedFileIds(attachment.fileUrl));
  const refused = await unshareableFileIds(db, reader, [...new Set([...inBody, ...inAttachments.flat()])]);
  if (refused.size === 0) return;
  const message = 'links a file you cannot read';
  const details: ValidationIssue[] = [];
  if (inBody.some((id) => refused.has(id))) details.push({ field: '/message', message });
  inAttachments.forEach((ids, index) => {
    if (ids.some((id) => refused.has(id))) details.push({ field: `/emailConfig/attachments/${index}/fileUrl`, message });
  });
  throw new AppError(400, 'VALIDATION_FAILED', details);
}

/**
 * Saves a new draft by the actor on the ticket. `fileOrigins`: the origins (besides relative links)
 * attachment links may use: PUBLIC_URL's and the request's.
 */
export async function saveDraft(trx: Kysely<Database>, actor: MessageActor, ticketId: string, input: DraftInput, fileOrigins: readonly string[] = []): Promise<TicketMessage> {
  const ticket = await ticketForActor(trx, actor, ticketId, 'tickets:messages:add', { lockForShare: true });
  ensureNotMerged(ticket);
  const draft = prepareDraft(input, fileOrigins);
  await ensureShareableFiles(trx, actor, draft);
  const defaultSubject = `[#${ticket.serial_number}] ${ticket.title}`;
  // Agents write to the ticket's customer unless they say otherwise, and their subject names the ticket.
  const to = actor.kind === 'agent' && draft.to.length === 0 && ticket.customer_email ? [ticket.customer_email] : draft.to;
  const subject = actor.kind === 'agent' ? subjectWithTicketNumber(draft.subject ?? ticket.title, ticket.serial_number) : (draft.subject ?? defaultSubject);
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
      // The sender is who is signed in (agents: the support address), whatever the client claims.
      email_from: actor.kind === 'agent' ? actor.mail.supportAddress : actor.email,
      email_from_name: actor.name,
      email_to: JSON.stringify(to),
      email_cc: JSON.stringify(draft.cc),
      subject,
      attachments: JSON.stringify(draft.attachments),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await markFilesAttached(trx, actor.organizationId, [draft.body, JSON.stringify(draft.attachments)]);
  return toTicketMessage(row, actor);
}

/**
 * The actor's own message on the ticket, locked for a change; 409 once sent. What the actor cannot
 * see is 404; a colleague's agent draft, which agents can see, is theirs to finish: 403.
 */
async function ownDraftForUpdate(trx: Kysely<Database>, actor: MessageActor, ticketId: string, messageId: string, agentPermission: 'tickets:messages:edit' | 'tickets:messages:add') {
  const ticket = await ticketForActor(trx, actor, ticketId, agentPermission, { lockForShare: true });
  ensureNotMerged(ticket);
  const row = await visibleMessages(trx as Db, actor, ticketId).where('id', '=', messageId).forUpdate().executeTakeFirst();
  // Customers only ever change their own messages: anything else stays as invisible as before.
  if (!row || (actor.kind === 'customer' && !isOwn(row, actor))) throw new AppError(404, 'NOT_FOUND');
  if (row.status === 'sent') throw new AppError(409, 'MESSAGE_ALREADY_SENT');
  if (!isOwn(row, actor)) throw forbidden();
  return { ticket, existing: row };
}

export async function updateDraft(trx: Kysely<Database>, actor: MessageActor, ticketId: string, messageId: string, input: DraftInput, fileOrigins: readonly string[] = []): Promise<TicketMessage> {
  const { ticket, existing } = await ownDraftForUpdate(trx, actor, ticketId, messageId, 'tickets:messages:edit');
  const draft = prepareDraft(input, fileOrigins);
  await ensureShareableFiles(trx, actor, draft);
  const to = actor.kind === 'agent' && draft.to.length === 0 && ticket.customer_email ? [ticket.customer_email] : draft.to;
  const subject = draft.subject ?? existing.subject;
  const row = await trx
    .updateTable('ticket_messages')
    .set({
      body_html: draft.body,
      email_to: JSON.stringify(to),
      email_cc: JSON.stringify(draft.cc),
      subject: actor.kind === 'agent' && subject ? subjectWithTicketNumber(subject, ticket.serial_number) : subject,
      attachments: JSON.stringify(draft.attachments),
      updated_at: new Date(),
    })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await markFilesAttached(trx, actor.organizationId, [draft.body, JSON.stringify(draft.attachments)]);
  return toTicketMessage(row, actor);
}

/**
 * Draft → sent: stamps the time and records `message.received` (customer) or `message.sent` (agent)
 * for notifications. An agent's message is also queued as e-mail to its recipients, in this transaction.
 */
export async function sendDraft(trx: Kysely<Database>, actor: MessageActor, ticketId: string, messageId: string, now = new Date()): Promise<TicketMessage> {
  // Sending is what the add right allows (the route's guard).
  const { ticket, existing } = await ownDraftForUpdate(trx, actor, ticketId, messageId, 'tickets:messages:add');
  if (isBlankMessage(existing.body_html)) throw new AppError(400, 'MESSAGE_EMPTY', [{ field: '/message', message: 'must contain text' }]);
  if (actor.kind === 'agent' && (existing.email_to ?? []).length === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/emailConfig/to', message: 'needs at least one recipient' }]);
  }
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
      payload: JSON.stringify({ ticketId, messageId: row.id, sentBy: actor.kind, ...(actor.kind === 'agent' ? { userId: actor.userId } : { customerId: actor.customerId }) }),
    })
    .execute();
  // The history tells who wrote to whom and when (the words stay in the conversation).
  await recordHistory(
    trx,
    actor.organizationId,
    ticketId,
    actor.kind === 'agent' ? { type: 'agent', userId: actor.userId, name: actor.name } : { type: 'customer', customerId: actor.customerId, name: actor.name },
    [{ field: 'message', from: null, to: { id: row.id, sentBy: actor.kind } }],
  );
  if (actor.kind === 'agent') await enqueueAgentMessageMail(trx, row, ticket, actor.mail);
  // An agent's reply meets the response target; a customer's message starts the wait for the next one.
  await refreshTicketSla(trx, ticketId, now, { happening: actor.kind === 'agent' ? 'agentReply' : 'customerMessage' });
  return toTicketMessage(row, actor);
}

/**
 * Discards a draft. Customers discard their own; agents (`tickets:messages:delete`) any agent draft,
 * so a colleague's abandoned reply can be cleared. Sent messages stay: they were delivered (409).
 */
export async function deleteDraft(trx: Kysely<Database>, actor: MessageActor, ticketId: string, messageId: string): Promise<void> {
  ensureNotMerged(await ticketForActor(trx, actor, ticketId, 'tickets:messages:delete', { lockForShare: true }));
  const row = await visibleMessages(trx as Db, actor, ticketId).where('id', '=', messageId).forUpdate().executeTakeFirst();
  if (!row || (actor.kind === 'customer' && !isOwn(row, actor))) throw new AppError(404, 'NOT_FOUND');
  if (row.status === 'sent') throw new AppError(409, 'MESSAGE_ALREADY_SENT');
  await trx.deleteFrom('ticket_messages').where('id', '=', row.id).execute();
}
