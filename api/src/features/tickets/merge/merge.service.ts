import type { MergeTicketsRequest, MergeTicketsResponse, ValidationIssue } from '@switchboard/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { AppError, forbidden, notFound } from '../../../plugins/errors.js';
import { recordHistory, type HistoryActor } from '../history/index.js';
import { divisionScope, scopeCovers } from '../shared/division-scope.js';
import { refreshTicketSla } from '../../service-levels/engine/index.js';

export interface MergeCaller {
  organizationId: string;
  userId: string;
  name: string;
  permissions: readonly string[];
  /** Set for an OAuth client (it holds its permissions in every division). */
  clientId?: string;
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
 * attachments they carry) and comments move to the target; each source is closed and points at the
 * target; history is recorded on every ticket involved and one `ticket.merged` event is written.
 * Every ticket must belong to the caller's organisation and a division they see (else 404), lie
 * in a division where they hold `tickets:tickets:merge` (else 403), belong to the target's customer
 * (else 400), and none may already be merged (409).
 */
export async function mergeTickets(trx: Kysely<Database>, caller: MergeCaller, request: MergeTicketsRequest): Promise<MergeTicketsResponse> {
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
    movedMessages: Number(movedMessages.numUpdatedRows),
    movedComments: Number(movedComments.numUpdatedRows),
  };
  await trx
    .insertInto('domain_events')
    .values({ organization_id: caller.organizationId, type: 'ticket.merged', payload: JSON.stringify({ ...result, byUserId: caller.userId }) })
    .execute();
  return result;
}
