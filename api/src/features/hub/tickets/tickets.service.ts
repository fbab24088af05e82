import { HUB_TICKETS_PAGE_SIZE, type ClientTicket, type ClientTicketListResponse, type Locale } from '@switchboard/shared/contracts';
import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { Database, Db } from '../../../db/index.js';
import { prepared } from '../../../db/prepared.js';
import { inPage, isoDate, isoDateOrNull, pageOf, pageResult, rowCount, type PageRequest } from '../../../db/search.js';
import { AppError } from '../../../plugins/errors.js';
import { planNewTicketSla } from '../../service-levels/engine/index.js';
import type { OrganizationFacts } from '../../tickets/tickets/organization-facts.js';
import { createTicketStatement, type IdempotencyClaim, statusSummaryColumns, toClientStatusSummary, toTicketBase, type ValidComplaint } from '../../tickets/shared/index.js';
import { localizedSampleCategoryName } from '../../tickets/categories/index.js';
import { getActiveCategory } from '../categories/index.js';

export const CLIENT_TICKETS_MAX_PAGE_SIZE = 100;

/** Category fields for validation; `undefined` when the id is not an active category of the organisation. */
export async function categoryFieldsFor(db: Kysely<Database>, organizationId: string, categoryId: string | null, locale?: Locale) {
  if (!categoryId) return { name: null, fields: [] };
  // In the customer's language: the complaint keeps field names and labels as they saw them.
  const category = await getActiveCategory(db as Db, organizationId, categoryId, locale);
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
  'tickets.customer_id',
  'tickets.merged_into_id',
  ...statusSummaryColumns,
  'categories.name as category_name',
  'categories.sample_key as category_sample_key',
  'merged_target.serial_number as merged_target_serial',
  'merged_target.customer_id as merged_target_customer_id',
] as const;

function baseTicketQuery(db: QueryCreator<Database>) {
  return db
    .selectFrom('tickets')
    .innerJoin('statuses', 'statuses.id', 'tickets.status_id')
    .leftJoin('categories', 'categories.id', 'tickets.category_id')
    .leftJoin('tickets as merged_target', 'merged_target.id', 'tickets.merged_into_id')
    .select(ticketColumns);
}

type TicketQueryRow = Awaited<ReturnType<ReturnType<typeof baseTicketQuery>['executeTakeFirstOrThrow']>>;

/** What the hub's card says about a ticket's recent life (absent on a ticket just created: nothing happened yet). */
interface ActivityColumns {
  last_activity_at: Date | string;
  new_reply: boolean;
}

/**
 * The ticket's last activity and its "new reply from support" marker, as correlated subqueries of the
 * page's one statement (each walks one ticket's thread or history by its `ticket_id` index, for the
 * page's rows only).
 *
 * Last activity is the latest of: the ticket's creation, a sent message of either side, a status
 * change. Drafts, internal notes (comments) and agents' other edits (assignee, group, fields) are
 * nothing the customer sees happen, so they never move it.
 *
 * A new reply is a sent agent message newer than the customer's last opening of the ticket in the hub
 * (`hub_ticket_reads`); never opened, any sent agent message is new. Notes live in another table and
 * the customer's own messages are not from support, so neither counts.
 */
function withActivity<QB extends ReturnType<typeof baseTicketQuery>>(query: QB, customerId: string) {
  return query.select([
    sql<Date>`greatest(
      tickets.created_at,
      (select max(m.sent_at) from ticket_messages m where m.ticket_id = tickets.id and m.status = 'sent'),
      (select max(h.created_at) from ticket_history h where h.ticket_id = tickets.id and h.field = 'status')
    )`.as('last_activity_at'),
    sql<boolean>`exists (
      select 1 from ticket_messages m
      where m.ticket_id = tickets.id and m.sent_by = 'agent' and m.status = 'sent'
        and m.sent_at > coalesce(
          (select r.read_at from hub_ticket_reads r where r.ticket_id = tickets.id and r.customer_id = ${customerId}::uuid),
          '-infinity'::timestamptz
        )
    )`.as('new_reply'),
  ]);
}

/**
 * Remembers that the customer opened one of their tickets now (a later time only: a slow request never
 * moves it back). Nothing happens for a ticket that is not theirs.
 */
export async function markCustomerTicketRead(db: Kysely<Database>, customer: CustomerRef, ticketId: string, now: Date): Promise<void> {
  await db
    .insertInto('hub_ticket_reads')
    .columns(['ticket_id', 'customer_id', 'read_at'])
    .expression((eb) =>
      eb
        .selectFrom('tickets')
        .select(['tickets.id', 'tickets.customer_id', sql<Date>`${now}::timestamptz`.as('read_at')])
        .where('tickets.id', '=', ticketId)
        .where('tickets.organization_id', '=', customer.organizationId)
        .where('tickets.customer_id', '=', customer.customerId),
    )
    .onConflict((oc) => oc.columns(['ticket_id', 'customer_id']).doUpdateSet({ read_at: sql`greatest(hub_ticket_reads.read_at, excluded.read_at)` }))
    .execute();
}

