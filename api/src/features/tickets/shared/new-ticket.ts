import type { TicketChannel, TicketPriority } from '@switchboard/shared/contracts';
import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { Database, TicketFieldValue } from '../../../db/index.js';
import type { NewTicketSla } from '../../service-levels/engine/index.js';

/** What a new ticket is made of (validated by the caller). */
export interface NewTicket {
  organizationId: string;
  customerId: string | null;
  categoryId: string | null;
  title: string;
  description: string;
  priority: TicketPriority | null;
  /** `null`: the organisation's first `open` status (else its first status). */
  statusId: string | null;
  assigneeId?: string | null;
  userGroupId?: string | null;
  /** The ticket's division; undefined: its category's (none: the Home division, stored as null). */
  divisionId?: string | null;
  fields: TicketFieldValue[];
  /** How it came in; agents' tickets by default. */
  channel?: TicketChannel;
}

/** Who created the ticket, for its first history entry. */
export interface CreatedBy {
  userId: string | null;
  customerId: string | null;
  /** Empty for a customer: their current name is read in the same statement. */
  name: string;
  /**
   * How it came in as the history tells it, when that is finer than the ticket's channel: `api` for an
   * integration (an OAuth client), whose tickets count as agents' tickets on the dashboards.
   */
  via?: 'api';
}

/**
 * An Idempotency-Key claimed by the creating statement itself: the statement inserts its record
 * (naming the ticket by the id given here) before it takes the serial, and creates nothing when the
 * key is taken — after waiting, if the request holding it has not committed yet.
 */
export interface IdempotencyClaim {
  actor: string;
  key: string;
  requestHash: string;
  /** The new ticket's id, chosen by the caller so the record can name it. */
  ticketId: string;
}

/**
 * One statement that takes the next serial number, inserts the ticket, its domain events (each
 * payload gets `ticketId` and `serialNumber`) and optionally its "created" history entry; read the
 * new row from what it returns, where `tickets` names the inserted row (a CTE shadowing the table,
 * whose new row this statement's snapshot cannot see yet).
 *
 * The serial: an upsert of the organisation's `ticket_counters` row. Its row lock is what keeps
 * numbers gap-free and unique under concurrency (the increment commits or rolls back with the
 * ticket), and it is held from here to COMMIT, so creation takes it in its last statement: every
 * lookup and validation happens before, and nothing but the idempotency record follows. The service
 * level (`planNewTicketSla`, computed before) is written here too: its row, its planned escalations and
 * the ticket's resolution date.
 */
