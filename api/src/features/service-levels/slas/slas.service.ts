import {
  PRIORITIES,
  SEARCH_DEFAULT_PAGE_SIZE,
  slaPolicyProblems,
  type SlaConditions,
  type SlaDetails,
  type SlaEscalation,
  type SlaOrderResponse,
  type SlaSearchRequest,
  type SlaSearchResponse,
  type SlaTargets,
  type SlaWriteRequest,
  type ValidationIssue,
} from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { CrudScope } from '../../../crud/register-crud-routes.js';
import type { Db } from '../../../db/index.js';
import { inPage, isoDate, likePattern, pageOf, pageResult, rowCount, sortedBy } from '../../../db/search.js';
import { AppError } from '../../../plugins/errors.js';
import { auditActorOf, recordAudit, SYSTEM_ACTOR, type AuditActor } from '../../organization/audit/index.js';
import { markSlasStale } from '../engine/engine.service.js';

const sortColumns = {
  position: sql`sla_policies.position`,
  name: sql`lower(sla_policies.name)`,
} as const;

const policyColumns = [
  'sla_policies.id',
  'sla_policies.name',
  'sla_policies.description',
  'sla_policies.position',
  'sla_policies.enabled',
  'sla_policies.conditions',
  'sla_policies.targets',
  'sla_policies.escalations',
  'sla_policies.created_at',
  'sla_policies.updated_at',
  'schedules.id as schedule_id',
  'schedules.name as schedule_name',
] as const;

interface PolicyRow {
  id: string;
  name: string;
  description: string | null;
  position: number;
  enabled: boolean;
  conditions: SlaConditions;
  targets: SlaTargets;
  escalations: SlaEscalation[];
  created_at: Date;
  updated_at: Date;
  schedule_id: string;
  schedule_name: string;
}

const toDetails = (row: PolicyRow): SlaDetails => ({
  id: row.id,
  name: row.name,
  description: row.description,
  position: row.position,
  enabled: row.enabled,
  schedule: { id: row.schedule_id, name: row.schedule_name },
  conditions: row.conditions,
  targets: row.targets,
  escalations: row.escalations,
  createdAt: isoDate(row.created_at),
  updatedAt: isoDate(row.updated_at),
});

const policies = (db: Db, organizationId: string) =>
  db.selectFrom('sla_policies').innerJoin('schedules', 'schedules.id', 'sla_policies.schedule_id').where('sla_policies.organization_id', '=', organizationId);

/**
 * Serialises the writes that hand out or shift positions within one organisation, so a new policy
 * always goes last and a reorder sees every policy.
 */
async function lockPolicyOrder(trx: Db, organizationId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sla-policies:${organizationId}`}))`.execute(trx);
}

/** Policies of the organisation, in their order unless a sort is given. */
export async function searchSlas(db: Db, organizationId: string, request: SlaSearchRequest): Promise<SlaSearchResponse> {
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  let base = policies(db, organizationId);
  const query = request.query?.trim();
  if (query) base = base.where('sla_policies.name', 'ilike', likePattern(query));
  const enabled = request.filters?.enabled;
  if (enabled !== undefined) base = base.where('sla_policies.enabled', '=', enabled);
  const sort = request.sort ?? { field: 'position' as const };
  const rows = await base.select(policyColumns).orderBy(sortedBy(sortColumns[sort.field], sort.order)).orderBy('sla_policies.id').$call(inPage(page)).execute();
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  return pageResult(rows.map(toDetails), total.n, page);
}

