import { sql, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** For each database opened on a PostgreSQL server: the same database over connections set to keep the written join order. */
const writtenOrderTwins = new WeakMap<Kysely<Database>, Kysely<Database>>();

/** Registers `twin` (connections opened with `join_collapse_limit = 1`) as where `db` runs `selectInWrittenJoinOrder`. */
export function useForWrittenJoinOrder(db: Kysely<Database>, twin: Kysely<Database>): void {
  writtenOrderTwins.set(db, twin);
}

/**
 * The rows of `query`, planned with PostgreSQL joining its tables in the order the SQL writes them
 * (`join_collapse_limit = 1`).
 *
 * For statements that are a handful of rows joined to many lookups by primary key (an agent's ticket
 * row joins eight tables): the written order, rows first, is already the best one, but the planner
 * still weighs every order in which those left joins could run, and that search cost 8–9 ms per
 * statement against ~1 ms of executing it. Sub-selects (`in (select …)`) and each table's own scan
 * are still planned freely.
 *
 * A database on a PostgreSQL server runs it on connections of its own that keep that setting. Inside
 * a transaction (and on embedded PGlite's one connection) the setting is changed around the statement
 * and set back: with SET LOCAL in a transaction (after a failed statement the transaction is lost
 * anyway, so nothing is set back then), else with SET and RESET on one reserved connection, also when
 * the statement fails.
 */
export async function selectInWrittenJoinOrder<R>(db: Kysely<Database>, query: Compilable<R>): Promise<R[]> {
  const twin = writtenOrderTwins.get(db);
  if (twin) return (await twin.executeQuery(query)).rows;
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
