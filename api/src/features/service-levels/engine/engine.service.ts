import type { Priority, SlaEscalation, SlaTargets } from '@switchboard/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { prepared } from '../../../db/prepared.js';
import { createBusinessCalendar, ScheduleNeverOpensError, type ScheduleDefinition } from '../business-time/index.js';
import { matchingPolicy } from './policy-matching.js';
import { dueDates, metLate, nextDue, pause, plannedEscalations, resume, type BusinessTime, type SlaClockState, type TargetMinutes } from './sla-clock.js';

// Applies the organisation's service-level policies to tickets: picks the policy, moves the clock
// (pauses, replies, resolution), stores the due dates and plans the escalations. Runs inside the
// transaction of the change that moved the clock, so what a response shows is already current.

/** The priority whose targets count for a ticket without one (complaints from the hub carry none). */
export const SLA_DEFAULT_PRIORITY: Priority = 'Medium';

/** What moved the clock besides the ticket's own fields. */
export type SlaHappening = 'agentReply' | 'customerMessage';

export interface LoadedPolicy {
  id: string;
  name: string;
  enabled: boolean;
  conditions: { priorities: Priority[]; categoryIds: string[]; customerIds: string[]; userGroupIds: string[] };
  targets: SlaTargets;
  escalations: SlaEscalation[];
  calendar: BusinessTime | undefined;
}

/** Calendars are built once per schedule version and kept for the next tickets (bounded). */
const calendars = new Map<string, BusinessTime | undefined>();
const MAX_CALENDARS = 500;

function calendarOf(schedule: { id: string; updated_at: Date; time_zone: string; weekly: unknown; holidays: unknown }): BusinessTime | undefined {
  const key = `${schedule.id}:${new Date(schedule.updated_at).getTime()}`;
  if (calendars.has(key)) return calendars.get(key);
  let calendar: BusinessTime | undefined;
  try {
    calendar = createBusinessCalendar({ timeZone: schedule.time_zone, weekly: schedule.weekly, holidays: schedule.holidays } as ScheduleDefinition);
  } catch {
    // A schedule that cannot be built (it was valid when saved) sets no due dates rather than failing the ticket.
    calendar = undefined;
  }
  if (calendars.size >= MAX_CALENDARS) calendars.delete(calendars.keys().next().value!);
  calendars.set(key, calendar);
  return calendar;
}

/** The organisation's policies in order, each with its schedule's calendar: one query. */
export async function loadPolicies(db: Kysely<Database>, organizationId: string): Promise<LoadedPolicy[]> {
  const query = db
    .selectFrom('sla_policies')
    .innerJoin('schedules', 'schedules.id', 'sla_policies.schedule_id')
    .select([
      'sla_policies.id',
      'sla_policies.name',
      'sla_policies.enabled',
      'sla_policies.conditions',
      'sla_policies.targets',
      'sla_policies.escalations',
      'schedules.id as schedule_id',
      'schedules.updated_at as schedule_updated_at',
      'schedules.time_zone',
      'schedules.weekly',
      'schedules.holidays',
    ])
    .where('sla_policies.organization_id', '=', organizationId)
    .orderBy('sla_policies.position')
    .orderBy('sla_policies.id');
  const rows = await prepared(query).execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    conditions: row.conditions as LoadedPolicy['conditions'],
    targets: row.targets as SlaTargets,
    escalations: row.escalations as SlaEscalation[],
    calendar: calendarOf({ id: row.schedule_id, updated_at: row.schedule_updated_at, time_zone: row.time_zone, weekly: row.weekly, holidays: row.holidays }),
  }));
}

interface TicketRow {
  id: string;
  organization_id: string;
  priority: Priority | null;
  category_id: string | null;
  customer_id: string | null;
  user_group_id: string | null;
  resolution_due_date: Date | null;
  resolution_due_overridden: boolean;
  status_kind: string;
  pauses_sla: boolean;
}

const CLOSED_KINDS = new Set(['resolved', 'closed']);

function stateOf(row: Record<string, unknown>): SlaClockState {
  const date = (value: unknown) => (value ? new Date(value as string | Date) : null);
  return {
    startedAt: new Date(row.started_at as string | Date),
    pausedAt: date(row.paused_at),
    pausedMs: Number(row.paused_ms),
    firstResponseAt: date(row.first_response_at),
    nextResponseStartedAt: date(row.next_response_started_at),
    nextResponsePauseBase: Number(row.next_response_pause_base),
    resolvedAt: date(row.resolved_at),
  };
}

