import { DEFAULT_LOCALE, LOCALES, paths, type Locale, type MergeTicketsRequest, type MergeTicketsResponse, type ValidationIssue } from '@switchboard/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { AppError, forbidden, notFound } from '../../../plugins/errors.js';
import { recordHistory, type HistoryActor } from '../history/index.js';
import { divisionScope, scopeCovers } from '../shared/division-scope.js';
import { refreshTicketSla } from '../../service-levels/engine/index.js';
import { enqueueMail, renderTicketsMergedMail } from '../../mail/index.js';
import { isBlankMessage, sanitizeMessageHtml } from '../messages/index.js';

export interface MergeCaller {
  organizationId: string;
  userId: string;
  name: string;
  permissions: readonly string[];
  /** Set for an OAuth client (it holds its permissions in every division). */
  clientId?: string;
}

export interface MergeOptions {
  /** Origin the customer's mailed hub link starts with (no trailing slash); no mail without it. */
  hubLinkBase?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A ticket description is plain text: its blank lines become paragraphs and its line breaks stay. */
function descriptionAsHtml(description: string): string {
  const escaped = description.replace(/\r\n?/g, '\n').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
  const paragraphs = escaped.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);
  return sanitizeMessageHtml(paragraphs.map((part) => `<p>${part.replace(/\n/g, '<br>')}</p>`).join(''));
}

/** The details a merge copies from its tickets and tells their customer. */
function ticketDetails(trx: Kysely<Database>, organizationId: string, ids: string[]) {
  return trx
    .selectFrom('tickets')
    .leftJoin('customers', 'customers.id', 'tickets.customer_id')
    .select(['tickets.id', 'tickets.title', 'tickets.description', 'tickets.created_at', 'tickets.customer_id', 'customers.name as customer_name', 'customers.email as customer_email', 'customers.locale as customer_locale'])
    .where('tickets.organization_id', '=', organizationId)
    .where('tickets.id', 'in', ids)
    .execute();
}

