import {
  isFinishedKind,
  LOCALES,
  SEARCH_DEFAULT_PAGE_SIZE,
  STATUSES_MAX,
  statusTagColors,
  type StatusDeleteResponse,
  type StatusDetails,
  type StatusKind,
  type StatusNames,
  type StatusOrderRequest,
  type StatusSearchRequest,
  type StatusSearchResponse,
  type StatusWriteRequest,
  type ValidationIssue,
} from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { CrudScope } from '../../../crud/register-crud-routes.js';
import type { Db } from '../../../db/index.js';
import { inPage, isoDate, likePattern, pageOf, pageResult, rowCount, sortedBy } from '../../../db/search.js';
import { AppError, notFound } from '../../../plugins/errors.js';
import { lockOrganization } from '../../directory/permission-holders.js';
import { auditActorOf, recordAudit } from '../../organization/audit/index.js';

// Ticket statuses of an organisation. Rules kept here, each checked inside the transaction that
// could break it (the organisation row is locked first, so concurrent changes queue):
// - exactly one default status (partial unique index), and it is never resolved or closed: new
//   tickets start in it;
// - at least one status whose kind is neither resolved nor closed stays, so work can be reopened;
// - a status in use is deleted only by moving its tickets to another status first (each move in
//   the ticket's history).

const sortColumns = {
  position: sql`statuses.position`,
  name: sql`lower(statuses.name)`,
} as const;

const statusColumns = ['statuses.id', 'statuses.name', 'statuses.names', 'statuses.color', 'statuses.kind', 'statuses.is_default', 'statuses.pauses_sla', 'statuses.position', 'statuses.created_at', 'statuses.updated_at'] as const;

interface StatusRow {
  id: string;
  name: string;
  names: StatusNames | null;
  color: string;
  kind: StatusKind;
  is_default: boolean;
  pauses_sla: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
}

/** What the audit log keeps of a status. */
const audited = (row: Pick<StatusRow, 'name' | 'names' | 'color' | 'kind' | 'is_default' | 'pauses_sla'>) => ({
  name: row.name,
  names: row.names ?? {},
  color: row.color,
  kind: row.kind,
  isDefault: row.is_default,
  pausesSla: row.pauses_sla,
});

/** Tickets of each listed status, in one grouped statement (tickets_org_status_idx). */
async function ticketCountsOf(db: Db, organizationId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tickets')
    .select(['status_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('organization_id', '=', organizationId)
    .where('status_id', 'in', ids)
    .groupBy('status_id')
    .execute();
  return new Map(rows.map((row) => [row.status_id, Number(row.n)]));
}

const toDetails = (row: StatusRow, ticketCount: number): StatusDetails => ({
  id: row.id,
  name: row.name,
  names: row.names ?? {},
  color: row.color,
  kind: row.kind,
  isDefault: row.is_default,
  pausesSla: row.pauses_sla,
  position: row.position,
  ticketCount,
  createdAt: isoDate(row.created_at),
  updatedAt: isoDate(row.updated_at),
});

/** Statuses of the organisation in their order unless another sort is given; `query` searches the name. */
export async function searchStatuses(db: Db, organizationId: string, request: StatusSearchRequest): Promise<StatusSearchResponse> {
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  let base = db.selectFrom('statuses').where('statuses.organization_id', '=', organizationId);
  const query = request.query?.trim();
  if (query) base = base.where('statuses.name', 'ilike', likePattern(query));
  const sort = request.sort ?? { field: 'position' as const };
  const rows = await base.select(statusColumns).orderBy(sortedBy(sortColumns[sort.field], sort.order)).orderBy(sql`lower(statuses.name)`).orderBy('statuses.id').$call(inPage(page)).execute();
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  const counts = await ticketCountsOf(db, organizationId, rows.map((row) => row.id));
  return pageResult(rows.map((row) => toDetails(row, counts.get(row.id) ?? 0)), total.n, page);
}

/** A status of the organisation; undefined for another organisation's id. */
export async function getStatus(db: Db, organizationId: string, id: string): Promise<StatusDetails | undefined> {
  const row = await db.selectFrom('statuses').select(statusColumns).where('statuses.id', '=', id).where('statuses.organization_id', '=', organizationId).executeTakeFirst();
  if (!row) return undefined;
  const counts = await ticketCountsOf(db, organizationId, [row.id]);
  return toDetails(row, counts.get(row.id) ?? 0);
}

/** The write request trimmed and checked: one 400 naming every failing field. */
function checkedInput(input: StatusWriteRequest) {
  const details: ValidationIssue[] = [];
  const name = input.name.trim();
  if (!name) details.push({ field: '/name', message: 'is required' });
  const colors = statusTagColors(input.color);
  if (!colors.readable) details.push({ field: '/color', message: `is not readable as a tag: contrast ${colors.ratio}:1 with its best text colour, at least 4.5:1 needed` });
  if (input.isDefault && isFinishedKind(input.kind)) details.push({ field: '/kind', message: 'must be neither resolved nor closed for the default status' });
  const names: StatusNames = {};
  for (const locale of LOCALES) {
    const translated = input.names?.[locale]?.trim();
    if (translated) names[locale] = translated;
  }
  if (details.length > 0) throw new AppError(400, 'VALIDATION_FAILED', details);
  return { name, names, color: input.color.toLowerCase(), kind: input.kind, pausesSla: input.pausesSla ?? false };
}

/** Refuses a change that would leave the organisation without a status whose kind is neither resolved nor closed. */
async function ensureUnfinishedStatusLeft(trx: Db, organizationId: string, exceptId: string): Promise<void> {
  const other = await trx
    .selectFrom('statuses')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '<>', exceptId)
    .where('kind', 'not in', ['resolved', 'closed'])
    .limit(1)
    .executeTakeFirst();
  if (!other) throw new AppError(409, 'CONFLICT', [{ field: '/kind', message: 'would leave no status that is neither resolved nor closed' }]);
}

/** Takes the default mark from whichever status holds it, audited, before another takes it. */
async function clearDefault(trx: Db, scope: CrudScope, exceptId?: string): Promise<void> {
  let query = trx.updateTable('statuses').set({ is_default: false, updated_at: new Date() }).where('organization_id', '=', scope.organizationId).where('is_default', '=', true);
  if (exceptId) query = query.where('id', '<>', exceptId);
  const previous = await query.returning(['id', 'name']).execute();
  for (const row of previous) {
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'status', entityId: row.id, entityName: row.name, action: 'update', before: { isDefault: true }, after: { isDefault: false } });
  }
}