function targetMinutesOf(policy: LoadedPolicy, priority: Priority | null): TargetMinutes {
  const targets = policy.targets[priority ?? SLA_DEFAULT_PRIORITY];
  return { firstResponse: targets?.firstResponseMinutes ?? null, nextResponse: targets?.nextResponseMinutes ?? null, resolution: targets?.resolutionMinutes ?? null };
}

/** The clock after what happened and the ticket's status now. */
function advanced(state: SlaClockState, ticket: Pick<TicketRow, 'status_kind' | 'pauses_sla'>, now: Date, happening: SlaHappening | undefined, calendar: BusinessTime | undefined): SlaClockState {
  let next = state;
  if (happening === 'agentReply') next = { ...next, firstResponseAt: next.firstResponseAt ?? now, nextResponseStartedAt: null };
  if (happening === 'customerMessage' && next.firstResponseAt && !next.nextResponseStartedAt) {
    // What is paused before the message does not count against the new period, including a pause still running.
    const running = next.pausedAt && calendar ? Math.max(0, calendar.businessTimeBetween(next.pausedAt, now)) : 0;
    next = { ...next, nextResponseStartedAt: now, nextResponsePauseBase: next.pausedMs + running };
  }
  const closed = CLOSED_KINDS.has(ticket.status_kind);
  next = { ...next, resolvedAt: closed ? (next.resolvedAt ?? now) : null };
  // A pausing status stops the clock, and so do resolved and closed ones until the ticket reopens.
  if (closed || ticket.pauses_sla) return pause(next, now);
  return calendar ? resume(next, now, calendar) : { ...next, pausedAt: null };
}

/** History entries the engine writes name the service levels as their actor (no agent, no customer). */
const SYSTEM_ACTOR_NAME = 'Service levels';

interface HistoryChange {
  field: 'sla' | 'resolutionDueDate';
  from: unknown;
  to: unknown;
}

/** Rows of the ticket's history in the shape the history list reads (display-ready JSON values). */
async function recordSystemHistory(trx: Kysely<Database>, organizationId: string, ticketId: string, changes: HistoryChange[]): Promise<void> {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  await trx
    .insertInto('ticket_history')
    .values(changes.map((change) => ({ organization_id: organizationId, ticket_id: ticketId, user_id: null, customer_id: null, actor_name: SYSTEM_ACTOR_NAME, field: change.field, from_value: json(change.from), to_value: json(change.to) })))
    .execute();
}

/** The `ticket_slas` row of a ticket, without its id. */
export type SlaRowValues = ReturnType<typeof slaPlan>['values'];
/** The planned `sla_escalations` rows of a ticket, without its id. */
export type SlaEscalationRows = ReturnType<typeof slaPlan>['escalations'];

/**
 * The service level of a ticket under `policy` at `now`, without reading or writing anything: its clock
 * moved from `existing` (none: a new clock), the due dates, the escalations to plan and the row to store.
 */
function slaPlan(ticket: Omit<TicketRow, 'id' | 'resolution_due_date' | 'resolution_due_overridden'>, existing: { missed?: boolean } | undefined, policy: LoadedPolicy | undefined, now: Date, happening?: SlaHappening) {
  const calendar = policy?.calendar;
  const start: SlaClockState = existing
    ? stateOf(existing as unknown as Record<string, unknown>)
    : { startedAt: now, pausedAt: null, pausedMs: 0, firstResponseAt: null, nextResponseStartedAt: null, nextResponsePauseBase: 0, resolvedAt: null };
  const state = advanced(start, ticket, now, happening, calendar);

  let due = { firstResponse: null, nextResponse: null, resolution: null } as ReturnType<typeof dueDates>;
  let planned: ReturnType<typeof plannedEscalations> = [];
  let late = false;
  if (policy && calendar) {
    try {
      const targets = targetMinutesOf(policy, ticket.priority);
      late = existing !== undefined && metLate(start, state, now, targets, calendar);
      due = dueDates(state, targets, calendar);
      planned = plannedEscalations(state, targets, policy.escalations, calendar);
    } catch (error) {
      if (!(error instanceof ScheduleNeverOpensError)) throw error;
    }
  }

  const values = {
    organization_id: ticket.organization_id,
    policy_id: policy?.id ?? null,
    started_at: state.startedAt,
    paused_at: state.pausedAt,
    paused_ms: state.pausedMs,
    first_response_at: state.firstResponseAt,
    next_response_started_at: state.nextResponseStartedAt,
    next_response_pause_base: state.nextResponsePauseBase,
    resolved_at: state.resolvedAt,
    first_response_due_at: due.firstResponse,
    next_response_due_at: due.nextResponse,
    resolution_due_at: due.resolution,
    next_due_at: nextDue(due),
    missed: (existing?.missed ?? false) || late,
    stale: false,
    updated_at: now,
  };
  const escalations = policy
    ? planned.map((escalation) => ({
        organization_id: ticket.organization_id,
        target: escalation.target,
        timing: escalation.timing,
        rule_index: escalation.ruleIndex,
        cycle_start: escalation.cycleStart,
        due_at: escalation.dueAt,
        rule: JSON.stringify(policy.escalations[escalation.ruleIndex]),
      }))
    : [];
  return { values, escalations, due };
}

