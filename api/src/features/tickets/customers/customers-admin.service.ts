import {
  CUSTOMER_PHONE_PATTERN,
  EMAIL_PATTERN,
  SEARCH_DEFAULT_PAGE_SIZE,
  type Customer,
  type CustomerSearchRequest,
  type CustomerSearchResponse,
  type CustomerTicketListResponse,
  type CustomerWriteRequest,
  type ValidationIssue,
} from '@switchboard/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, Db } from '../../../db/index.js';
import { inPage, isoDate, isoDateOrNull, likePattern, pageOf, pageResult, rowCount, sortedBy, type Page } from '../../../db/search.js';
import { AppError } from '../../../plugins/errors.js';
import { statusSummaryColumns, toStatusSummary } from '../shared/ticket-row.js';
import type { CrudScope } from '../../../crud/register-crud-routes.js';
import { divisionScope, ticketsInScope, type DivisionScope } from '../shared/division-scope.js';

interface TicketStats {
  ticketCount: number;
  openTicketCount: number;
  lastTicketDate: string | null;
}
const noTickets: TicketStats = { ticketCount: 0, openTicketCount: 0, lastTicketDate: null };

/** Counts show only tickets the caller may see: those of the divisions where they view tickets. */
const visibleTickets = (db: Kysely<Database>, scope: CrudScope) => divisionScope(db, scope, 'tickets:tickets:view');