function toClientTicket(row: TicketQueryRow & Partial<ActivityColumns>, locale?: Locale): ClientTicket {
  return {
    ...toTicketBase(row),
    categoryId: row.category_id,
    categoryName: row.category_name === null ? null : localizedSampleCategoryName(row.category_name, row.category_sample_key, locale),
    fields: row.fields ?? [],
    addedDate: isoDate(row.created_at),
    updatedDate: isoDate(row.updated_at),
    resolutionDueDate: isoDateOrNull(row.resolution_due_date),
    status: toClientStatusSummary(row, locale),
    lastActivityAt: isoDate(row.last_activity_at ?? row.created_at),
    newReply: row.new_reply === true,
    ...(row.merged_into_id ? { mergedInto: mergedIntoOf(row) } : {}),
  };
}

/**
 * Where a merged ticket's conversation went. The customer is shown the ticket only when it is theirs
 * too (a merge joins one customer's tickets, but the target may have been moved to another customer
 * since); otherwise they learn it was merged, not into what.
 */
function mergedIntoOf(row: Pick<TicketQueryRow, 'customer_id' | 'merged_into_id' | 'merged_target_serial' | 'merged_target_customer_id'>) {
  const visible = row.merged_target_customer_id !== null && row.merged_target_customer_id === row.customer_id;
  return visible ? { id: row.merged_into_id, serialNumber: row.merged_target_serial } : { id: null, serialNumber: null };
}

export interface CustomerRef {
  organizationId: string;
  customerId: string;
  /** The language status names are shown in (the request's Accept-Language); the default name without it. */
  locale?: Locale;
}

/**
 * Inserts a validated complaint as a ticket of the customer, with a domain event, in one statement
 * of its own (no transaction around it: the organisation's counter is locked only inside it). With a
 * `claim` the statement also records the Idempotency-Key, and creates nothing (undefined) when an
 * earlier request holds the key. `facts`: the organisation's policies and default status as the
 * caller remembers them (read here without).
 */
export async function createCustomerTicket(
  db: Kysely<Database>,
  customer: CustomerRef,
  categoryId: string | null,
  complaint: ValidComplaint,
  now = new Date(),
  claim?: IdempotencyClaim,
  facts?: OrganizationFacts,
): Promise<ClientTicket | undefined> {
  const ticket = { organizationId: customer.organizationId, customerId: customer.customerId, categoryId, ...complaint, statusId: null, channel: 'hub' as const };
  // The policy that matches sets the targets and the resolution date the customer sees.
  const sla = await planNewTicketSla(db, { ...ticket, userGroupId: null }, now, facts);
  const created = createTicketStatement(
    db,
    ticket,
    [{ type: 'ticket.created', payload: { customerId: customer.customerId } }],
    // The customer opens the ticket's history (their name is read in the statement).
    { userId: null, customerId: customer.customerId, name: '' },
    sla,
    claim,
  );
  const row = await prepared(baseTicketQuery(created)).executeTakeFirst();
  return row && toClientTicket(row, customer.locale);
}

/** One ticket of the customer; undefined for anyone else's. */
export async function getCustomerTicket(db: Kysely<Database>, customer: CustomerRef, ticketId: string): Promise<ClientTicket | undefined> {
  const row = await prepared(
    withActivity(baseTicketQuery(db), customer.customerId)
      .where('tickets.id', '=', ticketId)
      .where('tickets.organization_id', '=', customer.organizationId)
      .where('tickets.customer_id', '=', customer.customerId),
  ).executeTakeFirst();
  return row ? toClientTicket(row, customer.locale) : undefined;
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
  const rows = await prepared(
    withActivity(baseTicketQuery(db), customer.customerId)
      .select(count.as('total'))
      .where('tickets.organization_id', '=', customer.organizationId)
      .where('tickets.customer_id', '=', customer.customerId)
      .orderBy('tickets.created_at', 'desc')
      .orderBy('tickets.serial_number', 'desc')
      .$call(inPage(page)),
  ).execute();
  const total = rows[0] ? Number(rows[0].total) : page.offset === 0 ? 0 : (await count.executeTakeFirstOrThrow()).n;
  return pageResult(rows.map((row) => toClientTicket(row, customer.locale)), total, page);
}

export const ticketNotFound = () => new AppError(404, 'NOT_FOUND');