export async function createStatus(db: Db, scope: CrudScope, input: StatusWriteRequest): Promise<StatusDetails> {
  const values = checkedInput(input);
  const { organizationId } = scope;
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const existing = await trx
      .selectFrom('statuses')
      .select([(eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.max('position').as('last')])
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    if (Number(existing.n) >= STATUSES_MAX) throw new AppError(409, 'CONFLICT', [{ field: '/name', message: `the organisation already has ${STATUSES_MAX} statuses` }]);
    const isDefault = input.isDefault === true || Number(existing.n) === 0;
    if (isDefault) await clearDefault(trx, scope);
    const position = input.position ?? (existing.last === null ? 0 : Number(existing.last) + 1);
    const status = await trx
      .insertInto('statuses')
      .values({ organization_id: organizationId, name: values.name, names: JSON.stringify(values.names), color: values.color, kind: values.kind, is_default: isDefault, pauses_sla: values.pausesSla, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, organizationId, auditActorOf(scope), {
      entityType: 'status',
      entityId: status.id,
      entityName: values.name,
      action: 'create',
      after: { ...audited({ name: values.name, names: values.names, color: values.color, kind: values.kind, is_default: isDefault, pauses_sla: values.pausesSla }), position },
    });
    const created = await getStatus(trx, organizationId, status.id);
    if (!created) throw new Error('created status not readable');
    return created;
  });
}

/**
 * Changes a status. `isDefault: true` takes the mark from the previous default; `false` on the
 * default is refused (409: make another status the default instead).
 */
export async function updateStatus(db: Db, scope: CrudScope, id: string, input: StatusWriteRequest): Promise<StatusDetails | undefined> {
  const values = checkedInput(input);
  const { organizationId } = scope;
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const current = await trx.selectFrom('statuses').select(statusColumns).where('id', '=', id).where('organization_id', '=', organizationId).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    const isDefault = input.isDefault ?? current.is_default;
    if (current.is_default && !isDefault) throw new AppError(409, 'CONFLICT', [{ field: '/isDefault', message: 'is the default status: make another status the default instead' }]);
    if (isDefault && isFinishedKind(values.kind)) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/kind', message: 'must be neither resolved nor closed for the default status' }]);
    if (isFinishedKind(values.kind) && !isFinishedKind(current.kind)) await ensureUnfinishedStatusLeft(trx, organizationId, id);
    if (isDefault && !current.is_default) await clearDefault(trx, scope, id);
    const position = input.position ?? current.position;
    const next = { name: values.name, names: values.names, color: values.color, kind: values.kind, is_default: isDefault, pauses_sla: values.pausesSla };
    await trx
      .updateTable('statuses')
      .set({ ...next, names: JSON.stringify(values.names), position, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, organizationId, auditActorOf(scope), {
      entityType: 'status',
      entityId: id,
      entityName: values.name,
      action: 'update',
      before: { ...audited(current), position: current.position },
      after: { ...audited(next), position },
    });
    return getStatus(trx, organizationId, id);
  });
}

/**
 * `PUT v1/statuses/order`: the listed statuses come first, in the given order; the others follow
 * in their current order (so listing every status sets the whole order, listing one moves it to
 * the top). An id that is not a status of the organisation is 404, one listed twice 400. Positions
 * become 0, 1, 2, … in one statement; each status whose position changed is audited.
 */
