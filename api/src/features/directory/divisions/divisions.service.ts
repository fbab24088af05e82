import {
  SEARCH_DEFAULT_PAGE_SIZE,
  type DivisionDeleteResponse,
  type DivisionDetails,
  type DivisionOptionListResponse,
  type DivisionSearchRequest,
  type DivisionSearchResponse,
  type DivisionWriteRequest,
} from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { CrudScope } from '../../../crud/register-crud-routes.js';
import type { Db } from '../../../db/index.js';
import { inPage, isoDate, likePattern, pageOf, pageResult, rowCount, sortedBy } from '../../../db/search.js';
import { AppError } from '../../../plugins/errors.js';
import { auditActorOf, recordAudit } from '../../organization/audit/index.js';
import { lockOrganization } from '../permission-holders.js';
import { homeDivisionOf } from './home-division.js';

const sortColumns = {
  name: sql`lower(divisions.name)`,
  createdAt: sql`divisions.created_at`,
} as const;

const divisionColumns = ['divisions.id', 'divisions.name', 'divisions.description', 'divisions.is_home', 'divisions.created_at', 'divisions.updated_at'] as const;

interface DivisionRow {
  id: string;
  name: string;
  description: string | null;
  is_home: boolean;
  created_at: Date;
  updated_at: Date;
}

interface Counts {
  ticketCount: number;
  categoryCount: number;
  userGroupCount: number;
}

/** What the audit log keeps of a division. */
const audited = (division: { name: string; description: string | null }) => ({ name: division.name, description: division.description });

/**
 * Tickets, categories and user groups of each listed division, in one grouped statement: rows
 * without a division count for Home.
 */
async function countsOf(db: Db, organizationId: string, homeId: string, ids: string[]): Promise<Map<string, Counts>> {
  const counts = new Map(ids.map((id): [string, Counts] => [id, { ticketCount: 0, categoryCount: 0, userGroupCount: 0 }]));
  if (ids.length === 0) return counts;
  const rows = await sql<{ division_id: string; kind: keyof Counts; n: string }>`
    select coalesce(owned.division_id, ${homeId}::uuid) as division_id, owned.kind, count(*) as n
    from (
      select division_id, 'ticketCount' as kind from tickets where organization_id = ${organizationId}
      union all
      select division_id, 'categoryCount' from categories where organization_id = ${organizationId}
      union all
      select division_id, 'userGroupCount' from user_groups where organization_id = ${organizationId}
    ) owned
    where coalesce(owned.division_id, ${homeId}::uuid) = any(${ids}::uuid[])
    group by 1, 2`.execute(db);
  for (const row of rows.rows) {
    const entry = counts.get(row.division_id);
    if (entry) entry[row.kind] = Number(row.n);
  }
  return counts;
}

const toDetails = (row: DivisionRow, counts: Counts | undefined): DivisionDetails => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isHome: row.is_home,
  ticketCount: counts?.ticketCount ?? 0,
  categoryCount: counts?.categoryCount ?? 0,
  userGroupCount: counts?.userGroupCount ?? 0,
  createdAt: isoDate(row.created_at),
  updatedAt: isoDate(row.updated_at),
});

/** Divisions of the organisation, Home always among them, by name unless a sort is given. */
export async function searchDivisions(db: Db, organizationId: string, request: DivisionSearchRequest): Promise<DivisionSearchResponse> {
  const home = await homeDivisionOf(db, organizationId);
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  let base = db.selectFrom('divisions').where('divisions.organization_id', '=', organizationId);
  const query = request.query?.trim();
  if (query) base = base.where('divisions.name', 'ilike', likePattern(query));
  const sort = request.sort ?? { field: 'name' as const };
  const rows = await base.select(divisionColumns).orderBy(sortedBy(sortColumns[sort.field], sort.order)).orderBy('divisions.id').$call(inPage(page)).execute();
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  const counts = await countsOf(db, organizationId, home.id, rows.map((row) => row.id));
  return pageResult(rows.map((row) => toDetails(row, counts.get(row.id))), total.n, page);
}

/** A division of the organisation with its counts; undefined for another organisation's id. */
export async function getDivision(db: Db, organizationId: string, id: string): Promise<DivisionDetails | undefined> {
  const row = await db.selectFrom('divisions').select(divisionColumns).where('divisions.id', '=', id).where('divisions.organization_id', '=', organizationId).executeTakeFirst();
  if (!row) return undefined;
  const home = row.is_home ? row : await homeDivisionOf(db, organizationId);
  const counts = await countsOf(db, organizationId, home.id, [row.id]);
  return toDetails(row, counts.get(row.id));
}

/** Every division by name, Home first: the pick list of the screens that give things a division. */
export async function divisionOptions(db: Db, organizationId: string): Promise<DivisionOptionListResponse> {
  await homeDivisionOf(db, organizationId);
  const rows = await db
    .selectFrom('divisions')
    .select(['id', 'name', 'is_home'])
    .where('organization_id', '=', organizationId)
    .orderBy('is_home', 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return { entities: rows.map((row) => ({ id: row.id, name: row.name, isHome: row.is_home })), totalCount: rows.length };
}

function checkedInput(input: DivisionWriteRequest) {
  const name = input.name.trim();
  if (!name) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/name', message: 'is required' }]);
  return { name, description: input.description?.trim() || null };
}

export async function createDivision(db: Db, scope: CrudScope, input: DivisionWriteRequest): Promise<DivisionDetails> {
  const values = checkedInput(input);
  // Home first, so it never has to dodge a name taken by the new division.
  await homeDivisionOf(db, scope.organizationId);
  return db.transaction().execute(async (trx) => {
    const division = await trx.insertInto('divisions').values({ organization_id: scope.organizationId, ...values }).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'division', entityId: division.id, entityName: values.name, action: 'create', after: values });
    const created = await getDivision(trx, scope.organizationId, division.id);
    if (!created) throw new Error('created division not readable');
    return created;
  });
}