/** A policy of the organisation; undefined for another organisation's id. */
export async function getSla(db: Db, organizationId: string, id: string): Promise<SlaDetails | undefined> {
  const row = await policies(db, organizationId).select(policyColumns).where('sla_policies.id', '=', id).executeTakeFirst();
  return row ? toDetails(row) : undefined;
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The ids of `table` in the organisation among `ids` (agents: active agents only). */
async function knownIds(db: Db, organizationId: string, table: 'categories' | 'customers' | 'user_groups' | 'users', ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  let query = db.selectFrom(table).select('id').where('organization_id', '=', organizationId).where('id', 'in', unique(ids));
  if (table === 'users') query = query.where('kind', '=', 'agent').where('status', '=', 'active');
  return new Set((await query.execute()).map((row) => row.id));
}

/** One issue per listed id that is not in `known`, pointing at its place in the request. */
const unknownIssues = (ids: readonly string[], known: Set<string>, field: string, message: string): ValidationIssue[] =>
  ids.flatMap((id, index) => (known.has(id) ? [] : [{ field: `${field}/${index}`, message }]));

/**
 * The values to store for a write: trimmed name and description, condition lists without repeats
 * (priorities in their natural order), and every referenced id checked to belong to the
 * organisation — one 400 naming each field that is wrong.
 */
async function checkedInput(db: Db, organizationId: string, input: SlaWriteRequest) {
  const problems = slaPolicyProblems(input);
  const { conditions, escalations } = input;
  const escalationUserIds = escalations.flatMap((rule) => rule.userIds);
  const [schedule, categories, customers, userGroups, agents] = await Promise.all([
    db.selectFrom('schedules').select('id').where('organization_id', '=', organizationId).where('id', '=', input.scheduleId).executeTakeFirst(),
    knownIds(db, organizationId, 'categories', conditions.categoryIds),
    knownIds(db, organizationId, 'customers', conditions.customerIds),
    knownIds(db, organizationId, 'user_groups', conditions.userGroupIds),
    knownIds(db, organizationId, 'users', escalationUserIds),
  ]);
  if (!schedule) problems.push({ field: '/scheduleId', message: 'is not a schedule of this organisation' });
  problems.push(
    ...unknownIssues(conditions.categoryIds, categories, '/conditions/categoryIds', 'is not a category of this organisation'),
    ...unknownIssues(conditions.customerIds, customers, '/conditions/customerIds', 'is not a customer of this organisation'),
    ...unknownIssues(conditions.userGroupIds, userGroups, '/conditions/userGroupIds', 'is not a user group of this organisation'),
    ...escalations.flatMap((rule, index) => unknownIssues(rule.userIds, agents, `/escalations/${index}/userIds`, 'is not an active agent of this organisation')),
  );
  if (problems.length > 0) throw new AppError(400, 'VALIDATION_FAILED', problems);
  return {
    name: input.name.trim(),
    description: input.description?.trim() || null,
    schedule_id: input.scheduleId,
    conditions: {
      priorities: PRIORITIES.filter((priority) => conditions.priorities.includes(priority)),
      categoryIds: unique(conditions.categoryIds),
      customerIds: unique(conditions.customerIds),
      userGroupIds: unique(conditions.userGroupIds),
    } satisfies SlaConditions,
    targets: input.targets,
    escalations: escalations.map((rule) => ({ ...rule, userIds: unique(rule.userIds) })),
  };
}

type PolicyValues = Awaited<ReturnType<typeof checkedInput>> & { enabled: boolean };

/** What the audit log keeps of a policy. */
const audited = (policy: Pick<PolicyValues, 'name' | 'description' | 'enabled' | 'schedule_id' | 'conditions' | 'targets' | 'escalations'>) => ({
  name: policy.name,
  description: policy.description,
  enabled: policy.enabled,
  scheduleId: policy.schedule_id,
  conditions: policy.conditions,
  targets: policy.targets,
  escalations: policy.escalations,
});

async function insertPolicy(trx: Db, organizationId: string, actor: AuditActor, values: PolicyValues): Promise<string> {
  await lockPolicyOrder(trx, organizationId);
  const created = await trx
    .insertInto('sla_policies')
    .values({
      organization_id: organizationId,
      name: values.name,
      description: values.description,
      enabled: values.enabled,
      schedule_id: values.schedule_id,
      conditions: JSON.stringify(values.conditions),
      targets: JSON.stringify(values.targets),
      escalations: JSON.stringify(values.escalations),
      // New policies go last.
      position: sql<number>`(select coalesce(max(position), 0) + 1 from sla_policies where organization_id = ${organizationId})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, organizationId, actor, { entityType: 'slaPolicy', entityId: created.id, entityName: values.name, action: 'create', after: audited(values) });
  return created.id;
}

/** Creates a policy, last in the order; enabled unless the body says otherwise. */
export async function createSla(db: Db, scope: CrudScope, input: SlaWriteRequest): Promise<SlaDetails> {
  const values = { ...(await checkedInput(db, scope.organizationId, input)), enabled: input.enabled ?? true };
  return db.transaction().execute(async (trx) => {
    const id = await insertPolicy(trx, scope.organizationId, auditActorOf(scope), values);
    await markSlasStale(trx, scope.organizationId);
    const created = await getSla(trx, scope.organizationId, id);
    if (!created) throw new Error('created SLA policy not readable');
    return created;
  });
}

/** Replaces a policy's settings (its place in the order stays; `enabled` left out stays as it is). */
export async function updateSla(db: Db, scope: CrudScope, id: string, input: SlaWriteRequest): Promise<SlaDetails | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('sla_policies')
      .select(['name', 'description', 'enabled', 'schedule_id', 'conditions', 'targets', 'escalations'])
      .where('id', '=', id)
      .where('organization_id', '=', scope.organizationId)
      .forUpdate()
      .executeTakeFirst();
    // Not found comes before anything wrong with the body.
    if (!current) return undefined;
    const values: PolicyValues = { ...(await checkedInput(trx, scope.organizationId, input)), enabled: input.enabled ?? current.enabled };
    const before = audited(current);
    const after = audited(values);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await trx
        .updateTable('sla_policies')
        .set({
          name: values.name,
          description: values.description,
          enabled: values.enabled,
          schedule_id: values.schedule_id,
          conditions: JSON.stringify(values.conditions),
          targets: JSON.stringify(values.targets),
          escalations: JSON.stringify(values.escalations),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'slaPolicy', entityId: id, entityName: values.name, action: 'update', before, after });
      await markSlasStale(trx, scope.organizationId);
    }
    return getSla(trx, scope.organizationId, id);
  });
}

/** Deletes a policy; the ones after it move up a place, so positions stay 1…n. */
export async function deleteSla(db: Db, scope: CrudScope, id: string): Promise<true | undefined> {
  const { organizationId } = scope;
  return db.transaction().execute(async (trx) => {
    await lockPolicyOrder(trx, organizationId);
    const current = await trx
      .selectFrom('sla_policies')
      .select(['name', 'description', 'enabled', 'position', 'schedule_id', 'conditions', 'targets', 'escalations'])
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    if (!current) return undefined;
    await trx.deleteFrom('sla_policies').where('id', '=', id).execute();
    await trx
      .updateTable('sla_policies')
      .set({ position: sql<number>`position - 1` })
      .where('organization_id', '=', organizationId)
      .where('position', '>', current.position)
      .execute();
    await recordAudit(trx, organizationId, auditActorOf(scope), { entityType: 'slaPolicy', entityId: id, entityName: current.name, action: 'delete', before: audited(current) });
    await markSlasStale(trx, organizationId);
    return true;
  });
}

/**
 * Puts the listed policies first, in the order of `ids`; the ones not listed follow in their current
 * order (so a policy someone else just created is not lost). 404 names each id that is not a policy
 * of the organisation, 400 each one listed twice. One statement moves them all; each policy whose place changed gets an
 * audit entry. Answers every policy in its new order.
 */
export async function reorderSlas(db: Db, scope: CrudScope, ids: string[]): Promise<SlaOrderResponse> {
  const { organizationId } = scope;
  return db.transaction().execute(async (trx) => {
    await lockPolicyOrder(trx, organizationId);
    const existing = await trx.selectFrom('sla_policies').select(['id', 'name', 'position']).where('organization_id', '=', organizationId).orderBy('position').orderBy('id').execute();
    const byId = new Map(existing.map((row) => [row.id, row]));
    // Like any id of another organisation, one listed here is not found.
    const missing = ids.flatMap((id, index) => (byId.has(id) ? [] : [{ field: `/ids/${index}`, message: 'is not a policy of this organisation' }]));
    if (missing.length > 0) throw new AppError(404, 'NOT_FOUND', missing);
    const seen = new Set<string>();
    const repeated: ValidationIssue[] = [];
    ids.forEach((id, index) => {
      if (seen.has(id)) repeated.push({ field: `/ids/${index}`, message: 'is listed more than once' });
      seen.add(id);
    });
    if (repeated.length > 0) throw new AppError(400, 'VALIDATION_FAILED', repeated);

    const ordered = [...ids.map((id) => byId.get(id)!), ...existing.filter((row) => !seen.has(row.id))];
    const moved = ordered.flatMap((row, index) => (row.position === index + 1 ? [] : [{ ...row, place: index + 1 }]));
    if (moved.length > 0) {
      await sql`
        update sla_policies set position = wanted.place::int, updated_at = now()
        from unnest(${moved.map((row) => row.id)}::uuid[], ${moved.map((row) => row.place)}::int[]) as wanted(id, place)
        where sla_policies.id = wanted.id and sla_policies.organization_id = ${organizationId}`.execute(trx);
      const actor = auditActorOf(scope);
      for (const row of moved) {
        await recordAudit(trx, organizationId, actor, { entityType: 'slaPolicy', entityId: row.id, entityName: row.name, action: 'update', before: { position: row.position }, after: { position: row.place } });
      }
      // The first matching policy applies: a new order can move open tickets to another policy.
      await markSlasStale(trx, organizationId);
    }
    const entities = ordered.map((row, index) => ({ id: row.id, name: row.name, position: index + 1 }));
    return { entities, totalCount: entities.length };
  });
}

/** Business minutes of the "Standard" policy's targets per priority. */
const STANDARD_TARGETS: SlaTargets = {
  Low: { firstResponseMinutes: 480, nextResponseMinutes: 960, resolutionMinutes: 2400 },
  Medium: { firstResponseMinutes: 240, nextResponseMinutes: 480, resolutionMinutes: 1440 },
  High: { firstResponseMinutes: 120, nextResponseMinutes: 240, resolutionMinutes: 480 },
  Critical: { firstResponseMinutes: 60, nextResponseMinutes: 120, resolutionMinutes: 240 },
};

/** The "Standard" policy's escalations: warn the assignee an hour ahead, then the group too, then by mail. */
const STANDARD_ESCALATIONS: SlaEscalation[] = [
  { timing: 'before', target: 'resolution', minutes: 60, notifyAssignee: true, notifyGroup: false, userIds: [], mail: false },
  { timing: 'onTime', target: 'resolution', minutes: 0, notifyAssignee: true, notifyGroup: true, userIds: [], mail: false },
  { timing: 'after', target: 'resolution', minutes: 60, notifyAssignee: true, notifyGroup: true, userIds: [], mail: true },
];

/**
 * Gives an organisation without any policy the "Standard" one (no conditions, so it covers every
 * ticket) on `scheduleId`; an organisation that has a policy, even a disabled one, is left as it
 * is. Safe to call on every start and from two starts at once. Answers the created policy's id.
 */
export async function ensureDefaultPolicy(db: Db, organizationId: string, scheduleId: string): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockPolicyOrder(trx, organizationId);
    const any = await trx.selectFrom('sla_policies').select('id').where('organization_id', '=', organizationId).limit(1).executeTakeFirst();
    if (any) return undefined;
    return insertPolicy(trx, organizationId, SYSTEM_ACTOR, {
      name: 'Standard',
      description: null,
      enabled: true,
      schedule_id: scheduleId,
      conditions: { priorities: [], categoryIds: [], customerIds: [], userGroupIds: [] },
      targets: STANDARD_TARGETS,
      escalations: STANDARD_ESCALATIONS,
    });
  });
}