export async function reorderStatuses(db: Db, scope: CrudScope, request: StatusOrderRequest): Promise<StatusSearchResponse> {
  const { organizationId } = scope;
  const ids = request.ids.map((id) => id.toLowerCase());
  await db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const before = await trx.selectFrom('statuses').select(['id', 'name', 'position']).where('organization_id', '=', organizationId).execute();
    const known = new Set(before.map((row) => row.id));
    // Like every by-id route: another organisation's (or an unknown) status is simply not found.
    if (ids.some((id) => !known.has(id))) throw notFound();
    const details: ValidationIssue[] = [];
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (seen.has(id)) details.push({ field: `/ids/${index}`, message: 'is listed twice' });
      seen.add(id);
    });
    if (details.length > 0) throw new AppError(400, 'VALIDATION_FAILED', details);
    await sql`
      update statuses set position = ordered.rank - 1, updated_at = now()
      from (
        select s.id, row_number() over (order by listed.ord nulls last, s.position, lower(s.name), s.id) as rank
        from statuses s
        left join unnest(${ids}::uuid[]) with ordinality as listed(id, ord) on listed.id = s.id
        where s.organization_id = ${organizationId}
      ) ordered
      where statuses.id = ordered.id and statuses.position <> ordered.rank - 1`.execute(trx);
    const after = new Map((await trx.selectFrom('statuses').select(['id', 'position']).where('organization_id', '=', organizationId).execute()).map((row) => [row.id, row.position]));
    for (const row of before) {
      const position = after.get(row.id);
      if (position !== undefined && position !== row.position) {
        await recordAudit(trx, organizationId, auditActorOf(scope), { entityType: 'status', entityId: row.id, entityName: row.name, action: 'update', before: { position: row.position }, after: { position } });
      }
    }
  });
  return searchStatuses(db, organizationId, { pageSize: STATUSES_MAX });
}

/**
 * Deletes a status. The default is refused (409: pick another default first), and so is the last
 * status whose kind is neither resolved nor closed. A status in use needs `moveTo`, another status
 * of the organisation: its tickets move there in the same transaction, each with a history entry
 * (field `status`, from → to, the caller as actor); without it 409 CONFLICT names how many tickets
 * use it.
 */
export async function deleteStatus(db: Db, scope: CrudScope, id: string, moveTo: string | undefined): Promise<StatusDeleteResponse | undefined> {
  const { organizationId } = scope;
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const status = await trx.selectFrom('statuses').select(statusColumns).where('id', '=', id).where('organization_id', '=', organizationId).forUpdate().executeTakeFirst();
    if (!status) return undefined;
    if (status.is_default) throw new AppError(409, 'CONFLICT', [{ field: '/id', message: 'is the default status: make another status the default first' }]);
    if (!isFinishedKind(status.kind)) await ensureUnfinishedStatusLeft(trx, organizationId, id);

    const inUse = Number((await trx.selectFrom('tickets').select(rowCount).where('organization_id', '=', organizationId).where('status_id', '=', id).executeTakeFirstOrThrow()).n);
    let target: { id: string; name: string } | null = null;
    if (inUse > 0) {
      if (!moveTo) throw new AppError(409, 'CONFLICT', [{ field: '/moveTo', message: `is required: ${inUse} ticket(s) use this status` }]);
      if (moveTo.toLowerCase() === id.toLowerCase()) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/moveTo', message: 'must be another status' }]);
      target = (await trx.selectFrom('statuses').select(['id', 'name']).where('id', '=', moveTo).where('organization_id', '=', organizationId).executeTakeFirst()) ?? null;
      if (!target) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/moveTo', message: 'is not a status of this organisation' }]);
      // One history entry per moved ticket, then the move itself: two statements whatever the count.
      const from = JSON.stringify({ id: status.id, name: status.name });
      const to = JSON.stringify(target);
      await sql`
        insert into ticket_history (organization_id, ticket_id, user_id, actor_name, field, from_value, to_value)
        select organization_id, id, ${scope.userId}::uuid, ${scope.name}, 'status', ${from}::jsonb, ${to}::jsonb
        from tickets where organization_id = ${organizationId} and status_id = ${id}`.execute(trx);
      await trx.updateTable('tickets').set({ status_id: target.id, updated_at: new Date() }).where('organization_id', '=', organizationId).where('status_id', '=', id).execute();
    }

    await trx.deleteFrom('statuses').where('id', '=', id).execute();
    await recordAudit(trx, organizationId, auditActorOf(scope), {
      entityType: 'status',
      entityId: id,
      entityName: status.name,
      action: 'delete',
      before: { ...audited(status), position: status.position, movedTicketCount: inUse, movedTo: target?.name ?? null },
    });
    return { id, movedTicketCount: inUse, movedTo: target };
  });
}