/** The organisation's first finished status (kind resolved or closed), where merged tickets go (none: their status stays). */
async function firstClosedStatus(trx: Kysely<Database>, organizationId: string) {
  return trx
    .selectFrom('statuses')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('kind', 'in', ['resolved', 'closed'])
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Checks the request before anything is read: target not among the sources (400 on `/sourceIds/<i>`). */
function distinctSources(request: MergeTicketsRequest): string[] {
  const details: ValidationIssue[] = [];
  request.sourceIds.forEach((id, index) => {
    if (id.toLowerCase() === request.targetId.toLowerCase()) details.push({ field: `/sourceIds/${index}`, message: 'must not be the target ticket' });
  });
  if (details.length > 0) throw new AppError(400, 'VALIDATION_FAILED', details);
  return [...new Set(request.sourceIds.map((id) => id.toLowerCase()))];
}

/**
 * Merges the sources into the target in the caller's transaction: their messages (with the
 * attachments they carry, and any unsent drafts, which stay their authors' and are finished on the
 * target) and comments move to the target; each source's description joins the target's thread as a
 * message of its customer, dated when that ticket was raised and marked with its number; each source
 * is closed and points at the target; history is recorded on every ticket involved, one
 * `ticket.merged` event is written and the customer is mailed where the conversation goes on.
 * Every ticket must belong to the caller's organisation and a division they see (else 404), lie
 * in a division where they hold `tickets:tickets:merge` (else 403), belong to the target's customer
 * (else 400), and none may already be merged (409).
 */
export async function mergeTickets(trx: Kysely<Database>, caller: MergeCaller, request: MergeTicketsRequest, options: MergeOptions = {}): Promise<MergeTicketsResponse> {
  const sourceIds = distinctSources(request);
  const targetId = request.targetId.toLowerCase();
  // Lock every ticket involved, in id order so two merges touching the same tickets cannot deadlock.
  const tickets = await trx
    .selectFrom('tickets')
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .select(['tickets.id', 'tickets.serial_number', 'tickets.customer_id', 'tickets.merged_into_id', 'tickets.division_id', 'statuses.id as status_id', 'statuses.name as status_name'])
    .where('tickets.organization_id', '=', caller.organizationId)
    .where('tickets.id', 'in', [targetId, ...sourceIds])
    .orderBy('tickets.id')
    .forUpdate('tickets')
    .execute();
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const target = byId.get(targetId);
  if (!target || sourceIds.some((id) => !byId.has(id))) throw notFound();
  const sources = sourceIds.map((id) => byId.get(id)!);
  // A ticket the caller cannot see answers 404 before any 403, so a refusal never confirms a hidden ticket exists.
  const viewable = await divisionScope(trx, caller, 'tickets:tickets:view');
  const mergeable = await divisionScope(trx, caller, 'tickets:tickets:merge');
  if (tickets.some((ticket) => !scopeCovers(viewable, ticket.division_id) && !scopeCovers(mergeable, ticket.division_id))) throw notFound();
  if (tickets.some((ticket) => !scopeCovers(mergeable, ticket.division_id))) throw forbidden();

  if ([target, ...sources].some((ticket) => ticket.merged_into_id)) {
    throw new AppError(409, 'CONFLICT', [{ field: target.merged_into_id ? '/targetId' : '/sourceIds', message: 'a ticket was already merged' }]);
  }
  // Like the major helpdesks' default: one requester's tickets only, so no customer ever sees another's thread.
  const otherCustomer: ValidationIssue[] = request.sourceIds.flatMap((id, index) =>
    byId.get(id.toLowerCase())!.customer_id !== target.customer_id ? [{ field: `/sourceIds/${index}`, message: "belongs to another customer than the target ticket" }] : [],
  );
  if (otherCustomer.length > 0) throw new AppError(400, 'VALIDATION_FAILED', otherCustomer);

  const closed = await firstClosedStatus(trx, caller.organizationId);
  const now = new Date();
  // Messages and comments move alike: every row of a source now belongs to the target.
  const moveToTarget = (table: 'ticket_messages' | 'ticket_comments') =>
    trx.updateTable(table).set({ ticket_id: target.id }).where('organization_id', '=', caller.organizationId).where('ticket_id', 'in', sourceIds).executeTakeFirst();
  const movedMessages = await moveToTarget('ticket_messages');
  const movedComments = await moveToTarget('ticket_comments');
  const details = new Map((await ticketDetails(trx, caller.organizationId, [target.id, ...sourceIds])).map((row) => [row.id, row]));
  const carried = await carryDescriptions(trx, caller.organizationId, target.id, sources.map((source) => ({ ...details.get(source.id)!, serial_number: source.serial_number })));
  await trx
    .updateTable('tickets')
    .set({ merged_into_id: target.id, updated_at: now, ...(closed ? { status_id: closed.id } : {}) })
    .where('id', 'in', sourceIds)
    .execute();
  await trx.updateTable('tickets').set({ updated_at: now }).where('id', '=', target.id).execute();

  const actor: HistoryActor = { type: 'agent', userId: caller.userId, name: caller.name };
  const sourceRefs = sources.map((source) => ({ id: source.id, serialNumber: source.serial_number }));
  await recordHistory(trx, caller.organizationId, target.id, actor, [{ field: 'merged', from: null, to: sourceRefs }]);
  for (const source of sources) {
    const statusChange = closed && closed.id !== source.status_id ? [{ field: 'status', from: { id: source.status_id, name: source.status_name }, to: { id: closed.id, name: closed.name } }] : [];
    await recordHistory(trx, caller.organizationId, source.id, actor, [{ field: 'mergedInto', from: null, to: { id: target.id, serialNumber: target.serial_number } }, ...statusChange]);
    // A merged ticket is finished: its service-level clock stops and its escalations are dropped.
    await refreshTicketSla(trx, source.id, now);
  }

  const result: MergeTicketsResponse = {
    targetId: target.id,
    targetSerialNumber: target.serial_number,
    sources: sourceRefs,
    movedMessages: Number(movedMessages.numUpdatedRows) + carried,
    movedComments: Number(movedComments.numUpdatedRows),
  };
  await trx
    .insertInto('domain_events')
    .values({ organization_id: caller.organizationId, type: 'ticket.merged', payload: JSON.stringify({ ...result, byUserId: caller.userId }) })
    .execute();
  const customer = details.get(target.id)!;
  if (options.hubLinkBase && customer.customer_email) {
    await mailCustomer(trx, caller.organizationId, customer, { sourceSerials: sources.map((source) => source.serial_number), targetId: target.id, targetSerial: target.serial_number }, options.hubLinkBase);
  }
  return result;
}

type TicketDetails = Awaited<ReturnType<typeof ticketDetails>>[number];

/**
 * Each source's description as a sent message of its customer on the target, dated when the source
 * was raised (so the thread reads in order) and marked with the source's number. Answers how many.
 */
async function carryDescriptions(trx: Kysely<Database>, organizationId: string, targetId: string, sources: (TicketDetails & { serial_number: number })[]): Promise<number> {
  const ids: string[] = [];
  for (const source of sources) {
    const body = descriptionAsHtml(source.description ?? '');
    // Nothing to carry without a text, or without a customer to write it as.
    if (!source.customer_id || isBlankMessage(body)) continue;
    const name = source.customer_name ?? '';
    const row = await trx
      .insertInto('ticket_messages')
      .values({
        organization_id: organizationId,
        ticket_id: targetId,
        sent_by: 'customer',
        customer_id: source.customer_id,
        user_id: null,
        author_name: name,
        status: 'sent',
        body_html: body,
        email_from: source.customer_email,
        email_from_name: name,
        email_to: JSON.stringify([]),
        email_cc: JSON.stringify([]),
        subject: `[#${source.serial_number}] ${source.title}`,
        attachments: JSON.stringify([]),
        sent_at: source.created_at,
        merged_from_ticket_id: source.id,
        merged_from_serial: source.serial_number,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  // The creation time is the database's to set on insert; the thread orders by it, so it follows the source's.
  if (ids.length > 0) await sql`update ticket_messages set created_at = sent_at, updated_at = sent_at where id in (${sql.join(ids)})`.execute(trx);
  return ids.length;
}

/** The customer hears, in their language, which tickets were combined and where to go on. */
async function mailCustomer(
  trx: Kysely<Database>,
  organizationId: string,
  customer: TicketDetails,
  merge: { sourceSerials: number[]; targetId: string; targetSerial: number },
  hubLinkBase: string,
): Promise<void> {
  const organization = await trx.selectFrom('organizations').select(['name', 'default_language']).where('id', '=', organizationId).executeTakeFirstOrThrow();
  const known = (value: string | null | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');
  const locale = known(customer.customer_locale) ? customer.customer_locale : known(organization.default_language) ? organization.default_language : DEFAULT_LOCALE;
  const mail = renderTicketsMergedMail(locale, {
    name: customer.customer_name ?? '',
    sourceSerials: merge.sourceSerials,
    targetSerial: merge.targetSerial,
    link: `${hubLinkBase}${paths.hubTicket(merge.targetId)}`,
    organizationName: organization.name,
  });
  await enqueueMail(trx, { organizationId, kind: 'ticket.merged', locale, to: customer.customer_email!, ...mail });
}