/** Ticket counts of the given customers in `divisions`, in one grouped query (served by tickets_customer_idx). */
async function ticketStats(db: Kysely<Database>, organizationId: string, customerIds: string[], divisions: DivisionScope): Promise<Map<string, TicketStats>> {
  const stats = new Map<string, TicketStats>();
  if (customerIds.length === 0) return stats;
  const rows = await db
    .selectFrom('tickets')
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .select([
      'tickets.customer_id',
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where statuses.kind not in ('resolved', 'closed'))`.as('open'),
      sql<Date>`max(tickets.created_at)`.as('last'),
    ])
    .where('tickets.organization_id', '=', organizationId)
    .where('tickets.customer_id', 'in', customerIds)
    .where(ticketsInScope(divisions))
    .groupBy('tickets.customer_id')
    .execute();
  for (const row of rows) {
    if (row.customer_id) stats.set(row.customer_id, { ticketCount: Number(row.total), openTicketCount: Number(row.open), lastTicketDate: isoDateOrNull(row.last) });
  }
  return stats;
}

interface CustomerRowPart {
  id: string;
  name: string;
  email: string;
  phone: string;
  verified_at: Date | null;
  password_hash: string | null;
  created_at: Date;
}

const customerColumns = ['customers.id', 'customers.name', 'customers.email', 'customers.phone', 'customers.verified_at', 'customers.password_hash', 'customers.created_at'] as const;

function toCustomer(row: CustomerRowPart, stats: TicketStats): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // Stored as '' when none was given (the column predates optional phones).
    phone: row.phone || null,
    verified: row.verified_at !== null,
    hasPassword: row.password_hash !== null,
    addedDate: isoDate(row.created_at),
    ...stats,
  };
}

/**
 * Customers of the organisation. Name, email and date orders walk an index and count tickets only
 * for the page; the ticket-count order counts per customer first (one grouped pass). Counts cover
 * the tickets the caller sees.
 */
export async function searchCustomers(db: Db, scope: CrudScope, request: CustomerSearchRequest): Promise<CustomerSearchResponse> {
  const { organizationId } = scope;
  const divisions = await visibleTickets(db, scope);
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  let base = db.selectFrom('customers').where('customers.organization_id', '=', organizationId);
  const query = request.query?.trim();
  if (query) {
    const pattern = likePattern(query);
    base = base.where((eb) => eb.or([eb('customers.name', 'ilike', pattern), eb('customers.email', 'ilike', pattern), eb('customers.phone', 'ilike', pattern)]));
  }
  const verified = request.filters?.verified;
  if (verified !== undefined) base = base.where('customers.verified_at', verified ? 'is not' : 'is', null);

  // Newest first by default; a chosen field without an order sorts ascending.
  const field = request.sort?.field ?? 'addedDate';
  const order = request.sort?.order ?? (request.sort ? 'asc' : 'desc');
  let rows: CustomerRowPart[];
  if (field === 'ticketCount') {
    rows = await base
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('tickets')
            .select(['tickets.customer_id', sql<string>`count(*)`.as('n')])
            .where('tickets.organization_id', '=', organizationId)
            .where('tickets.customer_id', 'is not', null)
            .where(ticketsInScope(divisions))
            .groupBy('tickets.customer_id')
            .as('counts'),
        (join) => join.onRef('counts.customer_id', '=', 'customers.id'),
      )
      .select(customerColumns)
      .orderBy(sortedBy(sql`coalesce(counts.n, 0)`, order))
      .orderBy('customers.id')
      .$call(inPage(page))
      .execute();
  } else {
    const column = { name: sql`lower(customers.name)`, email: sql`lower(customers.email)`, addedDate: sql`customers.created_at` }[field];
    rows = await base.select(customerColumns).orderBy(sortedBy(column, order)).orderBy('customers.id').$call(inPage(page)).execute();
  }
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  const stats = await ticketStats(db, organizationId, rows.map((row) => row.id), divisions);
  return pageResult(rows.map((row) => toCustomer(row, stats.get(row.id) ?? noTickets)), total.n, page);
}

/** One customer of the organisation; undefined for another organisation's id. */
export async function getCustomerForAdmin(db: Kysely<Database>, scope: CrudScope, id: string): Promise<Customer | undefined> {
  const { organizationId } = scope;
  const row = await db.selectFrom('customers').select(customerColumns).where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
  if (!row) return undefined;
  const stats = await ticketStats(db, organizationId, [id], await visibleTickets(db, scope));
  return toCustomer(row, stats.get(id) ?? noTickets);
}

function checkedInput(input: CustomerWriteRequest) {
  const details: ValidationIssue[] = [];
  const name = input.name.trim();
  const email = input.email.trim();
  if (!name) details.push({ field: '/name', message: 'is required' });
  if (!email) details.push({ field: '/email', message: 'is required' });
  else if (!EMAIL_PATTERN.test(email)) details.push({ field: '/email', message: 'must be an email address' });
  const phone = input.phone === undefined ? undefined : (input.phone ?? '').trim();
  if (phone && !CUSTOMER_PHONE_PATTERN.test(phone)) details.push({ field: '/phone', message: 'must be a phone number' });
  if (details.length > 0) throw new AppError(400, 'VALIDATION_FAILED', details);
  return { name, email, phone };
}

/** A customer created by an agent: unverified and without a password until they use a reset link. */
export async function createCustomerByAgent(db: Db, organizationId: string, input: CustomerWriteRequest): Promise<Customer> {
  const { name, email, phone } = checkedInput(input);
  const row = await db
    .insertInto('customers')
    .values({ organization_id: organizationId, name, email, phone: phone ?? '', password_hash: null })
    .returning(['id', 'name', 'email', 'phone', 'verified_at', 'password_hash', 'created_at'])
    .executeTakeFirstOrThrow();
  return toCustomer(row, noTickets);
}

/** Changes name, email and (when given) phone; undefined for an id outside the organisation. */
export async function updateCustomerByAgent(db: Db, scope: CrudScope, id: string, input: CustomerWriteRequest): Promise<Customer | undefined> {
  const { organizationId } = scope;
  const { name, email, phone } = checkedInput(input);
  const updated = await db
    .updateTable('customers')
    .set({ name, email, ...(phone === undefined ? {} : { phone }), updated_at: new Date() })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .returning('id')
    .executeTakeFirst();
  return updated ? getCustomerForAdmin(db, scope, id) : undefined;
}

/**
 * Deletes a customer without tickets. One with tickets is refused (CONFLICT): deleting would
 * orphan their conversation history, and anonymising is a separate, deliberate step.
 */
export async function deleteCustomerByAgent(db: Db, organizationId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select('id').where('id', '=', id).where('organization_id', '=', organizationId).forUpdate().executeTakeFirst();
    if (!customer) return false;
    const tickets = await trx.selectFrom('tickets').select(rowCount).where('organization_id', '=', organizationId).where('customer_id', '=', id).executeTakeFirstOrThrow();
    const count = Number(tickets.n);
    if (count > 0) throw new AppError(409, 'CONFLICT', [{ field: '/id', message: `has ${count} ticket${count === 1 ? '' : 's'}; customers with tickets cannot be deleted` }]);
    await trx.deleteFrom('customers').where('id', '=', id).execute();
    return true;
  });
}

/**
 * The customer's tickets in the divisions the caller sees (`divisions`), newest first; undefined when
 * the customer is not in the organisation.
 */
export async function listTicketsOfCustomer(db: Db, organizationId: string, customerId: string, divisions: DivisionScope, page: Page): Promise<CustomerTicketListResponse | undefined> {
  const customer = await db.selectFrom('customers').select('id').where('id', '=', customerId).where('organization_id', '=', organizationId).executeTakeFirst();
  if (!customer) return undefined;
  const scope = db.selectFrom('tickets').where('tickets.organization_id', '=', organizationId).where('tickets.customer_id', '=', customerId).where(ticketsInScope(divisions));
  const rows = await scope
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .select([
      'tickets.id',
      'tickets.serial_number',
      'tickets.title',
      'tickets.priority',
      'tickets.created_at',
      'tickets.updated_at',
      ...statusSummaryColumns,
    ])
    .orderBy('tickets.created_at', 'desc')
    .orderBy('tickets.serial_number', 'desc')
    .$call(inPage(page))
    .execute();
  const total = await scope.select(rowCount).executeTakeFirstOrThrow();
  return pageResult(
    rows.map((row) => ({
      id: row.id,
      serialNumber: row.serial_number,
      title: row.title,
      priority: row.priority,
      addedDate: isoDate(row.created_at),
      updatedDate: isoDate(row.updated_at),
      status: toStatusSummary(row),
    })),
    total.n,
    page,
  );
}