export function createTicketStatement(
  trx: Kysely<Database>,
  ticket: NewTicket,
  events: { type: string; payload: Record<string, unknown> }[],
  createdBy?: CreatedBy,
  sla?: NewTicketSla,
  claim?: IdempotencyClaim,
): QueryCreator<Database> {
  const org = ticket.organizationId;
  // New tickets get the organisation's default status (exactly one: partial unique index).
  const initialStatus = sql<string>`(select s.id from statuses s where s.organization_id = ${org} and s.is_default limit 1)`;
  const categoryDivision = sql<string>`(select c.division_id from categories c where c.id = ${ticket.categoryId}::uuid and c.organization_id = ${org})`;
  // Without a claim the serial is taken unconditionally; with one, only when the claim's row went in.
  const claimed = trx.with('claim', (qc) =>
    qc
      .insertInto('idempotency_keys')
      .columns(['organization_id', 'actor', 'key', 'request_hash', 'status_code', 'ticket_id'])
      .expression(
        qc
          .selectNoFrom([
            sql<string>`${org}::uuid`.as('organization_id'),
            sql<string>`${claim?.actor ?? ''}::text`.as('actor'),
            sql<string>`${claim?.key ?? ''}::text`.as('key'),
            sql<string>`${claim?.requestHash ?? ''}::text`.as('request_hash'),
            sql<number>`201`.as('status_code'),
            sql<string>`${claim?.ticketId ?? null}::uuid`.as('ticket_id'),
          ])
          .where(sql<boolean>`${claim !== undefined}`),
      )
      .onConflict((oc) => oc.columns(['organization_id', 'actor', 'key']).doNothing())
      .returning(sql<boolean>`true`.as('claimed')),
  );
  const created = claimed
    .with('counter', (qc) =>
      qc
        .insertInto('ticket_counters')
        .columns(['organization_id', 'next_serial'])
        .expression(
          qc
            .selectNoFrom([sql<string>`${org}::uuid`.as('organization_id'), sql<number>`2`.as('next_serial')])
            .where(sql<boolean>`${claim === undefined} or exists (select 1 from claim)`),
        )
        .onConflict((oc) => oc.column('organization_id').doUpdateSet({ next_serial: sql`ticket_counters.next_serial + 1` }))
        .returning(sql<number>`next_serial - 1`.as('serial')),
    )
    .with('tickets', (qc) =>
      qc
        .insertInto('tickets')
        .columns(['id', 'organization_id', 'serial_number', 'customer_id', 'category_id', 'title', 'description', 'priority', 'status_id', 'assignee_id', 'user_group_id', 'division_id', 'fields', 'channel', 'resolution_due_date'])
        .expression((eb) =>
          eb
            .selectFrom('counter')
            .select([
              sql<string>`coalesce(${claim?.ticketId ?? null}::uuid, gen_random_uuid())`.as('id'),
              sql<string>`${org}::uuid`.as('organization_id'),
              'counter.serial',
              sql<string>`${ticket.customerId}::uuid`.as('customer_id'),
              sql<string>`${ticket.categoryId}::uuid`.as('category_id'),
              sql<string>`${ticket.title}::text`.as('title'),
              sql<string>`${ticket.description}::text`.as('description'),
              sql<string>`${ticket.priority}::text`.as('priority'),
              (ticket.statusId ? sql<string>`${ticket.statusId}::uuid` : initialStatus).as('status_id'),
              sql<string>`${ticket.assigneeId ?? null}::uuid`.as('assignee_id'),
              sql<string>`${ticket.userGroupId ?? null}::uuid`.as('user_group_id'),
              (ticket.divisionId !== undefined ? sql<string>`${ticket.divisionId}::uuid` : categoryDivision).as('division_id'),
              sql<string>`${JSON.stringify(ticket.fields)}::jsonb`.as('fields'),
              sql<string>`${ticket.channel ?? 'agent'}::text`.as('channel'),
              sql<Date>`${sla?.resolutionDueDate ?? null}::timestamptz`.as('resolution_due_date'),
            ]),
        )
        .returningAll(),
    )
    .with('events', (qc) =>
      qc
        .insertInto('domain_events')
        .columns(['organization_id', 'type', 'payload'])
        .expression((eb) =>
          eb
            .selectFrom(['tickets', sql<{ value: unknown }>`jsonb_array_elements(${JSON.stringify(events)}::jsonb)`.as('event')])
            .select([
              'tickets.organization_id',
              sql<string>`event.value->>'type'`.as('type'),
              sql<string>`(event.value->'payload') || jsonb_build_object('ticketId', tickets.id, 'serialNumber', tickets.serial_number)`.as('payload'),
            ]),
        ),
    )
    .with('history', (qc) =>
      qc
        .insertInto('ticket_history')
        .columns(['organization_id', 'ticket_id', 'user_id', 'customer_id', 'actor_name', 'field', 'to_value'])
        .expression((eb) =>
          eb
            .selectFrom('tickets')
            .where(sql<boolean>`${createdBy !== undefined}`)
            .select([
              'tickets.organization_id',
              'tickets.id',
              sql<string>`${createdBy?.userId ?? null}::uuid`.as('user_id'),
              sql<string>`${createdBy?.customerId ?? null}::uuid`.as('customer_id'),
              sql<string>`coalesce(nullif(${createdBy?.name ?? ''}::text, ''), (select c.name from customers c where c.id = tickets.customer_id), '')`.as('actor_name'),
              sql<string>`'created'`.as('field'),
              // The channel tells the agent where the customer first spoke (hub, mail, an agent, an integration).
              sql<string>`jsonb_build_object('serialNumber', tickets.serial_number, 'title', tickets.title, 'channel', coalesce(${createdBy?.via ?? null}::text, tickets.channel))`.as('to_value'),
            ]),
        ),
    )
    .with('sla', (qc) =>
      qc
        .insertInto('ticket_slas')
        .columns(SLA_COLUMNS)
        .expression((eb) =>
          eb
            .selectFrom('tickets')
            .where(sql<boolean>`${sla !== undefined}`)
            .select(['tickets.id as ticket_id', ...SLA_COLUMNS.slice(1).map((column) => sql`${slaValue(sla, column)}`.as(column))]),
        ),
    )
    .with('escalations', (qc) =>
      qc
        .insertInto('sla_escalations')
        .columns(['organization_id', 'ticket_id', 'target', 'timing', 'rule_index', 'cycle_start', 'due_at', 'rule'])
        .expression((eb) =>
          eb
            .selectFrom(['tickets', sql<{ value: Record<string, unknown> }>`jsonb_array_elements(${JSON.stringify(sla?.escalations ?? [])}::jsonb)`.as('planned')])
            .select([
              'tickets.organization_id',
              'tickets.id',
              sql<string>`planned.value->>'target'`.as('target'),
              sql<string>`planned.value->>'timing'`.as('timing'),
              sql<number>`(planned.value->>'rule_index')::int`.as('rule_index'),
              sql<Date>`(planned.value->>'cycle_start')::timestamptz`.as('cycle_start'),
              sql<Date>`(planned.value->>'due_at')::timestamptz`.as('due_at'),
              sql<string>`(planned.value->>'rule')::jsonb`.as('rule'),
            ]),
        ),
    );
  // The `tickets` CTE has the table's columns, so the usual read queries apply to it unchanged.
  return created as unknown as QueryCreator<Database>;
}

