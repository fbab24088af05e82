import type {
  Customer,
  CustomerSearchRequest,
  CustomerSearchResponse,
  CustomerTicketListResponse,
  CustomerWriteRequest,
  ValidationIssue,
} from '@switchboard/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, Db, StatusKind } from '../../db/index.js';
import { AppError } from '../../plugins/errors.js';
import { likePattern } from '../categories-admin/categories-admin.service.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const iso = (value: Date | string) => new Date(value).toISOString();

interface TicketStats {
  ticketCount: number;
  openTicketCount: number;
  lastTicketDate: string | null;
}
const noTickets: TicketStats = { ticketCount: 0, openTicketCount: 0, lastTicketDate: null };

/** Ticket counts of the given customers in one grouped query (served by tickets_customer_idx). */
async function ticketStats(db: Kysely<Database>, organizationId: string, customerIds: string[]): Promise<Map<string, TicketStats>> {
  const stats = new Map<string, TicketStats>();
  if (customerIds.length === 0) return stats;
  const rows = await db
    .selectFrom('tickets')
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .select([
      'tickets.customer_id',
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where statuses.kind <> 'closed')`.as('open'),
      sql<Date>`max(tickets.created_at)`.as('last'),
    ])
    .where('tickets.organization_id', '=', organizationId)
    .where('tickets.customer_id', 'in', customerIds)
    .groupBy('tickets.customer_id')
    .execute();
  for (const row of rows) {
    if (row.customer_id) stats.set(row.customer_id, { ticketCount: Number(row.total), openTicketCount: Number(row.open), lastTicketDate: row.last ? iso(row.last) : null });
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
    addedDate: iso(row.created_at),
    ...stats,
  };
}

/**
 * Customers of the organisation. Name, email and date orders walk an index and count tickets only
 * for the page; the ticket-count order counts per customer first (one grouped pass).
 */
export async function searchCustomers(db: Db, organizationId: string, request: CustomerSearchRequest): Promise<CustomerSearchResponse> {
  const pageNumber = request.pageNumber ?? 1;
  const pageSize = request.pageSize ?? 25;
  let base = db.selectFrom('customers').where('customers.organization_id', '=', organizationId);
  const query = request.query?.trim();
  if (query) {
    const pattern = likePattern(query);
    base = base.where((eb) => eb.or([eb('customers.name', 'ilike', pattern), eb('customers.email', 'ilike', pattern), eb('customers.phone', 'ilike', pattern)]));
  }
  const verified = request.filters?.verified;
  if (verified !== undefined) base = base.where('customers.verified_at', verified ? 'is not' : 'is', null);

  const field = request.sort?.field ?? 'addedDate';
  const direction = sql.raw((request.sort?.order ?? (request.sort ? 'asc' : 'desc')) === 'desc' ? 'desc' : 'asc');
  const page = (pageNumber - 1) * pageSize;
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
            .groupBy('tickets.customer_id')
            .as('counts'),
        (join) => join.onRef('counts.customer_id', '=', 'customers.id'),
      )
      .select(customerColumns)
      .orderBy(sql`coalesce(counts.n, 0) ${direction}`)
      .orderBy('customers.id')
      .limit(pageSize)
      .offset(page)
      .execute();
  } else {
    const column = { name: sql`lower(customers.name)`, email: sql`lower(customers.email)`, addedDate: sql`customers.created_at` }[field];
    rows = await base.select(customerColumns).orderBy(sql`${column} ${direction}`).orderBy('customers.id').limit(pageSize).offset(page).execute();
  }
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const stats = await ticketStats(db, organizationId, rows.map((row) => row.id));
  return { entities: rows.map((row) => toCustomer(row, stats.get(row.id) ?? noTickets)), totalCount: Number(total.n), pageNumber, pageSize };
}

/** One customer of the organisation; undefined for another organisation's id. */
export async function getCustomerForAdmin(db: Kysely<Database>, organizationId: string, id: string): Promise<Customer | undefined> {
  const row = await db.selectFrom('customers').select(customerColumns).where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
  if (!row) return undefined;
  const stats = await ticketStats(db, organizationId, [id]);
  return toCustomer(row, stats.get(id) ?? noTickets);
}

/** A unique violation of `customers_org_email_key` (drivers that do not name the constraint count as one). */
const isUniqueViolation = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || constraint === 'customers_org_email_key');
};
const emailTaken = () => new AppError(409, 'CONFLICT', [{ field: '/email', message: 'is already used by another customer' }]);

function checkedInput(input: CustomerWriteRequest) {
  const details: ValidationIssue[] = [];
  const name = input.name.trim();
  const email = input.email.trim();
  if (!name) details.push({ field: '/name', message: 'is required' });
  if (!email) details.push({ field: '/email', message: 'is required' });
  else if (!EMAIL_PATTERN.test(email)) details.push({ field: '/email', message: 'must be an email address' });
  const phone = input.phone === undefined ? undefined : (input.phone ?? '').trim();
  if (phone && !/^\+?[0-9 ()./-]{3,40}$/.test(phone)) details.push({ field: '/phone', message: 'must be a phone number' });
  if (details.length > 0) throw new AppError(400, 'VALIDATION_FAILED', details);
  return { name, email, phone };
}

async function withEmailConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** A customer created by an agent: unverified and without a password until they use a reset link. */
export async function createCustomerByAgent(db: Db, organizationId: string, input: CustomerWriteRequest): Promise<Customer> {
  const { name, email, phone } = checkedInput(input);
  return withEmailConflict(async () => {
    const row = await db
      .insertInto('customers')
      .values({ organization_id: organizationId, name, email, phone: phone ?? '', password_hash: null })
      .returning(['id', 'name', 'email', 'phone', 'verified_at', 'password_hash', 'created_at'])
      .executeTakeFirstOrThrow();
    return toCustomer(row, noTickets);
  });
}

/** Changes name, email and (when given) phone; undefined for an id outside the organisation. */
export async function updateCustomerByAgent(db: Db, organizationId: string, id: string, input: CustomerWriteRequest): Promise<Customer | undefined> {
  const { name, email, phone } = checkedInput(input);
  const updated = await withEmailConflict(() =>
    db
      .updateTable('customers')
      .set({ name, email, ...(phone === undefined ? {} : { phone }), updated_at: new Date() })
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .returning('id')
      .executeTakeFirst(),
  );
  return updated ? getCustomerForAdmin(db, organizationId, id) : undefined;
}

/**
 * Deletes a customer without tickets. One with tickets is refused (CONFLICT): deleting would
 * orphan their conversation history, and anonymising is a separate, deliberate step.
 */
export async function deleteCustomerByAgent(db: Db, organizationId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select('id').where('id', '=', id).where('organization_id', '=', organizationId).forUpdate().executeTakeFirst();
    if (!customer) return false;
    const tickets = await trx.selectFrom('tickets').select((eb) => eb.fn.countAll<string>().as('n')).where('organization_id', '=', organizationId).where('customer_id', '=', id).executeTakeFirstOrThrow();
    const count = Number(tickets.n);
    if (count > 0) throw new AppError(409, 'CONFLICT', [{ field: '/id', message: `has ${count} ticket${count === 1 ? '' : 's'}; customers with tickets cannot be deleted` }]);
    await trx.deleteFrom('customers').where('id', '=', id).execute();
    return true;
  });
}

/** The customer's tickets, newest first; undefined when the customer is not in the organisation. */
export async function listTicketsOfCustomer(db: Db, organizationId: string, customerId: string, pageNumber: number, pageSize: number): Promise<CustomerTicketListResponse | undefined> {
  const customer = await db.selectFrom('customers').select('id').where('id', '=', customerId).where('organization_id', '=', organizationId).executeTakeFirst();
  if (!customer) return undefined;
  const scope = db.selectFrom('tickets').where('tickets.organization_id', '=', organizationId).where('tickets.customer_id', '=', customerId);
  const rows = await scope
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .select([
      'tickets.id',
      'tickets.serial_number',
      'tickets.title',
      'tickets.priority',
      'tickets.created_at',
      'tickets.updated_at',
      'statuses.id as status_id',
      'statuses.name as status_name',
      'statuses.color as status_color',
      'statuses.kind as status_kind',
    ])
    .orderBy('tickets.created_at', 'desc')
    .orderBy('tickets.serial_number', 'desc')
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)
    .execute();
  const total = await scope.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return {
    entities: rows.map((row) => ({
      id: row.id,
      serialNumber: row.serial_number,
      title: row.title,
      priority: row.priority,
      addedDate: iso(row.created_at),
      updatedDate: iso(row.updated_at),
      status: { id: row.status_id, name: row.status_name, color: row.status_color, kind: row.status_kind as StatusKind },
    })),
    totalCount: Number(total.n),
    pageNumber,
    pageSize,
  };
}