/** Renames or describes a division (Home too); undefined when the id is not a division of the organisation. */
export async function updateDivision(db: Db, scope: CrudScope, id: string, input: DivisionWriteRequest): Promise<DivisionDetails | undefined> {
  const values = checkedInput(input);
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('divisions').select(['name', 'description']).where('id', '=', id).where('organization_id', '=', scope.organizationId).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    if (current.name !== values.name || current.description !== values.description) {
      await trx.updateTable('divisions').set({ ...values, updated_at: new Date() }).where('id', '=', id).execute();
      await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'division', entityId: id, entityName: values.name, action: 'update', before: audited(current), after: values });
    }
    return getDivision(trx, scope.organizationId, id);
  });
}

/** Every permission some active user of the organisation holds (scoped assignments count). */
async function heldPermissions(trx: Db, organizationId: string): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select('roles.permissions')
    .where('user_roles.organization_id', '=', organizationId)
    .where('users.status', '=', 'active')
    .execute();
  return new Set(rows.flatMap((row) => row.permissions));
}

/**
 * Deletes a division other than Home. Its tickets, categories and user groups fall back to Home
 * (their `division_id` becomes null); role assignments lose it from their list, and one left with
 * no division is removed — unless that would leave a permission without an active holder (409).
 * All in one transaction; the answer counts what moved.
 */
export async function deleteDivision(db: Db, scope: CrudScope, id: string): Promise<DivisionDeleteResponse | undefined> {
  const { organizationId } = scope;
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const division = await trx.selectFrom('divisions').select(['id', 'name', 'description', 'is_home']).where('id', '=', id).where('organization_id', '=', organizationId).forUpdate().executeTakeFirst();
    if (!division) return undefined;
    if (division.is_home) throw new AppError(409, 'HOME_DIVISION_LOCKED', [{ field: '/id', message: 'is the Home division' }]);
    const home = await homeDivisionOf(trx, organizationId);

    const moved = async (table: 'tickets' | 'categories' | 'user_groups') =>
      Number((await trx.updateTable(table).set({ division_id: null }).where('organization_id', '=', organizationId).where('division_id', '=', id).executeTakeFirst()).numUpdatedRows);
    const ticketCount = await moved('tickets');
    const categoryCount = await moved('categories');
    const userGroupCount = await moved('user_groups');

    const heldBefore = await heldPermissions(trx, organizationId);
    const trimmed = await trx
      .updateTable('user_roles')
      .set({ division_ids: sql<string[]>`array_remove(division_ids, ${id}::uuid)` })
      .where('organization_id', '=', organizationId)
      .where(sql<boolean>`${id}::uuid = any(division_ids)`)
      .executeTakeFirst();
    const removed = await trx.deleteFrom('user_roles').where('organization_id', '=', organizationId).where(sql<boolean>`cardinality(division_ids) = 0`).executeTakeFirst();
    const assignmentsRemoved = Number(removed.numDeletedRows);
    if (assignmentsRemoved > 0) {
      const heldAfter = await heldPermissions(trx, organizationId);
      const orphaned = [...heldBefore].filter((permission) => !heldAfter.has(permission)).sort();
      if (orphaned.length > 0) throw new AppError(409, 'LAST_PERMISSION_HOLDER', [{ field: '/id', message: `would leave no active holder of ${orphaned.join(', ')}` }]);
    }

    // OAuth clients limited to it lose it; one left with no division can act nowhere, so it is disabled
    // for an administrator to give it divisions again.
    const clientsTrimmed = await trx
      .updateTable('oauth_clients')
      .set({ division_ids: sql<string[]>`array_remove(division_ids, ${id}::uuid)` })
      .where('organization_id', '=', organizationId)
      .where(sql<boolean>`${id}::uuid = any(division_ids)`)
      .executeTakeFirst();
    const clientsDisabled = await trx
      .updateTable('oauth_clients')
      .set({ enabled: false })
      .where('organization_id', '=', organizationId)
      .where(sql<boolean>`cardinality(division_ids) = 0`)
      .where('enabled', '=', true)
      .executeTakeFirst();

    await trx.deleteFrom('divisions').where('id', '=', id).execute();
    const result = { id, home, ticketCount, categoryCount, userGroupCount, assignmentsTrimmed: Number(trimmed.numUpdatedRows), assignmentsRemoved };
    await recordAudit(trx, organizationId, auditActorOf(scope), {
      entityType: 'division',
      entityId: id,
      entityName: division.name,
      action: 'delete',
      before: {
        ...audited(division),
        ticketCount,
        categoryCount,
        userGroupCount,
        assignmentsTrimmed: result.assignmentsTrimmed,
        assignmentsRemoved,
        oauthClientsTrimmed: Number(clientsTrimmed.numUpdatedRows),
        oauthClientsDisabled: Number(clientsDisabled.numUpdatedRows),
      },
    });
    return result;
  });
}
