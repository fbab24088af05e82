import { TICKET_VIEWS_PER_AGENT, type TicketView, type TicketViewSearchResponse, type TicketViewWriteRequest } from '@switchboard/shared/contracts';
import { sql, type Selectable } from 'kysely';
import type { CrudScope } from '../../../crud/register-crud-routes.js';
import type { Db, TicketViewsTable } from '../../../db/index.js';
import { isoDate } from '../../../db/search.js';
import { AppError } from '../../../plugins/errors.js';

// Every statement is limited to the caller's organisation and their own user: another agent's view
// is not found, like a missing one.

const toView = (row: Selectable<TicketViewsTable>): TicketView => ({ id: row.id, name: row.name, query: row.query, createdAt: isoDate(row.created_at), updatedAt: isoDate(row.updated_at) });

function cleanName(body: TicketViewWriteRequest): string {
  const name = body.name.trim();
  if (!name) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/name', message: 'is required' }]);
  return name;
}

const own = (db: Db, scope: CrudScope) => db.selectFrom('ticket_views').where('organization_id', '=', scope.organizationId).where('user_id', '=', scope.userId);

export async function listTicketViews(db: Db, scope: CrudScope): Promise<TicketViewSearchResponse> {
  const rows = await own(db, scope).selectAll().orderBy(sql`lower(name)`).orderBy('created_at').execute();
  return { entities: rows.map(toView), totalCount: rows.length };
}

export async function createTicketView(db: Db, scope: CrudScope, body: TicketViewWriteRequest): Promise<TicketView> {
  const name = cleanName(body);
  return db.transaction().execute(async (trx) => {
    // One agent's saves are serialised, so two at once cannot both pass the count.
    await sql`select id from users where id = ${scope.userId} for update`.execute(trx);
    const { n } = await own(trx, scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(n) >= TICKET_VIEWS_PER_AGENT) throw new AppError(409, 'CONFLICT', [{ field: '', message: `an agent keeps at most ${TICKET_VIEWS_PER_AGENT} views` }]);
    const row = await trx.insertInto('ticket_views').values({ organization_id: scope.organizationId, user_id: scope.userId, name, query: body.query }).returningAll().executeTakeFirstOrThrow();
    return toView(row);
  });
}

export async function updateTicketView(db: Db, scope: CrudScope, id: string, body: TicketViewWriteRequest): Promise<TicketView | undefined> {
  const name = cleanName(body);
  const row = await db
    .updateTable('ticket_views')
    .set({ name, query: body.query, updated_at: new Date() })
    .where('id', '=', id)
    .where('organization_id', '=', scope.organizationId)
    .where('user_id', '=', scope.userId)
    .returningAll()
    .executeTakeFirst();
  return row && toView(row);
}

export async function deleteTicketView(db: Db, scope: CrudScope, id: string): Promise<true | undefined> {
  const { numDeletedRows } = await db.deleteFrom('ticket_views').where('id', '=', id).where('organization_id', '=', scope.organizationId).where('user_id', '=', scope.userId).executeTakeFirst();
  return numDeletedRows > 0n ? true : undefined;
}
