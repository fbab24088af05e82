import {
  SEARCH_DEFAULT_PAGE_SIZE,
  type ScheduleDefinition,
  type ScheduleDetails,
  type ScheduleSearchRequest,
  type ScheduleSearchResponse,
  type ScheduleWriteRequest,
} from '@switchboard/shared/contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import { IANAZone } from 'luxon';
import type { CrudScope } from '../../../crud/register-crud-routes.js';
import type { Db } from '../../../db/index.js';
import type { Database, ScheduleHolidayValue, ScheduleWeeklyIntervalValue } from '../../../db/schema.js';
import { inPage, isoDate, likePattern, pageOf, pageResult, rowCount, sortedBy } from '../../../db/search.js';
import { AppError } from '../../../plugins/errors.js';
import { auditActorOf, recordAudit, SYSTEM_ACTOR } from '../../organization/audit/index.js';
import { scheduleDefinitionIssues } from './schedule-validation.js';
import { markSlasStale } from '../engine/engine.service.js';

const sortColumns = {
  name: sql`lower(schedules.name)`,
  updatedAt: sql`schedules.updated_at`,
} as const;

const scheduleColumns = ['schedules.id', 'schedules.name', 'schedules.description', 'schedules.time_zone', 'schedules.weekly', 'schedules.holidays', 'schedules.created_at', 'schedules.updated_at'] as const;

/** How many service level policies use the schedule: one indexed count per listed row (`sla_policies_schedule_idx`). */
const slaPolicyCount = (eb: ExpressionBuilder<Database, 'schedules'>) =>
  eb.selectFrom('sla_policies').select(sql<string>`count(*)`.as('n')).whereRef('sla_policies.schedule_id', '=', 'schedules.id').as('sla_policy_count');

interface ScheduleRow {
  id: string;
  name: string;
  description: string | null;
  time_zone: string;
  weekly: ScheduleWeeklyIntervalValue[];
  holidays: ScheduleHolidayValue[];
  sla_policy_count: string | number | null;
  created_at: Date;
  updated_at: Date;
}

const toDetails = (row: ScheduleRow): ScheduleDetails => ({
  id: row.id,
  name: row.name,
  description: row.description,
  timeZone: row.time_zone,
  // Rebuilt so each object reads in its usual key order (jsonb reorders keys).
  weekly: row.weekly.map(({ day, start, end }) => ({ day, start, end })),
  holidays: row.holidays.map(({ name, start, end, yearly }) => ({ name, start, end, yearly })),
  slaPolicyCount: Number(row.sla_policy_count ?? 0),
  createdAt: isoDate(row.created_at),
  updatedAt: isoDate(row.updated_at),
});

/** The name given to the schedule an organisation gets when it has none. */
export const DEFAULT_SCHEDULE_NAME = 'Business hours';

/** Monday to Friday, 09:00 to 17:00. */
const DEFAULT_WEEKLY: ScheduleWeeklyIntervalValue[] = ([1, 2, 3, 4, 5] as const).map((day) => ({ day, start: '09:00', end: '17:00' }));

/** Schedules of the organisation, by name unless a sort is given; `query` searches the name. */
export async function searchSchedules(db: Db, organizationId: string, request: ScheduleSearchRequest): Promise<ScheduleSearchResponse> {
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  let base = db.selectFrom('schedules').where('schedules.organization_id', '=', organizationId);
  const query = request.query?.trim();
  if (query) base = base.where('schedules.name', 'ilike', likePattern(query));
  const sort = request.sort ?? { field: 'name' as const };
  const rows = await base.select(scheduleColumns).select(slaPolicyCount).orderBy(sortedBy(sortColumns[sort.field], sort.order)).orderBy('schedules.id').$call(inPage(page)).execute();
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  return pageResult(rows.map(toDetails), total.n, page);
}

/** A schedule of the organisation; undefined for another organisation's id. */
export async function getSchedule(db: Db, organizationId: string, id: string): Promise<ScheduleDetails | undefined> {
  const row = await db.selectFrom('schedules').select(scheduleColumns).select(slaPolicyCount).where('schedules.id', '=', id).where('schedules.organization_id', '=', organizationId).executeTakeFirst();
  return row && toDetails(row);
}

/** The definition part of a write: intervals ordered by day and start, holidays by start, names trimmed. */
const definitionOf = (input: ScheduleDefinition): ScheduleDefinition => ({
  timeZone: input.timeZone,
  weekly: [...input.weekly].map(({ day, start, end }) => ({ day, start, end })).sort((a, b) => a.day - b.day || a.start.localeCompare(b.start)),
  holidays: [...input.holidays].map(({ name, start, end, yearly }) => ({ name: name.trim(), start, end, yearly })).sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name)),
});

/** A write checked field by field: every problem is reported at once (400 VALIDATION_FAILED). */
function checkedInput(input: ScheduleWriteRequest) {
  const name = input.name.trim();
  const issues = name ? [] : [{ field: '/name', message: 'is required' }];
  issues.push(...scheduleDefinitionIssues({ timeZone: input.timeZone, weekly: input.weekly, holidays: input.holidays }));
  if (issues.length > 0) throw new AppError(400, 'VALIDATION_FAILED', issues);
  const definition = definitionOf(input);
  return { name, description: input.description?.trim() || null, ...definition };
}

type CheckedInput = ReturnType<typeof checkedInput>;

