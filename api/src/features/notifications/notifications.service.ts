import type { AgentNotification, MarkAllNotificationsReadResponse, NotificationListResponse } from '@switchboard/shared/contracts';
import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, NotificationsTable } from '../../db/index.js';
import { inPage, isoDate, type Page } from '../../db/search.js';
import { divisionScope, ticketsInScope, type DivisionScope, type ScopeCaller } from '../tickets/shared/division-scope.js';

/**
 * Whose notifications: every read and mark is scoped to the recipient (others' ids answer 404). The
 * lists show only notifications about tickets the reader still sees: a ticket moved to a division
 * beyond their roles takes its notifications out of their bell.
 */
export type NotificationReader = ScopeCaller;

/** Notifications about no ticket, or about a ticket inside `divisions`. */
function aboutVisibleTickets(divisions: DivisionScope) {
  return (eb: ExpressionBuilder<Database & { n: NotificationsTable }, 'n'>) =>
    divisions.all
      ? sql<SqlBool>`true`
      : eb.or([eb('n.ticket_id', 'is', null), eb.exists(eb.selectFrom('tickets').select('tickets.id').whereRef('tickets.id', '=', 'n.ticket_id').where(ticketsInScope(divisions)))]);
}

/** Notifications with their actor (agent or customer) and ticket joined: the list and the push share it. */
function notificationQuery(db: Kysely<Database>) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as au', 'au.id', 'n.actor_user_id')
    .leftJoin('customers as ac', 'ac.id', 'n.actor_customer_id')
    .leftJoin('tickets as t', 't.id', 'n.ticket_id')
    .select([
      'n.id',
      'n.type',
      'n.header',
      'n.message',
      'n.is_read',
      'n.created_at',
      'au.id as actor_user_id',
      'au.name as actor_user_name',
      'au.profile_picture as actor_user_picture',
      'ac.id as actor_customer_id',
      'ac.name as actor_customer_name',
      't.id as ticket_id',
      't.serial_number as ticket_serial',
      't.title as ticket_title',
    ]);
}

type NotificationRow = Awaited<ReturnType<ReturnType<typeof notificationQuery>['executeTakeFirstOrThrow']>>;

function toNotification(row: NotificationRow): AgentNotification {
  const actor = row.actor_user_id
    ? { id: row.actor_user_id, name: row.actor_user_name ?? '', profilePicture: row.actor_user_picture ?? null }
    : row.actor_customer_id
      ? { id: row.actor_customer_id, name: row.actor_customer_name ?? '', profilePicture: null }
      : null;
  return {
    id: row.id,
    type: row.type,
    header: row.header,
    message: row.message,
    isRead: row.is_read,
    addedDate: isoDate(row.created_at),
    actor,
    ticket: row.ticket_id && row.ticket_serial !== null ? { id: row.ticket_id, serialNumber: row.ticket_serial, name: row.ticket_title ?? '' } : null,
  };
}

async function unreadCountOf(db: Kysely<Database>, reader: NotificationReader, divisions: DivisionScope): Promise<number> {
  const row = await db
    .selectFrom('notifications as n')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('n.recipient_id', '=', reader.userId)
    .where('n.organization_id', '=', reader.organizationId)
    .where('n.is_read', '=', false)
    .where(aboutVisibleTickets(divisions))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** How many of the caller's notifications are unread (about tickets they still see): the bell's badge, as `GET notifications` counts it. */
export async function unreadNotificationCount(db: Kysely<Database>, reader: NotificationReader): Promise<number> {
  return unreadCountOf(db, reader, await divisionScope(db, reader, 'tickets:tickets:view'));
}

/** `GET v1/notifications`: the caller's, newest first, optionally only read or unread; plus the unread count. */
export async function listNotifications(
  db: Kysely<Database>,
  reader: NotificationReader,
  options: Page & { isRead?: boolean },
): Promise<NotificationListResponse> {
  const divisions = await divisionScope(db, reader, 'tickets:tickets:view');
  let filtered = db.selectFrom('notifications as n').where('n.recipient_id', '=', reader.userId).where('n.organization_id', '=', reader.organizationId).where(aboutVisibleTickets(divisions));
  if (options.isRead !== undefined) filtered = filtered.where('n.is_read', '=', options.isRead);
  const total = await filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();

  let page = notificationQuery(db).where('n.recipient_id', '=', reader.userId).where('n.organization_id', '=', reader.organizationId).where(aboutVisibleTickets(divisions));
  if (options.isRead !== undefined) page = page.where('n.is_read', '=', options.isRead);
  const rows = await page
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .$call(inPage(options))
    .execute();
  const unreadCount = options.isRead === false ? total.n : await unreadCountOf(db, reader, divisions);
  return { entities: rows.map(toNotification), totalCount: total.n, pageNumber: options.pageNumber, pageSize: options.pageSize, unreadCount };
}

/** Stored notifications by id, in that order (what the processor pushes). */
export async function notificationsById(db: Kysely<Database>, ids: string[]): Promise<Map<string, AgentNotification>> {
  if (ids.length === 0) return new Map();
  const rows = await notificationQuery(db).where('n.id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, toNotification(row)]));
}

/** `POST v1/notifications/{id}/read`: undefined when it is not the caller's. Reading twice changes nothing. */
export async function markNotificationRead(db: Kysely<Database>, reader: NotificationReader, id: string): Promise<AgentNotification | undefined> {
  const owned = await db
    .updateTable('notifications')
    .set({ is_read: true, read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('recipient_id', '=', reader.userId)
    .where('organization_id', '=', reader.organizationId)
    .returning('id')
    .executeTakeFirst();
  if (!owned) return undefined;
  const row = await notificationQuery(db).where('n.id', '=', id).executeTakeFirst();
  return row ? toNotification(row) : undefined;
}

/** `POST v1/notifications/read-all`: every unread notification of the caller. */
export async function markAllNotificationsRead(db: Kysely<Database>, reader: NotificationReader): Promise<MarkAllNotificationsReadResponse> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: true, read_at: sql<Date>`now()` })
    .where('recipient_id', '=', reader.userId)
    .where('organization_id', '=', reader.organizationId)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows), unreadCount: await unreadCountOf(db, reader, await divisionScope(db, reader, 'tickets:tickets:view')) };
}
