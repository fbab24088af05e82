import type { ClientTicket, ClientTicketListResponse } from '@switchboard/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, Db, StatusKind } from '../../db/index.js';
import { AppError } from '../../plugins/errors.js';
import { getActiveCategory } from '../categories/index.js';
import type { ValidComplaint } from './complaint-validation.js';

export const CLIENT_TICKETS_MAX_PAGE_SIZE = 100;

/** Next serial number of the organisation; the counter row stays locked until the transaction ends, so numbers never skip or repeat. */
export async function nextSerialNumber(trx: Kysely<Database>, organizationId: string): Promise<number> {
  await trx.insertInto('ticket_counters').values({ organization_id: organizationId }).onConflict((oc) => oc.column('organization_id').doNothing()).execute();
  const row = await trx
    .updateTable('ticket_counters')
    .set((eb) => ({ next_serial: eb('next_serial', '+', 1) }))
    .where('organization_id', '=', organizationId)
    .returning(sql<number>`next_serial - 1`.as('serial'))
    .executeTakeFirstOrThrow();
  return Number(row.serial);
}

/** The status new tickets start in: the organisation's first `open` status (else its first status). */
export async function initialStatusId(trx: Kysely<Database>, organizationId: string): Promise<string> {
  const row = await trx
    .selectFrom('statuses')
    .select('id')
    .where('organization_id', '=', organizationId)
    .orderBy(sql`case when kind = 'open' then 0 else 1 end`)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`organisation ${organizationId} has no ticket status`);
  return row.id;
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
  'statuses.id as status_id',
  'statuses.name as status_name',
  'statuses.color as status_color',
  'statuses.kind as status_kind',
  'categories.name as category_name',
] as const;

function baseTicketQuery(db: Kysely<Database>) {
  return db
    .selectFrom('tickets')
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .leftJoin('categories', 'categories.id', 'tickets.category_id')
    .select(ticketColumns);
}

type TicketQueryRow = Awaited<ReturnType<ReturnType<typeof baseTicketQuery>['executeTakeFirstOrThrow']>>;

function toClientTicket(row: TicketQueryRow): ClientTicket {
  return {
    id: row.id,
    serialNumber: row.serial_number,
    title: row.title,
    description: row.description,
    priority: row.priority,
    categoryId: row.category_id,
    categoryName: row.category_name,
    fields: row.fields ?? [],
    addedDate: new Date(row.created_at).toISOString(),
    updatedDate: new Date(row.updated_at).toISOString(),
    resolutionDueDate: row.resolution_due_date ? new Date(row.resolution_due_date).toISOString() : null,
    status: { id: row.status_id, name: row.status_name, color: row.status_color, kind: row.status_kind as StatusKind },
  };
}

export interface CustomerRef {
  organizationId: string;
  customerId: string;
}

/** Inserts a validated complaint as a ticket of the customer, with a domain event, inside `trx`. */
export async function createCustomerTicket(trx: Kysely<Database>, customer: CustomerRef, categoryId: string | null, complaint: ValidComplaint): Promise<ClientTicket> {
  const serialNumber = await nextSerialNumber(trx, customer.organizationId);
  const statusId = await initialStatusId(trx, customer.organizationId);
  const inserted = await trx
    .insertInto('tickets')
    .values({
      organization_id: customer.organizationId,
      serial_number: serialNumber,
      customer_id: customer.customerId,
      category_id: categoryId,
      title: complaint.title,
      description: complaint.description,
      priority: complaint.priority,
      status_id: statusId,
      fields: JSON.stringify(complaint.fields),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('domain_events')
    .values({ organization_id: customer.organizationId, type: 'ticket.created', payload: JSON.stringify({ ticketId: inserted.id, serialNumber, customerId: customer.customerId }) })
    .execute();
  const ticket = await getCustomerTicket(trx, customer, inserted.id);
  if (!ticket) throw new Error('inserted ticket not readable');
  return ticket;
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

/** The customer's tickets, newest first. */
export async function listCustomerTickets(db: Db, customer: CustomerRef, pageNumber: number, requestedPageSize: number): Promise<ClientTicketListResponse> {
  const pageSize = Math.min(Math.max(requestedPageSize, 1), CLIENT_TICKETS_MAX_PAGE_SIZE);
  const scope = (q: ReturnType<typeof baseTicketQuery>) =>
    q.where('tickets.organization_id', '=', customer.organizationId).where('tickets.customer_id', '=', customer.customerId);
  const rows = await scope(baseTicketQuery(db))
    .orderBy('tickets.created_at', 'desc')
    .orderBy('tickets.serial_number', 'desc')
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)
    .execute();
  const count = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', customer.organizationId)
    .where('customer_id', '=', customer.customerId)
    .executeTakeFirstOrThrow();
  return { entities: rows.map(toClientTicket), totalCount: Number(count.n), pageNumber, pageSize };
}

export const ticketNotFound = () => new AppError(404, 'NOT_FOUND');