/**
 * What the audit log keeps of a schedule, in one key order: jsonb gives stored objects back with
 * their keys reordered, and unchanged fields are recognised by their JSON text.
 */
const audited = (schedule: { name: string; description: string | null } & ScheduleDefinition) => ({
  name: schedule.name,
  description: schedule.description,
  ...definitionOf(schedule),
});

const auditedRow = (row: Pick<ScheduleRow, 'name' | 'description' | 'time_zone' | 'weekly' | 'holidays'>) =>
  audited({ name: row.name, description: row.description, timeZone: row.time_zone, weekly: row.weekly, holidays: row.holidays });

const columnsOf = (values: CheckedInput) => ({
  name: values.name,
  description: values.description,
  time_zone: values.timeZone,
  weekly: JSON.stringify(values.weekly),
  holidays: JSON.stringify(values.holidays),
});

export async function createSchedule(db: Db, scope: CrudScope, input: ScheduleWriteRequest): Promise<ScheduleDetails> {
  const values = checkedInput(input);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('schedules')
      .values({ organization_id: scope.organizationId, ...columnsOf(values) })
      .returning(['id', 'name', 'description', 'time_zone', 'weekly', 'holidays', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'schedule', entityId: row.id, entityName: values.name, action: 'create', after: audited(values) });
    return toDetails({ ...row, sla_policy_count: 0 });
  });
}

/** Replaces a schedule's name, description and definition; undefined when the id is not a schedule of the organisation. */
export async function updateSchedule(db: Db, scope: CrudScope, id: string, input: ScheduleWriteRequest): Promise<ScheduleDetails | undefined> {
  const values = checkedInput(input);
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('schedules').select(scheduleColumns).where('id', '=', id).where('organization_id', '=', scope.organizationId).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    const before = auditedRow(current);
    const after = audited(values);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await trx.updateTable('schedules').set({ ...columnsOf(values), updated_at: new Date() }).where('id', '=', id).execute();
      await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'schedule', entityId: id, entityName: values.name, action: 'update', before, after });
      // Open tickets under this schedule's policies get their due dates again (the worker recomputes them).
      await markSlasStale(trx, scope.organizationId, { scheduleId: id });
    }
    return getSchedule(trx, scope.organizationId, id);
  });
}

/** PostgreSQL's SQLSTATE for a foreign key violation: a row still refers to the one deleted. */
const FOREIGN_KEY_VIOLATION = '23503';

const inUse = (policyCount: number | undefined) =>
  new AppError(409, 'CONFLICT', [
    { field: '/id', message: policyCount === undefined ? 'is used by service level policies' : `is used by ${policyCount} service level ${policyCount === 1 ? 'policy' : 'policies'}` },
  ]);

/** How many service level policies measure against the schedule. */
async function policiesUsing(db: Db, scheduleId: string): Promise<number> {
  const count = await db.selectFrom('sla_policies').select(rowCount).where('schedule_id', '=', scheduleId).executeTakeFirstOrThrow();
  return Number(count.n);
}

/**
 * Deletes a schedule no service level policy uses (409 CONFLICT naming how many do otherwise);
 * undefined when the id is not a schedule of the organisation.
 */
export async function deleteSchedule(db: Db, scope: CrudScope, id: string): Promise<true | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      const schedule = await trx.selectFrom('schedules').select(scheduleColumns).where('id', '=', id).where('organization_id', '=', scope.organizationId).forUpdate().executeTakeFirst();
      if (!schedule) return undefined;
      // The row lock above makes a policy created meanwhile wait, then fail on its foreign key.
      const policyCount = await policiesUsing(trx, id);
      if (policyCount > 0) throw inUse(policyCount);
      await trx.deleteFrom('schedules').where('id', '=', id).execute();
      await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'schedule', entityId: id, entityName: schedule.name, action: 'delete', before: auditedRow(schedule) });
      return true as const;
    });
  } catch (error) {
    // A policy that refers to it and was not counted (written between the count and the delete).
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) throw inUse(undefined);
    throw error;
  }
}

/**
 * The organisation's default schedule: its oldest one, or — when it has none — a new "Business
 * hours", Monday to Friday 09:00–17:00 in the organisation's time zone. Safe to call concurrently:
 * only one is created.
 */
export async function ensureDefaultSchedule(db: Db, organizationId: string): Promise<string> {
  const oldest = () =>
    db.selectFrom('schedules').select('id').where('organization_id', '=', organizationId).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  const existing = await oldest();
  if (existing) return existing.id;
  const organization = await db.selectFrom('organizations').select('time_zone').where('id', '=', organizationId).executeTakeFirstOrThrow();
  const timeZone = IANAZone.isValidZone(organization.time_zone) ? organization.time_zone : 'UTC';
  const values = { name: DEFAULT_SCHEDULE_NAME, description: null, timeZone, weekly: DEFAULT_WEEKLY, holidays: [] };
  const created = await db.transaction().execute(async (trx) => {
    // Serialises concurrent first calls; the second sees the first one's schedule.
    await sql`select id from organizations where id = ${organizationId} for update`.execute(trx);
    const again = await trx.selectFrom('schedules').select('id').where('organization_id', '=', organizationId).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
    if (again) return again.id;
    const row = await trx.insertInto('schedules').values({ organization_id: organizationId, ...columnsOf(values) }).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, organizationId, SYSTEM_ACTOR, { entityType: 'schedule', entityId: row.id, entityName: values.name, action: 'create', after: audited(values) });
    return row.id;
  });
  return created;
}