/** The `ticket_slas` columns a new ticket's service level fills, `ticket_id` first. */
const SLA_COLUMNS = [
  'ticket_id',
  'organization_id',
  'policy_id',
  'started_at',
  'paused_at',
  'paused_ms',
  'first_response_at',
  'next_response_started_at',
  'next_response_pause_base',
  'resolved_at',
  'first_response_due_at',
  'next_response_due_at',
  'resolution_due_at',
  'next_due_at',
  'missed',
  'stale',
  'updated_at',
] as const;

/** One value of the planned `ticket_slas` row, typed for PostgreSQL (parameters arrive as text). */
function slaValue(sla: NewTicketSla | undefined, column: (typeof SLA_COLUMNS)[number]) {
  const value = sla ? (sla.values as Record<string, unknown>)[column] : null;
  const type = SLA_COLUMN_TYPES[column];
  return sql`${value ?? null}::${sql.raw(type)}`;
}

const SLA_COLUMN_TYPES: Record<(typeof SLA_COLUMNS)[number], string> = {
  ticket_id: 'uuid',
  organization_id: 'uuid',
  policy_id: 'uuid',
  started_at: 'timestamptz',
  paused_at: 'timestamptz',
  paused_ms: 'bigint',
  first_response_at: 'timestamptz',
  next_response_started_at: 'timestamptz',
  next_response_pause_base: 'bigint',
  resolved_at: 'timestamptz',
  first_response_due_at: 'timestamptz',
  next_response_due_at: 'timestamptz',
  resolution_due_at: 'timestamptz',
  next_due_at: 'timestamptz',
  missed: 'boolean',
  stale: 'boolean',
  updated_at: 'timestamptz',
};