/** What a new ticket's service level starts as: written by the statement that creates the ticket. */
export interface NewTicketSla {
  values: SlaRowValues;
  escalations: SlaEscalationRows;
  /** The resolution date the policy promises (null: none). */
  resolutionDueDate: Date | null;
}

/**
 * The service level of a ticket about to be created, from what it will be made of: the policy that
 * matches, its clock, due dates and escalations. Computed before the ticket's statement, so that
 * statement writes them too and the organisation's serial counter (locked from that statement to
 * COMMIT) is not held across the service level's own reads and writes. Undefined when no policy applies.
 */
export async function planNewTicketSla(
  trx: Kysely<Database>,
  ticket: { organizationId: string; priority: Priority | null; categoryId: string | null; customerId: string | null; userGroupId: string | null; statusId: string | null },
  now: Date,
  /** The organisation's policies and default status, when the caller remembers them; else read here. */
  remembered?: { policies(): Promise<readonly LoadedPolicy[]>; defaultStatus(): Promise<{ kind: string; pauses_sla: boolean } | undefined> },
): Promise<NewTicketSla | undefined> {
  const policies = remembered ? await remembered.policies() : await loadPolicies(trx, ticket.organizationId);
  const policy = matchingPolicy(policies, { priority: ticket.priority ?? SLA_DEFAULT_PRIORITY, categoryId: ticket.categoryId, customerId: ticket.customerId, userGroupId: ticket.userGroupId });
  if (!policy) return undefined;
  // The status the ticket starts in: the one given, else the organisation's default (as the creating statement picks it).
  let status: { kind: string; pauses_sla: boolean } | undefined;
  if (!ticket.statusId && remembered) status = await remembered.defaultStatus();
  else {
    let statusQuery = trx.selectFrom('statuses').select(['kind', 'pauses_sla']).where('organization_id', '=', ticket.organizationId);
    statusQuery = ticket.statusId ? statusQuery.where('id', '=', ticket.statusId) : statusQuery.where('is_default', '=', true);
    status = await prepared(statusQuery.limit(1)).executeTakeFirst();
  }
  if (!status) return undefined;
  const plan = slaPlan(
    { organization_id: ticket.organizationId, priority: ticket.priority, category_id: ticket.categoryId, customer_id: ticket.customerId, user_group_id: ticket.userGroupId, status_kind: status.kind, pauses_sla: status.pauses_sla },
    undefined,
    policy,
    now,
  );
  return { values: plan.values, escalations: plan.escalations, resolutionDueDate: plan.due.resolution };
}

/**
 * Brings one ticket's service level up to date at `now`: the policy that matches it now, its clock
 * moved by `happening` and its status, the due dates, the planned escalations (unfired ones replaced;
 * fired ones stay fired for their period) and, unless an agent set it, the ticket's resolution date.
 * A change of policy or of the resolution date after creation is written to the history.
 */
