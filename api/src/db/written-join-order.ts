import { sql, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The rows of `query`, planned with PostgreSQL joining its tables in the order the SQL writes them
 * (`join_collapse_limit = 1`); the connection's setting is restored afterwards.
 *
 * For statements that are a handful of rows joined to many lookups by primary key (an agent's ticket
 * row joins eight tables): the written order, rows first, is already the best one, but the planner
 * still weighs every order in which those left joins could run, and that search cost 8–9 ms per
 * statement against ~1 ms of executing it. Sub-selects (`in (select …)`) and each table's own scan
 * are still planned freely. Inside a transaction the setting is changed with SET LOCAL and set back
 * to the session's value (after a failed statement the transaction is lost anyway, so nothing is
 * set back then); outside one, the statement runs on one reserved connection, since the setting
 * belongs to the connection.
 */
export async function selectInWrittenJoinOrder<R>(db: Kysely<Database>, query: Compilable<R>): Promise<R[]> {
  if (db.isTransaction) {
    await sql`set local join_collapse_limit = 1`.execute(db);
    const { rows } = await db.executeQuery(query);
    await sql`set local join_collapse_limit to default`.execute(db);
    return rows;
  }
  return db.connection().execute(async (connection) => {
    await sql`set join_collapse_limit = 1`.execute(connection);
    try {
      return (await connection.executeQuery(query)).rows;
    } finally {
      await sql`reset join_collapse_limit`.execute(connection);
    }
  });
}
