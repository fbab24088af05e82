import { HUB_TICKETS_PAGE_SIZE, type ClientTicket, type ClientTicketListResponse, type TicketPriority } from '@switchboard/shared/contracts';
import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { Database, Db, TicketFieldValue } from '../../db/index.js';
import { inPage, isoDate, isoDateOrNull, pageOf, pageResult, rowCount, type PageRequest } from '../../db/search.js';
import { AppError } from '../../plugins/errors.js';
import { getActiveCategory } from '../categories/index.js';
import type { ValidComplaint } from './complaint-validation.js';
import { statusSummaryColumns, toStatusSummary, toTicketBase } from './ticket-row.js';

export const CLIENT_TICKETS_MAX_PAGE_SIZE = 100;

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
  fields: TicketFieldValue[];
}

/** Who created the ticket, for its first history entry (agents' tickets have one; complaints none). */
export interface CreatedBy {
  userId: string | null;
  customerId: string | null;
  name: string;
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
 * lookup and validation happens before, and nothing but the idempotency record follows.
 */
export function createTicketStatement(trx: Kysely<Database>, ticket: NewTicket, events: { type: string; payload: Record<string, unknown> }[], createdBy?: CreatedBy): QueryCreator<Database> {
  const org = ticket.organizationId;
  const initialStatus = sql<string>`(select s.id from statuses s where s.organization_id = ${org} order by case when s.kind = 'open' then 0 else 1 end, s.position limit 1)`;
  const created = trx
    .with('counter', (qc) =>
      qc
        .insertInto('ticket_counters')
        .values({ organization_id: org, next_serial: 2 })
        .onConflict((oc) => oc.column('organization_id').doUpdateSet({ next_serial: sql`ticket_counters.next_serial + 1` }))
        .returning(sql<number>`next_serial - 1`.as('serial')),
    )
    .with('tickets', (qc) =>
      qc
        .insertInto('tickets')
        .columns(['organization_id', 'serial_number', 'customer_id', 'category_id', 'title', 'description', 'priority', 'status_id', 'assignee_id', 'user_group_id', 'fields'])
        .expression((eb) =>
          eb
            .selectFrom('counter')
            .select([
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
              sql<string>`${JSON.stringify(ticket.fields)}::jsonb`.as('fields'),
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
              sql<string>`${createdBy?.name ?? ''}::text`.as('actor_name'),
              sql<string>`'created'`.as('field'),
              sql<string>`jsonb_build_object('serialNumber', tickets.serial_number, 'title', tickets.title)`.as('to_value'),
            ]),
        ),
    );
  // The `tickets` CTE has the table's columns, so the usual read queries apply to it unchanged.
  return created as unknown as QueryCreator<Database>;
}

/** Category fields for validation; `undefined` when the id is not an active category of the organisation. */
export async function categoryFieldsFor(db: Kysely<Database>, organizationId: string, categoryId: string | null) {
  if (!categoryId) return { name: null, fields: [] };
  const category = await getActiveCategory(db as Db, organizationId, categoryId);
  return category ? { name: category.name, fields: category.fields } : undefined;
}

const ticketColumns = [
  'tickets.id',
  'tickets.serial_number',
  'tickets.title',
  'tickets.description',
  'tickets.priority',
  'tickets.category_id',
  'tickets.fields',
  'tickets.created_at',
  'tickets.updated_at',
  'tickets.resolution_due_date',
  ...statusSummaryColumns,
  'categories.name as category_name',
] as const;

function baseTicketQuery(db: QueryCreator<Database>) {
  return db
    .selectFrom('tickets')
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .leftJoin('categories', 'categories.id', 'tickets.category_id')
    .select(ticketColumns);
}

type TicketQueryRow = Awaited<ReturnType<ReturnType<typeof baseTicketQuery>['executeTakeFirstOrThrow']>>;

function toClientTicket(row: TicketQueryRow): ClientTicket {
  return {
    ...toTicketBase(row),
    categoryId: row.category_id,
    categoryName: row.category_name,
    fields: row.fields ?? [],
    addedDate: isoDate(row.created_at),
    updatedDate: isoDate(row.updated_at),
    resolutionDueDate: isoDateOrNull(row.resolution_due_date),
    status: toStatusSummary(row),
  };
}

export interface CustomerRef {
  organizationId: string;
  customerId: string;
}

/** Inserts a validated complaint as a ticket of the customer, with a domain event, inside `trx` (one statement). */
export async function createCustomerTicket(trx: Kysely<Database>, customer: CustomerRef, categoryId: string | null, complaint: ValidComplaint): Promise<ClientTicket> {
  const created = createTicketStatement(
    trx,
    { organizationId: customer.organizationId, customerId: customer.customerId, categoryId, ...complaint, statusId: null },
    [{ type: 'ticket.created', payload: { customerId: customer.customerId } }],
  );
  const row = await baseTicketQuery(created).executeTakeFirst();
  if (!row) throw new Error(`organisation ${customer.organizationId} has no ticket status`);
  return toClientTicket(row);
}

/** One ticket of the customer; undefined for anyone else's. */
export async function getCustomerTicket(db: Kysely<Database>, customer: CustomerRef, ticketId: string): Promise<ClientTicket | undefined> {
  const row = await baseTicketQuery(db)
    .where('tickets.id', '=', ticketId)
    .where('tickets.organization_id', '=', customer.organizationId)
    .where('tickets.customer_id', '=', customer.customerId)
    .executeTakeFirst();
  return row ? toClientTicket(row) : undefined;
}

/**
 * The customer's tickets, newest first, and their number, in one statement (the count is an
 * uncorrelated subquery PostgreSQL runs once, an index-only scan of tickets_customer_idx). Past the
 * last page no row carries the count, so it is asked for alone.
 */
export async function listCustomerTickets(db: Db, customer: CustomerRef, request: PageRequest): Promise<ClientTicketListResponse> {
  const page = pageOf(request, { defaultSize: HUB_TICKETS_PAGE_SIZE, maxSize: CLIENT_TICKETS_MAX_PAGE_SIZE });
  const count = db
    .selectFrom('tickets as counted')
    .select(rowCount)
    .where('counted.organization_id', '=', customer.organizationId)
    .where('counted.customer_id', '=', customer.customerId);
  const rows = await baseTicketQuery(db)
    .select(count.as('total'))
    .where('tickets.organization_id', '=', customer.organizationId)
    .where('tickets.customer_id', '=', customer.customerId)
    .orderBy('tickets.created_at', 'desc')
    .orderBy('tickets.serial_number', 'desc')
    .$call(inPage(page))
    .execute();
  const total = rows[0] ? Number(rows[0].total) : page.offset === 0 ? 0 : (await count.executeTakeFirstOrThrow()).n;
  return pageResult(rows.map(toClientTicket), total, page);
}

export const ticketNotFound = () => new AppError(404, 'NOT_FOUND');