export async function refreshTicketSla(
  trx: Kysely<Database>,
  ticketId: string,
  now: Date,
  options: { happening?: SlaHappening; policies?: LoadedPolicy[]; creating?: boolean } = {},
): Promise<{ resolutionDueDate: Date | null } | undefined> {
  const ticket = (await trx
    .selectFrom('tickets')
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .select([
      'tickets.id',
      'tickets.organization_id',
      'tickets.priority',
      'tickets.category_id',
      'tickets.customer_id',
      'tickets.user_group_id',
      'tickets.resolution_due_date',
      'tickets.resolution_due_overridden',
      'statuses.kind as status_kind',
      'statuses.pauses_sla',
    ])
    .where('tickets.id', '=', ticketId)
    .executeTakeFirst()) as TicketRow | undefined;
  if (!ticket) return undefined;
  const policies = options.policies ?? (await loadPolicies(trx, ticket.organization_id));
  const policy = matchingPolicy(policies, { priority: ticket.priority ?? SLA_DEFAULT_PRIORITY, categoryId: ticket.category_id, customerId: ticket.customer_id, userGroupId: ticket.user_group_id });
  const existing = await trx.selectFrom('ticket_slas').selectAll().where('ticket_id', '=', ticketId).forUpdate().executeTakeFirst();
  if (!existing && !policy) return { resolutionDueDate: ticket.resolution_due_date };

  const { values, escalations, due } = slaPlan(ticket, existing, policy, now, options.happening);
  if (existing) await trx.updateTable('ticket_slas').set(values).where('ticket_id', '=', ticketId).execute();
  else await trx.insertInto('ticket_slas').values({ ticket_id: ticketId, ...values }).execute();

  await trx.deleteFrom('sla_escalations').where('ticket_id', '=', ticketId).where('fired_at', 'is', null).execute();
  if (escalations.length > 0) {
    await trx
      .insertInto('sla_escalations')
      .values(escalations.map((escalation) => ({ ...escalation, ticket_id: ticketId })))
      .onConflict((oc) => oc.columns(['ticket_id', 'target', 'timing', 'rule_index', 'cycle_start']).doNothing())
      .execute();
  }

  const history: HistoryChange[] = [];
  const previousPolicy = (existing?.policy_id as string | null | undefined) ?? null;
  if (!options.creating && existing && previousPolicy !== (policy?.id ?? null)) {
    const before = previousPolicy ? await trx.selectFrom('sla_policies').select(['id', 'name']).where('id', '=', previousPolicy).executeTakeFirst() : undefined;
    history.push({ field: 'sla', from: before ? { id: before.id, name: before.name } : null, to: policy ? { id: policy.id, name: policy.name } : null });
  }
  // The resolution date follows the policy while the clock runs; paused or resolved, it keeps the last promise.
  let resolutionDueDate = ticket.resolution_due_date ? new Date(ticket.resolution_due_date) : null;
  if (!ticket.resolution_due_overridden && due.resolution && due.resolution.getTime() !== resolutionDueDate?.getTime()) {
    await trx.updateTable('tickets').set({ resolution_due_date: due.resolution }).where('id', '=', ticketId).execute();
    if (!options.creating) history.push({ field: 'resolutionDueDate', from: resolutionDueDate?.toISOString() ?? null, to: due.resolution.toISOString() });
    resolutionDueDate = due.resolution;
  }
  if (history.length > 0) await recordSystemHistory(trx, ticket.organization_id, ticketId, history);
  return { resolutionDueDate };
}

/**
 * Marks for recomputation the open tickets a change of policies could move: every one of the
 * organisation (a policy's conditions or order decide which applies), or those under the policies
 * of one schedule. The worker recomputes them in batches.
 */
export async function markSlasStale(db: Kysely<Database>, organizationId: string, scope: { scheduleId?: string } = {}): Promise<number> {
  let query = db.updateTable('ticket_slas').set({ stale: true }).where('organization_id', '=', organizationId).where('resolved_at', 'is', null).where('stale', '=', false);
  if (scope.scheduleId) query = query.where('policy_id', 'in', db.selectFrom('sla_policies').select('id').where('schedule_id', '=', scope.scheduleId));
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Recomputes up to `limit` stale tickets in one transaction (other instances skip them); the number done. */
export async function recomputeStale(db: Kysely<Database>, now: Date, limit: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('ticket_slas').select(['ticket_id', 'organization_id']).where('stale', '=', true).orderBy('organization_id').limit(limit).forUpdate().skipLocked().execute();
    const policiesOf = new Map<string, LoadedPolicy[]>();
    for (const row of rows) {
      let policies = policiesOf.get(row.organization_id);
      if (!policies) policiesOf.set(row.organization_id, (policies = await loadPolicies(trx, row.organization_id)));
      await refreshTicketSla(trx, row.ticket_id, now, { policies });
    }
    return rows.length;
  });
}
